import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Strings drawn outside labels go through the text engine when their text
/// needs it (issue 39): `String.draw`, `size(withAttributes:)` and
/// `boundingRect` give what the same `NSAttributedString` gives, ink as a
/// label's, `CATextLayer` lays out Arabic and Hindi (and attributed strings
/// of several runs) with the engine, and a printed page keeps Arabic joined
/// and in order. Goldens on the software renderer and OpenGL ES 2.
@MainActor
@Suite struct TextEngineDrawingTests {
    private static let arabic = "مرحبا بالعالم"
    private static let hindi = "नमस्ते दुनिया"

    private func expectGolden(_ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = GoldenImage.compare(screen.snapshot(), named: name, in: CompositorGoldenTests.goldenDirectory)
        #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
    }

    private func image(_ size: CGSize, _ draw: () -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw() }.cgImage!
    }

    private func attributes(_ font: UIFont) -> [NSAttributedString.Key: Any] {
        [.font: font, .foregroundColor: UIColor.black]
    }

    @Test func nonLatinSizesAreTheAttributedStrings() throws {
        let font = UIFont.systemFont(ofSize: 20)
        for text in [Self.arabic, Self.hindi, "שלום world", "\u{200F}\u{200F}", "abc\u{200F}", "日本語"] {
            let attributed = NSAttributedString(string: text, attributes: attributes(font))
            #expect(text.size(withAttributes: attributes(font)) == attributed.size(), "\(text)")
            let box = CGSize(width: 60, height: 200)
            #expect(
                text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: attributes(font), context: nil)
                    == attributed.boundingRect(with: box, options: .usesLineFragmentOrigin, context: nil), "\(text)")
        }
        // Latin keeps SDL_ttf's measure, as before.
        #expect("Hello".size(withAttributes: attributes(font)) == TextRasterizer.measure("Hello", font: font))
    }

    @Test func arabicDrawnAsAStringInksAsALabel() throws {
        let font = try ShapedLabelTests.font(ShapedLabelTests.arabic.font, size: 24)
        let size = CGSize(width: 220, height: font.lineHeight.rounded(.up))
        let drawn = image(size) { Self.arabic.draw(at: .zero, withAttributes: self.attributes(font)) }
        let attributed = image(size) {
            NSAttributedString(string: Self.arabic, attributes: self.attributes(font)).draw(at: .zero)
        }
        #expect(GoldenImage.difference(drawn, attributed, tolerance: 0, maxDifferingPixels: 0, name: "string").matches)
        let label = UILabel(frame: CGRect(origin: .zero, size: size))
        label.font = font
        label.text = Self.arabic
        label.textAlignment = .left
        let labelled = image(size) { label.layer.render(in: UIGraphicsGetCurrentContext()!) }
        let drawnInk = try #require(AttributedTextTests.inkBounds(drawn))
        let labelInk = try #require(AttributedTextTests.inkBounds(labelled))
        #expect(abs(drawnInk.width - labelInk.width) <= 1, "\(drawnInk) vs the label's \(labelInk)")
        #expect(abs(drawnInk.minX - labelInk.minX) <= 1)
        let diff = GoldenImage.difference(drawn, labelled, tolerance: 60, maxDifferingPixels: 40, name: "string-label")
        #expect(diff.matches, "\(diff)")
        // SDL_ttf draws each letter alone, so its Arabic is wider than joined text.
        let unjoined = TextRasterizer.measure(Self.arabic, font: font).width
        #expect(abs(Self.arabic.size(withAttributes: attributes(font)).width - unjoined) > 1)
    }

    @Test func drawInRectWrapsAndAlignsLikeTheAttributedString() throws {
        let font = try ShapedLabelTests.font(ShapedLabelTests.arabic.font, size: 18)
        let rect = CGRect(x: 4, y: 4, width: 90, height: 80)
        let text = Self.arabic + " " + Self.arabic
        let drawn = image(CGSize(width: 100, height: 90)) { text.draw(in: rect, withAttributes: self.attributes(font)) }
        let attributed = image(CGSize(width: 100, height: 90)) {
            NSAttributedString(string: text, attributes: self.attributes(font)).draw(in: rect)
        }
        #expect(GoldenImage.difference(drawn, attributed, tolerance: 0, maxDifferingPixels: 0, name: "rect").matches)
        // Right to left: the lines hug the rect's right edge.
        let ink = try #require(AttributedTextTests.inkBounds(drawn))
        #expect(ink.maxX > 90 && ink.maxX <= 94, "\(ink)")
        #expect(ink.height > font.lineHeight, "wrapped onto more than one line")
    }

    @Test func aPrintedPageDrawsArabicThroughTheEngine() throws {
        let font = try ShapedLabelTests.font(ShapedLabelTests.arabic.font, size: 24)
        let renderer = ArabicHeaderRenderer(font: font)
        renderer.headerHeight = 40
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // formatters hold views weakly
        renderer.addPrintFormatter(content.viewPrintFormatter(), startingAtPageAt: 0)
        let url = TestScratch.url("arabic-page.pdf")
        #expect(try renderer.writePDF(to: url) == 1)
        withExtendedLifetime(content) {}
        // The header is the engine's glyphs (an embedded font), not SDL_ttf's bitmap.
        let pdf = try Data(contentsOf: url)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/FontFile") && text.contains("NotoSansArabic"), "the Arabic font is embedded")
        // The same page as pixels: the header's ink is the attributed string's.
        let page = image(CGSize(width: 612, height: 100)) {
            renderer.drawHeaderForPage(at: 0, in: CGRect(x: 0, y: 0, width: 612, height: 40))
        }
        let attributed = image(CGSize(width: 612, height: 100)) {
            NSAttributedString(string: Self.arabic, attributes: self.attributes(font)).draw(at: .zero)
        }
        #expect(GoldenImage.difference(page, attributed, tolerance: 0, maxDifferingPixels: 0, name: "page").matches)
    }

    // MARK: - CATextLayer

    private func textLayer(_ string: Any, frame: CGRect, configure: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.string = string
        layer.fontSize = 22
        layer.foregroundColor = UIColor.black.cgColor
        configure(layer)
        return layer
    }

    @Test func textLayersLayOutArabicAndHindiWithTheEngine() throws {
        let screen = try HeadlessScreen(width: 300, height: 220)
        screen.window.backgroundColor = .white
        let layers = [
            textLayer(Self.arabic, frame: CGRect(x: 10, y: 10, width: 280, height: 36)),
            textLayer(Self.hindi, frame: CGRect(x: 10, y: 50, width: 280, height: 36)) { $0.alignmentMode = .center },
            textLayer(Self.arabic + " " + Self.hindi + " " + Self.arabic, frame: CGRect(x: 10, y: 90, width: 160, height: 80)) {
                $0.isWrapped = true
                $0.foregroundColor = UIColor.systemBlue.cgColor
            },
            textLayer(Self.arabic + " " + Self.arabic + " " + Self.arabic, frame: CGRect(x: 10, y: 180, width: 200, height: 30)) {
                $0.truncationMode = .end
            },
        ]
        layers.forEach(screen.window.layer.addSublayer)
        screen.runFrame()
        expectGolden(screen, "text-layer-arabic-hindi")
        // Natural alignment follows the paragraph: Arabic ends at the layer's right edge.
        let inkRight = (10..<290).last { x in (12..<44).contains { screen.pixel(at: CGPoint(x: x, y: $0)).r < 128 } }
        #expect(inkRight.map { $0 >= 280 } == true, "\(String(describing: inkRight))")
    }

    @Test func textLayersDrawEveryRunOfAnAttributedString() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let string = NSMutableAttributedString(
            string: "██", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 30)])
        string.append(NSAttributedString(string: "██", attributes: [.foregroundColor: UIColor.blue]))
        screen.window.layer.addSublayer(textLayer(string, frame: CGRect(x: 0, y: 0, width: 200, height: 60)))
        screen.runFrame()
        var red = 0, blue = 0
        for x in 0..<200 {
            let p = screen.pixel(at: CGPoint(x: x, y: 15))
            if p.r > 200 && p.b < 60 { red += 1 }
            if p.b > 200 && p.r < 60 { blue += 1 }
        }
        #expect(red > 20, "the first run keeps its colour")
        #expect(blue > 20, "the second run its own, in the layer's font size")
    }
}

/// A print renderer whose header is an Arabic line drawn as a `String`.
final class ArabicHeaderRenderer: UIPrintPageRenderer {
    let font: UIFont
    init(font: UIFont) {
        self.font = font
        super.init()
    }

    override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
        "مرحبا بالعالم".draw(at: headerRect.origin, withAttributes: [.font: font, .foregroundColor: UIColor.black])
    }
}
