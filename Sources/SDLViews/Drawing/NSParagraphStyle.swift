import Foundation

/// UIKit's `NSParagraphStyle`, with the attributes string drawing uses:
/// `alignment`, `lineBreakMode` and `lineSpacing` (extra points between lines).
/// Other UIKit paragraph attributes (indents, tab stops, hyphenation) are not modelled.
open class NSParagraphStyle: @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0

    public init() {}

    public static let `default` = NSParagraphStyle()

    /// UIKit's `mutableCopy()` gives an `NSMutableParagraphStyle` with the same values.
    public func mutableCopy() -> NSMutableParagraphStyle {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        return copy
    }
}
