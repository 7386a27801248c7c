import Foundation
internal import CCairo

/// Drawing bitmaps, as CG's `draw(_:in:)`.
extension CGContext {
    /// CG's `draw(_:in:)`: the image scaled to fill `rect`.
    ///
    /// Matches CG exactly, including its best-known surprise: CG draws an
    /// image with its first row at the top of a y-up space, so in a UIKit
    /// (y-down) context the image appears upside down. Code written for iOS
    /// that flips the CTM before drawing therefore shows the same result here.
    /// Use `UIImage.draw(in:)` for upright drawing. Bad rects draw nothing.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, flipped: true)
    }

    /// CG's `draw(_:in:byTiling:)`: with tiling, the image repeats from `rect`
    /// across the whole clip (each tile upside down in UIKit space, as in CG).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { draw(image, in: rect); return }
        guard let r = CGContext.drawable(rect) else { return }
        drawTiled(image, tile: CGRect(x: r.minX, y: r.maxY, width: r.width, height: -r.height))
    }

    /// Repeats the image across the clip, one copy per `tile` (a negative height flips).
    func drawTiled(_ image: CGImage, tile: CGRect) {
        let placement = CGAffineTransform(
            a: tile.width / CGFloat(image.width), b: 0, c: 0, d: tile.size.height / CGFloat(image.height),
            tx: tile.minX, ty: tile.origin.y)
        guard tile.origin.isFinite, tile.size.isFinite, placement.concatenating(ctm).isCairoSafe,
            let surface = image.makeCairoSurface()
        else { return }
        defer { cairo_surface_destroy(surface) }
        render { alpha in
            cairo_save(cairo)
            cairo_translate(cairo, tile.minX, tile.origin.y)
            cairo_scale(cairo, tile.width / CGFloat(image.width), tile.size.height / CGFloat(image.height))
            cairo_set_source_surface(cairo, surface, 0, 0)
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            cairo_pattern_set_filter(pattern, state.interpolation.cairoFilter)
            cairo_paint_with_alpha(cairo, alpha)
            cairo_restore(cairo)
        }
    }

    /// Draws an image into `rect`; `flipped` gives CG's upside-down placement,
    /// otherwise the image is upright in UIKit space (`UIImage.draw(in:)`,
    /// layer contents).
    func drawImage(_ image: CGImage, in rect: CGRect, flipped: Bool) {
        guard let r = CGContext.drawable(rect), let surface = image.makeCairoSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        drawSurface(surface, pixelSize: CGSize(width: image.width, height: image.height), in: r, flipped: flipped)
    }

    /// Draws a Cairo surface of `pixelSize` stretched over `rect` (already validated).
    func drawSurface(_ surface: OpaquePointer, pixelSize: CGSize, in r: CGRect, flipped: Bool) {
        let placement = CGAffineTransform(
            a: r.width / pixelSize.width, b: 0, c: 0, d: (flipped ? -r.height : r.height) / pixelSize.height,
            tx: r.minX, ty: flipped ? r.maxY : r.minY)
        guard placement.concatenating(ctm).isCairoSafe else { return }
        render(ink: r) { alpha in
            cairo_save(cairo)
            cairo_translate(cairo, r.minX, flipped ? r.maxY : r.minY)
            cairo_scale(cairo, r.width / pixelSize.width, (flipped ? -r.height : r.height) / pixelSize.height)
            cairo_rectangle(cairo, 0, 0, pixelSize.width, pixelSize.height)
            cairo_clip(cairo)
            cairo_set_source_surface(cairo, surface, 0, 0)
            let pattern = cairo_get_source(cairo)
            // Padding keeps the image's edges crisp instead of fading into transparency.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, state.interpolation.cairoFilter)
            cairo_paint_with_alpha(cairo, alpha)
            cairo_restore(cairo)
        }
    }

    /// The standardized rect when it is finite and has area, else nil.
    nonisolated static func drawable(_ rect: CGRect) -> CGRect? {
        let r = rect.standardized
        guard !rect.isNull, r.origin.isFinite, r.size.isFinite, r.width > 0, r.height > 0 else { return nil }
        return r
    }
}
