import Foundation

/// Word boundaries for Option/Ctrl+arrow moves, Option+Backspace and
/// double-click selection, as UIKit's on a hardware keyboard: words are ICU's
/// (UAX #29 with its dictionaries, so Thai, Chinese and Japanese, written
/// without spaces, split into words too); spaces and punctuation between them
/// are skipped. Moving back goes to the start of the previous word, moving
/// forward to the end of the next one, across line breaks. These moves are
/// logical; in bidirectional text the editor walks caret steps on screen to
/// the far edge of the next word instead.
///
/// A paragraph is segmented in a window around the offset, so a move in a
/// long paragraph costs about the distance moved, not the paragraph; the
/// window doubles while what is looked for is not inside it.
enum TextBoundaries {
    /// Characters first segmented on each side of the offset.
    static let window = 512

    /// A piece of a paragraph between two word boundaries, in columns.
    struct Segment: Equatable {
        var columns: Range<Int>
        /// Letters, digits, kana or ideographs, not spaces or punctuation.
        var isWord: Bool

        /// Whether a window's edge cut either bound.
        fileprivate func isCut(by reliable: (Int) -> Bool) -> Bool {
            !reliable(columns.lowerBound) || !reliable(columns.upperBound)
        }
    }

    static func wordStart(before offset: Int, in storage: TextStorage) -> Int {
        var (paragraph, column) = storage.location(of: offset)
        while true {
            let start = storage.start(ofParagraph: paragraph)
            let found = search(around: column, paragraph: paragraph, in: storage) { segments, reliable in
                segments.last { $0.isWord && $0.columns.lowerBound < column }.flatMap {
                    reliable($0.columns.lowerBound) ? $0.columns.lowerBound : nil
                }
            }
            if let found { return start + found }
            guard paragraph > 0 else { return 0 }
            paragraph -= 1
            column = storage.lengths[paragraph]
        }
    }

    static func wordEnd(after offset: Int, in storage: TextStorage) -> Int {
        var (paragraph, column) = storage.location(of: offset)
        while true {
            let start = storage.start(ofParagraph: paragraph)
            let found = search(around: column, paragraph: paragraph, in: storage) { segments, reliable in
                segments.first { $0.isWord && $0.columns.upperBound > column }.flatMap {
                    reliable($0.columns.upperBound) ? $0.columns.upperBound : nil
                }
            }
            if let found { return start + found }
            guard paragraph + 1 < storage.paragraphCount else { return storage.count }
            paragraph += 1
            column = 0
        }
    }

    /// The word holding the Character at `offset`, nil when it is in no word
    /// (a space, punctuation, a line break).
    static func word(containing offset: Int, in storage: TextStorage) -> Range<Int>? {
        let (paragraph, column) = storage.location(of: offset)
        guard column < storage.lengths[paragraph] else { return nil }
        let start = storage.start(ofParagraph: paragraph)
        let segment = search(around: column, paragraph: paragraph, in: storage) { segments, reliable in
            segments.first { $0.columns.contains(column) }.flatMap { $0.isCut(by: reliable) ? nil : $0 }
        }
        guard let segment, segment.isWord else { return nil }
        return start + segment.columns.lowerBound..<start + segment.columns.upperBound
    }

    /// What a double-click at `offset` selects: the word there, a run of
    /// spaces, or one punctuation mark (ICU's segment); the word before at a
    /// word's end; nothing at a line break.
    static func word(at offset: Int, in storage: TextStorage) -> Range<Int> {
        let (paragraph, column) = storage.location(of: offset)
        let start = storage.start(ofParagraph: paragraph)
        let chosen = search(around: column, paragraph: paragraph, in: storage) { segments, reliable -> Segment? in
            let here = segments.first { $0.columns.contains(column) }
            let before = segments.last { $0.columns.upperBound == column }
            let chosen = here?.isWord == true ? here : before?.isWord == true ? before : here
            return chosen.flatMap { $0.isCut(by: reliable) ? nil : $0 }
        }
        guard let chosen else { return start + column..<start + column }
        return start + chosen.columns.lowerBound..<start + chosen.columns.upperBound
    }

    /// Whether a segment's bound is where ICU put it, not where the window cut the paragraph.
    private typealias Reliable = (Int) -> Bool

    /// `found`'s answer from ICU's segments of a window of the paragraph
    /// around `column`, the window doubled while `found` finds nothing whose
    /// bounds the window's edges did not cut, up to the whole paragraph.
    private static func search<T>(
        around column: Int, paragraph: Int, in storage: TextStorage, _ found: ([Segment], Reliable) -> T?
    ) -> T? {
        let length = storage.lengths[paragraph]
        var reach = window
        while true {
            let range = max(column - reach, 0)..<min(column + reach, length)
            let segments = self.segments(of: range, paragraph: paragraph, in: storage)
            let reliable: Reliable = { ($0 != range.lowerBound || $0 == 0) && ($0 != range.upperBound || $0 == length) }
            if let answer = found(segments, reliable) { return answer }
            if range == 0..<length { return nil }
            reach *= 2
        }
    }

    /// ICU's word segments of `columns` of a paragraph.
    private static func segments(of columns: Range<Int>, paragraph: Int, in storage: TextStorage) -> [Segment] {
        let text = storage.paragraph(paragraph)
        let lower = storage.index(paragraph: paragraph, column: columns.lowerBound)
        let upper = storage.index(paragraph: paragraph, column: columns.upperBound)
        return segments(of: text[lower..<upper]).map {
            Segment(
                columns: $0.columns.lowerBound + columns.lowerBound..<$0.columns.upperBound + columns.lowerBound,
                isWord: $0.isWord)
        }
    }

    /// ICU's word segments of `text`, in Characters: a boundary ICU puts
    /// inside a Character (its clusters and Swift's may differ) is dropped,
    /// and the segments it separated are one, a word if either was.
    static func segments(of text: Substring) -> [Segment] {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return [] }
        let boundaries = ICUBreakIterator.boundaries(.word, of: scalars)
            ?? [ICUBreakIterator.Boundary(scalarOffset: scalars.count, isMandatory: false, endsWord: true)]
        var segments: [Segment] = []
        var pending = (start: 0, isWord: false)
        var next = 0, scalarOffset = 0, column = 0
        for character in text {
            scalarOffset += character.unicodeScalars.count
            column += 1
            while next < boundaries.count, boundaries[next].scalarOffset <= scalarOffset {
                let boundary = boundaries[next]
                pending.isWord = pending.isWord || boundary.endsWord
                next += 1
                guard boundary.scalarOffset == scalarOffset else { continue }
                segments.append(Segment(columns: pending.start..<column, isWord: pending.isWord))
                pending = (column, false)
            }
        }
        if pending.start < column { segments.append(Segment(columns: pending.start..<column, isWord: pending.isWord)) }
        return segments
    }
}
