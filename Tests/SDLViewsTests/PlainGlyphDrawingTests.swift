import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// Plain lines drawn from Cairo's glyph cache (`PlainGlyphLayout`, issue 43)
/// put the same glyphs on the same pixels as SDL_ttf rasterizing the whole
/// line, and span exactly SDL_ttf's measured width, so carets and selections
/// (measured by SDL_ttf) still meet the drawn glyphs.
@MainActor
@Suite struct PlainGlyphDrawingTests {
    /// Kerning pairs, ink left of the pen ("j" first), accents above the
    /// ascent, digits and punctuation, a lone space, a long line.
    private static let lines = [
        "AVATAR To Ty Wa Yo LT P.", "jump just j", "ÅÉÎ Ñandú ç", "0123456789 +-*/=()[]{}", "Hello, world!",
        "paste me paste me paste me", " ", String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6),
    ]

    private static let cases: [(font: UIFont, scale: CGFloat)] = [
        (.systemFont(ofSize: 15), 1), (.systemFont(ofSize: 15), 2), (.boldSystemFont(ofSize: 13), 1),
        (.systemFont(ofSize: 13), 1.5), (.systemFont(ofSize: 9), 1), (.systemFont(ofSize: 31), 1),
    ]

    @Test func glyphsLandOnTheRasterizedLinesPixels() throws {
        for (font, scale) in Self.cases {
            let handle = try #require(FontCache.shared.handle(for: font, scale: scale))
            for text in Self.lines {
                let size = CGSize(
                    width: TextMeasurer(font: font).width(text) + 8, height: font.lineHeight.rounded(.up) + 4)
                // On whole device pixels at every scale here, as lines are placed.
                let origin = CGPoint(x: 2, y: 2)
                let glyphs = try draw(size, scale: scale) { context in
                    let width = TextMeasurer(font: font).width(text)
                    let layout = TextLayout(
                        lines: [text], lineWidths: [width], lineHeight: font.lineHeight,
                        size: CGSize(width: width, height: font.lineHeight))
                    context.drawText(
                        layout, attributes: TextAttributes([.font: font, .foregroundColor: UIColor.black]),
                        origin: origin, width: width)
                }
                let rasterized = try draw(size, scale: scale) { context in
                    context.rasterizeLine(
                        text, face: handle, at: origin, scale: scale, color: UIColor.black.cgColor)
                }
                let result = GoldenImage.difference(
                    glyphs, rasterized, tolerance: 3, maxDifferingPixels: 0, name: "\(text) at \(font.pointSize)@\(scale)x")
                #expect(result.matches, "\(result)")
            }
        }
    }

    @Test func glyphsSpanSDLTTFsMeasuredWidth() throws {
        for (font, scale) in Self.cases {
            let handle = try #require(FontCache.shared.handle(for: font, scale: scale))
            for text in Self.lines where text != " " {
                let line = try #require(
                    PlainGlyphLayout.shared.line(
                        text, path: handle.path, pixelSize: handle.pixelSize,
                        ascent: Int(TTF_FontAscent(handle.pointer))))
                let measured = try #require(FontCache.shared.width(of: text, in: handle))
                #expect(Int(line.ink.width) == Int(measured), "\(text) at \(font.pointSize)@\(scale)x")
            }
        }
    }

    @Test func rotatedAndPDFContextsStillRasterizeLines() throws {
        let font = UIFont.systemFont(ofSize: 15)
        let context = try #require(CGContext(bitmapSize: CGSize(width: 40, height: 40), scale: 1))
        context.rotate(by: .pi / 4)
        // The glyph path needs a CTM that only scales; drawing through a
        // rotation must still ink (the rasterized line, transformed).
        context.drawText(
            TextLayout(lines: ["Hi"], lineWidths: [14], lineHeight: font.lineHeight, size: CGSize(width: 14, height: 18)),
            attributes: TextAttributes([.font: font, .foregroundColor: UIColor.black]), origin: CGPoint(x: 12, y: -8),
            width: 14)
        let image = try #require(context.makeImage())
        #expect(AttributedTextTests.inkBounds(image) != nil)
    }

    @Test func animatedFontSizesKeepABoundedNumberOfFaces() throws {
        let context = try #require(CGContext(bitmapSize: CGSize(width: 200, height: 60), scale: 1))
        for size in 8...(8 + PlainGlyphLayout.sizeLimit + 8) {
            let font = UIFont.systemFont(ofSize: CGFloat(size))
            let attributes = TextAttributes(font: font, color: .black)
            context.drawText(attributes.layout("Size", width: nil), attributes: attributes, origin: .zero, width: 200)
        }
        #expect(PlainGlyphLayout.shared.count <= PlainGlyphLayout.sizeLimit)
        FontCache.shared.removeAll()
        #expect(PlainGlyphLayout.shared.count == 0)
    }

    private func draw(_ size: CGSize, scale: CGFloat, _ body: (CGContext) -> Void) throws -> CGImage {
        let context = try #require(CGContext(bitmapSize: size, scale: scale))
        body(context)
        return try #require(context.makeImage())
    }
}
