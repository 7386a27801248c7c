import Foundation
internal import CCairo
internal import CCairoFT

/// Draws a `ShapedTextLayout`'s glyphs with Cairo (`cairo_show_glyphs` on
/// FreeType faces), grayscale antialiased and hinted, as SDL_ttf draws labels.
@MainActor
enum ShapedTextPainter {
    /// Shows the lines in the context's current source, the block's top-left
    /// at `origin`, each line aligned in `width`. `scale` (device pixels per
    /// point) puts baselines and line starts on whole pixels so text is crisp.
    static func showGlyphs(
        _ layout: ShapedTextLayout, cairo: OpaquePointer, origin: CGPoint, width: CGFloat,
        alignment: NSTextAlignment, scale: CGFloat
    ) {
        guard let options = CairoFontFaces.glyphOptions() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_font_options(cairo, options)
        for (index, line) in layout.lines.enumerated() where !line.runs.isEmpty {
            let perSpace = layout.justificationPerSpace(line, in: width, alignment: alignment)
            let offset = perSpace > 0 ? 0 : layout.lineOffset(line, in: width, alignment: alignment)
            let x = snapped(origin.x + offset, scale: scale, rule: .down)
            let baseline = snapped(
                origin.y + CGFloat(index) * layout.lineHeight + layout.ascender, scale: scale, rule: .toNearestOrEven)
            show(line, cairo: cairo, x: x, baseline: baseline, pointSize: layout.pointSize, perSpace: perSpace)
        }
    }

    /// The layout rasterized into a transparent image of `ceil(size × scale)`
    /// pixels, its block of lines centred vertically as UILabel's (top on a
    /// whole pixel); nil (logged) for an unusable size or scale.
    static func image(
        _ layout: ShapedTextLayout, color: CGColor, alignment: NSTextAlignment, size: CGSize, scale: CGFloat
    ) -> CGImage? {
        guard let (width, height) = TextRasterizer.pixelDimensions(size: size, scale: scale),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        let rgba = color.rgba8
        cairo_set_source_rgba(
            cairo, Double(rgba.r) / 255, Double(rgba.g) / 255, Double(rgba.b) / 255, Double(rgba.a) / 255)
        let top = ((size.height - CGFloat(layout.lines.count) * layout.lineHeight) / 2 * scale).rounded() / scale
        showGlyphs(
            layout, cairo: cairo, origin: CGPoint(x: 0, y: top), width: size.width, alignment: alignment, scale: scale)
        return CGImage(cairoSurface: surface)
    }

    private static func show(
        _ line: ShapedTextLine, cairo: OpaquePointer, x: CGFloat, baseline: CGFloat, pointSize: CGFloat,
        perSpace: CGFloat
    ) {
        var stretch: CGFloat = 0
        for run in line.runs {
            guard let face = CairoFontFaces.shared.face(path: run.fontPath) else {
                stretch += perSpace * CGFloat(run.isSpace.filter { $0 }.count)
                continue
            }
            let glyphs = cairoGlyphs(
                run.glyphs, isSpace: run.isSpace, x: x + run.x + stretch, baseline: baseline, perSpace: perSpace)
            stretch += perSpace * CGFloat(run.isSpace.filter { $0 }.count)
            cairo_set_font_face(cairo, face)
            cairo_set_font_size(cairo, Double(pointSize))
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cairo, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// Cairo's glyphs for HarfBuzz's, the pen starting at `x` on `baseline`,
    /// each space widened by `perSpace` (justification).
    static func cairoGlyphs(
        _ shaped: [ShapedRun.Glyph], isSpace: [Bool], x: CGFloat, baseline: CGFloat, perSpace: CGFloat
    ) -> [cairo_glyph_t] {
        var pen = x
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(shaped.count)
        for (index, glyph) in shaped.enumerated() {
            // HarfBuzz's offsets are y-up; UIKit's space is y-down.
            glyphs.append(
                cairo_glyph_t(
                    index: UInt(glyph.id), x: Double(pen + CGFloat(glyph.offsetX) / 64),
                    y: Double(baseline - CGFloat(glyph.offsetY) / 64)))
            pen += CGFloat(glyph.advanceX) / 64 + (isSpace[index] ? perSpace : 0)
        }
        return glyphs
    }

    /// `value` on a whole device pixel when the scale is usable.
    private static func snapped(_ value: CGFloat, scale: CGFloat, rule: FloatingPointRoundingRule) -> CGFloat {
        guard scale.isFinite, scale > 0, value.isFinite else { return value }
        return (value * scale).rounded(rule) / scale
    }
}
