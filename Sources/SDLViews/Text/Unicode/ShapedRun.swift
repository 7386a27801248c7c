/// What HarfBuzz made of one run of text: glyphs in visual order (left to
/// right, also for a right-to-left run), positioned in 1/64 pixel units.
///
/// Positions are kept in HarfBuzz's own fixed-point units rather than as
/// floating point so a cached run compares exactly with a fresh one and with
/// `hb-shape`'s output, and converting to points happens once, where drawn.
struct ShapedRun: Sendable, Equatable {
    struct Glyph: Sendable, Equatable {
        /// Index of the glyph in the font (not a character).
        let id: UInt32
        /// Scalar index in the run's text of the first character this glyph
        /// shows; several glyphs share one for a cluster (a base and its marks,
        /// a ligature's characters), which is what caret placement needs.
        let cluster: Int
        /// How far the pen moves after the glyph, in 1/64 pixel.
        let advanceX: Int32
        let advanceY: Int32
        /// Where the glyph is drawn relative to the pen, in 1/64 pixel (y up, as HarfBuzz).
        let offsetX: Int32
        let offsetY: Int32
    }

    let glyphs: [Glyph]

    /// The run's advance width in pixels: what a single-line layout needs.
    var width: Double { Double(glyphs.reduce(Int64(0)) { $0 + Int64($1.advanceX) }) / 64 }
}
