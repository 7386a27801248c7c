import Foundation

/// The text being edited, kept as paragraphs (the text between line breaks)
/// so that an edit touches only the paragraphs it spans: typing into a long
/// document re-counts one paragraph, not the whole text.
///
/// The paragraphs are held in runs (`ParagraphRun`): a paste or a new text
/// is one run over the text as it came, cut at byte offsets found by a byte
/// scan, and a paragraph becomes a Substring only when it is read (layout and
/// drawing read the lines shown). An edited paragraph is a run of its own.
///
/// Positions are offsets in Characters (grapheme clusters), so a caret can
/// never land inside a cluster; a line break is one Character ("\r\n" and
/// "\r" become "\n" when text comes in, as the editing views keep one kind).
struct TextStorage {
    /// The paragraphs, in runs; never empty (empty text is one empty paragraph).
    private var runs = [ParagraphRun("")]
    /// Paragraphs per run, summed: which run holds paragraph n, in O(log runs).
    private var runSizes = PrefixSums([1])
    /// Each paragraph's length in Characters.
    private(set) var lengths: [Int] = [0]
    /// Each paragraph's length plus its line break, summed on demand: where a
    /// paragraph starts, and which paragraph holds an offset, in O(log n).
    private var spans = PrefixSums([1])
    /// The last paragraph and column looked up, so nearby lookups in a long
    /// paragraph walk from there instead of from the paragraph's start. A new
    /// one after each edit: copies of the storage from before keep theirs.
    private var lookup = IndexLookup()

    private final class IndexLookup {
        var paragraph = -1
        var column = 0
        var index: String.Index?
        /// The last paragraph read, and its text.
        var textParagraph = -1
        var text: Substring = ""
    }

    init(_ text: String = "") {
        replace(0..<0, with: text)
    }

    /// Number of paragraphs (line breaks plus one).
    var paragraphCount: Int { lengths.count }

    /// Paragraph `index`'s text, without its line break.
    func paragraph(_ index: Int) -> Substring {
        if lookup.textParagraph == index { return lookup.text }
        let run = runSizes.index(containing: index)
        let text = runs[run][index - runSizes.prefix(run)]
        lookup.textParagraph = index
        lookup.text = text
        return text
    }

    /// Every paragraph as a Substring (checks and tests: linear in the text).
    var paragraphs: [Substring] { (0..<paragraphCount).map { paragraph($0) } }

    /// Length of the whole text in Characters.
    var count: Int { spans.total - 1 }

    var string: String {
        var text = String()
        text.reserveCapacity(runs.reduce(runs.count - 1) { $0 + $1.joinedUTF8Count })
        for (index, run) in runs.enumerated() {
            if index > 0 { text += "\n" }
            run.append(to: &text)
        }
        return text
    }

    var isEmpty: Bool { count == 0 }

    /// The paragraph holding `offset` and the offset's column in it (a line
    /// break belongs to the paragraph it ends).
    func location(of offset: Int) -> (paragraph: Int, column: Int) {
        let clamped = min(max(offset, 0), count)
        let paragraph = spans.index(containing: clamped)
        return (paragraph, clamped - spans.prefix(paragraph))
    }

    /// The offset of a paragraph's first Character.
    func start(ofParagraph index: Int) -> Int { spans.prefix(index) }

    /// The Character at `offset` (nil at the end).
    func character(at offset: Int) -> Character? {
        guard offset >= 0, offset < count else { return nil }
        let (paragraph, column) = location(of: offset)
        guard column < lengths[paragraph] else { return "\n" }
        return self.paragraph(paragraph)[index(paragraph: paragraph, column: column)]
    }

    /// The index of `column` in a paragraph, walking from the nearest of its
    /// start, its end and the last column looked up.
    func index(paragraph: Int, column: Int) -> String.Index {
        let text = self.paragraph(paragraph)
        let length = lengths[paragraph]
        var from = text.startIndex, distance = column
        if length - column < distance {
            from = text.endIndex
            distance = column - length
        }
        if lookup.paragraph == paragraph, let cached = lookup.index, abs(column - lookup.column) < abs(distance) {
            from = cached
            distance = column - lookup.column
        }
        let result = text.index(from, offsetBy: distance)
        lookup.paragraph = paragraph
        lookup.column = column
        lookup.index = result
        return result
    }

    /// The text in `range` (clamped to the text).
    func substring(_ range: Range<Int>) -> String { excerpt(range).text }

    /// The text in `range` (clamped) as paragraph pieces, not yet joined.
    func excerpt(_ range: Range<Int>) -> TextExcerpt {
        let range = clamp(range)
        guard !range.isEmpty else { return TextExcerpt("") }
        let first = location(of: range.lowerBound), last = location(of: range.upperBound)
        if first.paragraph == last.paragraph {
            return TextExcerpt(slice(first.paragraph, first.column..<last.column))
        }
        return TextExcerpt(
            first: slice(first.paragraph, first.column..<lengths[first.paragraph]),
            middle: runs(covering: (first.paragraph + 1)..<last.paragraph),
            last: slice(last.paragraph, 0..<last.column))
    }

    /// Paragraphs `range` as runs sharing the storage's text (an excerpt's middle).
    private func runs(covering range: Range<Int>) -> [ParagraphRun] {
        guard !range.isEmpty else { return [] }
        var result: [ParagraphRun] = []
        var run = runSizes.index(containing: range.lowerBound)
        var start = runSizes.prefix(run)
        while start < range.upperBound {
            let size = runs[run].count
            let lower = max(range.lowerBound - start, 0), upper = min(range.upperBound - start, size)
            result.append(runs[run].paragraphs(lower..<upper))
            start += size
            run += 1
        }
        return result
    }

    /// UTF-16 units before `offset` (clamped), counted paragraph by paragraph
    /// so that a long document is never joined to convert an `NSRange`.
    func utf16Offset(of offset: Int) -> Int {
        let (paragraph, column) = location(of: offset)
        var units = 0
        forEachParagraph { index, run, local in
            guard index < paragraph else { return false }
            units += utf16Length(of: run, local, length: lengths[index]) + 1
            return true
        }
        let isWholeParagraph = column == lengths[paragraph]
        return units + (isWholeParagraph ? utf16Length(ofParagraph: paragraph) : slice(paragraph, 0..<column).utf16.count)
    }

    /// The Character offset `units` UTF-16 units in (clamped); a unit inside a Character rounds down.
    func offset(atUTF16 units: Int) -> Int {
        var remaining = max(units, 0)
        var found: Int?
        forEachParagraph { index, run, local in
            let length = utf16Length(of: run, local, length: lengths[index])
            if remaining <= length {
                let column = length == lengths[index] ? remaining : Self.column(atUTF16: remaining, in: run[local])
                found = start(ofParagraph: index) + column
                return false
            }
            remaining -= length + 1
            return true
        }
        return found ?? count
    }

    /// Calls `body` with each paragraph's index, run and index in its run,
    /// in order, until it returns false (no lookup per paragraph).
    private func forEachParagraph(_ body: (Int, ParagraphRun, Int) -> Bool) {
        var index = 0
        for run in runs {
            for local in 0..<run.count {
                guard body(index, run, local) else { return }
                index += 1
            }
        }
    }

    /// The Characters that end within `units` UTF-16 units of a paragraph.
    private static func column(atUTF16 units: Int, in text: Substring) -> Int {
        var column = 0, used = 0
        for character in text {
            used += character.utf16.count
            if used > units { break }
            column += 1
        }
        return column
    }

    /// A paragraph's length in UTF-16 units: its Character count when it is
    /// ASCII (only then are its UTF-8 bytes as many as its Characters).
    private func utf16Length(ofParagraph index: Int) -> Int {
        isASCII(paragraph: index) ? lengths[index] : paragraph(index).utf16.count
    }

    /// Whether a paragraph is all ASCII, without reading it: as many bytes as
    /// Characters ("\r\n", the one ASCII pair that is one Character, never stays in a paragraph).
    func isASCII(paragraph index: Int) -> Bool {
        let run = runSizes.index(containing: index)
        return runs[run].utf8Count(of: index - runSizes.prefix(run)) == lengths[index]
    }

    private func utf16Length(of run: ParagraphRun, _ local: Int, length: Int) -> Int {
        run.utf8Count(of: local) == length ? length : run[local].utf16.count
    }

    /// Which paragraphs an edit replaced: `removed` old ones from `first` on
    /// became `inserted` new ones, so layout caches redo only those.
    struct ParagraphChange: Equatable {
        var first: Int
        var removed: Int
        var inserted: Int
        /// Columns at the start of `first` that kept their Characters (before the edit's seam).
        var keptHead = 0
        /// Where the unchanged rest of the last removed paragraph started, and
        /// where it starts in the last inserted one (layouts shift its lines).
        var oldTailStart = 0
        var newTailStart = 0
    }

    /// Replaces `range` (clamped) with `text`; returns the range the new text
    /// occupies and the paragraphs it touched. Characters may merge across the
    /// seams (a combining mark after a letter), so the result is measured, not
    /// assumed; only a few bytes around each seam are counted again (never
    /// the whole paragraph: typing into a 2 MB line costs what typing into a short one does).
    @discardableResult
    mutating func replace(_ range: Range<Int>, with text: String) -> (range: Range<Int>, change: ParagraphChange) {
        let range = clamp(range)
        let first = location(of: range.lowerBound), last = location(of: range.upperBound)
        let head = slice(first.paragraph, 0..<first.column)
        let tail = slice(last.paragraph, last.column..<lengths[last.paragraph])
        let tailLength = lengths[last.paragraph] - last.column
        let oldLastLength = lengths[last.paragraph]
        lookup = IndexLookup()
        let (inserted, counts) = Self.paragraphRun(of: text)
        var pieceLengths = counts
        let seams = Self.seams(head: head, headCount: first.column, tail: tail, tailCount: tailLength)
        let lastPiece = inserted.count - 1
        let newRuns: [ParagraphRun]
        let lastText: Substring, seamIndex: String.Index?
        if lastPiece == 0 {
            pieceLengths[0] = seams.length(of: inserted[0])
            (lastText, seamIndex) = Self.joined(head, inserted[0], tail, mark: seams.tail.endIndex)
            newRuns = [ParagraphRun(lastText)]
        } else {
            pieceLengths[0] = seams.headOnly.length(of: inserted[0])
            pieceLengths[lastPiece] = seams.tailOnly.length(of: inserted[lastPiece])
            (lastText, seamIndex) = Self.joined("", inserted[lastPiece], tail, mark: seams.tail.endIndex)
            newRuns = Self.editedRuns(inserted, head: head, tail: tail, lastText: lastText)
        }
        replaceRuns(paragraphs: first.paragraph...last.paragraph, with: newRuns)
        let span = first.paragraph...last.paragraph
        var spanLengths = pieceLengths
        if span.count == lengths.count {
            // Everything replaced (a paste over Select All): the new array is
            // moved in, not copied element by element.
            lengths = pieceLengths
        } else {
            lengths.replaceSubrange(span, with: pieceLengths)
        }
        for i in spanLengths.indices { spanLengths[i] += 1 }
        spans.replaceSubrange(first.paragraph..<last.paragraph + 1, with: spanLengths)
        let lastParagraph = first.paragraph + lastPiece
        let insertedEnd = lengths[lastParagraph] - tailLength
        let end = start(ofParagraph: lastParagraph) + insertedEnd
        let newEnd = max(range.lowerBound, end)
        let newLastLength = lengths[lastParagraph]
        let change = ParagraphChange(
            first: first.paragraph, removed: span.count, inserted: inserted.count, keptHead: seams.headKept,
            oldTailStart: seams.exact ? oldLastLength - seams.tailKept : oldLastLength,
            newTailStart: seams.exact ? newLastLength - seams.tailKept : newLastLength)
        // The paragraph at the caret is the one read next.
        lookup.textParagraph = lastParagraph
        lookup.text = lastText
        if seams.exact, let seamIndex {
            // Lookups near the edit (the caret) walk from its seam, not from the paragraph's ends.
            lookup.paragraph = lastParagraph
            lookup.column = change.newTailStart
            lookup.index = seamIndex
        }
        return (range.lowerBound..<newEnd, change)
    }

    /// The runs of an edit's paragraphs (two or more): the first joined to the
    /// kept head, the last (`lastText`) to the kept tail, and those between
    /// (the first and last too when nothing is joined to them) still the
    /// inserted text's run, sharing its buffer.
    private static func editedRuns(_ inserted: ParagraphRun, head: Substring, tail: Substring, lastText: Substring)
        -> [ParagraphRun]
    {
        var runs: [ParagraphRun] = []
        var shared = 0..<inserted.count
        if !head.isEmpty {
            runs.append(ParagraphRun(joined(head, inserted[0], "", mark: nil).text))
            shared = 1..<shared.upperBound
        }
        if !tail.isEmpty { shared = shared.lowerBound..<shared.upperBound - 1 }
        if !shared.isEmpty { runs.append(inserted.paragraphs(shared)) }
        if !tail.isEmpty { runs.append(ParagraphRun(lastText)) }
        return runs
    }

    /// Replaces the runs holding `paragraphs` with `newRuns`, keeping the
    /// paragraphs of those runs outside the range as runs of their own.
    private mutating func replaceRuns(paragraphs: ClosedRange<Int>, with newRuns: [ParagraphRun]) {
        let firstRun = runSizes.index(containing: paragraphs.lowerBound)
        let lastRun = runSizes.index(containing: paragraphs.upperBound)
        let before = paragraphs.lowerBound - runSizes.prefix(firstRun)
        let lastLocal = paragraphs.upperBound - runSizes.prefix(lastRun)
        let lastCount = runs[lastRun].count
        var replacement: [ParagraphRun] = []
        replacement.reserveCapacity(newRuns.count + 2)
        if before > 0 { replacement.append(runs[firstRun].paragraphs(0..<before)) }
        replacement += newRuns
        if lastLocal + 1 < lastCount { replacement.append(runs[lastRun].paragraphs(lastLocal + 1..<lastCount)) }
        var sizes: [Int] = []
        sizes.reserveCapacity(replacement.count)
        for run in replacement { sizes.append(run.count) }
        if firstRun == 0 && lastRun == runs.count - 1 {
            runs = replacement
        } else {
            runs.replaceSubrange(firstRun...lastRun, with: replacement)
        }
        runSizes.replaceSubrange(firstRun..<lastRun + 1, with: sizes)
    }

    /// `head + piece + tail` in one allocation; an empty side leaves the piece
    /// as it is, still sharing the pasted text's buffer.
    /// `mark` (an index in `tail`) comes back as the index of the same place in
    /// the result, taken as the end of the text built so far: an end index is
    /// known to be a Character boundary, where an index made from a byte offset
    /// would be rounded to one from the start of the paragraph on every use.
    private static func joined(_ head: Substring, _ piece: Substring, _ tail: Substring, mark: Substring.Index?)
        -> (text: Substring, mark: String.Index?)
    {
        guard !head.isEmpty || !tail.isEmpty else { return (piece, mark == nil ? nil : piece.endIndex) }
        var result = String()
        result.reserveCapacity(head.utf8.count + piece.utf8.count + tail.utf8.count)
        result += head
        result += piece
        guard let mark else {
            result += tail
            return (Substring(result), nil)
        }
        result += tail[..<mark]
        let index = result.endIndex
        result += tail[mark...]
        return (Substring(result), index)
    }

    /// The few Characters either side of an edit that grapheme breaking could
    /// join to the new text: the kept text beyond them keeps its count.
    private static func seams(head: Substring, headCount: Int, tail: Substring, tailCount: Int) -> SeamCounts {
        let headCut = Self.safeCut(inHead: head), tailCut = Self.safeCut(inTail: tail)
        guard let headCut, let tailCut else {
            return SeamCounts(head: head, headKept: 0, tail: tail, tailKept: 0, exact: false)
        }
        let headWindow = head[headCut...], tailWindow = tail[..<tailCut]
        let headKept = headCount - headWindow.count, tailKept = tailCount - tailWindow.count
        return SeamCounts(head: headWindow, headKept: headKept, tail: tailWindow, tailKept: tailKept, exact: true)
    }

    /// How to count a paragraph made of kept head, new text and kept tail.
    private struct SeamCounts {
        var head: Substring
        var headKept: Int
        var tail: Substring
        var tailKept: Int
        /// False: no safe cut was found near the seam; whole paragraphs are counted.
        var exact: Bool

        var headOnly: SeamCounts { SeamCounts(head: head, headKept: headKept, tail: "", tailKept: 0, exact: exact) }
        var tailOnly: SeamCounts { SeamCounts(head: "", headKept: 0, tail: tail, tailKept: tailKept, exact: exact) }

        func length(of piece: Substring) -> Int {
            let middle = Self.joinedCount(head, piece, tail)
            return headKept + middle + tailKept
        }

        private static func joinedCount(_ head: Substring, _ piece: Substring, _ tail: Substring) -> Int {
            if head.isEmpty && tail.isEmpty { return piece.characterCountOfParagraph }
            return String(head + piece + tail).characterCountOfParagraph
        }
    }

    /// A byte position near the end of `head` before which grapheme breaking
    /// cannot change: between two ASCII bytes (no rule joins two ASCII
    /// characters but "\r\n", which paragraphs never hold), or the start.
    /// Looks back at most 64 bytes; nil when none is found there.
    private static func safeCut(inHead head: Substring) -> Substring.Index? {
        let utf8 = head.utf8
        var index = utf8.endIndex
        for _ in 0..<64 {
            guard index > utf8.startIndex else { return utf8.startIndex }
            let before = utf8.index(before: index)
            if index < utf8.endIndex, utf8[before] < 0x80, utf8[index] < 0x80 { return index }
            index = before
        }
        return nil
    }

    /// The same after the start of `tail`: the cut is after an ASCII byte followed by one.
    private static func safeCut(inTail tail: Substring) -> Substring.Index? {
        let utf8 = tail.utf8
        var index = utf8.startIndex
        for _ in 0..<64 {
            guard index < utf8.endIndex else { return utf8.endIndex }
            let next = utf8.index(after: index)
            if index > utf8.startIndex, utf8[utf8.index(before: index)] < 0x80, utf8[index] < 0x80 { return index }
            index = next
        }
        return nil
    }

    /// Paragraph indexes `range` touches.
    func paragraphSpan(of range: Range<Int>) -> ClosedRange<Int> {
        location(of: range.lowerBound).paragraph...location(of: range.upperBound).paragraph
    }

    func clamp(_ range: Range<Int>) -> Range<Int> {
        let total = count
        let lower = min(max(range.lowerBound, 0), total)
        return lower..<min(max(range.upperBound, lower), total)
    }

    /// `text` cut at each line break ("\r\n", "\r" or "\n"), with each
    /// paragraph's length in Characters. Line breaks are ASCII and end a
    /// grapheme cluster, so the text is cut as bytes (pastes can be megabytes)
    /// and the paragraphs stay byte ranges of it (`ParagraphRun`).
    /// Text that is all ASCII (one word-at-a-time scan) has as many Characters
    /// as bytes in each paragraph; other text counts the paragraphs that are not.
    static func paragraphRun(of text: String) -> (run: ParagraphRun, counts: [Int]) {
        guard containsLineBreak(text) else { return (ParagraphRun(Substring(text)), [text.characterCountOfParagraph]) }
        var text = text
        text.makeContiguousUTF8()
        let (spans, onlyNewlines, isASCII) = text.withUTF8 { bytes in
            let (spans, onlyNewlines) = byteSpans(ofParagraphsIn: bytes)
            return (spans, onlyNewlines, bytes.isASCIIOnly)
        }
        let run = ParagraphRun(text, spans: spans, breaksAreNewlines: onlyNewlines)
        var counts: [Int] = []
        counts.reserveCapacity(spans.count)
        if isASCII {
            for span in spans { counts.append(span.count) }
        } else {
            for index in spans.indices { counts.append(run[index].characterCountOfParagraph) }
        }
        return (run, counts)
    }

    /// The byte ranges between line breaks ("\r\n" is one break), and
    /// whether every break is "\n" alone.
    private static func byteSpans(ofParagraphsIn bytes: UnsafeBufferPointer<UInt8>) -> ([Range<Int>], Bool) {
        guard let base = bytes.baseAddress, memchr(base, 13, bytes.count) == nil else {
            return (byteSpans(ofParagraphsWithReturnsIn: bytes), false)
        }
        // Only "\n" breaks lines (most text): one search from each line's start to the next.
        // Room for lines of typical prose length up front: growing the array
        // copied it a dozen times during a megabyte's scan.
        var spans: [Range<Int>] = []
        spans.reserveCapacity(bytes.count / 64 + 1)
        var start = 0
        while start < bytes.count, let hit = memchr(base + start, 10, bytes.count - start) {
            let end = UnsafeRawPointer(base).distance(to: hit)
            spans.append(start..<end)
            start = end + 1
        }
        spans.append(start..<bytes.count)
        return (spans, true)
    }

    /// `byteSpans(ofParagraphsIn:)` where "\r" breaks lines too (alone or before "\n").
    private static func byteSpans(ofParagraphsWithReturnsIn bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var start = 0
        var newlines = ByteFinder(bytes, 10), returns = ByteFinder(bytes, 13)
        while let end = earlier(newlines.next(from: start), returns.next(from: start)) {
            spans.append(start..<end)
            start = bytes[end] == 13 && end + 1 < bytes.count && bytes[end + 1] == 10 ? end + 2 : end + 1
        }
        spans.append(start..<bytes.count)
        return spans
    }

    /// The smaller of two optional positions (nil only when both are), without an array per line.
    private static func earlier(_ a: Int?, _ b: Int?) -> Int? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }

    /// Finds one byte value with `memchr`, remembering the last hit so that
    /// searching for two values never rescans (text with only "\r" line breaks stays linear).
    private struct ByteFinder {
        let bytes: UnsafeBufferPointer<UInt8>
        let value: Int32
        private var found: Int?
        private var searchedUpTo = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Int32) {
            self.bytes = bytes
            self.value = value
        }

        /// The first occurrence at or after `start`.
        mutating func next(from start: Int) -> Int? {
            if let found, found >= start { return found }
            let from = max(start, searchedUpTo)
            guard from < bytes.count, let base = bytes.baseAddress else {
                found = nil
                return nil
            }
            let hit = memchr(base + from, value, bytes.count - from).map { UnsafeRawPointer(base).distance(to: $0) }
            found = hit
            searchedUpTo = hit.map { $0 + 1 } ?? bytes.count
            return hit
        }
    }

    /// Whether `text` holds "\n" or "\r" (a byte scan: pastes can be megabytes).
    static func containsLineBreak(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 10, bytes.count) != nil || memchr(base, 13, bytes.count) != nil
        }
    }

    /// The Characters of a paragraph in `range` (columns).
    /// The paragraph's ends are taken directly: looking them up would move the
    /// remembered column away from the caret, and the next lookup near the
    /// caret would walk half of a long paragraph.
    func slice(_ paragraph: Int, _ range: Range<Int>) -> Substring {
        let text = self.paragraph(paragraph)
        let length = lengths[paragraph]
        func at(_ column: Int) -> String.Index {
            column <= 0 ? text.startIndex : column >= length ? text.endIndex : index(paragraph: paragraph, column: column)
        }
        let lower = at(range.lowerBound)
        let upper = range.isEmpty ? lower : at(range.upperBound)
        return text[lower..<upper]
    }
}
