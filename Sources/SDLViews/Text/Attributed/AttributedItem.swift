/// A piece of an attributed line that is shaped (or sized) as one: one bidi
/// level, script, font file and attribute run; an attachment or a tab is a
/// piece of its own, sized by its box or its tab stop instead of by HarfBuzz.
struct AttributedItem: Equatable {
    enum Kind: Equatable {
        case text
        case attachment
        case tab
    }

    /// Scalar indices in the paragraph.
    var range: Range<Int>
    var level: UInt8
    var script: String?
    var fontPath: String
    /// Index of the run's `TextRunStyle`.
    var style: Int
    var kind: Kind

    var isRightToLeft: Bool { level & 1 == 1 }

    /// Whether `other` (one scalar) continues this item.
    func continues(with other: AttributedItem) -> Bool {
        kind == .text && other.kind == .text && level == other.level && script == other.script
            && fontPath == other.fontPath && style == other.style
    }
}
