import Foundation

/// One paragraph of an attributed string prepared for layout, as
/// `ShapedParagraph` prepares a label's plain text: bidi levels (FriBidi),
/// scripts, each scalar's font file (its run's font, else a fallback), and an
/// advance per scalar from shaping the paragraph once, which line breaking
/// sums. Runs are cut where the attribute run changes as well, and each is
/// shaped in its own font and size with its kern added after every glyph.
@MainActor
struct AttributedParagraph {
    let source: AttributedSource.Paragraph
    let styles: [TextRunStyle]
    let settings: ParagraphSettings
    let bidi: BidiParagraph
    let scripts: [String?]
    let fontPaths: [String]
    /// Points added to every glyph's advance besides its kern (negative:
    /// `allowsDefaultTighteningForTruncation`).
    let tightening: CGFloat

    var scalars: [UInt32] { source.scalars }
    var isRightToLeft: Bool { bidi.paragraphLevel == 1 }
    var resolvedDirection: BidiParagraph.BaseDirection { isRightToLeft ? .rightToLeft : .leftToRight }

    init(
        _ source: AttributedSource.Paragraph, styles: [TextRunStyle], settings: ParagraphSettings,
        direction: BidiParagraph.BaseDirection = .natural, tightening: CGFloat = 0
    ) {
        self.source = source
        self.styles = styles
        self.settings = settings
        self.tightening = tightening
        bidi = BidiParagraph(scalars: source.scalars, base: direction)
        scripts = ScriptResolver.scripts(of: source.scalars)
        fontPaths = Self.fontPaths(source, styles: styles)
    }

    /// The same paragraph with another tightening.
    func tightened(by amount: CGFloat) -> AttributedParagraph {
        AttributedParagraph(source, styles: styles, settings: settings, direction: resolvedDirection, tightening: amount)
    }

    /// Each run's scalars in its own font, falling back per scalar (`FontChooser`).
    private static func fontPaths(_ source: AttributedSource.Paragraph, styles: [TextRunStyle]) -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(source.scalars.count)
        var start = 0
        while start < source.scalars.count {
            let style = source.styleIndices[start]
            var end = start + 1
            while end < source.scalars.count && source.styleIndices[end] == style { end += 1 }
            let primary = styles[style].font.filePath ?? UIFont.systemFont(ofSize: 12).filePath ?? ""
            // Tabs and attachments are boxes, not glyphs: no font need have them.
            let scalars = source.scalars[start..<end].map { $0 == 0x09 || $0 == UInt32(NSTextAttachment.character) ? 0x20 : $0 }
            paths += FontChooser.fontPaths(of: scalars, primary: primary)
            start = end
        }
        return paths
    }

    // MARK: - Items and shaping

    /// The range's pieces in logical order.
    func items(_ range: Range<Int>, levels: [UInt8]) -> [AttributedItem] {
        var items: [AttributedItem] = []
        for index in range {
            let next = AttributedItem(
                range: index..<index + 1, level: levels[index - range.lowerBound], script: scripts[index],
                fontPath: fontPaths[index], style: source.styleIndices[index], kind: kind(at: index))
            if let last = items.last, last.continues(with: next) {
                items[items.count - 1].range = last.range.lowerBound..<index + 1
            } else {
                items.append(next)
            }
        }
        return items
    }

    private func kind(at index: Int) -> AttributedItem.Kind {
        switch scalars[index] {
        case 0x09: return .tab
        case UInt32(NSTextAttachment.character) where styles[source.styleIndices[index]].attachment != nil:
            return .attachment
        default: return .text
        }
    }

    /// HarfBuzz's glyphs for a text item at its font's point size, kern and
    /// tightening added to each glyph's advance (Core Text adds kern after
    /// every character, the last one included).
    func glyphs(_ item: AttributedItem) -> [ShapedRun.Glyph] {
        let style = styles[item.style]
        let request = TextShaper.Request(
            fontPath: item.fontPath, pixelSize: Double(style.font.pointSize),
            text: ShapedLineBuilder.string(scalars[item.range]),
            direction: item.isRightToLeft ? .rightToLeft : .leftToRight, script: item.script,
            features: style.disablesLigatures ? ["-liga", "-clig"] : [])
        let shaped = TextShaper.shared.shape(request)?.glyphs ?? []
        let extra = Int32(((style.kern + tightening) * 64).rounded())
        guard extra != 0 else { return shaped }
        return shaped.map {
            ShapedRun.Glyph(
                id: $0.id, cluster: $0.cluster, advanceX: $0.advanceX + extra, advanceY: $0.advanceY,
                offsetX: $0.offsetX, offsetY: $0.offsetY)
        }
    }

    /// The width of an attachment's box, or of a space in the tab's font.
    func boxWidth(_ item: AttributedItem) -> CGFloat {
        let style = styles[item.style]
        if item.kind == .attachment { return (style.attachment?.layoutBounds.width ?? 0) + style.kern + tightening }
        return style.font.pointSize / 4
    }

    /// How far the tab at `index`, reached at `x` from the line's head
    /// indent, moves the pen: to its stop for a left stop; for a right
    /// (centred) stop, to where the column after it (up to the next tab or
    /// `end`, or its first terminator for a decimal stop) ends at (centres on) the stop.
    func tabWidth(at index: Int, x: CGFloat, indent: CGFloat, columnEnd end: Int) -> CGFloat {
        let item = items(index..<index + 1, levels: [bidi.levels[index]])[0]
        let stop = settings.tabStop(after: indent + x, fallback: boxWidth(item), rightToLeft: isRightToLeft)
        let toStop = stop.location - indent - x
        guard stop.alignment == .right || stop.alignment == .center else { return max(0, toStop) }
        let column = columnWidth(from: index + 1, to: end, terminators: stop.terminators)
        return max(0, stop.alignment == .center ? toStop - column / 2 : toStop - column)
    }

    /// The width of the text from `start` to the next tab, terminator or `end`.
    private func columnWidth(from start: Int, to end: Int, terminators: CharacterSet?) -> CGFloat {
        var stop = start
        while stop < end && scalars[stop] != 0x09 {
            if let terminators, let scalar = Unicode.Scalar(scalars[stop]), terminators.contains(scalar) { break }
            stop += 1
        }
        guard stop > start else { return 0 }
        return items(start..<stop, levels: Array(bidi.levels[start..<stop])).reduce(0) { $0 + width(of: $1) }
    }

    /// The width of a text item or an attachment (a tab's depends on where it falls).
    private func width(of item: AttributedItem) -> CGFloat {
        switch item.kind {
        case .text: Self.advance(of: glyphs(item))
        case .attachment: boxWidth(item)
        case .tab: 0
        }
    }

    /// The summed advance of glyphs, in points.
    private static func advance(of glyphs: [ShapedRun.Glyph]) -> CGFloat {
        CGFloat(glyphs.reduce(Int64(0)) { $0 + Int64($1.advanceX) }) / 64
    }

    /// Each scalar's share of the advance from the paragraph shaped without
    /// line ends: a cluster's advance goes to its first scalar; tabs count 0
    /// here, as their width depends on where they fall.
    func advances() -> [CGFloat] {
        var advances = [CGFloat](repeating: 0, count: scalars.count)
        for item in items(0..<scalars.count, levels: bidi.levels) {
            switch item.kind {
            case .text:
                for glyph in glyphs(item) where item.range.lowerBound + glyph.cluster < advances.count {
                    advances[item.range.lowerBound + glyph.cluster] += CGFloat(glyph.advanceX) / 64
                }
            case .attachment: advances[item.range.lowerBound] = boxWidth(item)
            case .tab: break
            }
        }
        return advances
    }

    // MARK: - Lines

    /// The line covering `range`, shaped and in visual order (UAX #9 L1, L2),
    /// trailing spaces hanging outside it. `indent` is the head indent, where
    /// tab stops are measured from.
    func line(_ range: Range<Int>, isParagraphEnd: Bool, firstLine: Bool) -> AttributedLine {
        let trimmed = LineFitting.trimmingTrailingSpaces(range, of: scalars)
        guard !trimmed.isEmpty else {
            return makeLine([], range: trimmed, isParagraphEnd: isParagraphEnd, firstLine: firstLine)
        }
        let bidiLine = bidi.line(trimmed)
        let ordered = LineFitting.visuallyOrdered(items(trimmed, levels: bidiLine.levels), line: bidiLine) {
            $0.range.lowerBound
        }
        let indent = settings.headIndent(firstLine: firstLine)
        var x: CGFloat = 0
        let runs = ordered.map { item in
            let run = makeRun(item, x: x, indent: indent, lineEnd: trimmed.upperBound)
            x += run.width
            return run
        }
        return makeLine(runs, range: trimmed, isParagraphEnd: isParagraphEnd, firstLine: firstLine)
    }

    private func makeRun(_ item: AttributedItem, x: CGFloat, indent: CGFloat, lineEnd: Int) -> AttributedLine.Run {
        switch item.kind {
        case .text:
            let glyphs = glyphs(item)
            let isSpace = glyphs.map { glyph in
                let index = item.range.lowerBound + glyph.cluster
                return index < scalars.count && scalars[index] == 0x20
            }
            let width = Self.advance(of: glyphs)
            return AttributedLine.Run(item: item, glyphs: glyphs, isSpace: isSpace, x: x, width: width)
        case .attachment:
            return AttributedLine.Run(item: item, glyphs: [], isSpace: [], x: x, width: boxWidth(item))
        case .tab:
            let width = tabWidth(at: item.range.lowerBound, x: x, indent: indent, columnEnd: lineEnd)
            return AttributedLine.Run(item: item, glyphs: [], isSpace: [], x: x, width: width)
        }
    }

    private func makeLine(_ runs: [AttributedLine.Run], range: Range<Int>, isParagraphEnd: Bool, firstLine: Bool)
        -> AttributedLine
    {
        AttributedLine(
            runs: runs, styles: styles, emptyStyle: source.leadStyle, isRightToLeft: isRightToLeft,
            isParagraphStart: firstLine, isParagraphEnd: isParagraphEnd, range: range)
    }
}
