import Foundation

/// One laid-out line of the text engine: glyph runs from left to right, in
/// points from the line's left edge, ready to draw with Cairo.
struct ShapedTextLine: Sendable {
    struct GlyphRun: Sendable {
        let fontPath: String
        /// The scalars of the line's text the run shows (the paragraph's, or
        /// the truncated line's when an ellipsis replaced some).
        let scalarRange: Range<Int>
        let glyphs: [ShapedRun.Glyph]
        /// Whether each glyph shows a space (U+0020): what justification stretches.
        let isSpace: [Bool]
        /// Where the run starts, from the line's left edge, in points.
        let x: CGFloat
        let width: CGFloat
        let isRightToLeft: Bool

        init(item: TextItem, shaped: ShapedRun, scalars: [UInt32], x: CGFloat) {
            fontPath = item.fontPath
            scalarRange = item.range
            glyphs = shaped.glyphs
            isSpace = shaped.glyphs.map { glyph in
                let index = item.range.lowerBound + glyph.cluster
                return index < scalars.count && scalars[index] == 0x20
            }
            self.x = x
            // HarfBuzz shaped at the point size, so its pixels are points here.
            width = CGFloat(shaped.width)
            isRightToLeft = item.isRightToLeft
        }

        /// A run laid out elsewhere (an attributed line's), for its geometry.
        init(fontPath: String, scalarRange: Range<Int>, glyphs: [ShapedRun.Glyph], x: CGFloat, width: CGFloat, isRightToLeft: Bool) {
            self.fontPath = fontPath
            self.scalarRange = scalarRange
            self.glyphs = glyphs
            isSpace = glyphs.map { _ in false }
            self.x = x
            self.width = width
            self.isRightToLeft = isRightToLeft
        }
    }

    let runs: [GlyphRun]
    /// The scalars laid out, without the spaces that hang at the end.
    let scalars: [UInt32]
    /// The paragraph's direction: where `.natural` alignment puts the line.
    let isRightToLeft: Bool
    /// The last line of its paragraph, which `.justified` does not stretch.
    let isParagraphEnd: Bool

    var width: CGFloat { runs.reduce(0) { $0 + $1.width } }

    var spaceCount: Int { runs.reduce(0) { $0 + $1.isSpace.filter { $0 }.count } }
}
