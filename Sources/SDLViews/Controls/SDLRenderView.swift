import Foundation
internal import CSDL

/// A view whose content the app draws with the window's SDL renderer: the
/// role the View Programming Guide gives `GLKView` (an SDLViews class; UIKit
/// has no SDL counterpart). Use it for a 3D preview of a character, a minimap,
/// or the game itself inside a window that transitions.
///
/// When the view displays (after `setNeedsDisplay()`, or every frame with
/// `rendersContinuously`), SDLViews makes the view's own target texture (its
/// bounds at the window's scale) the render target, clears it to transparent
/// and calls `draw(in:size:)`, which calls `renderHandler`. The compositor
/// draws that texture as the view's content, straight from the renderer (no
/// pixels are read back), so it is composited like any layer: transforms,
/// clipping, opacity, masks, transitions and curls apply. The renderer's
/// state (target, colour, blend mode, clip, viewport, scale, logical size)
/// is put back after drawing.
///
/// Difference: the view's layer is SDLViews' own (`layerClass`); a subclass
/// that overrides `layerClass` shows nothing. `layer.contents` stays nil.
/// After a render-device reset the view draws again.
@MainActor
open class SDLRenderView: UIView {
    /// Draws the content when `draw(in:size:)` is not overridden: the SDL
    /// renderer (its target is the view's texture) and the texture's size in pixels.
    public var renderHandler: ((OpaquePointer, CGSize) -> Void)? { didSet { setNeedsDisplay() } }

    /// Redraws on every frame (a `CADisplayLink`), for animated content. Off by default.
    public var rendersContinuously = false { didSet { updateDisplayLink() } }

    private var link: CADisplayLink?

    /// The layer that holds and shows the view's texture.
    open override class var layerClass: AnyClass { RenderTargetLayer.self }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.needsDisplayOnBoundsChange = true
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.needsDisplayOnBoundsChange = true
    }

    /// Draws the view's content with `renderer`, whose target is the view's
    /// texture of `size` pixels, cleared to transparent, with blending on.
    /// The default calls `renderHandler`.
    open func draw(in renderer: OpaquePointer, size: CGSize) { renderHandler?(renderer, size) }

    /// Renders into the view's texture, which the compositor then shows.
    open override func display(_ layer: CALayer) {
        guard let targetLayer = layer as? RenderTargetLayer, let host = window?.host, host.checkSDLObjectsAlive()
        else { return }
        let scale = contentScaleFactor
        let w = Int32(saturating: bounds.width * scale, rounding: .up)
        let h = Int32(saturating: bounds.height * scale, rounding: .up)
        guard w > 0, h > 0, w <= host.textures.maxTextureSize, h <= host.textures.maxTextureSize,
            let texture = targetLayer.texture(renderer: host.renderer, width: w, height: h)
        else {
            return targetLayer.drawingDidEnd(drawn: false)
        }
        targetLayer.drawingDidEnd(drawn: render(into: texture, renderer: host.renderer, width: w, height: h))
    }

    private func render(into texture: OpaquePointer, renderer: OpaquePointer, width w: Int32, height h: Int32) -> Bool {
        RendererState.preserving(renderer) {
            guard SDL_SetRenderTarget(renderer, texture) == 0 else {
                SDLViewsLog.error("SDLRenderView could not draw into its texture: \(SDLRuntime.lastError)")
                return false
            }
            RendererState.resetForDrawing(renderer)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            draw(in: renderer, size: CGSize(width: CGFloat(w), height: CGFloat(h)))
            return true
        }
    }

    private func updateDisplayLink() {
        link?.invalidate()
        link = nil
        guard rendersContinuously else { return }
        let link = CADisplayLink { [weak self] _ in self?.setNeedsDisplay() }
        link.add(to: .main, forMode: .default)
        self.link = link
        setNeedsDisplay()
    }
}
