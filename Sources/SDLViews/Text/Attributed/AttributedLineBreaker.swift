import Foundation

/// Breaks attributed paragraphs into lines and truncates the last kept one:
/// `ShapedLineBuilder`'s rules (UAX #14 opportunities, grapheme clusters for
/// over-long words and `.byCharWrapping`, hanging spaces, "…" per mode) with
/// each line's width narrowed by its paragraph's indents, tabs advancing to
/// their stops, and UIKit's tightening before truncation when allowed.
@MainActor
struct AttributedLineBreaker {
    /// The most a tightened line's characters move closer, in ems: enough to
    /// save a few characters of a long line without the text looking crushed.
    static let tighteningLimit: CGFloat = 0.05

    let maxWidth: CGFloat?
    let mode: NSLineBreakMode
    let allowsTightening: Bool

    /// The paragraph's lines, at most `maxLines` (0: no limit); `hidesMore`
    /// tells that text after the paragraph is hidden, so its last kept line
    /// ends in "…" under a truncating mode. `truncated` tells whether text was
    /// left out or shortened.
    func lines(_ paragraph: AttributedParagraph, maxLines: Int, hidesMore: Bool) -> (lines: [AttributedLine], truncated: Bool) {
        let (ranges, cut) = wrap(paragraph, maxLines: maxLines)
        var lines: [AttributedLine] = []
        let force = hidesMore && maxLines > 0 && ranges.count == maxLines
        for (index, range) in ranges.enumerated() {
            let isLast = index == ranges.count - 1
            if isLast && (cut || force) {
                let (line, shortened) = lastLine(paragraph, range: range, firstLine: index == 0, force: force)
                lines.append(line)
                // Under a truncating mode, text cut from the line is hidden only if the
                // line was shortened (tightening may have fitted all of it).
                let hidden = shortened || force || (cut && !Self.truncates(mode))
                return (lines, hidden)
            }
            lines.append(paragraph.line(range, isParagraphEnd: isLast, firstLine: index == 0))
        }
        return (lines, false)
    }

    static func truncates(_ mode: NSLineBreakMode) -> Bool {
        mode == .byTruncatingHead || mode == .byTruncatingMiddle || mode == .byTruncatingTail
    }

    // MARK: - Wrapping

    private func wrap(_ paragraph: AttributedParagraph, maxLines: Int) -> (ranges: [Range<Int>], cut: Bool) {
        let count = paragraph.scalars.count
        guard count > 0 else { return ([0..<0], false) }
        let advances = paragraph.advances()
        let fitting = LineFitting(scalars: paragraph.scalars, wrapsCharacters: mode == .byCharWrapping)
        let settings = paragraph.settings
        return fitting.wrap(maxLines: maxLines, limit: { settings.available(in: maxWidth, firstLine: $0) }) {
            index, width, firstLine in
            paragraph.scalars[index] == 0x09
                ? paragraph.tabWidth(
                    at: index, x: width, indent: settings.headIndent(firstLine: firstLine), columnEnd: count)
                : advances[index]
        }
    }

    // MARK: - Truncation

    /// The last visible line when text after it is hidden, and whether it was shortened.
    private func lastLine(_ paragraph: AttributedParagraph, range: Range<Int>, firstLine: Bool, force: Bool)
        -> (AttributedLine, Bool)
    {
        let rest = range.lowerBound..<paragraph.scalars.count
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return (paragraph.line(range, isParagraphEnd: true, firstLine: firstLine), false)
        case .byClipping:
            return (paragraph.line(rest, isParagraphEnd: true, firstLine: firstLine), false)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            return truncate(paragraph, rest, firstLine: firstLine, force: force)
        }
    }

    private func truncate(_ paragraph: AttributedParagraph, _ range: Range<Int>, firstLine: Bool, force: Bool)
        -> (AttributedLine, Bool)
    {
        let limit = paragraph.settings.available(in: maxWidth, firstLine: firstLine) ?? .infinity
        if !force {
            let whole = paragraph.line(range, isParagraphEnd: true, firstLine: firstLine)
            if whole.width <= limit + 1e-6 { return (whole, false) }
            if let tightened = tightened(paragraph, range, whole: whole, limit: limit, firstLine: firstLine) {
                return (tightened, false)
            }
        }
        let clusters = ShapedLineBuilder.clusters(of: Array(paragraph.scalars[range]))
            .map { ($0.lowerBound + range.lowerBound)..<($0.upperBound + range.lowerBound) }
        let truncationMode = force ? NSLineBreakMode.byTruncatingTail : mode
        let candidate = { (kept: Int) -> AttributedLine in
            let shortened = Self.shortened(paragraph, clusters: clusters, keeping: kept, mode: truncationMode)
            return shortened.line(0..<shortened.scalars.count, isParagraphEnd: true, firstLine: firstLine)
        }
        let kept = LineBreaker.largestFitting(upTo: clusters.count) { candidate($0).width <= limit + 1e-6 }
        let line = candidate(kept)
        guard line.width <= limit + 1e-6 else {
            return (paragraph.line(range.lowerBound..<range.lowerBound, isParagraphEnd: true, firstLine: firstLine), true)
        }
        return (line, true)
    }

    /// The whole rest of the paragraph with its characters moved just close
    /// enough to fit, when that is within `tighteningLimit`.
    private func tightened(
        _ paragraph: AttributedParagraph, _ range: Range<Int>, whole: AttributedLine, limit: CGFloat, firstLine: Bool
    ) -> AttributedLine? {
        let glyphCount = whole.runs.reduce(0) { $0 + $1.glyphs.count }
        guard allowsTightening, glyphCount > 0 else { return nil }
        let fonts = whole.runs.map { paragraph.styles[$0.style].font.pointSize }
        let perGlyph = ((whole.width - limit) / CGFloat(glyphCount) * 64).rounded(.up) / 64
        guard perGlyph <= Self.tighteningLimit * (fonts.min() ?? 0) else { return nil }
        let line = paragraph.tightened(by: paragraph.tightening - perGlyph)
            .line(range, isParagraphEnd: true, firstLine: firstLine)
        return line.width <= limit + 1e-6 ? line : nil
    }

    /// The paragraph cut down to `kept` grapheme clusters around an
    /// ellipsis (the first ones for tail, the last for head, both halves for
    /// middle), without spaces next to it; the ellipsis takes the attributes of
    /// the character before it (after it, at the head).
    static func shortened(
        _ paragraph: AttributedParagraph, clusters: [Range<Int>], keeping kept: Int, mode: NSLineBreakMode
    ) -> AttributedParagraph {
        let scalars = paragraph.scalars
        func front(_ count: Int) -> [Int] {
            guard count > 0 else { return [] }
            var part = Array(clusters[0].lowerBound..<clusters[count - 1].upperBound)
            while let last = part.last, scalars[last] == 0x20 { part.removeLast() }
            return part
        }
        func back(_ count: Int) -> [Int] {
            guard count > 0 else { return [] }
            return Array((clusters[clusters.count - count].lowerBound..<clusters[clusters.count - 1].upperBound)
                .drop { scalars[$0] == 0x20 })
        }
        let (head, tail): ([Int], [Int])
        switch mode {
        case .byTruncatingHead: (head, tail) = ([], back(kept))
        case .byTruncatingMiddle: (head, tail) = (front((kept + 1) / 2), back(kept / 2))
        default: (head, tail) = (front(kept), [])
        }
        let source = paragraph.source
        let ellipsisStyle = head.last.map { source.styleIndices[$0] } ?? tail.first.map { source.styleIndices[$0] }
            ?? source.styleIndices.first ?? source.leadStyle
        var shortened = AttributedSource.Paragraph(leadStyle: source.leadStyle)
        shortened.scalars = head.map { scalars[$0] } + [ShapedTextLayout.ellipsis] + tail.map { scalars[$0] }
        shortened.styleIndices = head.map { source.styleIndices[$0] } + [ellipsisStyle] + tail.map { source.styleIndices[$0] }
        return AttributedParagraph(
            shortened, styles: paragraph.styles, settings: paragraph.settings, direction: paragraph.resolvedDirection,
            tightening: paragraph.tightening)
    }
}
