import Foundation

/// Word boundaries for Ctrl/Alt+arrow moves and double-click selection, as
/// UIKit's on a hardware keyboard: a word is a run of letters, digits and
/// underscores; moving left goes to the start of the previous word, moving
/// right to the end of the next one (line breaks and punctuation are skipped
/// on the way). Walks string indexes, so a move in a long line costs the
/// distance moved.
enum TextBoundaries {
    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    static func wordStart(before offset: Int, in storage: TextStorage) -> Int {
        var cursor = Cursor(storage, offset)
        while let c = cursor.previous, !isWordCharacter(c) { cursor.stepBack() }
        while let c = cursor.previous, isWordCharacter(c) { cursor.stepBack() }
        return cursor.offset
    }

    static func wordEnd(after offset: Int, in storage: TextStorage) -> Int {
        var cursor = Cursor(storage, offset)
        while let c = cursor.next, !isWordCharacter(c) { cursor.stepForward() }
        while let c = cursor.next, isWordCharacter(c) { cursor.stepForward() }
        return cursor.offset
    }

    /// What a double-click at `offset` selects: the word there, a run of
    /// spaces, or the one other Character; the word before at a word's end.
    static func word(at offset: Int, in storage: TextStorage) -> Range<Int> {
        var cursor = Cursor(storage, min(max(offset, 0), storage.count))
        if cursor.next.map({ !isWordCharacter($0) }) ?? true, let p = cursor.previous, isWordCharacter(p) {
            cursor.stepBack()
        }
        guard let c = cursor.next, c != "\n" else { return cursor.offset..<cursor.offset }
        let same: (Character) -> Bool =
            isWordCharacter(c) ? isWordCharacter : c.isWhitespace ? { $0.isWhitespace && $0 != "\n" } : { _ in false }
        var start = cursor, end = cursor
        end.stepForward()
        while let p = start.previous, same(p) { start.stepBack() }
        while let n = end.next, same(n) { end.stepForward() }
        return start.offset..<end.offset
    }

    /// A position walking the text by Character, across paragraphs ("\n" between them).
    private struct Cursor {
        let storage: TextStorage
        var paragraph: Int
        var column: Int
        var index: String.Index
        var offset: Int

        init(_ storage: TextStorage, _ offset: Int) {
            self.storage = storage
            let place = storage.location(of: offset)
            paragraph = place.paragraph
            column = place.column
            index = storage.index(paragraph: paragraph, column: column)
            self.offset = storage.start(ofParagraph: paragraph) + column
        }

        private var text: Substring { storage.paragraphs[paragraph] }

        var next: Character? {
            if column < storage.lengths[paragraph] { return text[index] }
            return paragraph + 1 < storage.paragraphs.count ? "\n" : nil
        }

        var previous: Character? {
            if column > 0 { return text[text.index(before: index)] }
            return paragraph > 0 ? "\n" : nil
        }

        mutating func stepForward() {
            offset += 1
            if column < storage.lengths[paragraph] {
                index = text.index(after: index)
                column += 1
            } else {
                paragraph += 1
                column = 0
                index = text.startIndex
            }
        }

        mutating func stepBack() {
            offset -= 1
            if column > 0 {
                index = text.index(before: index)
                column -= 1
            } else {
                paragraph -= 1
                column = storage.lengths[paragraph]
                index = text.endIndex
            }
        }
    }
}
