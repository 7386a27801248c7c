import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Characters the bundled DejaVu Sans lacks come from a fallback font: the
/// file the test kit names (WenQuanYi Micro Hei, installed by
/// scripts/install-deps.sh), or what fontconfig finds.
@MainActor
@Suite(.serialized) struct FontFallbackTests {
    static let cjkFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

    @Test func cjkIsMeasuredAndDrawnInTheFallbackFont() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        screen.useFallbackFont(at: Self.cjkFont)
        defer { screen.useFallbackFont(at: nil, systemFonts: true) }
        let font = UIFont.systemFont(ofSize: 20)
        let primary = try #require(FontCache.shared.handle(for: font))
        let runs = FontRuns.runs("ab中文cd", primary: primary)
        #expect(runs.map(\.text) == ["ab", "中文", "cd"])
        #expect(runs[1].handle.path == Self.cjkFont)
        let cjk = try #require(FontCache.shared.handle(path: Self.cjkFont, pixelSize: 20))
        let expected = try #require(FontCache.shared.width(of: "中文", in: cjk))
        #expect(TextMeasurer(font: font).width("中文") == CGFloat(expected))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.font = font
        label.text = "Hi 世界"
        screen.window.addSubview(label)
        screen.runFrame()
        let result = GoldenImage.compare(
            screen.snapshot(), named: "text-fallback-cjk", in: CompositorGoldenTests.goldenDirectory)
        #expect(result.matches, "\(result)")
    }

    @Test func aCharacterNoFontHasIsLoggedAndStaysInThePrimaryFont() throws {
        let screen = try HeadlessScreen(width: 100, height: 40)
        screen.useFallbackFont(at: nil)
        defer { screen.useFallbackFont(at: nil, systemFonts: true) }
        SDLViewsLog.clear()
        let font = UIFont.systemFont(ofSize: 14)
        let primary = try #require(FontCache.shared.handle(for: font))
        let runs = FontRuns.runs("x中", primary: primary)
        #expect(runs.count == 1 && runs[0].handle === primary)
        #expect(SDLViewsLog.messages.contains { $0.contains("U+4E2D") })
    }

    @Test func fontconfigFindsTheInstalledCJKFont() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        FontFallback.shared.preferredFiles = []
        FontFallback.shared.usesSystemFonts = true
        let path = try #require(FontFallback.shared.file(for: "中"))
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
