import Foundation
internal import CSDL

/// The layer of an `SDLRenderView`: it holds the view's target texture and
/// the compositor draws that texture as the layer's content, straight from
/// the renderer (no `SDL_RenderReadPixels`, so a GPU renderer never stalls on
/// it). The texture is premultiplied (cleared to transparent, drawn with
/// blending) and presented as an offscreen pass is (`Compositor.presentable`).
@MainActor
final class RenderTargetLayer: CALayer {
    private var target: RenderTarget?
    /// True once the app drew into the current texture.
    private var hasDrawing = false

    override init() {
        super.init()
        rendersContents = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        rendersContents = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
        rendersContents = true
    }

    /// The texture to draw into, made again when the size or renderer changes.
    func texture(renderer: OpaquePointer, width: Int32, height: Int32) -> OpaquePointer? {
        if let target, target.renderer == renderer, target.width == width, target.height == height,
            !RendererLifetime.isGone(renderer)
        {
            return target.texture
        }
        target = nil
        hasDrawing = false
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

    /// The app finished drawing (or failed to): the next frame composites the result.
    func drawingDidEnd(drawn: Bool) {
        hasDrawing = drawn
        contentDidChange()
    }

    /// The drawn texture and its size in pixels, when it belongs to `renderer`.
    func drawing(on renderer: OpaquePointer) -> (texture: OpaquePointer, width: Int32, height: Int32)? {
        guard hasDrawing, let target, target.renderer == renderer, !RendererLifetime.isGone(renderer) else {
            return nil
        }
        return (target.texture, target.width, target.height)
    }

    /// The renderer lost its textures (device reset): the view draws again.
    func targetWasLost() {
        target = nil
        hasDrawing = false
        setNeedsDisplay()
    }

    /// The texture, freed with the layer (unless its renderer is gone, which freed it).
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
