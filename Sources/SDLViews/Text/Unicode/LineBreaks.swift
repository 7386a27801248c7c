internal import CUnibreak

/// Where a paragraph may wrap, per UAX #14, from libunibreak.
///
/// Indices are Unicode scalar indices, as in `BidiParagraph`, so the two can
/// be combined without conversion. An opportunity belongs to the gap after a
/// scalar; the last scalar's gap is the end of the text, always mandatory.
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

    /// libunibreak's tables are built on first use; `init_linebreak` is not
    /// documented as safe to race with itself, so it runs once, behind Swift's
    /// lazy global initialization.
    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    init(_ text: String, language: String? = nil) {
        self.init(scalars: text.unicodeScalars.map { $0.value }, language: language)
    }

    /// `language` (a BCP 47 tag such as `ja` or `zh`) turns on libunibreak's
    /// tailorings for it, e.g. ambiguous-width quotation marks in CJK text.
    init(scalars: [UInt32], language: String? = nil) {
        _ = Self.initialized
        var breaks = [CChar](repeating: 0, count: scalars.count)
        // Debian's libunibreak predates regional indicators: its class table has
        // them, its pair table does not, and an assertion aborts the process on
        // the first flag emoji. It also reads U+FFFF as its end-of-text mark and
        // leaves the rest unset. So those scalars reach it as stand-ins of the
        // class it handles like them (ideographs: a break on both sides; another
        // noncharacter), and flags are paired again below (rule LB30a).
        let input = scalars.map { scalar -> UInt32 in
            if Self.regionalIndicators.contains(scalar) { return Self.ideographStandIn }
            return scalar == 0xFFFF ? 0xFFFE : scalar
        }
        if !input.isEmpty {
            input.withUnsafeBufferPointer { text in
                breaks.withUnsafeMutableBufferPointer { breaks in
                    if let language {
                        language.withCString {
                            set_linebreaks_utf32(text.baseAddress, text.count, $0, breaks.baseAddress)
                        }
                    } else {
                        set_linebreaks_utf32(text.baseAddress, text.count, nil, breaks.baseAddress)
                    }
                }
            }
        }
        var opportunities = breaks.map { code -> Opportunity in
            switch Int32(code) {
            case LINEBREAK_MUSTBREAK: .mandatory
            case LINEBREAK_ALLOWBREAK: .allowed
            default: .none
            }
        }
        // A flag is two regional indicators: never break inside a pair.
        var runLength = 0
        for index in scalars.indices {
            guard Self.regionalIndicators.contains(scalars[index]) else {
                runLength = 0
                continue
            }
            runLength += 1
            if runLength % 2 == 1, index + 1 < scalars.count, Self.regionalIndicators.contains(scalars[index + 1]) {
                opportunities[index] = .none
            }
        }
        self.scalars = scalars
        self.opportunities = opportunities
    }

    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    /// CJK unified ideograph one, of line break class ID.
    private static let ideographStandIn: UInt32 = 0x4E00

    /// The gap before scalar `index`; never a break at the start of the text (rule LB2).
    func opportunity(before index: Int) -> Opportunity {
        index == 0 ? .none : opportunities[index - 1]
    }
}
