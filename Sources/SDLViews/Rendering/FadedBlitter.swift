import Foundation
internal import CSDL
internal import CPixman

/// Faded copies on SDL's software renderer, blended by pixman.
///
/// SDL's software blitter has fast paths for a copy blended by its own alpha,
/// but none for one also faded by an alpha modulation (a label at alpha 0.5,
/// every frame of a fade): those go through its generic per-pixel blitter,
/// several times slower. Pixman, the compositor under Cairo, has SIMD paths
/// for exactly this (`OVER` through a solid mask). So a faded copy SDL would
/// blit one texel per pixel into the window is blended by pixman straight into
/// the window surface the renderer draws on, from the contents'
/// `PremultipliedCopy`, once SDL has run the commands queued before it. Both
/// compute source × alpha + destination × (1 − source alpha); SDL truncates
/// at each of its three steps where pixman rounds, so a channel may differ by
/// up to two levels.
///
/// It applies only where the renderer draws into its window's surface, one
/// pixel per unit from the top-left; in a texture (group opacity, a flattened
/// card, a host game's target) SDL blits as before.
@MainActor
final class FadedBlitter {
    private let renderer: OpaquePointer
    private var destination: Destination?
    /// Whether pixman blends in this composite: switched on, and the window's
    /// pixels within reach (`prepare()`). Faded copies need no premultiplied
    /// copy otherwise.
    private(set) var blendsThisComposite = false
    /// Solid masks by alpha, made as first needed.
    private var masks = [OpaquePointer?](repeating: nil, count: 256)
    /// Copies blended by pixman, and faded copies left to SDL because the
    /// renderer drew into a texture (flattening tells from these that a card
    /// holds faded contents).
    private(set) var blits = 0
    private(set) var declined = 0

    private struct Destination {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let pixels: UnsafeMutableRawPointer
        let width: Int32, height: Int32, pitch: Int32
        let image: OpaquePointer
    }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    isolated deinit {
        if let destination { pixman_image_unref(destination.image) }
        for case let mask? in masks { pixman_image_unref(mask) }
    }

    /// Starts a composite: finds the window's pixels once (the window surface,
    /// scale and viewport do not change while the compositor draws).
    func prepare() {
        blits = 0
        declined = 0
        blendsThisComposite = runtime.blendsFadedCopiesWithPixman && windowPixels() != nil
    }

    /// Blends `rect` of `source`, faded to `alpha`, at `target` (window pixels)
    /// as SDL's software renderer would copy it; false, leaving it to SDL,
    /// where the copy is not one texel per pixel or the window's pixels are
    /// out of reach.
    func blit(_ source: PremultipliedCopy, rect: SDL_Rect, to target: SDL_FRect, alpha: UInt8) -> Bool {
        // SDL's software renderer truncates a copy's rectangle to whole pixels.
        let x = Int32(target.x), y = Int32(target.y)
        guard Int32(target.w) == rect.w, Int32(target.h) == rect.h, rect.x >= 0, rect.y >= 0,
            rect.x + rect.w <= source.width, rect.y + rect.h <= source.height
        else { return false }
        guard SDL_GetRenderTarget(renderer) == nil, blendsThisComposite, let window = destination else {
            declined += 1
            return false
        }
        // Without its mask the copy would not be faded: SDL draws it then.
        guard let mask = mask(alpha) else { return false }
        var area = SDL_Rect(x: 0, y: 0, w: window.width, h: window.height)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            var both = SDL_Rect()
            guard SDL_IntersectRect(&area, &clip, &both) == SDL_TRUE else { return true }
            area = both
        }
        var placed = SDL_Rect(x: x, y: y, w: rect.w, h: rect.h), drawn = SDL_Rect()
        guard SDL_IntersectRect(&placed, &area, &drawn) == SDL_TRUE else { return true }
        SDL_RenderFlush(renderer)
        pixman_image_composite32(
            PIXMAN_OP_OVER, source.image, mask, window.image, rect.x + drawn.x - x, rect.y + drawn.y - y, 0, 0,
            drawn.x, drawn.y, drawn.w, drawn.h)
        blits += 1
        return true
    }

    /// The window surface the renderer draws into, wrapped for pixman; nil
    /// when it is not reachable (no window, another scale or viewport, a
    /// format pixman is not given here).
    private func windowPixels() -> Destination? {
        var scaleX: Float = 0, scaleY: Float = 0
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        guard scaleX == 1, scaleY == 1, viewport.x == 0, viewport.y == 0, let window = SDL_RenderGetWindow(renderer)
        else { return nil }
        // Asking the renderer its size first makes it take up a resized window's new surface.
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels,
            surface.pointee.w == w, surface.pointee.h == h
        else { return nil }
        if let destination, destination.surface == surface, destination.pixels == pixels, destination.width == w,
            destination.height == h, destination.pitch == surface.pointee.pitch
        {
            return destination
        }
        if let destination { pixman_image_unref(destination.image) }
        destination = nil
        let format: pixman_format_code_t
        switch surface.pointee.format.pointee.format {
        case SDL_PIXELFORMAT_RGB888.rawValue: format = PIXMAN_x8r8g8b8
        case SDL_PIXELFORMAT_ARGB8888.rawValue: format = PIXMAN_a8r8g8b8
        default: return nil
        }
        let pitch = surface.pointee.pitch
        guard
            let image = pixman_image_create_bits(
                format, w, h, pixels.assumingMemoryBound(to: UInt32.self), pitch)
        else { return nil }
        destination = Destination(surface: surface, pixels: pixels, width: w, height: h, pitch: pitch, image: image)
        return destination
    }

    private func mask(_ alpha: UInt8) -> OpaquePointer? {
        if let mask = masks[Int(alpha)] { return mask }
        // pixman colours are 16 bits a channel.
        var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
        guard let mask = pixman_image_create_solid_fill(&color) else {
            SDLViewsLog.error("pixman could not make a solid mask; faded copies go through SDL")
            return nil
        }
        masks[Int(alpha)] = mask
        return mask
    }
}
