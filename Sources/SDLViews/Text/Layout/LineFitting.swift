import Foundation

/// Where lines of one paragraph end and how a line's pieces are ordered on
/// screen: the rules `ShapedLineBuilder` (plain labels) and
/// `AttributedLineBreaker` (attributed text) share.
@MainActor
struct LineFitting {
    let scalars: [UInt32]
    let breaks: LineBreaks
    let graphemeEnds: Set<Int>
    /// `.byCharWrapping`: lines end at any grapheme boundary.
    let wrapsCharacters: Bool

    init(scalars: [UInt32], wrapsCharacters: Bool) {
        self.scalars = scalars
        self.wrapsCharacters = wrapsCharacters
        breaks = LineBreaks(scalars: scalars)
        graphemeEnds = Set(GraphemeBoundaries.scalarOffsets(in: ShapedLineBuilder.string(scalars[...])))
    }

    /// Where the line starting at `start` ends: the last break opportunity
    /// (word wrapping) or grapheme boundary (character wrapping, or a word
    /// wider than the line) before the text overflows `limit`; at least one
    /// cluster. Spaces may overflow: they hang at the line's end.
    /// `advance(index, width)` is the scalar's advance once the line is `width` wide.
    func lineEnd(from start: Int, limit: CGFloat, advance: (Int, CGFloat) -> CGFloat) -> Int {
        var width: CGFloat = 0
        var lastBreak: Int?
        var lastGrapheme: Int?
        var index = start
        while index < scalars.count {
            width += advance(index, width)
            if width > limit + 1e-6 && scalars[index] != 0x20 { break }
            index += 1
            if graphemeEnds.contains(index) { lastGrapheme = index }
            if !wrapsCharacters, breaks.opportunity(before: index) != .none { lastBreak = index }
        }
        if index == scalars.count { return index }
        if let end = lastBreak ?? lastGrapheme { return end }
        return graphemeEnds.filter { $0 > start }.min() ?? scalars.count
    }

    /// The paragraph's lines as scalar ranges, each as long as `lineEnd`
    /// allows under `limit(firstLine)` (nil: the rest on one line); stops after
    /// `maxLines` (0: no limit) with `cut` telling whether text was left over.
    /// `advance(index, width, firstLine)` is as `lineEnd`'s, on that line.
    func wrap(
        maxLines: Int, limit: (_ firstLine: Bool) -> CGFloat?,
        advance: (_ index: Int, _ width: CGFloat, _ firstLine: Bool) -> CGFloat
    ) -> (ranges: [Range<Int>], cut: Bool) {
        let count = scalars.count
        var ranges: [Range<Int>] = []
        var start = 0
        while start < count {
            if maxLines > 0 && ranges.count == maxLines { return (ranges, true) }
            let firstLine = ranges.isEmpty
            guard let lineLimit = limit(firstLine) else { return (ranges + [start..<count], false) }
            let end = lineEnd(from: start, limit: lineLimit) { index, width in advance(index, width, firstLine) }
            ranges.append(start..<end)
            start = end
        }
        return (ranges, false)
    }

    /// `range` without the spaces at its end, which hang outside the line.
    static func trimmingTrailingSpaces(_ range: Range<Int>, of scalars: [UInt32]) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && scalars[end - 1] == 0x20 { end -= 1 }
        return range.lowerBound..<end
    }

    /// A line's pieces (in logical order, each starting at `start`) sorted into
    /// BidiParagraph's visual order (UAX #9 L2).
    static func visuallyOrdered<Item>(_ items: [Item], line: BidiParagraph.Line, start: (Item) -> Int) -> [Item] {
        var visualPosition = [Int](repeating: 0, count: line.range.count)
        for (position, index) in line.visualOrder.enumerated() {
            visualPosition[index - line.range.lowerBound] = position
        }
        return items.sorted {
            visualPosition[start($0) - line.range.lowerBound] < visualPosition[start($1) - line.range.lowerBound]
        }
    }
}
