import Foundation
internal import CCairo

/// Copies of layer contents rescaled or transformed by Cairo, for sampling
/// that SDL cannot filter itself: SDL's software renderer samples triangles
/// (rotated, skewed, perspective quads) at the nearest pixel, and no SDL 2
/// renderer has mipmaps.
/// A copy near the drawn size, sampled at the nearest pixel or linearly, looks
/// filtered. Scales come in powers of two, so a layer that is animating its
/// scale makes a new copy only when it crosses into another octave.
enum ContentResampling {
    /// The largest side of a magnified copy, in pixels.
    static let largestSide = 2048
    /// The smallest and largest copy scales.
    static let smallestLevel: CGFloat = 1.0 / 64
    static let largestLevel: CGFloat = 8

    /// The scale (a power of two) of the copy to sample contents from when they
    /// are drawn at `ratio` target pixels per image pixel with `filter`, or nil
    /// when the contents themselves are sampled. `trianglesFiltered` is false
    /// on SDL's software renderer when the quad is not a straight blit.
    static func level(
        ratio: CGFloat, filter: CALayerContentsFilter, bias: Float, trianglesFiltered: Bool, imageSize: CGSize
    ) -> CGFloat? {
        guard filter != .nearest, ratio.isFinite, ratio > 0 else { return nil }
        var level: CGFloat?
        if filter == .trilinear, ratio < 1 {
            // Level of detail log2(1 / ratio) + bias, rounded to the nearest copy.
            let detail = (-log2(ratio) + CGFloat(bias)).rounded()
            if detail >= 1 { level = pow(2, -detail) }
        }
        if !trianglesFiltered, ratio < 0.75 || ratio > 1.5 {
            level = level ?? pow(2, log2(ratio).rounded())
        }
        guard var chosen = level else { return nil }
        chosen = min(max(chosen, smallestLevel), largestLevel)
        let side = max(imageSize.width, imageSize.height) * chosen
        if side > CGFloat(largestSide) { chosen = CGFloat(largestSide) / max(imageSize.width, imageSize.height) }
        return abs(chosen - 1) < 1e-6 ? nil : chosen
    }

    /// `image` drawn through `transform` (image pixels to the copy's pixels)
    /// into a `width`×`height` copy by Cairo: sampled bilinearly (box-filtered
    /// when shrinking), its outline anti-aliased unless `antialiased` is false
    /// (`allowsEdgeAntialiasing` off), transparent around it.
    static func transformed(
        _ image: CGImage, by transform: CGAffineTransform, width: Int, height: Int, antialiased: Bool
    ) -> CGImage? {
        guard transform.isCairoSafe else { return nil }
        return copy(of: image, width: width, height: height, through: transform) { cr in
            cairo_set_antialias(cr, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
            cairo_fill(cr)
        }
    }

    /// `image` rescaled to `width`×`height` by Cairo: box-filtered when
    /// shrinking, bilinear when growing, its edge pixels extended (not faded).
    static func resample(_ image: CGImage, width: Int, height: Int) -> CGImage? {
        let scale = CGAffineTransform(
            scaleX: CGFloat(width) / CGFloat(image.width), y: CGFloat(height) / CGFloat(image.height))
        return copy(of: image, width: width, height: height, through: scale) { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
    }

    /// A `width`×`height` copy in which `draw` paints `image`, the source set
    /// through `transform` with Cairo's good filter and its edge pixels extended.
    private static func copy(
        of image: CGImage, width: Int, height: Int, through transform: CGAffineTransform,
        draw: (OpaquePointer) -> Void
    ) -> CGImage? {
        guard width > 0, height > 0, let source = image.makeCairoSurface() else { return nil }
        defer { cairo_surface_destroy(source) }
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(target) }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(target) else { return nil }
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        cairo_set_source_surface(cr, source, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        draw(cr)
        cairo_destroy(cr)
        return CGImage(cairoSurface: target)
    }
}
