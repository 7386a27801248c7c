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
/// long paragraph costs the window, not the paragraph; a move that finds no
/// word in its window stops at the window's edge.
enum TextBoundaries {
    /// Characters segmented on each side of the offset.
    static let window = 512

    /// A piece of a paragraph between two word boundaries, in columns.
    struct Segment: Equatable {
        var columns: Range<Int>
        /// Letters, digits, kana or ideographs, not spaces or punctuation.
        var isWord: Bool
    }

    static func wordStart(before offset: Int, in storage: TextStorage) -> Int {
        var (paragraph, column) = storage.location(of: offset)
        while true {
            let start = storage.start(ofParagraph: paragraph)
            let (segments, window) = self.segments(around: column, paragraph: paragraph, in: storage)
            if let word = segments.last(where: { $0.isWord && $0.columns.lowerBound < column }) {
                return start + word.columns.lowerBound
            }
            if window.lowerBound > 0 { return start + window.lowerBound }
            guard paragraph > 0 else { return 0 }
            paragraph -= 1
            column = storage.lengths[paragraph]
        }
    }

    static func wordEnd(after offset: Int, in storage: TextStorage) -> Int {
        var (paragraph, column) = storage.location(of: offset)
        while true {
            let start = storage.start(ofParagraph: paragraph)
            let (segments, window) = self.segments(around: column, paragraph: paragraph, in: storage)
            if let word = segments.first(where: { $0.isWord && $0.columns.upperBound > column }) {
                return start + word.columns.upperBound
            }
            if window.upperBound < storage.lengths[paragraph] { return start + window.upperBound }
            guard paragraph + 1 < storage.paragraphs.count else { return storage.count }
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
        let (segments, _) = self.segments(around: column, paragraph: paragraph, in: storage)
        guard let word = segments.first(where: { $0.columns.contains(column) }), word.isWord else { return nil }
        return start + word.columns.lowerBound..<start + word.columns.upperBound
    }

    /// What a double-click at `offset` selects: the word there, a run of
    /// spaces, or one punctuation mark (ICU's segment); the word before at a
    /// word's end; nothing at a line break.
    static func word(at offset: Int, in storage: TextStorage) -> Range<Int> {
        let (paragraph, column) = storage.location(of: offset)
        let start = storage.start(ofParagraph: paragraph)
        let (segments, _) = self.segments(around: column, paragraph: paragraph, in: storage)
        let here = segments.first { $0.columns.contains(column) }
        let before = segments.last { $0.columns.upperBound == column }
        let chosen = here?.isWord == true ? here : before?.isWord == true ? before : here
        guard let chosen else { return start + column..<start + column }
        return start + chosen.columns.lowerBound..<start + chosen.columns.upperBound
    }

    /// ICU's word segments of the window of a paragraph around `column`, and the window.
    private static func segments(around column: Int, paragraph: Int, in storage: TextStorage)
        -> (segments: [Segment], window: Range<Int>)
    {
        let window = max(column - Self.window, 0)..<min(column + Self.window, storage.lengths[paragraph])
        let text = storage.paragraphs[paragraph]
        let lower = storage.index(paragraph: paragraph, column: window.lowerBound)
        let upper = storage.index(paragraph: paragraph, column: window.upperBound)
        let pieces = segments(of: text[lower..<upper]).map {
            Segment(columns: $0.columns.lowerBound + window.lowerBound..<$0.columns.upperBound + window.lowerBound,
                    isWord: $0.isWord)
        }
        return (pieces, window)
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
