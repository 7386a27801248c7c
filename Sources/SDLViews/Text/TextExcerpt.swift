import Foundation

/// A stretch of edited text kept as the pieces of the paragraphs it spans,
/// joined with line breaks only when it is read: an undo step keeps what a
/// large paste replaced without copying the megabytes into one string first.
struct TextExcerpt {
    private var first: Substring
    /// Whole paragraphs between the first and last piece: the storage's runs,
    /// sharing their text, so taking them copies no paragraph.
    private var middle: [ParagraphRun]
    private var last: Substring?

    init(first: Substring, middle: [ParagraphRun], last: Substring) {
        self.first = Self.owned(first)
        self.middle = middle
        self.last = Self.owned(last)
    }

    init(_ text: Substring) {
        first = Self.owned(text)
        middle = []
        last = nil
    }

    init(_ text: String) {
        self.init(Substring(text))
    }

    /// A small piece of a large paragraph is copied: kept as a slice, the
    /// character a keystroke deleted from a 2 MB line held all 2 MB alive in
    /// its undo step (100 deletions kept 200 MB).
    private static func owned(_ piece: Substring) -> Substring {
        piece.utf8.count * 4 < piece.base.utf8.count ? Substring(String(piece)) : piece
    }

    var text: String {
        guard let last else { return String(first) }
        var text = String()
        text.reserveCapacity(
            middle.reduce(first.utf8.count + last.utf8.count + 1) { $0 + $1.joinedUTF8Count + 1 })
        text += first
        for run in middle {
            text += "\n"
            run.append(to: &text)
        }
        text += "\n"
        text += last
        return text
    }
}
