internal import CSDL
import Foundation

/// A string laid out in lines the way UILabel does, in points.
///
/// Rules (UILabel's):
/// - "\n" (and "\r\n") always starts a new line.
/// - With a `maxWidth`, lines wrap at spaces; a word wider than `maxWidth` is broken
///   between characters. `.byCharWrapping` breaks between characters everywhere.
/// - `numberOfLines` 0 means unlimited; otherwise at most that many lines are kept.
///   When text is cut, the last kept line is rebuilt from the rest of its paragraph
///   and truncated with "…" per the mode: `.byTruncatingTail` at the end,
///   `.byTruncatingHead` at the start, `.byTruncatingMiddle` in the middle. When
///   whole paragraphs after it are hidden, the ellipsis goes at the end whatever the
///   mode, since that is where text is missing.
/// - `.byWordWrapping` and `.byCharWrapping` show the last line as wrapped, with no
///   ellipsis; `.byClipping` shows the rest of the paragraph on it, to be clipped by
///   the label's bounds.
/// - `size` is the widest line (at most `maxWidth`) by lines × `lineHeight`, both
///   rounded up to whole points as UIKit's `sizeThatFits` does. Empty text is 0 × 0.
struct TextLayout: Equatable, Sendable {
    /// U+2026 HORIZONTAL ELLIPSIS, which UIKit uses for truncation.
    static let ellipsis = "\u{2026}"

    var lines: [String]
    /// Width of each line in points, unrounded.
    var lineWidths: [CGFloat]
    /// Baseline-to-baseline distance: the font's `lineHeight`.
    var lineHeight: CGFloat
    var size: CGSize

    /// Lays out `text` in `font`. `maxWidth` nil, not finite or <= 0 means no width
    /// limit; a negative `numberOfLines` counts as 0 (unlimited).
    @MainActor
    static func make(
        text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
        lineBreakMode: NSLineBreakMode
    ) -> TextLayout {
        let limit = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let breaker = LineBreaker(measurer: TextMeasurer(font: font), maxWidth: limit, mode: lineBreakMode)
        // No width limit and no line break: one line as it is (labels and
        // button titles mostly), without splitting into characters.
        let singleLine = limit == nil && !text.utf8.contains(UInt8(ascii: "\n"))
        let lines = singleLine ? (text.isEmpty ? [] : [text]) : breaker.lines(of: text, maxLines: max(numberOfLines, 0))
        let widths = lines.map { breaker.measurer.width($0) }
        let widest = min(widths.max() ?? 0, limit ?? .infinity)
        let height = CGFloat(lines.count) * font.lineHeight
        return TextLayout(
            lines: lines, lineWidths: widths, lineHeight: font.lineHeight,
            size: CGSize(width: roundUp(widest), height: roundUp(height)))
    }

    /// Rounds up to a whole point, ignoring float noise such as 20.000000001.
    private static func roundUp(_ value: CGFloat) -> CGFloat {
        value <= 0 ? 0 : (value - 1e-6).rounded(.up)
    }
}

/// Measures single lines with SDL_ttf, in points.
@MainActor
struct TextMeasurer {
    private let handle: FontHandle?
    /// Converts SDL_ttf pixels to points: `pointSize / pixelSize` (1 for whole sizes).
    private let pointsPerPixel: CGFloat
    /// Width per character when the font cannot be opened (DejaVu's average).
    private let fallbackAdvance: CGFloat

    init(font: UIFont) {
        handle = FontCache.shared.handle(for: font, scale: 1)
        pointsPerPixel = font.pointSize / CGFloat(FontCache.pixelSize(pointSize: font.pointSize, scale: 1))
        fallbackAdvance = font.pointSize * 0.6
    }

    /// The advance width of `text` on one line (`TTF_SizeUTF8`, remembered by
    /// `FontCache`), in points.
    /// Characters the font lacks are measured in their fallback font (`FontRuns`).
    func width(_ text: String) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        guard let handle, let width = FontRuns.width(of: text, primary: handle) else {
            return CGFloat(text.count) * fallbackAdvance
        }
        return CGFloat(width) * pointsPerPixel
    }
}

/// Breaks paragraphs into lines and truncates the last one (see `TextLayout`).
/// `UITextView`'s layout wraps its paragraphs with `wrap` too.
@MainActor
struct LineBreaker {
    let measurer: TextMeasurer
    let maxWidth: CGFloat?
    let mode: NSLineBreakMode

    /// All displayed lines of `text`, at most `maxLines` unless it is 0.
    func lines(of text: String, maxLines: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        // "\r\n" is one Character in Swift: split on it directly rather than
        // rewriting the string through Foundation first.
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(Array.init)
        var result: [String] = []
        for (paragraphIndex, chars) in paragraphs.enumerated() {
            let (ranges, cut) = wrap(chars, maxLines: maxLines == 0 ? 0 : maxLines - result.count)
            for (lineIndex, range) in ranges.enumerated() {
                let isLastAllowed = maxLines > 0 && result.count == maxLines - 1
                let moreInParagraph = lineIndex < ranges.count - 1 || cut
                let moreParagraphs = paragraphIndex < paragraphs.count - 1
                if isLastAllowed && (moreInParagraph || moreParagraphs) {
                    result.append(lastLine(chars, range: range, hiddenParagraphs: moreParagraphs))
                    return result
                }
                result.append(String(chars[range]))
            }
        }
        return result
    }

    // MARK: - Wrapping

    /// Character ranges of the wrapped lines of one paragraph (one empty range for
    /// an empty paragraph). Spaces at a wrap point are dropped, as UIKit hangs them.
    /// Stops after `maxLines` lines (0 = no limit) so a one-line label does not wrap
    /// a whole book; `cut` tells whether text was left over.
    func wrap(_ chars: [Character], maxLines: Int) -> (ranges: [Range<Int>], cut: Bool) {
        guard let maxWidth, !chars.isEmpty else { return ([0..<chars.count], false) }
        var ranges: [Range<Int>] = []
        var start = 0
        while start < chars.count {
            if maxLines > 0 && ranges.count == maxLines { return (ranges, true) }
            let end = start + fittingCount(chars, from: start, maxWidth: maxWidth)
            if end == chars.count {
                ranges.append(start..<end)
                break
            }
            let (line, next) = breakPoint(chars, start: start, end: end)
            ranges.append(line)
            start = next
        }
        return (ranges, false)
    }

    /// A rest of a paragraph this short is measured whole before searching.
    private static let wholeRestLimit = 256

    /// How many characters from `start` fit in `maxWidth` (at least one). A
    /// short rest of the paragraph is measured whole first: most labels fit on
    /// their line, and then one measurement answers instead of a search's
    /// dozen. A long one is not, so wrapping a long paragraph never measures
    /// its whole rest once per line.
    private func fittingCount(_ chars: [Character], from start: Int, maxWidth: CGFloat) -> Int {
        let rest = chars.count - start
        if rest <= Self.wholeRestLimit, measurer.width(String(chars[start...])) <= maxWidth { return rest }
        return max(1, Self.largestFitting(upTo: rest) { measurer.width(String(chars[start..<start + $0])) <= maxWidth })
    }

    /// Where to end a line that overflows after `end` characters: at the last space
    /// (word wrapping) or at `end` (character wrapping, or one long word). Returns the
    /// line's range and where the next line starts.
    private func breakPoint(_ chars: [Character], start: Int, end: Int) -> (Range<Int>, Int) {
        guard mode != .byCharWrapping,
            let space = (start + 1...end).last(where: { chars[$0] == " " })
        else {
            return (start..<end, end)
        }
        var lineEnd = space
        while lineEnd > start + 1 && chars[lineEnd - 1] == " " { lineEnd -= 1 }
        var next = space + 1
        while next < chars.count && chars[next] == " " { next += 1 }
        return (start..<lineEnd, next)
    }

    // MARK: - Truncation

    /// The last visible line when text after it is hidden.
    private func lastLine(_ chars: [Character], range: Range<Int>, hiddenParagraphs: Bool) -> String {
        let rest = Array(chars[range.lowerBound...])
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return String(chars[range])
        case .byClipping:
            return String(rest)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            return truncate(rest, force: hiddenParagraphs)
        }
    }

    /// `chars` shortened with "…" to fit `maxWidth`. With `force`, an ellipsis is
    /// added at the end even when everything fits, because text after it is hidden.
    private func truncate(_ chars: [Character], force: Bool) -> String {
        let whole = String(chars)
        if !force && fits(whole) { return whole }
        switch force ? NSLineBreakMode.byTruncatingTail : mode {
        case .byTruncatingHead: return truncateHead(chars)
        case .byTruncatingMiddle: return truncateMiddle(chars)
        default: return truncateTail(chars)
        }
    }

    private func truncateTail(_ chars: [Character]) -> String {
        let kept = Self.largestFitting(upTo: chars.count) { fits(tail(chars, keeping: $0)) }
        return fits(tail(chars, keeping: kept)) ? tail(chars, keeping: kept) : ""
    }

    private func truncateHead(_ chars: [Character]) -> String {
        let kept = Self.largestFitting(upTo: chars.count) { fits(head(chars, keeping: $0)) }
        return fits(head(chars, keeping: kept)) ? head(chars, keeping: kept) : ""
    }

    private func truncateMiddle(_ chars: [Character]) -> String {
        let kept = Self.largestFitting(upTo: chars.count) { fits(middle(chars, keeping: $0)) }
        return fits(middle(chars, keeping: kept)) ? middle(chars, keeping: kept) : ""
    }

    /// The first `count` characters + "…", without spaces before the ellipsis.
    private func tail(_ chars: [Character], keeping count: Int) -> String {
        String(chars[..<count]).trimmingTrailingSpaces() + TextLayout.ellipsis
    }

    /// "…" + the last `count` characters, without spaces after the ellipsis.
    private func head(_ chars: [Character], keeping count: Int) -> String {
        TextLayout.ellipsis + String(chars[(chars.count - count)...]).trimmingLeadingSpaces()
    }

    /// The first ⌈count/2⌉ and last ⌊count/2⌋ characters around "…".
    private func middle(_ chars: [Character], keeping count: Int) -> String {
        let front = String(chars[..<((count + 1) / 2)]).trimmingTrailingSpaces()
        let back = String(chars[(chars.count - count / 2)...]).trimmingLeadingSpaces()
        return front + TextLayout.ellipsis + back
    }

    private func fits(_ text: String) -> Bool {
        guard let maxWidth else { return true }
        return measurer.width(text) <= maxWidth
    }

    /// The largest `k` in 0...`upper` with `fits(k)`, assuming `fits` is true up to
    /// some point and false after (0 is taken to fit). Gallops up from 1 and then
    /// bisects, so the cost grows with the answer, not with the length of the text:
    /// truncating a long paragraph to a short line measures only short strings.
    /// Shared with the text engine's truncation (`ShapedTextLayout`).
    static func largestFitting(upTo upper: Int, _ fits: (Int) -> Bool) -> Int {
        var low = 0
        var high = 1
        while high <= upper && fits(high) {
            low = high
            high *= 2
        }
        high = min(high, upper + 1)
        // Invariant: fits(low) (or low == 0), and high is past the answer.
        while high - low > 1 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }

    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
