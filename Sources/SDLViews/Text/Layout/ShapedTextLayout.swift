import Foundation

/// Text laid out by the text engine the way UILabel lays it out: shaped by
/// HarfBuzz, in bidirectional order (UAX #9), wrapped at UAX #14's break
/// opportunities, with UIKit's truncation. Measuring (`size`) and drawing
/// (`ShapedTextPainter`) read the same lines, so what is measured is what is drawn.
///
/// The rules are `TextLayout`'s (line feeds start lines, `numberOfLines` 0 is
/// unlimited, the last kept line is truncated with "…" per the mode, hidden
/// paragraphs put the ellipsis at the end), with these differences, which are
/// UIKit's: lines wrap where UAX #14 allows (after spaces, between ideographs,
/// at Thai word boundaries from ICU's dictionary), a word wider than the line
/// breaks between grapheme clusters, and each paragraph takes its direction
/// from its first strong character.
@MainActor
struct ShapedTextLayout {
    static let ellipsis: UInt32 = 0x2026

    let lines: [ShapedTextLine]
    /// Baseline-to-baseline distance: the font's `lineHeight`.
    let lineHeight: CGFloat
    /// The font's ascender: from a line's top to its baseline.
    let ascender: CGFloat
    let pointSize: CGFloat
    /// Widest line (at most the width limit) by lines × `lineHeight`, rounded
    /// up to whole points as `TextLayout.size`.
    let size: CGSize

    /// Lays `text` out in `font`; nil (logged) when the font has no file to
    /// shape with. `maxWidth` nil, not finite or <= 0 means no width limit.
    static func make(
        text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> ShapedTextLayout? {
        guard let path = font.filePath else {
            SDLViewsLog.error("text engine: font \(font.fontName) has no file to shape with; SDL_ttf draws it")
            return nil
        }
        let limit = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let key = ShapedLayoutCache.Key(
            text: text, fontPath: path, pointSize: font.pointSize, lineHeight: font.lineHeight, maxWidth: limit,
            numberOfLines: max(numberOfLines, 0), lineBreakMode: lineBreakMode)
        if let cached = ShapedLayoutCache.shared.layout(for: key) { return cached }
        let builder = ShapedLineBuilder(
            font: font, primaryPath: path, maxWidth: limit, mode: lineBreakMode)
        let lines = builder.lines(of: text, maxLines: max(numberOfLines, 0))
        let widest = min(lines.map(\.width).max() ?? 0, limit ?? .infinity)
        let height = CGFloat(lines.count) * font.lineHeight
        let layout = ShapedTextLayout(
            lines: lines, lineHeight: font.lineHeight, ascender: font.ascender, pointSize: font.pointSize,
            size: CGSize(width: roundUp(widest), height: roundUp(height)))
        ShapedLayoutCache.shared.store(layout, for: key)
        return layout
    }

    /// The x of a line's left edge in a box `width` wide: `.natural` follows the
    /// line's paragraph direction (right for right-to-left text), `.justified`
    /// starts where `.natural` does.
    func lineOffset(_ line: ShapedTextLine, in width: CGFloat, alignment: NSTextAlignment) -> CGFloat {
        guard width.isFinite, width > line.width else { return 0 }
        switch alignment {
        case .center: return (width - line.width) / 2
        case .right: return width - line.width
        case .left: return 0
        case .natural, .justified: return line.isRightToLeft ? width - line.width : 0
        }
    }

    /// Extra width each space gets under `.justified`: the line stretched to
    /// `width`, except a paragraph's last line and lines without spaces.
    func justificationPerSpace(_ line: ShapedTextLine, in width: CGFloat, alignment: NSTextAlignment) -> CGFloat {
        guard alignment == .justified, !line.isParagraphEnd, width.isFinite, width > line.width else { return 0 }
        let spaces = line.spaceCount
        return spaces > 0 ? (width - line.width) / CGFloat(spaces) : 0
    }

    private static func roundUp(_ value: CGFloat) -> CGFloat {
        value <= 0 ? 0 : (value - 1e-6).rounded(.up)
    }
}
