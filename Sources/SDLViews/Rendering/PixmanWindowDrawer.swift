import Foundation
internal import CSDL
internal import CPixman

/// Copies of contents and plain colour fills on SDL's software renderer,
/// drawn by pixman straight into the window surface the renderer draws on.
///
/// SDL's software blitter blends a copy with per-pixel alpha (every label's
/// text, icons) one pixel at a time in plain C, and a copy also faded by an
/// alpha modulation (a label at alpha 0.5, every frame of a fade) through its
/// generic per-pixel blitter, slower still. Pixman, the compositor under
/// Cairo, has SIMD paths for both (`OVER`, through a solid mask when faded).
/// So a copy SDL would blit one texel per pixel into the window is blended by
/// pixman from the contents' `PremultipliedCopy`. Both compute source ×
/// alpha + destination × (1 − source alpha); SDL truncates where pixman
/// rounds, and blends straight alpha dividing by 256, so a channel usually
/// differs by up to two levels; at the faint edges of coloured text over a
/// light background SDL's result can be a few levels further off the exact
/// blend, which pixman's matches to rounding.
///
/// Fills go through pixman too. SDL blends a translucent fill (a dimming, a
/// menu's background) one pixel at a time in plain C (`SDL_BlendFillRect`);
/// pixman's `OVER` of a solid colour is SIMD. Its colour is premultiplied the
/// way SDL does (truncated), so only the destination's share differs: SDL
/// truncates it where pixman rounds, one level at most per channel. An opaque
/// fill (backgrounds, the clear) is stored: SDL's `SDL_FillRect` writes rows of
/// 64 bytes or more with non-temporal stores, which skip the cache, so a small
/// fill (a button's background) costs a trip to memory per row and the copy
/// blended over it next reads its pixels back from memory; pixman stores the
/// same pixel value through the cache. Fills cover the pixels SDL's would: its
/// software renderer truncates a fill's origin and size and fills at least a
/// pixel each way.
///
/// Everything here happens after `SDL_RenderFlush`, so the commands queued
/// before land first, and within the renderer's clip. It applies only where
/// the renderer draws into its window's surface, one pixel per unit from the
/// top-left; in a texture (group opacity, a host game's target) SDL blits
/// and fills as before, except copies into a card being flattened
/// (`blendsIntoTargets`), which must match the window's pixels exactly.
@MainActor
final class PixmanWindowDrawer {
    private let renderer: OpaquePointer
    private var destination: Destination?
    /// Whether pixman blends in this composite: switched on, and the window's
    /// pixels within reach (`prepare()`). Copies need no premultiplied copy otherwise.
    private(set) var blendsThisComposite = false
    /// Whether fills go through pixman (tests switch it off to compare with SDL's fills).
    var fillsWithPixman = true
    /// Whether pixman fills in this composite: switched on, and the window's
    /// pixels within reach (`prepare()`).
    private(set) var fillsThisComposite = false
    /// Solid masks by alpha, made as first needed.
    private var masks = [OpaquePointer?](repeating: nil, count: 256)
    /// The last translucent colour filled, as a pixman solid image (a fill
    /// colour usually repeats: a list's rows, a dimming every frame).
    private var solid: (color: SDL_Color, image: OpaquePointer)?
    /// Copies blended by pixman, and blends (faded copies, translucent fills)
    /// left to SDL because the renderer drew into a texture: SDL rounds those
    /// differently, and flattening tells from these that a card holds some.
    private(set) var blits = 0
    private(set) var declined = 0
    /// Whether copies into a texture are blended by pixman too (while a card
    /// is flattened: `blendIntoTarget`).
    var blendsIntoTargets = false
    /// Reused for the pixels `blendIntoTarget` reads back.
    private var targetScratch: [UInt32] = []
    /// Opaque fills pixman stored, and translucent ones it blended, in this composite.
    private(set) var fills = 0
    private(set) var blendedFills = 0

    /// What pixman blends for one copy: its source, the mask it is blended
    /// through (nil for none), and whether that mask is the copy itself (an alpha plane under a solid colour).
    private typealias BlendLayers = (source: OpaquePointer, mask: OpaquePointer?, masksSource: Bool)

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
        if let solid { pixman_image_unref(solid.image) }
    }

    /// Starts a composite: finds the window's pixels once (the window surface,
    /// scale and viewport do not change while the compositor draws).
    func prepare() {
        blits = 0
        declined = 0
        fills = 0
        blendedFills = 0
        let reachable = windowPixels() != nil
        blendsThisComposite = runtime.blendsFadedCopiesWithPixman && reachable
        fillsThisComposite = fillsWithPixman && reachable
    }

    /// Blends `rect` of `source`, faded to `alpha` (255: not faded), at
    /// `target` (window pixels) as SDL's software renderer would copy it;
    /// false, leaving it to SDL, where the copy is not one texel per pixel or
    /// the window's pixels are out of reach. In a texture it blends only while
    /// `blendsIntoTargets` (`blendIntoTarget`); a faded copy left to SDL there
    /// counts as declined.
    func blit(_ source: PremultipliedCopy, rect: SDL_Rect, to target: SDL_FRect, alpha: UInt8) -> Bool {
        blit(source, rect: rect, to: target, color: SDL_Color(r: 255, g: 255, b: 255, a: alpha))
    }

    /// As `blit(_:rect:to:alpha:)`, the copy modulated by `color` as SDL's
    /// colour and alpha mods do: an alpha plane (white pixels of that alpha,
    /// a shadow) is blended as `color` through the plane; other copies only
    /// untinted (white), faded by `color`'s alpha.
    func blit(_ source: PremultipliedCopy, rect: SDL_Rect, to target: SDL_FRect, color: SDL_Color) -> Bool {
        // SDL's software renderer truncates a copy's rectangle to whole pixels.
        let placed = SDL_Rect(x: Int32(target.x), y: Int32(target.y), w: rect.w, h: rect.h)
        guard Int32(target.w) == rect.w, Int32(target.h) == rect.h, rect.x >= 0, rect.y >= 0,
            rect.x + rect.w <= source.width, rect.y + rect.h <= source.height, blendsThisComposite,
            let layers = layers(of: source, color: color)
        else { return false }
        if let texture = SDL_GetRenderTarget(renderer) {
            guard blendsIntoTargets else {
                if color.a < 255 { declined += 1 }
                return false
            }
            return blendIntoTarget(texture, layers, rect: rect, at: placed)
        }
        guard let window = destination else {
            if color.a < 255 { declined += 1 }
            return false
        }
        guard let drawn = visiblePart(of: placed, in: window) else { return true }
        SDL_RenderFlush(renderer)
        composite(layers, sourceX: rect.x + drawn.x - placed.x, sourceY: rect.y + drawn.y - placed.y, onto: window.image,
            at: drawn)
        blits += 1
        return true
    }

    /// Blends `source`, faded to `alpha`, through the projective `map` from
    /// its pixels to the window's, filtered (`PixmanProjection`): a copy seen
    /// in perspective. False, leaving it to SDL's triangles, where the
    /// renderer draws into a texture, the window is out of reach or pixman
    /// cannot place it.
    func blit(_ source: PremultipliedCopy, projecting map: Homography, alpha: UInt8) -> Bool {
        guard blendsThisComposite, !source.isAlphaPlane, SDL_GetRenderTarget(renderer) == nil,
            let window = destination
        else { return false }
        let whole = SDL_Rect(x: 0, y: 0, w: window.width, h: window.height)
        guard alpha > 0, let area = visiblePart(of: whole, in: window) else { return true }
        guard
            let projection = PixmanProjection(
                copyToWindow: map, width: source.width, height: source.height, within: area),
            let layers = layers(of: source, color: SDL_Color(r: 255, g: 255, b: 255, a: alpha))
        else { return false }
        SDL_RenderFlush(renderer)
        pixman_image_set_filter(source.image, PIXMAN_FILTER_BILINEAR, nil, 0)
        // Each tile's transform takes window pixels: its source offset is its own position.
        for tile in projection.tiles {
            var transform = tile.transform
            pixman_image_set_transform(source.image, &transform)
            pixman_image_composite32(
                PIXMAN_OP_OVER, layers.source, layers.mask, window.image, tile.rect.x, tile.rect.y, 0, 0, tile.rect.x,
                tile.rect.y, tile.rect.w, tile.rect.h)
        }
        // The copy may be shared: it goes back to one texel per pixel.
        pixman_image_set_transform(source.image, nil)
        pixman_image_set_filter(source.image, PIXMAN_FILTER_NEAREST, nil, 0)
        blits += 1
        return true
    }

    /// What pixman blends for a copy of `source` modulated by `color`: the
    /// copy through a solid mask of the alpha (none unfaded), or for an alpha
    /// plane the colour through the plane. Nil where pixman cannot (a tinted
    /// copy of coloured pixels; a mask or colour pixman could not make: SDL draws it then).
    private func layers(of source: PremultipliedCopy, color: SDL_Color) -> BlendLayers? {
        if source.isAlphaPlane {
            guard color.a > 0, let solid = solidImage(color) else { return nil }
            return (solid, source.image, true)
        }
        guard color.r == 255, color.g == 255, color.b == 255 else { return nil }
        guard color.a < 255 else { return (source.image, nil, false) }
        guard let mask = mask(color.a) else { return nil }
        return (source.image, mask, false)
    }

    /// Composites `layers` over `destination` at `area`, reading the copy's pixels from (`sourceX`, `sourceY`).
    private func composite(
        _ layers: BlendLayers, sourceX: Int32, sourceY: Int32,
        onto destination: OpaquePointer, at area: SDL_Rect
    ) {
        // The copy's pixels are the mask for an alpha plane (a solid colour ignores its offset).
        let (maskX, maskY) = layers.masksSource ? (sourceX, sourceY) : (0, 0)
        pixman_image_composite32(
            PIXMAN_OP_OVER, layers.source, layers.mask, destination, sourceX, sourceY, maskX, maskY, area.x, area.y,
            area.w, area.h)
    }

    /// A copy into the texture the renderer draws into, blended by pixman as
    /// on the window: SDL's blitter rounds differently, and a flattened card
    /// must show exactly the pixels its layers drawn piece by piece show. SDL
    /// gives no direct access to a target's pixels, so the covered rectangle
    /// is read back, blended and written again: worth it for a copy made once
    /// and shown many frames. False (SDL draws it) for a target not in ARGB8888
    /// or not drawn one pixel per unit.
    private func blendIntoTarget(
        _ texture: OpaquePointer, _ layers: BlendLayers,
        rect: SDL_Rect, at placed: SDL_Rect
    ) -> Bool {
        var format: UInt32 = 0, w: Int32 = 0, h: Int32 = 0
        var scaleX: Float = 0, scaleY: Float = 0, viewport = SDL_Rect()
        SDL_QueryTexture(texture, &format, nil, &w, &h)
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        SDL_RenderGetViewport(renderer, &viewport)
        guard format == SDL_PIXELFORMAT_ARGB8888.rawValue, scaleX == 1, scaleY == 1, viewport.x == 0, viewport.y == 0
        else { return false }
        guard var drawn = visiblePart(of: placed, width: w, height: h) else { return true }
        let count = Int(drawn.w) * Int(drawn.h)
        if targetScratch.count < count { targetScratch = [UInt32](repeating: 0, count: count) }
        SDL_RenderFlush(renderer)
        return targetScratch.withUnsafeMutableBufferPointer { scratch in
            guard let base = scratch.baseAddress,
                SDL_RenderReadPixels(renderer, &drawn, format, base, drawn.w * 4) == 0,
                let pixels = pixman_image_create_bits(PIXMAN_a8r8g8b8, drawn.w, drawn.h, base, drawn.w * 4)
            else { return false }
            composite(
                layers, sourceX: rect.x + drawn.x - placed.x, sourceY: rect.y + drawn.y - placed.y, onto: pixels,
                at: SDL_Rect(x: 0, y: 0, w: drawn.w, h: drawn.h))
            pixman_image_unref(pixels)
            guard SDL_UpdateTexture(texture, &drawn, base, drawn.w * 4) == 0 else {
                SDLViewsLog.error("could not write a blended copy into a texture: \(SDLRuntime.lastError)")
                return false
            }
            blits += 1
            return true
        }
    }

    /// Stores `color` unblended over `target` (window pixels), as SDL's
    /// software renderer fills with `SDL_BLENDMODE_NONE`: the same pixels, the
    /// same pixel value (`SDL_MapRGBA`, alpha included where the window keeps
    /// one). `target` nil stores it over the whole window, clip or not, as
    /// `SDL_RenderClear` does. False, leaving it to SDL, where the renderer
    /// draws into a texture or the window's pixels are out of reach.
    func store(_ color: SDL_Color, in target: SDL_FRect?) -> Bool {
        guard let window = reachableWindow() else { return false }
        let area: SDL_Rect
        if let target {
            guard let placed = PixmanWindowDrawer.pixels(of: target) else { return false }
            guard let visible = visiblePart(of: placed, in: window) else { return true }
            area = visible
        } else {
            area = SDL_Rect(x: 0, y: 0, w: window.width, h: window.height)
        }
        SDL_RenderFlush(renderer)
        let pixel = SDL_MapRGBA(window.surface.pointee.format, color.r, color.g, color.b, color.a)
        guard
            pixman_fill(
                window.pixels.assumingMemoryBound(to: UInt32.self), window.pitch / 4, 32, area.x, area.y, area.w,
                area.h, pixel) != 0
        else { return false }
        fills += 1
        return true
    }

    /// Blends `color` over `target` (window pixels), as SDL's software
    /// renderer fills with `SDL_BLENDMODE_BLEND`: the same pixels, each channel
    /// within one level of SDL's. In a texture only while `blendsIntoTargets`
    /// (read back, blended and written again). False, leaving it to SDL, where
    /// the renderer draws into another texture, the window's pixels are out of
    /// reach or `target` is not a finite rectangle SDL could place.
    func blend(_ color: SDL_Color, over target: SDL_FRect) -> Bool {
        guard fillsThisComposite else { return false }
        if let texture = SDL_GetRenderTarget(renderer), blendsIntoTargets {
            guard let placed = PixmanWindowDrawer.pixels(of: target) else { return false }
            guard color.a > 0 else { return true }
            guard let image = solidImage(color) else { return false }
            let whole = SDL_Rect(x: 0, y: 0, w: placed.w, h: placed.h)
            return blendIntoTarget(texture, (image, nil, false), rect: whole, at: placed)
        }
        guard let window = reachableWindow() else {
            declined += 1
            return false
        }
        guard let placed = PixmanWindowDrawer.pixels(of: target) else { return false }
        // At alpha 0 SDL's blend leaves every pixel as it was.
        guard color.a > 0, let drawn = visiblePart(of: placed, in: window) else { return true }
        guard let image = solidImage(color) else { return false }
        SDL_RenderFlush(renderer)
        pixman_image_composite32(
            PIXMAN_OP_OVER, image, nil, window.image, 0, 0, 0, 0, drawn.x, drawn.y, drawn.w, drawn.h)
        blendedFills += 1
        return true
    }

    /// The window's pixels, where fills go through pixman in this composite
    /// and the renderer draws into the window (not a texture).
    private func reachableWindow() -> Destination? {
        guard fillsThisComposite, SDL_GetRenderTarget(renderer) == nil else { return nil }
        return destination
    }

    /// The pixels SDL's software renderer fills for `rect` (`SW_QueueFillRects`):
    /// origin and size truncated toward zero, at least one pixel each way.
    /// Nil for a rectangle with a side that is not finite or beyond what a
    /// pixel coordinate holds (SDL's conversion of those is undefined).
    static func pixels(of rect: SDL_FRect) -> SDL_Rect? {
        let placeable = { (v: Float) in abs(v) < 0x1p30 }  // false for NaN and infinities too
        guard placeable(rect.x), placeable(rect.y), placeable(rect.w), placeable(rect.h) else { return nil }
        return SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: max(Int32(rect.w), 1), h: max(Int32(rect.h), 1))
    }

    /// The part of `rect` (window pixels) inside the window and the renderer's
    /// clip; nil when nothing of it is.
    private func visiblePart(of rect: SDL_Rect, in window: Destination) -> SDL_Rect? {
        visiblePart(of: rect, width: window.width, height: window.height)
    }

    /// The part of `rect` inside a `width` × `height` target and the renderer's clip.
    private func visiblePart(of rect: SDL_Rect, width: Int32, height: Int32) -> SDL_Rect? {
        var area = SDL_Rect(x: 0, y: 0, w: width, h: height)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            var both = SDL_Rect()
            guard SDL_IntersectRect(&area, &clip, &both) == SDL_TRUE else { return nil }
            area = both
        }
        var placed = rect, drawn = SDL_Rect()
        guard SDL_IntersectRect(&placed, &area, &drawn) == SDL_TRUE else { return nil }
        return drawn
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

    /// `color` as a pixman solid image, premultiplied as `SDL_BlendFillRect`
    /// premultiplies it (each channel × alpha ÷ 255, truncated); pixman keeps
    /// the top 8 of a channel's 16 bits, which × 257 gives back exactly.
    private func solidImage(_ color: SDL_Color) -> OpaquePointer? {
        if let solid, solid.color.r == color.r, solid.color.g == color.g, solid.color.b == color.b,
            solid.color.a == color.a
        {
            return solid.image
        }
        let a = UInt16(color.a)
        let premultiplied = { (c: UInt8) in UInt16(c) * a / 255 * 257 }
        var fill = pixman_color_t(
            red: premultiplied(color.r), green: premultiplied(color.g), blue: premultiplied(color.b), alpha: a * 257)
        guard let image = pixman_image_create_solid_fill(&fill) else {
            SDLViewsLog.error("pixman could not make a solid colour; translucent fills go through SDL")
            return nil
        }
        if let solid { pixman_image_unref(solid.image) }
        solid = (color, image)
        return image
    }
}
