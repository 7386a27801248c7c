import Foundation
internal import CSDL

/// Every piece of SDL renderer state `UIWindow.render()` touches, as the game
/// left it: taken before drawing the UI and put back after, so the game's
/// next draw call sees exactly its own state.
@MainActor
struct RendererState {
    var target: OpaquePointer?
    var color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    var blendMode = SDL_BLENDMODE_NONE
    var clipEnabled = false
    var clip = SDL_Rect()
    var viewport = SDL_Rect()
    var scale: (x: Float, y: Float) = (1, 1)
    var logicalSize: (w: Int32, h: Int32) = (0, 0)
    var integerScale = false

    init(of renderer: OpaquePointer) {
        target = SDL_GetRenderTarget(renderer)
        SDL_GetRenderDrawColor(renderer, &color.r, &color.g, &color.b, &color.a)
        SDL_GetRenderDrawBlendMode(renderer, &blendMode)
        clipEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &clip)
        SDL_RenderGetViewport(renderer, &viewport)
        SDL_RenderGetScale(renderer, &scale.x, &scale.y)
        SDL_RenderGetLogicalSize(renderer, &logicalSize.w, &logicalSize.h)
        integerScale = SDL_RenderGetIntegerScale(renderer) == SDL_TRUE
    }

    /// The game's drawing area in pixels of the current target: its viewport
    /// scaled by its render scale (SDL reports both in game units).
    var viewportInPixels: CGRect {
        CGRect(
            x: CGFloat(viewport.x) * CGFloat(scale.x), y: CGFloat(viewport.y) * CGFloat(scale.y),
            width: CGFloat(viewport.w) * CGFloat(scale.x), height: CGFloat(viewport.h) * CGFloat(scale.y))
    }

    /// True when the state is already how the compositor draws (one pixel per
    /// unit, the whole target of `size` pixels, no clip, no logical size).
    func isDefault(forTargetOf size: CGSize) -> Bool {
        logicalSize == (0, 0) && scale == (1, 1) && !clipEnabled && !integerScale && viewport.x == 0
            && viewport.y == 0 && CGFloat(viewport.w) == size.width && CGFloat(viewport.h) == size.height
    }

    /// One pixel per unit over the whole current target, no clip: how the compositor draws.
    static func resetForDrawing(_ renderer: OpaquePointer) {
        SDL_RenderSetLogicalSize(renderer, 0, 0)
        SDL_RenderSetIntegerScale(renderer, SDL_FALSE)
        SDL_RenderSetViewport(renderer, nil)
        SDL_RenderSetScale(renderer, 1, 1)
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// Puts the state back. A logical size recomputes SDL's own viewport and
    /// scale exactly (their getters round), so after setting it the scale and
    /// viewport are set again only where they now read differently from the
    /// game's: a split-screen viewport over a logical size, a render scale on
    /// top of one, or any viewport on a target texture (where SDL reports the
    /// texture's size as the logical size).
    func restore(to renderer: OpaquePointer) {
        if SDL_GetRenderTarget(renderer) != target { SDL_SetRenderTarget(renderer, target) }
        SDL_RenderSetIntegerScale(renderer, integerScale ? SDL_TRUE : SDL_FALSE)
        SDL_RenderSetLogicalSize(renderer, logicalSize.w, logicalSize.h)
        var nowScale: (x: Float, y: Float) = (0, 0)
        SDL_RenderGetScale(renderer, &nowScale.x, &nowScale.y)
        let scaleDiffers = nowScale != scale
        if scaleDiffers { SDL_RenderSetScale(renderer, scale.x, scale.y) }
        var nowViewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &nowViewport)
        if scaleDiffers || !RendererState.same(nowViewport, viewport) {
            var rect = viewport
            SDL_RenderSetViewport(renderer, &rect)
        }
        var clipRect = clip
        if clipEnabled { SDL_RenderSetClipRect(renderer, &clipRect) } else { SDL_RenderSetClipRect(renderer, nil) }
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_SetRenderDrawBlendMode(renderer, blendMode)
    }

    private static func same(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
    }

    /// Runs `body`, which may change any of the state above (switch targets,
    /// draw), and puts the caller's state back after it: how SDLViews draws
    /// outside `UIWindow.render()` (transition snapshots, `SDLRenderView`)
    /// without the game seeing a difference. With `resetting`, `body` starts
    /// from `resetForDrawing` on the current target.
    @discardableResult
    static func preserving<Result>(
        _ renderer: OpaquePointer, resetting: Bool = false, _ body: () -> Result
    ) -> Result {
        let saved = RendererState(of: renderer)
        defer { saved.restore(to: renderer) }
        if resetting { resetForDrawing(renderer) }
        return body()
    }
}
