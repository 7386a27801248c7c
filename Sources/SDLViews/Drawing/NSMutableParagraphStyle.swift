import Foundation

/// UIKit's `NSMutableParagraphStyle`. Lengths that are not finite become 0
/// (logged), and spacings, heights and head indents that cannot be negative
/// are kept at 0 or more, as UIKit clamps them.
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }

    override init(values: Values) { super.init(values: values) }

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
        set { super.lineSpacing = Self.length(newValue, "lineSpacing") }
    }
    override public var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = Self.length(newValue, "lineHeightMultiple") }
    }
    override public var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = Self.length(newValue, "minimumLineHeight") }
    }
    override public var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = Self.length(newValue, "maximumLineHeight") }
    }
    override public var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = Self.length(newValue, "paragraphSpacing") }
    }
    override public var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = Self.length(newValue, "paragraphSpacingBefore") }
    }
    override public var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = Self.length(newValue, "firstLineHeadIndent") }
    }
    override public var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = Self.length(newValue, "headIndent") }
    }
    override public var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = Self.length(newValue, "tailIndent", allowsNegative: true) }
    }
    override public var tabStops: [NSTextTab] {
        get { super.tabStops }
        set { super.tabStops = newValue.sorted { $0.location < $1.location } }
    }
    override public var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = Self.length(newValue, "defaultTabInterval") }
    }

    /// UIKit's `addTabStop(_:)`.
    public func addTabStop(_ tab: NSTextTab) { tabStops.append(tab) }

    /// UIKit's `removeTabStop(_:)`: removes the stops at the same location and alignment.
    public func removeTabStop(_ tab: NSTextTab) {
        tabStops.removeAll { $0.location == tab.location && $0.alignment == tab.alignment }
    }

    private static func length(_ value: CGFloat, _ name: String, allowsNegative: Bool = false) -> CGFloat {
        guard value.isFinite else {
            SDLViewsLog.error("NSMutableParagraphStyle: \(name) \(value) is not finite; 0 used")
            return 0
        }
        return allowsNegative ? value : max(0, value)
    }
}
