@testable import SDLViewsTesting

/// The audit findings the samples keep on purpose, each with its reason.
/// A sample whose subject is low contrast (alpha, disabled-looking states)
/// or which shows UIKit's own default colours as iOS draws them keeps them;
/// everything else is fixed in the sample.
enum SampleAuditAllowList {
    struct Entry: CustomStringConvertible {
        let sample: String
        let kind: AccessibilityFinding.Kind
        /// Found in the finding's view description (its type and label); "" matches any.
        let view: String
        /// Found in the finding's message ("3.44:1"); "" matches any.
        var message = ""
        let reason: String
        var description: String { "\(sample) \(kind.rawValue) \(view) \(message)" }
    }

    /// UIKit's `secondaryLabel` (60 % grey), which UIKit's own table cells
    /// use for detail and subtitle text and grouped sections for their header
    /// and footer text: 3.44:1 on white and 3.30:1 on the grouped background,
    /// exactly as iOS draws them (Xcode's audit reports them on iOS too). The
    /// table samples show UIKit's default cells; the samples' own secondary
    /// text uses `SampleTheme.secondaryText` (7:1).
    static let uikitSecondaryLabel = "the default colour of UIKit's cell detail text and section headers (secondaryLabel), as on iOS"

    static let entries: [Entry] = [
        Entry(
            sample: "alpha", kind: .lowContrast, view: "alpha 0.", reason: "the sample's subject: tiles at alpha 0.5 and 0.25"),
        Entry(
            sample: "scrubbing", kind: .lowContrast, view: "\"card\"",
            reason: "the card is mid-animation (fading) at the scrubbed fraction shown"),
        Entry(
            sample: "buttons", kind: .lowContrast, view: "\"Highlighted\"",
            reason: "shows UIKit's highlighted (pressed) title colour, shown only while a finger is down"),
        Entry(sample: "settings-table", kind: .lowContrast, view: "", message: "3.44:1", reason: uikitSecondaryLabel),
        Entry(sample: "settings-table", kind: .lowContrast, view: "", message: "3.30:1", reason: uikitSecondaryLabel),
        Entry(sample: "settings-list", kind: .lowContrast, view: "", message: "3.44:1", reason: uikitSecondaryLabel),
        Entry(sample: "settings-list", kind: .lowContrast, view: "", message: "3.30:1", reason: uikitSecondaryLabel),
        Entry(sample: "save-slots", kind: .lowContrast, view: "", message: "3.44:1", reason: uikitSecondaryLabel),
        Entry(sample: "save-slots", kind: .lowContrast, view: "", message: "3.30:1", reason: uikitSecondaryLabel),
        Entry(sample: "quest-log", kind: .lowContrast, view: "", message: "3.44:1", reason: uikitSecondaryLabel),
        Entry(sample: "interface-builder", kind: .lowContrast, view: "", message: "3.30:1", reason: uikitSecondaryLabel)
    ]

    static func index(allowing finding: AccessibilityFinding, in sample: String) -> Int? {
        entries.firstIndex { entry in
            entry.sample == sample && entry.kind == finding.kind
                && (entry.view.isEmpty || finding.view.contains(entry.view))
                && (entry.message.isEmpty || finding.message.contains(entry.message))
        }
    }
}
