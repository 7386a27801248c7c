import Foundation

/// UIKit's smart quotes and dashes (`smartQuotesType`, `smartDashesType`):
/// a typed straight quote becomes an opening or closing curly one by what
/// precedes it, and a hyphen typed after a hyphen turns the pair into an em
/// dash.
enum SmartPunctuation {
    struct Rewrite: Equatable {
        let text: String
        /// The dash takes the place of the hyphen before the caret.
        let replacesPrevious: Bool
    }

    static func rewrite(_ text: String, after previous: Character?, quotes: Bool, dashes: Bool) -> Rewrite {
        if quotes, text == "\"" || text == "'" {
            let opening = opensQuote(after: previous)
            let curly = text == "\"" ? (opening ? "\u{201C}" : "\u{201D}") : (opening ? "\u{2018}" : "\u{2019}")
            return Rewrite(text: curly, replacesPrevious: false)
        }
        if dashes, text == "-", previous == "-" { return Rewrite(text: "\u{2014}", replacesPrevious: true) }
        return Rewrite(text: text, replacesPrevious: false)
    }

    /// At the start, after white space or an opening bracket, dash or quote, a quote opens.
    private static func opensQuote(after previous: Character?) -> Bool {
        guard let previous else { return true }
        return previous.isWhitespace || "([{<\u{2014}\u{2013}-\u{201C}\u{2018}".contains(previous)
    }
}
