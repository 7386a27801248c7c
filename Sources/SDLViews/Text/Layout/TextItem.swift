/// A piece of a line that HarfBuzz shapes as one run: one bidi level, one
/// script and one font (UAX #9's levels, UAX #24's scripts, font fallback).
struct TextItem: Sendable, Equatable {
    /// Scalar indices in the paragraph.
    var range: Range<Int>
    /// The bidi embedding level: odd is right to left.
    var level: UInt8
    /// ISO 15924 tag; nil when the run holds only common characters (digits,
    /// punctuation, spaces), which HarfBuzz then guesses.
    var script: String?
    /// The font file whose glyphs the run uses.
    var fontPath: String

    var isRightToLeft: Bool { level & 1 == 1 }
}
