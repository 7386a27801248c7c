import Foundation

/// A paragraph's layout settings: its first character's `NSParagraphStyle`
/// (UIKit reads a paragraph's style there), with the alignment of whoever
/// draws it (a label's `textAlignment`) when the string has none.
struct ParagraphSettings {
    var values: NSParagraphStyle.Values
    var alignment: NSTextAlignment

    @MainActor
    init(style: NSParagraphStyle?, defaultAlignment: NSTextAlignment) {
        values = (style ?? .default).snapshot
        alignment = style?.alignment ?? defaultAlignment
    }

    /// The head indent of a paragraph's first line or of its other lines.
    func headIndent(firstLine: Bool) -> CGFloat { firstLine ? values.firstLineHeadIndent : values.headIndent }

    /// The width a line may fill between its head and tail indents; nil without limit.
    func available(in width: CGFloat?, firstLine: Bool) -> CGFloat? {
        let head = headIndent(firstLine: firstLine)
        if values.tailIndent > 0 {
            let fromHead = values.tailIndent - head
            return max(0, min(fromHead, width.map { $0 - head } ?? fromHead))
        }
        guard let width else { return nil }
        return max(0, width - head + values.tailIndent)
    }

    /// The line's height from its natural one (ascent + descent): multiplied by
    /// `lineHeightMultiple`, then held within the minimum and maximum heights.
    func lineHeight(natural: CGFloat) -> CGFloat {
        var height = values.lineHeightMultiple > 0 ? natural * values.lineHeightMultiple : natural
        if values.minimumLineHeight > 0 { height = max(height, values.minimumLineHeight) }
        if values.maximumLineHeight > 0 { height = min(height, values.maximumLineHeight) }
        return height
    }

    /// Where a tab at `x` (from the leading margin) moves the pen: the next
    /// stop after it, then multiples of `defaultTabInterval`; without either,
    /// the tab is as wide as a space would be (`fallback`).
    func tabStop(after x: CGFloat, fallback: CGFloat) -> CGFloat {
        if let stop = values.tabStops.first(where: { $0.location > x + 1e-6 }) { return stop.location }
        let interval = values.defaultTabInterval
        guard interval > 0 else { return x + fallback }
        return ((x / interval).rounded(.down) + 1) * interval
    }
}
