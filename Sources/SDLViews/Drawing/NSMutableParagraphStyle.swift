import Foundation

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
