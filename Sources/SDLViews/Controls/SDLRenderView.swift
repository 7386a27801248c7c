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
/// and calls `draw(in:size:)`, which calls `renderHandler`. The result becomes
/// the layer's contents, so it is composited like any layer: transforms,
/// clipping, opacity, masks, transitions and curls apply. The renderer's
/// state (target, colour, blend mode, clip, viewport, scale, logical size)
/// is put back after drawing.
///
/// Difference: the drawn pixels are read back into the layer's contents
/// (`SDL_RenderReadPixels`), one copy per redraw; mark the view dirty only when
/// its content changes, or keep continuous redraw for small views.
@MainActor
open class SDLRenderView: UIView {
    /// Draws the content when `draw(in:size:)` is not overridden: the SDL
    /// renderer (its target is the view's texture) and the texture's size in pixels.
    public var renderHandler: ((OpaquePointer, CGSize) -> Void)? { didSet { setNeedsDisplay() } }

    /// Redraws on every frame (a `CADisplayLink`), for animated content. Off by default.
    public var rendersContinuously = false { didSet { updateDisplayLink() } }

    private var target: RenderTarget?
    private var link: CADisplayLink?

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

    /// Renders into the view's texture and makes the pixels the layer's contents.
    open override func display(_ layer: CALayer) {
        guard let host = window?.host, host.checkSDLObjectsAlive() else { return }
        let scale = contentScaleFactor
        let w = Int32(saturating: bounds.width * scale, rounding: .up)
        let h = Int32(saturating: bounds.height * scale, rounding: .up)
        guard w > 0, h > 0, w <= host.textures.maxTextureSize, h <= host.textures.maxTextureSize,
            let texture = targetTexture(renderer: host.renderer, width: w, height: h)
        else {
            layer.contents = nil
            return
        }
        layer.contents = render(into: texture, renderer: host.renderer, width: w, height: h)
    }

    private func render(into texture: OpaquePointer, renderer: OpaquePointer, width w: Int32, height h: Int32)
        -> CGImage?
    {
        let saved = RendererState(of: renderer)
        defer { saved.restore(to: renderer) }
        guard SDL_SetRenderTarget(renderer, texture) == 0 else {
            SDLViewsLog.error("SDLRenderView could not draw into its texture: \(SDLRuntime.lastError)")
            return nil
        }
        RendererState.resetForDrawing(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        draw(in: renderer, size: CGSize(width: CGFloat(w), height: CGFloat(h)))
        var pixels = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
        let read = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, w * 4)
        }
        guard read == 0 else {
            SDLViewsLog.error("SDLRenderView could not read its texture: \(SDLRuntime.lastError)")
            return nil
        }
        return CGImage(width: Int(w), height: Int(h), bgraPixels: pixels)
    }

    /// The view's target texture, made again when the size or renderer changes.
    private func targetTexture(renderer: OpaquePointer, width: Int32, height: Int32) -> OpaquePointer? {
        if let target, target.renderer == renderer, target.width == width, target.height == height,
            !RendererLifetime.isGone(renderer)
        {
            return target.texture
        }
        target = nil
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        else {
            SDLViewsLog.error("SDLRenderView could not make a \(width)×\(height) texture: \(SDLRuntime.lastError)")
            return nil
        }
        target = RenderTarget(texture: texture, renderer: renderer, width: width, height: height)
        return texture
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

    /// The view's texture, freed with it (unless its renderer is gone, which freed it).
    @MainActor private final class RenderTarget {
        let texture: OpaquePointer
        let renderer: OpaquePointer
        let width: Int32
        let height: Int32
        init(texture: OpaquePointer, renderer: OpaquePointer, width: Int32, height: Int32) {
            self.texture = texture
            self.renderer = renderer
            self.width = width
            self.height = height
        }
        isolated deinit { RendererLifetime.destroy(texture, of: renderer) }
    }
}
