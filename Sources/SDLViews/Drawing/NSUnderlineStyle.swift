/// UIKit's `NSUnderlineStyle` (same raw values): a line style, optionally a
/// pattern, for `.underlineStyle` and `.strikethroughStyle`.
///
/// Differences from UIKit: `byWord` is accepted and lines still run under
/// the spaces between words (see <doc:DifferencesFromUIKit>).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The line part (single, thick, double) without pattern or by-word bits.
    var line: NSUnderlineStyle { NSUnderlineStyle(rawValue: rawValue & 0xFF) }
    /// The pattern part (dot, dash …), zero for a solid line.
    var pattern: Int { rawValue & 0x0F00 }
}
