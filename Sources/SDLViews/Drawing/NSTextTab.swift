import Foundation

/// UIKit's `NSTextTab`: a tab stop at `location` points from the line's
/// leading edge (head indent included), in a paragraph style's `tabStops`.
///
/// Differences from UIKit: every stop aligns the text after it at its
/// location as a left (natural) stop does; `alignment` is kept but centred,
/// right and decimal stops are not laid out differently (see <doc:DifferencesFromUIKit>).
public final class NSTextTab: @unchecked Sendable {
    public struct OptionKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public let alignment: NSTextAlignment
    public let location: CGFloat
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = location.isFinite ? max(0, location) : 0
        self.options = options
    }
}
