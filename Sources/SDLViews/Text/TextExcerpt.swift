import Foundation

/// A stretch of edited text kept as the pieces of the paragraphs it spans,
/// joined with line breaks only when it is read: an undo step keeps what a
/// large paste replaced without copying the megabytes into one string first.
struct TextExcerpt {
    private var first: Substring
    /// Whole paragraphs between the first and last piece: a slice of the
    /// storage's array, so taking it copies no element.
    private var middle: ArraySlice<Substring>
    private var last: Substring?

    init(first: Substring, middle: ArraySlice<Substring>, last: Substring) {
        self.first = first
        self.middle = middle
        self.last = last
    }

    init(_ text: Substring) {
        first = text
        middle = []
        last = nil
    }

    init(_ text: String) {
        self.init(Substring(text))
    }

    var text: String {
        guard let last else { return String(first) }
        return ([first] + middle + [last]).joined(separator: "\n")
    }
}
