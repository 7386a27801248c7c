import Foundation

/// A stretch of edited text kept as the pieces of the paragraphs it spans,
/// joined with line breaks only when it is read: an undo step keeps what a
/// large paste replaced without copying the megabytes into one string first.
struct TextExcerpt {
    private var pieces: [Substring]

    init(pieces: [Substring]) {
        self.pieces = pieces
    }

    init(_ text: String) {
        pieces = [Substring(text)]
    }

    var text: String { pieces.count == 1 ? String(pieces[0]) : pieces.joined(separator: "\n") }
}
