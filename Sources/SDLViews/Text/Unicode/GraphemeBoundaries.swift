/// Grapheme cluster boundaries (UAX #29) as scalar offsets.
///
/// The caret and deletion move by Swift `Character`s, the standard library's
/// extended grapheme clusters; bidi levels, line breaks and shaping clusters
/// count Unicode scalars. This is the bridge between the two, so the text
/// engine never places a caret inside a cluster.
enum GraphemeBoundaries {
    /// The scalar offset where each `Character` of `text` ends, in order; the
    /// last is the text's scalar count (an empty text has none).
    static func scalarOffsets(in text: String) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in text {
            offset += character.unicodeScalars.count
            offsets.append(offset)
        }
        return offsets
    }
}
