import Foundation

/// Consecutive paragraphs of a `TextStorage` that share one string: a
/// paste's paragraphs are byte ranges of the pasted text, made into
/// Substrings only when one is read (a megabyte paste is cut by a byte scan,
/// and only the lines shown ever become strings); an edited paragraph is a
/// run of one.
struct ParagraphRun {
    /// The text the paragraphs are cut from.
    private let base: Substring
    /// Each paragraph's bytes in `base` (offsets from its start), line breaks
    /// excluded; nil: `base` is one paragraph.
    private let spans: ArraySlice<Range<Int>>?
    /// Each line break between the paragraphs is a single "\n" in `base`, so a
    /// stretch of paragraphs is one slice of it, line breaks and all.
    private let breaksAreNewlines: Bool

    /// One paragraph.
    init(_ paragraph: Substring) {
        base = paragraph
        spans = nil
        breaksAreNewlines = true
    }

    /// Paragraphs cut from `text` at the byte ranges `spans` (at least one).
    init(_ text: String, spans: [Range<Int>], breaksAreNewlines: Bool) {
        base = Substring(text)
        self.spans = spans[...]
        self.breaksAreNewlines = breaksAreNewlines
    }

    private init(base: Substring, spans: ArraySlice<Range<Int>>?, breaksAreNewlines: Bool) {
        self.base = base
        self.spans = spans
        self.breaksAreNewlines = breaksAreNewlines
    }

    /// Paragraphs in the run (at least one).
    var count: Int { spans?.count ?? 1 }

    /// The paragraph `index` (from zero) of the run.
    subscript(index: Int) -> Substring {
        guard let spans else { return base }
        return slice(bytes: spans[spans.startIndex + index])
    }

    /// Bytes of paragraph `index`, without making it a Substring.
    func utf8Count(of index: Int) -> Int {
        guard let spans else { return base.utf8.count }
        return spans[spans.startIndex + index].count
    }

    /// The run's paragraphs `range` (indexes from zero), sharing its text.
    func paragraphs(_ range: Range<Int>) -> ParagraphRun {
        guard let spans else { return self }
        let lower = spans.startIndex + range.lowerBound
        return ParagraphRun(
            base: base, spans: spans[lower..<lower + range.count], breaksAreNewlines: breaksAreNewlines)
    }

    /// Appends the run's paragraphs to `text`, "\n" between them: one copy of
    /// the bytes when the run's line breaks are already "\n".
    func append(to text: inout String) {
        guard let spans, let first = spans.first, let last = spans.last else { return text += base }
        if breaksAreNewlines {
            text += slice(bytes: first.lowerBound..<last.upperBound)
            return
        }
        for index in spans.indices {
            if index != spans.startIndex { text += "\n" }
            text += slice(bytes: spans[index])
        }
    }

    /// Bytes of the paragraphs with "\n" between them (what `append` adds).
    var joinedUTF8Count: Int {
        guard let spans, let first = spans.first, let last = spans.last else { return base.utf8.count }
        if breaksAreNewlines { return last.upperBound - first.lowerBound }
        var total = spans.count - 1
        for span in spans { total += span.count }
        return total
    }

    /// The bounds sit next to line breaks, so they are scalar boundaries:
    /// sliced through the UTF-8 view, which checks them more cheaply than the String's subscript.
    private func slice(bytes: Range<Int>) -> Substring {
        let utf8 = base.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        return Substring(utf8[lower..<utf8.index(lower, offsetBy: bytes.count)])
    }
}
