import Foundation
internal import CSDL

/// Host mode: a window over a game's own SDL window and renderer
/// (`UIWindow(sdlWindow:renderer:)`). An SDLViews addition; UIKit has no
/// counterpart. See <doc:EmbeddingInAGame>.
extension UIWindow {
    /// Where and how big a wrapped window's UI is drawn by `render()`, and so
    /// how the game's pointer coordinates map to points.
    public enum RenderPlacement: Equatable, Sendable {
        /// The whole drawable: points are SDL window coordinates, at
        /// `hostPixelScale` (by default the drawable's size over the window's,
        /// SDL's HiDPI ratio). The game's viewport, scale and logical size do
        /// not apply to the UI.
        case window
        /// A rectangle in pixels of the render target current at `render()`
        /// (a game-owned target texture, or part of the window) at
        /// `hostPixelScale` pixels per point: the window's size in points is
        /// the rectangle's size divided by that scale. Pointer events map
        /// through the same rectangle in the window's drawable pixels.
        case pixelRect(CGRect)
        /// The game's own viewport, render scale and logical size, read at
        /// each `render()`: one point per game unit, so the UI is laid out at
        /// the game's logical size and scaled and letterboxed with the game.
        /// Pointer events map the way SDL maps them for the game.
        case rendererViewport
    }

    /// Where `render()` draws a wrapped window's UI (default `.window`).
    /// Changing it resizes the window's bounds to the new area.
    public var renderPlacement: RenderPlacement {
        get { host?.placement ?? .window }
        set {
            guard let host else { return }
            host.placement = newValue
            placementDidChange()
        }
    }

    /// Pixels per point of a wrapped window's UI (HiDPI). Nil, the default,
    /// measures the drawable against the window (SDL's HiDPI ratio, 1 without
    /// HiDPI). `pointsPerPixel` is always `1 / hostPixelScale`: with scale 2 a
    /// 2560-pixel drawable is 1280 points wide and a 44-point button is 88
    /// pixels. A value that is not finite and positive is refused (logged,
    /// unchanged). Ignored by `.rendererViewport`, which follows the game's scale.
    public var hostPixelScale: CGFloat? {
        get { host?.forcedPixelScale }
        set {
            if let scale = newValue, !(scale.isFinite && scale > 0) {
                return SDLViewsLog.error("hostPixelScale \(scale) refused: it must be a finite positive number")
            }
            host?.forcedPixelScale = newValue
            placementDidChange()
        }
    }

    /// Call before destroying the SDL renderer (or window) under a wrapped
    /// window that is still open: SDLViews frees its textures now, while the
    /// renderer exists, and never calls SDL with it again (the window then
    /// draws nothing; close it when convenient). Without this call SDLViews
    /// notices the destroyed renderer at its next frame, `render()` or
    /// `close()` and forgets its textures without calling SDL (SDL freed them
    /// with the renderer).
    public func sdlRendererWillBeDestroyed() {
        host?.sdlObjectsWillBeDestroyed()
    }

    /// True for a window over a game's SDL window (SDLViews owns neither it nor its renderer).
    var isWrappingHostWindow: Bool { host.map { !$0.ownsSDLObjects } ?? false }

    private func placementDidChange() {
        sdlWindowDidResize()
        applyScaleToTree()
    }

    /// Composites a wrapped window over the game's frame: the renderer's state
    /// (target, draw colour, blend mode, clip, viewport, scale, logical size)
    /// is read first and put back after, so the game's next draw sees its own.
    func renderHosted(_ host: WindowHost) {
        let game = RendererState(of: host.renderer)
        let area = host.resolvedPlacement(state: game)
        if area.size != bounds.size {
            frame = CGRect(origin: frame.origin, size: area.size)
            layer.layoutIfNeeded()
            host.runDisplayStage(root: layer)
        }
        // A game drawing with SDL's defaults (the usual case) needs no reset, and a
        // frame that only copies the kept UI changes no state, so it needs no restore.
        let drawsAsIs = game.isDefault(forTargetOf: host.currentTargetSize)
        if !drawsAsIs { RendererState.resetForDrawing(host.renderer) }
        var composited = false
        inspectorTimed(\.composite) { composited = host.compositeHosted(root: layer, area: area) }
        if composited || !drawsAsIs { game.restore(to: host.renderer) }
    }

    /// SDL window coordinates of a pointer event → points, through the placement.
    func pointFromSDL(x: CGFloat, y: CGFloat) -> CGPoint {
        guard let host else { return CGPoint(x: x, y: y) }
        return host.resolvedPlacement().point(fromPixel: host.pixelFromEvent(x: x, y: y))
    }
}

extension WindowHost {
    /// A pointer event's position in drawable pixels. While the game's
    /// renderer has a logical size, SDL has already mapped the event into
    /// game units relative to its viewport; otherwise it is in window
    /// coordinates.
    func pixelFromEvent(x: CGFloat, y: CGFloat) -> CGPoint {
        guard !sdlObjectsAreGone else { return CGPoint(x: x, y: y) }
        var lw: Int32 = 0, lh: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &lw, &lh)
        if lw != 0, lh != 0, SDL_GetRenderTarget(renderer) == nil {
            let game = RendererState(of: renderer)
            let area = game.viewportInPixels
            return CGPoint(x: area.minX + x * CGFloat(game.scale.x), y: area.minY + y * CGFloat(game.scale.y))
        }
        let ratio = measuredPixelScale
        return CGPoint(x: x * ratio, y: y * ratio)
    }
}
