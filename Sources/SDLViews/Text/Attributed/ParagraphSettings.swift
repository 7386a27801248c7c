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

    /// A tab stop as the line breaker uses it: where it is, how the column
    /// after it aligns there, and for a decimal stop the scalars that end
    /// the aligned part of the column (the locale's decimal separator).
    struct TabStop: Equatable {
        var location: CGFloat
        var alignment: NSTextAlignment
        var terminators: CharacterSet?
    }

    /// The stop a tab at `x` (from the leading margin) moves to: the next
    /// stop after it, then multiples of `defaultTabInterval` (left stops);
    /// without either, a left stop as far on as a space is wide (`fallback`).
    /// `.natural` and `.justified` stops are left stops in left-to-right
    /// paragraphs; right-to-left paragraphs measure and align every stop as a
    /// left one, as before.
    func tabStop(after x: CGFloat, fallback: CGFloat, rightToLeft: Bool) -> TabStop {
        if let stop = values.tabStops.first(where: { $0.location > x + 1e-6 }) {
            let alignment = rightToLeft || [.natural, .justified].contains(stop.alignment) ? .left : stop.alignment
            let terminators = alignment == .left ? nil : stop.terminators
            return TabStop(location: stop.location, alignment: alignment, terminators: terminators)
        }
        let interval = values.defaultTabInterval
        guard interval > 0 else { return TabStop(location: x + fallback, alignment: .left) }
        return TabStop(location: ((x / interval).rounded(.down) + 1) * interval, alignment: .left)
    }
}
