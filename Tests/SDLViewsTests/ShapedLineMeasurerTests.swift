import Foundation
import Testing

@testable import SDLViews

/// HarfBuzz's width of a Latin line against what SDLViews measures today
/// (SDL_ttf's `TTF_SizeUTF8` through `TextMeasurer`), in the bundled font.
///
/// SDL_ttf measures hinted glyphs, each advance a whole pixel, and applies
/// none of DejaVu Sans' kerning (a GPOS table) or ligatures; HarfBuzz measures
/// the outlines unhinted. So, with kerning and ligatures off, the two agree to
/// within half a pixel per character, and kerning is what shaping will change.
@MainActor
@Suite struct ShapedLineMeasurerTests {
    static let lines = [
        "Settings", "New Game", "Continue", "Options and Controls", "The quick brown fox jumps over the lazy dog",
        "AVATAR Wave To office", "1,234,567.89", "Hello, World!"
    ]

    @Test(arguments: [11.0, 14.0, 17.0, 24.0, 36.0])
    func latinWidthsAgreeWithSDLttfUpToHinting(pointSize: Double) throws {
        let font = UIFont.systemFont(ofSize: pointSize)
        let measurer = TextMeasurer(font: font)
        for line in Self.lines {
            let shaped = try #require(ShapedLineMeasurer.width(of: line, font: font, features: ["-kern", "-liga"]))
            let current = measurer.width(line)
            let tolerance = 0.5 * CGFloat(line.count)
            #expect(
                abs(shaped - current) <= tolerance,
                "\(pointSize) pt \"\(line)\": HarfBuzz \(shaped), SDL_ttf \(current)")
        }
    }

    @Test func kerningAndLigaturesAreWhatShapingAdds() throws {
        let font = UIFont.systemFont(ofSize: 24)
        let line = "AVATAR Wave To office"
        let shaped = try #require(ShapedLineMeasurer.width(of: line, font: font))
        let plain = try #require(ShapedLineMeasurer.width(of: line, font: font, features: ["-kern", "-liga"]))
        let current = TextMeasurer(font: font).width(line)
        // Kerned pairs pull in by more than hinting can account for.
        #expect(plain - shaped > 0.5 * CGFloat(line.count) / 2)
        #expect(current > shaped)
        // A line without kerned pairs or ligatures measures the same either way.
        #expect(
            ShapedLineMeasurer.width(of: "Continue", font: font)
                == ShapedLineMeasurer.width(of: "Continue", font: font, features: ["-kern", "-liga"]))
    }

    @Test func rightToLeftTextIsShapedRightToLeft() throws {
        // Hebrew, which the bundled DejaVu Sans has: the paragraph's direction
        // (natural, from the first strong letter) becomes the run's.
        let font = UIFont.systemFont(ofSize: 20)
        let path = try #require(font.filePath)
        let shaper = TextShaper()
        let width = try #require(ShapedLineMeasurer.width(of: "שלום", font: font, shaper: shaper))
        #expect(shaper.shapedCount == 1)
        let run = try #require(
            shaper.shape(TextShaper.Request(fontPath: path, pixelSize: 20, text: "שלום", direction: .rightToLeft)))
        #expect(shaper.shapedCount == 1, "the measurer shaped exactly this right-to-left run")
        #expect(run.glyphs.map(\.cluster) == [3, 2, 1, 0])
        #expect(!run.glyphs.contains { $0.id == 0 })
        #expect(width == CGFloat(run.width))
    }
}
