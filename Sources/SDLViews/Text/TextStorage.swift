import Foundation

/// The text being edited, kept as paragraphs (the text between line breaks)
/// so that an edit touches only the paragraphs it spans: typing into a long
/// document re-counts one paragraph, not the whole text.
///
/// Positions are offsets in Characters (grapheme clusters), so a caret can
/// never land inside a cluster; a line break is one Character ("\r\n" and
/// "\r" become "\n" when text comes in, as the editing views keep one kind).
struct TextStorage {
    /// The paragraphs, without their line breaks; never empty (empty text is
    /// one empty paragraph). Substrings, so that the paragraphs of a paste share
    /// the pasted text's buffer instead of each being allocated (and later freed) alone.
    private(set) var paragraphs: [Substring] = [""]
    /// Each paragraph's length in Characters.
    private(set) var lengths: [Int] = [0]
    /// Where each paragraph starts (the previous ones plus their line breaks).
    private var starts: [Int] = [0]
    /// The last column looked up, so nearby lookups in a long paragraph walk
    /// from there instead of from the paragraph's start.
    private let lookup = IndexLookup()

    private final class IndexLookup {
        var paragraph = -1
        var column = 0
        var index: String.Index?
    }

    init(_ text: String = "") {
        replace(0..<0, with: text)
    }

    /// Length of the whole text in Characters.
    var count: Int { starts[starts.count - 1] + lengths[lengths.count - 1] }

    var string: String { paragraphs.joined(separator: "\n") }

    var isEmpty: Bool { count == 0 }

    /// The paragraph holding `offset` and the offset's column in it (a line
    /// break belongs to the paragraph it ends).
    func location(of offset: Int) -> (paragraph: Int, column: Int) {
        let clamped = min(max(offset, 0), count)
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return (low, clamped - starts[low])
    }

    /// The offset of a paragraph's first Character.
    func start(ofParagraph index: Int) -> Int { starts[index] }

    /// The Character at `offset` (nil at the end).
    func character(at offset: Int) -> Character? {
        guard offset >= 0, offset < count else { return nil }
        let (paragraph, column) = location(of: offset)
        guard column < lengths[paragraph] else { return "\n" }
        return paragraphs[paragraph][index(paragraph: paragraph, column: column)]
    }

    /// The index of `column` in a paragraph, walking from the nearest of its
    /// start, its end and the last column looked up.
    func index(paragraph: Int, column: Int) -> String.Index {
        let text = paragraphs[paragraph]
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
            middle: paragraphs[(first.paragraph + 1)..<last.paragraph],
            last: slice(last.paragraph, 0..<last.column))
    }

    /// UTF-16 units before `offset` (clamped), counted paragraph by paragraph
    /// so that a long document is never joined to convert an `NSRange`.
    func utf16Offset(of offset: Int) -> Int {
        let (paragraph, column) = location(of: offset)
        var units = 0
        for index in 0..<paragraph { units += utf16Length(ofParagraph: index) + 1 }
        let isWholeParagraph = column == lengths[paragraph]
        return units + (isWholeParagraph ? utf16Length(ofParagraph: paragraph) : slice(paragraph, 0..<column).utf16.count)
    }

    /// The Character offset `units` UTF-16 units in (clamped); a unit inside a Character rounds down.
    func offset(atUTF16 units: Int) -> Int {
        var remaining = max(units, 0)
        for index in paragraphs.indices {
            let length = utf16Length(ofParagraph: index)
            if remaining <= length {
                return starts[index] + (length == lengths[index] ? remaining : column(atUTF16: remaining, in: index))
            }
            remaining -= length + 1
        }
        return count
    }

    /// The Characters that end within `units` UTF-16 units of a paragraph.
    private func column(atUTF16 units: Int, in paragraph: Int) -> Int {
        var column = 0, used = 0
        for character in paragraphs[paragraph] {
            used += character.utf16.count
            if used > units { break }
            column += 1
        }
        return column
    }

    /// A paragraph's length in UTF-16 units: its Character count when it is
    /// ASCII (only then are its UTF-8 bytes as many as its Characters).
    private func utf16Length(ofParagraph index: Int) -> Int {
        let text = paragraphs[index]
        return text.utf8.count == lengths[index] ? lengths[index] : text.utf16.count
    }

    /// Which paragraphs an edit replaced: `removed` old ones from `first` on
    /// became `inserted` new ones, so layout caches redo only those.
    struct ParagraphChange: Equatable {
        var first: Int
        var removed: Int
        var inserted: Int
    }

    /// Replaces `range` (clamped) with `text`; returns the range the new text
    /// occupies and the paragraphs it touched. Characters may merge across the
    /// seams (a combining mark after a letter), so the result is measured, not assumed.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with text: String) -> (range: Range<Int>, change: ParagraphChange) {
        let range = clamp(range)
        let first = location(of: range.lowerBound), last = location(of: range.upperBound)
        let head = slice(first.paragraph, 0..<first.column)
        let tail = slice(last.paragraph, last.column..<lengths[last.paragraph])
        lookup.paragraph = -1
        var pieces = Self.paragraphs(of: text)
        let tailLength = lengths[last.paragraph] - last.column
        Self.join(head, to: &pieces[0])
        Self.join(&pieces[pieces.count - 1], to: tail)
        let span = first.paragraph...last.paragraph
        paragraphs.replaceSubrange(span, with: pieces)
        lengths.replaceSubrange(span, with: pieces.map(\.characterCountOfParagraph))
        starts.replaceSubrange(span, with: repeatElement(0, count: pieces.count))
        recomputeStarts(from: first.paragraph)
        let end = start(ofParagraph: first.paragraph + pieces.count - 1) + lengths[first.paragraph + pieces.count - 1]
        let newEnd = max(range.lowerBound, end - tailLength)
        let change = ParagraphChange(first: first.paragraph, removed: span.count, inserted: pieces.count)
        return (range.lowerBound..<newEnd, change)
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

    /// "\r\n" and "\r" as "\n", then split at each line break. Line breaks are
    /// ASCII and end a grapheme cluster, so the text is cut as bytes (pastes can be megabytes).
    static func paragraphs(of text: String) -> [Substring] {
        guard containsLineBreak(text) else { return [Substring(text)] }
        var text = text
        text.makeContiguousUTF8()
        let spans = text.withUTF8(byteSpans(ofParagraphsIn:))
        let utf8 = text.utf8
        var result: [Substring] = []
        result.reserveCapacity(spans.count)
        for span in spans {
            let lower = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
            result.append(text[lower..<utf8.index(lower, offsetBy: span.count)])
        }
        return result
    }

    /// The byte ranges between line breaks ("\r\n" is one break).
    private static func byteSpans(ofParagraphsIn bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
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

    /// Puts kept text before or after an edit's first or last piece; an empty
    /// side leaves the piece as it is, still sharing its buffer.
    private static func join(_ head: Substring, to piece: inout Substring) {
        guard !head.isEmpty else { return }
        piece = Substring(String(head) + piece)
    }

    private static func join(_ piece: inout Substring, to tail: Substring) {
        guard !tail.isEmpty else { return }
        piece = Substring(String(piece) + tail)
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

    private mutating func recomputeStarts(from index: Int) {
        var offset = index == 0 ? 0 : starts[index - 1] + lengths[index - 1] + 1
        for i in index..<starts.count {
            starts[i] = offset
            offset += lengths[i] + 1
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
    func slice(_ paragraph: Int, _ range: Range<Int>) -> Substring {
        let lower = index(paragraph: paragraph, column: range.lowerBound)
        let upper = range.isEmpty ? lower : index(paragraph: paragraph, column: range.upperBound)
        return paragraphs[paragraph][lower..<upper]
    }
}
