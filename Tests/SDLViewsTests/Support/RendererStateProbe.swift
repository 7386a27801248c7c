import Foundation
import CSDL
@testable import SDLViews

/// Every renderer getter SDL offers (and the texture-level state of the
/// game's current target texture), compared as one value: what a game sees
/// of its renderer before and after an SDLViews call.
struct RendererStateProbe: Equatable, CustomStringConvertible {
    var target: OpaquePointer?
    var color: [UInt8]
    var blend: UInt32
    var clipEnabled: Bool
    var clip: [Int32]
    var viewport: [Int32]
    var scale: [Float]
    var logical: [Int32]
    var integerScale: Bool
    /// The target texture's blend mode, colour and alpha mod (empty without a target).
    var targetTexture: [UInt32]

    init(_ r: OpaquePointer) {
        target = SDL_GetRenderTarget(r)
        var c: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        SDL_GetRenderDrawColor(r, &c.0, &c.1, &c.2, &c.3)
        color = [c.0, c.1, c.2, c.3]
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(r, &mode)
        blend = mode.rawValue
        clipEnabled = SDL_RenderIsClipEnabled(r) == SDL_TRUE
        var rect = SDL_Rect()
        SDL_RenderGetClipRect(r, &rect)
        clip = [rect.x, rect.y, rect.w, rect.h]
        SDL_RenderGetViewport(r, &rect)
        viewport = [rect.x, rect.y, rect.w, rect.h]
        var sx: Float = 0, sy: Float = 0
        SDL_RenderGetScale(r, &sx, &sy)
        scale = [sx, sy]
        var w: Int32 = 0, h: Int32 = 0
        SDL_RenderGetLogicalSize(r, &w, &h)
        logical = [w, h]
        integerScale = SDL_RenderGetIntegerScale(r) == SDL_TRUE
        targetTexture = []
        if let texture = target {
            var textureMode = SDL_BLENDMODE_NONE
            var m: (UInt8, UInt8, UInt8) = (0, 0, 0)
            var alpha: UInt8 = 0
            SDL_GetTextureBlendMode(texture, &textureMode)
            SDL_GetTextureColorMod(texture, &m.0, &m.1, &m.2)
            SDL_GetTextureAlphaMod(texture, &alpha)
            targetTexture = [textureMode.rawValue, UInt32(m.0), UInt32(m.1), UInt32(m.2), UInt32(alpha)]
        }
    }

    var description: String {
        "target \(target.map { "\($0)" } ?? "window") colour \(color) blend \(blend) clip \(clipEnabled) \(clip) "
            + "viewport \(viewport) scale \(scale) logical \(logical) integer \(integerScale) texture \(targetTexture)"
    }

    /// SDL's defaults again, on the window.
    static func reset(_ r: OpaquePointer) {
        SDL_SetRenderTarget(r, nil)
        SDL_RenderSetLogicalSize(r, 0, 0)
        SDL_RenderSetIntegerScale(r, SDL_FALSE)
        SDL_RenderSetViewport(r, nil)
        SDL_RenderSetScale(r, 1, 1)
        SDL_RenderSetClipRect(r, nil)
        SDL_SetRenderDrawColor(r, 0, 0, 0, 255)
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
    }
}
