import Foundation

/// UIKit's `NSParagraphStyle`: alignment, line break mode, line spacing and
/// height (`lineSpacing`, `lineHeightMultiple`, `minimumLineHeight`,
/// `maximumLineHeight`), paragraph spacing, indents and tab stops, laid out
/// by the text engine for attributed strings (`AttributedTextLayout`); plain
/// string drawing honours alignment, line break mode and line spacing.
/// Hyphenation and writing-direction overrides are not modelled.
///
/// Sendable as Foundation's is; the values sit behind a lock because an
/// `NSMutableParagraphStyle` may be changed while another thread reads it.
open class NSParagraphStyle: @unchecked Sendable {
    struct Values {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        /// UIKit's default: twelve left stops, one every 28 points.
        var tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .natural, location: CGFloat($0) * 28) }
        var defaultTabInterval: CGFloat = 0
    }
    private let lock = NSLock()
    private var values: Values

    public init() { values = Values() }

    init(values: Values) { self.values = values }

    /// All values at once, for copies and layout.
    var snapshot: Values { lock.withLock { values } }

    func value<T>(_ key: KeyPath<Values, T>) -> T { lock.withLock { values[keyPath: key] } }

    func set<T>(_ key: WritableKeyPath<Values, T>, _ value: T) { lock.withLock { values[keyPath: key] = value } }

    public internal(set) var alignment: NSTextAlignment {
        get { value(\.alignment) }
        set { set(\.alignment, newValue) }
    }
    public internal(set) var lineBreakMode: NSLineBreakMode {
        get { value(\.lineBreakMode) }
        set { set(\.lineBreakMode, newValue) }
    }
    /// Extra points between a line's bottom and the next line's top.
    public internal(set) var lineSpacing: CGFloat {
        get { value(\.lineSpacing) }
        set { set(\.lineSpacing, newValue) }
    }
    /// The natural line height is multiplied by this when positive; the extra
    /// space goes above the text, as UIKit places it.
    public internal(set) var lineHeightMultiple: CGFloat {
        get { value(\.lineHeightMultiple) }
        set { set(\.lineHeightMultiple, newValue) }
    }
    public internal(set) var minimumLineHeight: CGFloat {
        get { value(\.minimumLineHeight) }
        set { set(\.minimumLineHeight, newValue) }
    }
    /// 0 means no limit.
    public internal(set) var maximumLineHeight: CGFloat {
        get { value(\.maximumLineHeight) }
        set { set(\.maximumLineHeight, newValue) }
    }
    /// Points after the paragraph's last line.
    public internal(set) var paragraphSpacing: CGFloat {
        get { value(\.paragraphSpacing) }
        set { set(\.paragraphSpacing, newValue) }
    }
    /// Points before the paragraph's first line (not before the text's first paragraph).
    public internal(set) var paragraphSpacingBefore: CGFloat {
        get { value(\.paragraphSpacingBefore) }
        set { set(\.paragraphSpacingBefore, newValue) }
    }
    /// The leading indent of a paragraph's first line.
    public internal(set) var firstLineHeadIndent: CGFloat {
        get { value(\.firstLineHeadIndent) }
        set { set(\.firstLineHeadIndent, newValue) }
    }
    /// The leading indent of a paragraph's other lines.
    public internal(set) var headIndent: CGFloat {
        get { value(\.headIndent) }
        set { set(\.headIndent, newValue) }
    }
    /// Positive: the lines' trailing edge measured from the leading margin;
    /// zero or negative: the distance in from the trailing margin, as UIKit.
    public internal(set) var tailIndent: CGFloat {
        get { value(\.tailIndent) }
        set { set(\.tailIndent, newValue) }
    }
    public internal(set) var tabStops: [NSTextTab] {
        get { value(\.tabStops) }
        set { set(\.tabStops, newValue) }
    }
    /// Spacing of the tab stops after the last of `tabStops` (0: none).
    public internal(set) var defaultTabInterval: CGFloat {
        get { value(\.defaultTabInterval) }
        set { set(\.defaultTabInterval, newValue) }
    }

    public static let `default` = NSParagraphStyle()

    /// UIKit's `mutableCopy()` gives an `NSMutableParagraphStyle` with the same values.
    public func mutableCopy() -> NSMutableParagraphStyle {
        NSMutableParagraphStyle(values: snapshot)
    }
}
