import Foundation

/// One laid-out line of attributed text: its runs from left to right, in
/// points from the line's left edge, and its vertical metrics: the tallest
/// ascent and deepest descent of its runs, baseline offsets and attachments
/// included, as UIKit's line fragments grow to hold them.
@MainActor
struct AttributedLine {
    struct Run {
        let item: AttributedItem
        /// Kern and tightening already added to the advances.
        let glyphs: [ShapedRun.Glyph]
        /// Whether each glyph shows a space (U+0020): what justification stretches.
        let isSpace: [Bool]
        let x: CGFloat
        let width: CGFloat
        var style: Int { item.style }
    }

    let runs: [Run]
    /// The paragraph's direction: where `.natural` alignment and the head indent go.
    let isRightToLeft: Bool
    let isParagraphStart: Bool
    let isParagraphEnd: Bool
    /// Above the baseline and below it (leading included), in points.
    let ascent: CGFloat
    let descent: CGFloat
    /// The scalar range of the paragraph the line shows (for truncated lines, of the shortened text).
    let range: Range<Int>

    var width: CGFloat { runs.reduce(0) { $0 + $1.width } }
    var spaceCount: Int { runs.reduce(0) { $0 + $1.isSpace.filter { $0 }.count } }

    init(
        runs: [Run], styles: [TextRunStyle], emptyStyle: Int, isRightToLeft: Bool, isParagraphStart: Bool,
        isParagraphEnd: Bool, range: Range<Int>
    ) {
        self.runs = runs
        self.isRightToLeft = isRightToLeft
        self.isParagraphStart = isParagraphStart
        self.isParagraphEnd = isParagraphEnd
        self.range = range
        let measured = runs.isEmpty ? [Self.extent(of: styles[emptyStyle], kind: .text)] : runs.map {
            Self.extent(of: styles[$0.style], kind: $0.item.kind)
        }
        ascent = measured.map(\.ascent).max() ?? 0
        descent = measured.map(\.descent).max() ?? 0
    }

    /// How far a run reaches above and below the baseline: its font's
    /// ascender and the rest of its line height, or an attachment's box,
    /// moved by the baseline offset.
    private static func extent(of style: TextRunStyle, kind: AttributedItem.Kind) -> (ascent: CGFloat, descent: CGFloat) {
        let ascent = style.font.ascender + style.baselineOffset
        let descent = max(0, style.font.lineHeight - style.font.ascender - style.baselineOffset)
        guard kind == .attachment, let box = style.attachment?.layoutBounds else { return (ascent, descent) }
        return (max(ascent, box.maxY + style.baselineOffset), max(descent, -box.minY - style.baselineOffset))
    }
}
