import Foundation

/// UIKit's text attribute keys (Foundation on Linux declares the key type but
/// not UIKit's keys). The raw values are UIKit's.
extension NSAttributedString.Key {
    /// A `UIFont`; Helvetica (here the system font) 12 points when absent, as UIKit.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind each line's glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`: alignment, line break mode and line spacing are honoured.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number of points added after each character (`CGFloat`, `Double` or `Int`).
    public static let kern = NSAttributedString.Key("NSKern")
}
