import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting
import CSDL

/// A translucent fill drawn first into an offscreen target cleared to
/// transparent (`RenderBatch.clearToTransparent`) is stored, not blended: it
/// must leave exactly the pixels SDL's software blend leaves there, and only
/// the first fill may be stored.
@MainActor
@Suite struct ClearedTargetFillTests {
    private static let size: Int32 = 64

    /// Draws `fills` into a cleared 64×64 target, stored-first or all through
    /// SDL's blend, and reads the pixels back.
    private func pixels(_ compositor: Compositor, _ fills: [(CGRect, SDL_Color)], storingFirst: Bool) throws -> [UInt32] {
        let renderer = compositor.renderer
        let texture = try #require(
            SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Self.size,
                Self.size))
        defer { SDL_DestroyTexture(texture) }
        var read = [UInt32](repeating: 0, count: Int(Self.size * Self.size))
        let drawn = compositor.withRenderTarget(texture) {
            if storingFirst {
                compositor.batch.clearToTransparent()
            } else {
                SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
                SDL_RenderClear(renderer)
            }
            for (rect, color) in fills { compositor.batch.addQuad(rect, map: .identity, color: color, texture: nil) }
            compositor.batch.flush()
            read.withUnsafeMutableBytes {
                _ = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Self.size * 4)
            }
        }
        #expect(drawn)
        return read
    }

    private func compositor() throws -> (HeadlessScreen, Compositor) {
        let screen = try HeadlessScreen(width: 100, height: 100)
        screen.advance(by: 0.016)
        return (screen, try #require(screen.window.host?.compositor))
    }

    /// On a GPU renderer, a plain colour covering all of the cleared target
    /// is a clear to its premultiplied colour (no blended quad), with the
    /// blend's pixels to a level.
    @Test(.enabled(if: HeadlessScreen.rendererName != "software", "GPU renderers only"))
    func aCoveringFillOnAGPURendererIsAClearWithTheBlendsPixels() throws {
        let (screen, compositor) = try compositor()
        _ = screen
        for alpha: UInt8 in [1, 64, 102, 200, 254, 255] {
            let color = SDL_Color(r: 200, g: 30, b: 90, a: alpha)
            let whole = CGRect(x: -2, y: -2, width: 70, height: 70)
            let before = compositor.batch.drawCalls
            let stored = try pixels(compositor, [(whole, color)], storingFirst: true)
            #expect(compositor.batch.drawCalls == before, "cleared, not drawn (alpha \(alpha))")
            let blended = try pixels(compositor, [(whole, color)], storingFirst: false)
            let worst = zip(stored, blended).map { a, b in
                stride(from: 0, to: 32, by: 8).map { abs(Int((a >> $0) & 255) - Int((b >> $0) & 255)) }.max()!
            }.max()!
            #expect(worst <= 1, "alpha \(alpha)")
        }
    }

    @Test func everyColourAndAlphaLeavesSDLsPixels() throws {
        let (screen, compositor) = try compositor()
        _ = screen
        for alpha in stride(from: 1, through: 254, by: 1) {
            let color = SDL_Color(r: UInt8((alpha * 7) % 256), g: UInt8((alpha * 13 + 5) % 256), b: 255, a: UInt8(alpha))
            let rect = CGRect(x: 3, y: 5, width: 40, height: 30)
            let stored = try pixels(compositor, [(rect, color)], storingFirst: true)
            let blended = try pixels(compositor, [(rect, color)], storingFirst: false)
            #expect(stored == blended, "alpha \(alpha)")
            // Inside the fill: the colour premultiplied, with its alpha; outside: transparent.
            #expect(stored[10 * 64 + 10] >> 24 == UInt32(alpha))
            #expect(stored[60 * 64 + 60] == 0)
        }
    }

    @Test func onlyTheFirstFillIsStored() throws {
        let (screen, compositor) = try compositor()
        _ = screen
        let fills: [(CGRect, SDL_Color)] = [
            (CGRect(x: 0, y: 0, width: 64, height: 64), SDL_Color(r: 20, g: 20, b: 20, a: 217)),
            (CGRect(x: 8, y: 8, width: 20, height: 20), SDL_Color(r: 250, g: 100, b: 0, a: 128)),
            (CGRect(x: 16, y: 16, width: 30, height: 30), SDL_Color(r: 0, g: 90, b: 255, a: 60)),
        ]
        let stored = try pixels(compositor, fills, storingFirst: true)
        let blended = try pixels(compositor, fills, storingFirst: false)
        #expect(stored == blended)
        // The second fill blended over the first: not its own colour stored.
        #expect(stored[10 * 64 + 10] != RenderBatchTestColor.argb(RenderBatch.premultipliedAsSDLBlends(fills[1].1)))
    }

    @Test func anInnerPassDoesNotMakeTheOuterTargetLookUntouched() throws {
        let (screen, compositor) = try compositor()
        _ = screen
        let renderer = compositor.renderer
        let outer = try #require(
            SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 8, 8))
        let inner = try #require(
            SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 8, 8))
        defer { SDL_DestroyTexture(outer); SDL_DestroyTexture(inner) }
        let color = SDL_Color(r: 200, g: 0, b: 0, a: 100)
        var untouchedAfterInner = true
        _ = compositor.withRenderTarget(outer) {
            compositor.batch.clearToTransparent()
            compositor.batch.addQuad(CGRect(x: 0, y: 0, width: 8, height: 8), map: .identity, color: color, texture: nil)
            _ = compositor.withRenderTarget(inner) { compositor.batch.clearToTransparent() }
            untouchedAfterInner = compositor.batch.targetUntouched
        }
        #expect(!untouchedAfterInner)
    }
}

/// ARGB8888 pixel values for the tests above.
enum RenderBatchTestColor {
    static func argb(_ c: SDL_Color) -> UInt32 {
        UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }
}
