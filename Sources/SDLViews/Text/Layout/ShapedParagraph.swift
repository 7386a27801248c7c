import Foundation

/// One paragraph (text between line breaks) prepared for layout by the text
/// engine: its bidi levels and direction (FriBidi), break opportunities (ICU),
/// each scalar's script and font, and an advance per scalar from shaping the
/// whole paragraph, which line breaking sums to find where lines end.
///
/// Lines are shaped again on their own once their ends are known (`line(_:)`),
/// since a line end changes the shaping around it (Arabic joining stops there),
/// and their positions are what is drawn and measured.
@MainActor
struct ShapedParagraph {
    let scalars: [UInt32]
    let bidi: BidiParagraph
    let scripts: [String?]
    let fontPaths: [String]
    let font: UIFont

    var isRightToLeft: Bool { bidi.paragraphLevel == 1 }

    /// `direction` `.natural` takes the first strong character's direction (UAX #9 P2, P3).
    init(scalars: [UInt32], font: UIFont, primaryPath: String, direction: BidiParagraph.BaseDirection) {
        self.scalars = scalars
        self.font = font
        bidi = BidiParagraph(scalars: scalars, base: direction)
        scripts = ScriptResolver.scripts(of: scalars)
        fontPaths = FontChooser.fontPaths(of: scalars, primary: primaryPath)
    }

    /// The base direction this paragraph resolved to, for text derived from it
    /// (a truncated line keeps its paragraph's direction).
    var resolvedDirection: BidiParagraph.BaseDirection { isRightToLeft ? .rightToLeft : .leftToRight }

    // MARK: - Items and shaping

    /// The line's runs in logical order, cut where the level, script or font changes.
    func items(_ range: Range<Int>, levels: [UInt8]) -> [TextItem] {
        var items: [TextItem] = []
        for index in range {
            let level = levels[index - range.lowerBound]
            if var last = items.last, last.level == level, last.script == scripts[index],
                last.fontPath == fontPaths[index]
            {
                last.range = last.range.lowerBound..<index + 1
                items[items.count - 1] = last
            } else {
                items.append(
                    TextItem(range: index..<index + 1, level: level, script: scripts[index], fontPath: fontPaths[index]))
            }
        }
        return items
    }

    /// HarfBuzz's glyphs for one item, at the font's point size (so positions are
    /// in 1/64 point and scale exactly to any pixel density).
    func shape(_ item: TextItem) -> ShapedRun {
        let request = TextShaper.Request(
            fontPath: item.fontPath, pixelSize: Double(font.pointSize), text: ShapedLineBuilder.string(scalars[item.range]),
            direction: item.isRightToLeft ? .rightToLeft : .leftToRight, script: item.script)
        return TextShaper.shared.shape(request) ?? ShapedRun(glyphs: [])
    }

    /// Each scalar's share of the advance, in points, from the paragraph shaped
    /// without line ends: a cluster's advance goes to its first scalar.
    func advances() -> [CGFloat] {
        var advances = [CGFloat](repeating: 0, count: scalars.count)
        for item in items(0..<scalars.count, levels: bidi.levels) {
            for glyph in shape(item).glyphs {
                let index = item.range.lowerBound + glyph.cluster
                if index < advances.count { advances[index] += CGFloat(glyph.advanceX) / 64 }
            }
        }
        return advances
    }

    // MARK: - Lines

    /// The line covering `range`, shaped and in visual order (UAX #9 L1, L2).
    /// Spaces at its end hang outside it, as UIKit's do, unless `hangsSpaces`
    /// is false (an editing line, where the caret goes after them).
    func line(_ range: Range<Int>, isParagraphEnd: Bool, hangsSpaces: Bool = true) -> ShapedTextLine {
        let trimmed = hangsSpaces ? LineFitting.trimmingTrailingSpaces(range, of: scalars) : range
        guard !trimmed.isEmpty else {
            return ShapedTextLine(runs: [], scalars: [], isRightToLeft: isRightToLeft, isParagraphEnd: isParagraphEnd)
        }
        let bidiLine = bidi.line(trimmed)
        let ordered = LineFitting.visuallyOrdered(items(trimmed, levels: bidiLine.levels), line: bidiLine) {
            $0.range.lowerBound
        }
        var x: CGFloat = 0
        let runs = ordered.map { item in
            let run = ShapedTextLine.GlyphRun(item: item, shaped: shape(item), scalars: scalars, x: x)
            x += run.width
            return run
        }
        return ShapedTextLine(
            runs: runs, scalars: Array(scalars[trimmed]), isRightToLeft: isRightToLeft, isParagraphEnd: isParagraphEnd)
    }
}
