import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// Text that needs no bidi and no per-run fallback (Latin, Greek, Cyrillic,
/// symbols) is laid out by SDL_ttf; Debian's SDL_ttf is built with HarfBuzz,
/// so that text is shaped too: OpenType kerning (GPOS) and ligatures apply,
/// as Core Text applies them. Noto Sans has kerning only in GPOS (no legacy
/// `kern` table FreeType could read), so a kerned pair proves the HarfBuzz path.
@MainActor
@Suite struct LatinShapingTests {
    private static let notoSans = ShapedLabelTests.noto + "NotoSans-Regular.ttf"

    private func width(_ text: String, _ font: UIFont) -> CGFloat {
        let layout = TextLayout.make(
            text: text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping)
        return layout.lineWidths.first ?? 0
    }

    @Test func sdlTTFIsBuiltWithHarfBuzz() throws {
        let font = try ShapedLabelTests.font(Self.notoSans, size: 40)
        let handle = try #require(FontCache.shared.handle(for: font, scale: 1))
        // SDL_ttf refuses a script name (returns -1) when it was built without HarfBuzz.
        #expect(TTF_SetFontScriptName(handle.pointer, "Latn") == 0)
    }

    /// hb-shape gives "AV" 599 + 600 units against "A" 639 + "V" 600 (1,000 per
    /// em): at 40 pixels the pair is 1.6 px narrower than its letters apart.
    @Test func aGPOSKerningPairIsApplied() throws {
        let font = try ShapedLabelTests.font(Self.notoSans, size: 40)
        let apart = width("A", font) + width("V", font)
        let pair = width("AV", font)
        #expect(pair < apart - 1, "AV is \(pair) px, A + V \(apart) px")
        #expect(pair > apart - 3)
        // A pair the font does not kern keeps its letters' advances.
        let plain = width("H", font) + width("H", font)
        #expect(abs(width("HH", font) - plain) <= 1)
    }
}
