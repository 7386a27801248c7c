import Foundation
import Testing

@testable import SDLViews

/// `TextShaper` against HarfBuzz's own command-line tool on the same font
/// file, face and size: both must produce the same glyphs, clusters and
/// positions, in every script the engine is meant for. Fonts: the bundled
/// DejaVu Sans (what SDLViews draws Latin with), Noto from fonts-noto-core for
/// the complex scripts, and WenQuanYi Micro Hei (the CJK font the fallback
/// tests use, a collection, so a face index is exercised) for Japanese.
@Suite struct TextShaperTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let name: String
        let font: String
        var faceIndex = 0
        let text: String
        let direction: TextShaper.Direction
        let script: String
        let language: String
        var features: [String] = []
        var testDescription: String { name }
    }

    static let noto = "/usr/share/fonts/truetype/noto/"
    static let dejaVu = "bundled DejaVu Sans"

    static let samples: [Sample] = [
        // "ffi" is a ligature in DejaVu Sans and "AV", "Wa" and "To" are kerned pairs.
        Sample(
            name: "Latin", font: dejaVu, text: "Office AVATAR Wave To", direction: .leftToRight,
            script: "Latn", language: "en"),
        Sample(
            name: "Latin without ligatures or kerning", font: dejaVu, text: "Office AVATAR Wave To",
            direction: .leftToRight, script: "Latn", language: "en", features: ["-liga", "-kern"]),
        // Joining forms and the lam-alef ligature.
        Sample(
            name: "Arabic", font: noto + "NotoSansArabic-Regular.ttf", text: "مرحبا بالعالم لا",
            direction: .rightToLeft, script: "Arab", language: "ar"),
        // Points (marks) positioned over and under their letters.
        Sample(
            name: "Hebrew", font: noto + "NotoSansHebrew-Regular.ttf", text: "שָׁלוֹם עוֹלָם",
            direction: .rightToLeft, script: "Hebr", language: "he"),
        // Conjuncts (स्त) and a vowel sign drawn before its consonant (ि).
        Sample(
            name: "Devanagari", font: noto + "NotoSansDevanagari-Regular.ttf", text: "नमस्ते दुनिया किताब",
            direction: .leftToRight, script: "Deva", language: "hi"),
        // Stacked tone marks and vowels above and below.
        Sample(
            name: "Thai", font: noto + "NotoSansThai-Regular.ttf", text: "สวัสดีชาวโลก น้ำ",
            direction: .leftToRight, script: "Thai", language: "th"),
        Sample(
            name: "Japanese", font: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", faceIndex: 0,
            text: "こんにちは、世界。カタカナ", direction: .leftToRight, script: "Hira", language: "ja")
    ]

    static let pixelSize = 17.0

    static func path(of sample: Sample) -> String? {
        sample.font == dejaVu ? FontRegistry.shared.systemFaces.regular?.path : sample.font
    }

    static func request(_ sample: Sample, path: String) -> TextShaper.Request {
        TextShaper.Request(
            fontPath: path, faceIndex: sample.faceIndex, pixelSize: pixelSize, text: sample.text,
            direction: sample.direction, script: sample.script, language: sample.language,
            features: sample.features)
    }

    @Test(arguments: samples) func glyphsMatchHarfBuzzsCommandLineTool(_ sample: Sample) throws {
        guard let path = Self.path(of: sample) else {
            Issue.record("no font file for \(sample.name)")
            return
        }
        try #require(
            FileManager.default.fileExists(atPath: path),
            "\(path) is missing: install fonts-noto-core and fonts-wqy-microhei (scripts/install-deps.sh does)")
        let shaper = TextShaper()
        let run = try #require(shaper.shape(Self.request(sample, path: path)), "cannot shape with \(path)")
        let reference = try #require(try HarfBuzzCommandLine.shape(sample, fontPath: path, pixelSize: Self.pixelSize))
        #expect(run.glyphs.count == reference.count)
        #expect(run.glyphs.map(\.id) == reference.map(\.g))
        #expect(run.glyphs.map(\.cluster) == reference.map(\.cl))
        #expect(run.glyphs.map(\.advanceX) == reference.map(\.ax))
        #expect(run.glyphs.map(\.advanceY) == reference.map(\.ay))
        #expect(run.glyphs.map(\.offsetX) == reference.map(\.dx))
        #expect(run.glyphs.map(\.offsetY) == reference.map(\.dy))
        // The font has every glyph: comparing missing-glyph boxes would prove nothing.
        #expect(!run.glyphs.contains { $0.id == 0 }, "\(sample.name): \(path) lacks glyphs")
        #expect(run.width > 0)
    }

    @Test func featuresChangeTheResult() throws {
        let path = try #require(FontRegistry.shared.systemFaces.regular?.path)
        let shaper = TextShaper()
        let plain = TextShaper.Request(fontPath: path, pixelSize: 20, text: "office", direction: .leftToRight)
        var noLigatures = plain
        noLigatures.features = ["-liga"]
        let ligated = try #require(shaper.shape(plain))
        let separate = try #require(shaper.shape(noLigatures))
        // "ffi" becomes one glyph covering three scalars, whose next cluster starts at 4.
        #expect(ligated.glyphs.count == 4)
        #expect(ligated.glyphs.map(\.cluster) == [0, 1, 4, 5])
        #expect(separate.glyphs.count == 6)
        #expect(separate.glyphs.map(\.cluster) == [0, 1, 2, 3, 4, 5])
        // Kerning pulls "AV" and "VA" together.
        let kerned = try #require(
            shaper.shape(TextShaper.Request(fontPath: path, pixelSize: 20, text: "AVA", direction: .leftToRight)))
        let unkerned = try #require(
            shaper.shape(
                TextShaper.Request(
                    fontPath: path, pixelSize: 20, text: "AVA", direction: .leftToRight, features: ["-kern"])))
        #expect(kerned.width < unkerned.width)
    }

    @Test func shapingTheSameRunAgainIsAnswerFromTheCache() throws {
        let path = try #require(FontRegistry.shared.systemFaces.regular?.path)
        let shaper = TextShaper()
        let request = TextShaper.Request(fontPath: path, pixelSize: 16, text: "Settings", direction: .leftToRight)
        let first = try #require(shaper.shape(request))
        #expect(shaper.shapedCount == 1)
        let again = try #require(shaper.shape(request))
        #expect(shaper.shapedCount == 1)
        #expect(again == first)
        var bigger = request
        bigger.pixelSize = 32
        let large = try #require(shaper.shape(bigger))
        #expect(shaper.shapedCount == 2)
        #expect(large.glyphs.map(\.id) == first.glyphs.map(\.id))
        #expect(large.width > first.width * 1.9 && large.width < first.width * 2.1)
        var rightToLeft = request
        rightToLeft.direction = .rightToLeft
        _ = shaper.shape(rightToLeft)
        #expect(shaper.shapedCount == 3)
    }

    @Test func aCacheAtItsLimitStartsOver() throws {
        let path = try #require(FontRegistry.shared.systemFaces.regular?.path)
        let shaper = TextShaper(cacheLimit: 2)
        for text in ["a", "b", "c", "a"] {
            _ = shaper.shape(TextShaper.Request(fontPath: path, pixelSize: 12, text: text, direction: .leftToRight))
        }
        #expect(shaper.shapedCount == 4)
    }

    @Test func anUnreadableFontShapesNothing() {
        let shaper = TextShaper()
        #expect(
            shaper.shape(
                TextShaper.Request(fontPath: "/nonexistent/font.ttf", pixelSize: 12, text: "a", direction: .leftToRight)
            )
                == nil)
        #expect(shaper.shapedCount == 0)
    }
}
