import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// The text engine keeps finished layouts by everything they depend on, so a
/// label whose text comes back (a toggle's two states) is not laid out again.
@MainActor
@Suite(.serialized) struct ShapedLayoutCacheTests {
    @Test func aLayoutIsMadeOncePerTextFontAndLimits() throws {
        let font = try ShapedLabelTests.font(ShapedLabelTests.arabic.font)
        let cache = ShapedLayoutCache.shared
        cache.removeAll()
        let first = try ShapedLabelTests.layout("مرحبا", font)
        #expect(cache.count == 1)
        let again = try ShapedLabelTests.layout("مرحبا", font)
        #expect(cache.count == 1, "the same request is answered from the cache")
        #expect(again.size == first.size && again.lines.map(\.width) == first.lines.map(\.width))
        _ = try ShapedLabelTests.layout("مرحبا", font, width: 20)
        _ = try ShapedLabelTests.layout("مرحبا", font, mode: .byTruncatingHead)
        _ = try ShapedLabelTests.layout("مرحبا", try ShapedLabelTests.font(ShapedLabelTests.arabic.font, size: 30))
        #expect(cache.count == 4, "width, line break mode and size each make another layout")
        let narrow = try ShapedLabelTests.layout("مرحبا بالعالم", font, width: 60)
        #expect(narrow.size.width <= 60 && narrow.lines.count == 1)
    }

    @Test func changingTheFallbackFontsEmptiesIt() throws {
        let font = try ShapedLabelTests.font(ShapedLabelTests.arabic.font)
        _ = try ShapedLabelTests.layout("שלום", font)
        #expect(ShapedLayoutCache.shared.count > 0)
        let preferred = FontFallback.shared.preferredFiles
        FontFallback.shared.preferredFiles = preferred
        #expect(ShapedLayoutCache.shared.count == 0)
    }

    @Test func itStartsOverWhenFull() throws {
        let font = try ShapedLabelTests.font(ShapedLabelTests.arabic.font)
        let cache = ShapedLayoutCache(limit: 2)
        for (index, text) in ["ا", "ب", "ت"].enumerated() {
            let layout = try ShapedLabelTests.layout(text, font)
            cache.store(
                layout,
                for: ShapedLayoutCache.Key(
                    text: text, fontPath: font.filePath ?? "", pointSize: 20, lineHeight: font.lineHeight,
                    maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail))
            #expect(cache.count == (index < 2 ? index + 1 : 1))
        }
    }
}
