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

/// UIKit's `NSMutableParagraphStyle`.
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    override public var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    override public var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    override public var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue.isFinite ? max(0, newValue) : 0 }
    }
}

/// UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`: accepted for signature compatibility;
/// `totalBounds` is filled in by `boundingRect`, font scaling is not done.
public final class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public internal(set) var actualScaleFactor: CGFloat = 1
    public internal(set) var totalBounds: CGRect = .zero
    public init() {}
}
