import Foundation

/// A flow layout section whose items all have one size (the layout's `itemSize`, no
/// delegate sizing, no estimates): its lines are worked out arithmetically, so preparing
/// the layout costs the same for 2,000,000 items as for 20, and an update that changes
/// the count (one insert) does not rebuild a frame per item. The frames are the ones the
/// item-by-item builder gives (full lines justified, a line of one item centred, the last
/// line left-aligned).
struct UniformFlowLines {
    var count: Int
    /// Items per line (at least 1).
    var perLine: Int
    var vertical: Bool
    /// Along the scroll axis: where the first line starts, each line's thickness, and the gap between lines.
    var start: CGFloat
    var thickness: CGFloat
    var lineSpacing: CGFloat
    /// Across: the item's length, and where a full line's and the last line's items start and step.
    var itemAcross: CGFloat
    var fullOffset: CGFloat
    var fullStep: CGFloat
    var lastOffset: CGFloat
    var lastStep: CGFloat

    var lineCount: Int { count == 0 ? 0 : (count + perLine - 1) / perLine }
    private var pitch: CGFloat { thickness + lineSpacing }

    /// Where the last line ends (the start when there are no items).
    var end: CGFloat { lineCount == 0 ? start : start + CGFloat(lineCount) * thickness + CGFloat(lineCount - 1) * lineSpacing }

    func frame(of item: Int) -> CGRect {
        let (line, column) = item.quotientAndRemainder(dividingBy: perLine)
        let isLast = line == lineCount - 1
        let across = (isLast ? lastOffset : fullOffset) + CGFloat(column) * (isLast ? lastStep : fullStep)
        let along = start + CGFloat(line) * pitch
        return vertical
            ? CGRect(x: across, y: along, width: itemAcross, height: thickness)
            : CGRect(x: along, y: across, width: thickness, height: itemAcross)
    }

    /// The items whose lines meet `low...high` along the scroll axis.
    func itemRange(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        let lines = lineCount
        guard lines > 0 else { return 0..<0 }
        let first: Int, last: Int
        if pitch > 0 {
            first = Self.clamped(((low - start - thickness) / pitch).rounded(.up), to: lines)
            last = Self.clamped(((high - start) / pitch).rounded(.down) + 1, to: lines)
        } else {
            first = start + thickness >= low ? 0 : lines
            last = start > high ? 0 : lines
        }
        let lower = min(first * perLine, count)
        return lower..<max(lower, min(last * perLine, count))
    }

    private static func clamped(_ value: CGFloat, to lines: Int) -> Int {
        guard value.isFinite else { return value > 0 ? lines : 0 }
        return Int(min(max(value, 0), CGFloat(lines)))
    }
}
