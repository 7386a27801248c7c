import Foundation

/// Breaks text into shaped lines and truncates the last kept one: the line
/// rules of `ShapedTextLayout` (UILabel's).
@MainActor
struct ShapedLineBuilder {
    let font: UIFont
    let primaryPath: String
    let maxWidth: CGFloat?
    let mode: NSLineBreakMode

    /// All displayed lines of `text`, at most `maxLines` unless it is 0.
    func lines(of text: String, maxLines: Int) -> [ShapedTextLine] {
        guard !text.isEmpty else { return [] }
        let paragraphs = Self.paragraphs(of: text)
        var result: [ShapedTextLine] = []
        for (paragraphIndex, scalars) in paragraphs.enumerated() {
            let paragraph = ShapedParagraph(scalars: scalars, font: font, primaryPath: primaryPath, direction: .natural)
            let (ranges, cut) = wrap(paragraph, maxLines: maxLines == 0 ? 0 : maxLines - result.count)
            for (lineIndex, range) in ranges.enumerated() {
                let isLastAllowed = maxLines > 0 && result.count == maxLines - 1
                let moreInParagraph = lineIndex < ranges.count - 1 || cut
                let moreParagraphs = paragraphIndex < paragraphs.count - 1
                if isLastAllowed && (moreInParagraph || moreParagraphs) {
                    result.append(lastLine(paragraph, range: range, hiddenParagraphs: moreParagraphs))
                    return result
                }
                result.append(paragraph.line(range, isParagraphEnd: lineIndex == ranges.count - 1))
            }
        }
        return result
    }

    /// The text's paragraphs as scalars, split at line feeds, "\r\n" and U+2029.
    /// Surrogate code points cannot occur in a Swift string (unpaired ones
    /// were replaced when it was made), so every scalar is valid.
    static func paragraphs(of text: String) -> [[UInt32]] {
        var paragraphs: [[UInt32]] = [[]]
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where previous == 0x0D: break
            case 0x0A, 0x0D, 0x2029: paragraphs.append([])
            default: paragraphs[paragraphs.count - 1].append(scalar.value)
            }
            previous = scalar.value
        }
        return paragraphs
    }

    // MARK: - Wrapping

    /// Scalar ranges of the wrapped lines of one paragraph (one empty range for
    /// an empty one); stops after `maxLines` (0: no limit) with `cut` telling
    /// whether text was left over.
    func wrap(_ paragraph: ShapedParagraph, maxLines: Int) -> (ranges: [Range<Int>], cut: Bool) {
        let count = paragraph.scalars.count
        guard let maxWidth, count > 0 else { return ([0..<count], false) }
        let advances = paragraph.advances()
        let fitting = LineFitting(scalars: paragraph.scalars, wrapsCharacters: mode == .byCharWrapping)
        return fitting.wrap(maxLines: maxLines, limit: { _ in maxWidth }) { index, _, _ in advances[index] }
    }

    // MARK: - Truncation

    /// The last visible line when text after it is hidden.
    private func lastLine(_ paragraph: ShapedParagraph, range: Range<Int>, hiddenParagraphs: Bool) -> ShapedTextLine {
        let rest = range.lowerBound..<paragraph.scalars.count
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return paragraph.line(range, isParagraphEnd: true)
        case .byClipping:
            return paragraph.line(rest, isParagraphEnd: true)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            return truncate(paragraph, rest, force: hiddenParagraphs)
        }
    }

    /// `range` of the paragraph shortened with "…" to fit. With `force`, an
    /// ellipsis is added at the end even when all fits, as text after it is hidden.
    private func truncate(_ paragraph: ShapedParagraph, _ range: Range<Int>, force: Bool) -> ShapedTextLine {
        if !force {
            let whole = paragraph.line(range, isParagraphEnd: true)
            if fits(whole) { return whole }
        }
        let scalars = Array(paragraph.scalars[range])
        let clusters = Self.clusters(of: scalars)
        let truncationMode = force ? NSLineBreakMode.byTruncatingTail : mode
        let candidate = { (kept: Int) -> ShapedTextLine in
            let text = Self.truncated(scalars, clusters: clusters, keeping: kept, mode: truncationMode)
            let shortened = ShapedParagraph(
                scalars: text, font: font, primaryPath: primaryPath, direction: paragraph.resolvedDirection)
            return shortened.line(0..<text.count, isParagraphEnd: true)
        }
        let kept = LineBreaker.largestFitting(upTo: clusters.count) { fits(candidate($0)) }
        let line = candidate(kept)
        return fits(line) ? line : ShapedTextLine(runs: [], scalars: [], isRightToLeft: paragraph.isRightToLeft, isParagraphEnd: true)
    }

    /// `scalars` keeping `kept` grapheme clusters around an ellipsis: the first
    /// ones (tail), the last ones (head) or both halves (middle), without spaces
    /// next to the ellipsis.
    static func truncated(_ scalars: [UInt32], clusters: [Range<Int>], keeping kept: Int, mode: NSLineBreakMode)
        -> [UInt32]
    {
        func front(_ count: Int) -> [UInt32] {
            guard count > 0 else { return [] }
            var part = Array(scalars[..<clusters[count - 1].upperBound])
            while part.last == 0x20 { part.removeLast() }
            return part
        }
        func back(_ count: Int) -> [UInt32] {
            guard count > 0 else { return [] }
            return Array(scalars[clusters[clusters.count - count].lowerBound...].drop { $0 == 0x20 })
        }
        switch mode {
        case .byTruncatingHead: return [ShapedTextLayout.ellipsis] + back(kept)
        case .byTruncatingMiddle: return front((kept + 1) / 2) + [ShapedTextLayout.ellipsis] + back(kept / 2)
        default: return front(kept) + [ShapedTextLayout.ellipsis]
        }
    }

    private func fits(_ line: ShapedTextLine) -> Bool {
        guard let maxWidth else { return true }
        return line.width <= maxWidth + 1e-6
    }

    /// The grapheme clusters of `scalars` as scalar ranges.
    static func clusters(of scalars: [UInt32]) -> [Range<Int>] {
        var start = 0
        return GraphemeBoundaries.scalarOffsets(in: string(scalars[...])).map { end in
            defer { start = end }
            return start..<end
        }
    }

    static func string(_ scalars: ArraySlice<UInt32>) -> String {
        var view = String.UnicodeScalarView()
        for scalar in scalars { view.append(Unicode.Scalar(scalar) ?? "\u{FFFD}") }
        return String(view)
    }
}
