import Foundation

/// The first place the text engine meets SDLViews' fonts: the advance width
/// of one line of text shaped by HarfBuzz, in the font and pixel size
/// `TextMeasurer` (SDL_ttf) uses, so the two can be compared before shaping
/// takes over measuring and drawing. Nothing calls it outside the tests yet.
///
/// The line is shaped as one run in the primary font and the paragraph's
/// direction: font fallback and bidi runs are the next step, so text the
/// primary font lacks measures as its missing-glyph boxes here.
enum ShapedLineMeasurer {
    /// The advance width in points, or nil when the font has no file or cannot
    /// be read. `features` as in `TextShaper.Request` (`-kern` measures as
    /// SDL_ttf does today, which applies none of the font's kerning).
    static func width(
        of text: String, font: UIFont, features: [String] = [], shaper: TextShaper = .shared
    ) -> CGFloat? {
        guard let path = font.filePath else { return nil }
        guard !text.isEmpty else { return 0 }
        // The same whole pixel size SDL_ttf opens the font at, converted back to
        // points the same way, so any difference is the shaping, not the size.
        let pixelSize = FontCache.pixelSize(pointSize: font.pointSize, scale: 1)
        let paragraph = BidiParagraph(text, base: .natural)
        let request = TextShaper.Request(
            fontPath: path, pixelSize: Double(pixelSize), text: text,
            direction: paragraph.paragraphLevel == 1 ? .rightToLeft : .leftToRight, features: features)
        guard let run = shaper.shape(request) else { return nil }
        return CGFloat(run.width) * font.pointSize / CGFloat(pixelSize)
    }
}
