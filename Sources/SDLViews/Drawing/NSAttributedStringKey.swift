import Foundation

/// UIKit's text attribute keys (Foundation on Linux declares the key type but
/// not UIKit's keys). The raw values are UIKit's.
extension NSAttributedString.Key {
    /// A `UIFont`; Helvetica (here the system font) 12 points when absent, as UIKit.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the glyphs of its range, line by line.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`, read from each paragraph's first character as UIKit does.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number of points added after each character (`CGFloat`, `Double`, `Int` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// UIKit's tracking: points added after each character, like `kern`; as
    /// UIKit, a tracked run is shaped without ligatures.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// Points the glyphs are raised above the baseline (negative lowers them).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An `NSUnderlineStyle` raw value (`Int` or `NSNumber`), or the style itself.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline; the text colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` for the line through the glyphs.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough; the text colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSShadow` cast by the glyphs of its range.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// An `NSTextAttachment` shown in place of its character (U+FFFC).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
