import Foundation

/// When the on-screen keyboard turns shift on by itself, per
/// `UITextAutocapitalizationType`, from the text before the caret: words
/// after a space or line break, sentences after `.`, `!` or `?` and a space,
/// or at the start of the text or a line.
enum AutomaticCapitalization {
    static func wantsCapital(_ type: UITextAutocapitalizationType, before text: String) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words: return text.last.map { $0.isWhitespace || $0.isNewline } ?? true
        case .sentences: return startsSentence(after: text)
        }
    }

    private static func startsSentence(after text: String) -> Bool {
        guard let last = text.last else { return true }
        if last.isNewline { return true }
        guard last.isWhitespace else { return false }
        let trimmed = text.reversed().drop { $0.isWhitespace && !$0.isNewline }
        guard let end = trimmed.first else { return true }
        return end.isNewline || ".!?".contains(end)
    }
}
