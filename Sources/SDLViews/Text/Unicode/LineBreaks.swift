/// Where a paragraph may wrap, per UAX #14, from ICU's line break iterator.
///
/// Indices are Unicode scalar indices, as in `BidiParagraph`, so the two can
/// be combined without conversion. An opportunity belongs to the gap after a
/// scalar; the last scalar's gap is the end of the text, always mandatory.
///
/// ICU rather than a table of UAX #14's pairs: its dictionaries find the word
/// boundaries of Thai, Lao, Khmer and Burmese, written without spaces, as
/// UIKit's line breaking does.
struct LineBreaks: Sendable {
    enum Opportunity: Sendable, Equatable {
        /// A line must end here (after a line feed, paragraph separator and the like).
        case mandatory
        /// A line may end here (after a space, between ideographs, after a hyphen).
        case allowed
        /// The scalars on both sides stay on one line.
        case none
    }

    let scalars: [UInt32]
    /// `opportunities[i]` is the gap after `scalars[i]`.
    let opportunities: [Opportunity]

    init(_ text: String, language: String? = nil) {
        self.init(scalars: text.unicodeScalars.map { $0.value }, language: language)
    }

    /// `language` (a BCP 47 tag such as `ja` or `zh`) picks ICU's tailoring
    /// for it: Japanese, for one, lets a line start with a small kana, which
    /// UAX #14's default (ICU's root locale, used for nil) keeps with the
    /// character before.
    init(scalars: [UInt32], language: String? = nil) {
        var opportunities = [Opportunity](repeating: .none, count: scalars.count)
        // Without ICU's data (never the case with Debian's libicu) text still
        // lays out, as one line per paragraph.
        for boundary in ICUBreakIterator.boundaries(.line, of: scalars, locale: language) ?? []
        where boundary.scalarOffset > 0 {
            opportunities[boundary.scalarOffset - 1] = boundary.isMandatory ? .mandatory : .allowed
        }
        if !opportunities.isEmpty { opportunities[opportunities.count - 1] = .mandatory }
        self.scalars = scalars
        self.opportunities = opportunities
    }

    /// The gap before scalar `index`; never a break at the start of the text (rule LB2).
    func opportunity(before index: Int) -> Opportunity {
        index == 0 ? .none : opportunities[index - 1]
    }
}
