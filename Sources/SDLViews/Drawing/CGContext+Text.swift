import Foundation
internal import CSDL
internal import CCairo

/// Text drawn into a context at the context's device scale (so @2x text is
/// crisp), in the fill colour, respecting the CTM, clip, alpha and shadow. On
/// a bitmap whose CTM only scales and translates, a line's glyphs come from
/// Cairo's glyph cache on the pixels SDL_ttf would put them (`PlainGlyphLayout`);
/// otherwise SDL_ttf rasterizes the line, composited as a coverage mask.
extension CGContext {
    /// Pixels per user-space point for content that must be rasterized (glyphs,
    /// layer-rendered shapes); at least `minimumTextRasterScale` (PDF contexts
    /// raise it so printed bitmaps stay sharp).
    var rasterScale: CGFloat {
        let t = ctm
        let scale = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        return max(scale.isFinite && scale > 0 ? scale : 1, minimumTextRasterScale)
    }

    /// Draws laid-out lines with their tops at `origin.y`, each aligned in `width`.
    func drawText(_ layout: TextLayout, attributes: TextAttributes, origin: CGPoint, width: CGFloat) {
        guard origin.isFinite, !state.isSingular else { return }
        let scale = rasterScale
        guard let handle = FontCache.shared.handle(for: attributes.font, scale: scale) else {
            SDLViewsLog.error("string drawing: font \(attributes.font.fontName) cannot be opened; nothing drawn")
            return
        }
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            let x =
                origin.x
                + CGContext.alignmentOffset(layout.lineWidths[index], in: width, attributes.paragraph.alignment)
            let y = origin.y + CGFloat(index) * attributes.lineAdvance
            if let background = attributes.background {
                fillRect(
                    CGRect(x: x, y: y, width: layout.lineWidths[index], height: attributes.font.lineHeight),
                    color: background)
            }
            drawLine(line, handle: handle, at: CGPoint(x: x, y: y), scale: scale, attributes: attributes)
        }
    }

    /// A label's text as UILabel lays it out: wrapped at the rect's width, at
    /// most `numberOfLines`, the block of lines centred vertically.
    func drawLabelText(
        _ text: String, font: UIFont, color: UIColor, alignment: NSTextAlignment, numberOfLines: Int,
        lineBreakMode: NSLineBreakMode, in rect: CGRect
    ) {
        if ScriptResolver.needsTextEngine(text),
            let shaped = ShapedTextLayout.make(
                text: text, font: font, maxWidth: rect.width, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode)
        {
            drawShaped(shaped, color: color.cgColor, alignment: alignment, in: rect)
            return
        }
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        let attributes = TextAttributes([.font: font, .foregroundColor: color, .paragraphStyle: style])
        let layout = TextLayout.make(
            text: text, font: font, maxWidth: rect.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let top = rect.minY + (rect.height - CGFloat(layout.lines.count) * layout.lineHeight) / 2
        saveGState()
        clip(to: rect)
        drawText(layout, attributes: attributes, origin: CGPoint(x: rect.minX, y: top), width: rect.width)
        restoreGState()
    }

    /// The text engine's lines, centred vertically in `rect` and clipped to it.
    private func drawShaped(_ layout: ShapedTextLayout, color: CGColor, alignment: NSTextAlignment, in rect: CGRect) {
        let top = rect.minY + (rect.height - CGFloat(layout.lines.count) * layout.lineHeight) / 2
        let scale = rasterScale
        saveGState()
        clip(to: rect)
        render(ink: rect) { alpha in
            setSource(color, alpha: alpha)
            ShapedTextPainter.showGlyphs(
                layout, cairo: cairo, origin: CGPoint(x: rect.minX, y: top), width: rect.width, alignment: alignment,
                scale: scale)
        }
        restoreGState()
    }

    private func drawLine(
        _ line: String, handle: FontHandle, at point: CGPoint, scale: CGFloat, attributes: TextAttributes
    ) {
        let pieces =
            attributes.kern == 0
            ? CGContext.fontPieces(line, handle: handle, scale: scale)
            : CGContext.kernedPieces(line, attributes: attributes, handle: handle, scale: scale)
        let glyphsOnPixels = drawsGlyphsOnDevicePixels(scale: scale)
        for (text, dx, face, dy) in pieces {
            let origin = snappedToPixels(CGPoint(x: point.x + dx, y: point.y + dy), scale: scale)
            if glyphsOnPixels,
                let line = PlainGlyphLayout.shared.line(
                    text, path: face.path, pixelSize: face.pixelSize, ascent: Int(TTF_FontAscent(face.pointer)))
            {
                showGlyphs(line, at: origin, scale: scale, color: attributes.color)
            } else {
                rasterizeLine(text, face: face, at: origin, scale: scale, color: attributes.color)
            }
        }
    }

    /// Whether glyphs drawn in device space land where a line rasterized at
    /// `scale` would: an image surface and a CTM that only scales by `scale`
    /// (both axes, not mirrored) and translates. Otherwise (PDF, rotation,
    /// mirroring, a raised raster scale) lines are rasterized and transformed.
    private func drawsGlyphsOnDevicePixels(scale: CGFloat) -> Bool {
        let t = ctm
        return t.b == 0 && t.c == 0 && t.a == scale && t.d == scale
            && cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    }

    /// A line's glyphs from Cairo's glyph cache, its top-left at `origin`
    /// (on a device pixel), in `color`.
    private func showGlyphs(_ line: PlainGlyphLayout.Line, at origin: CGPoint, scale: CGFloat, color: CGColor) {
        let device = origin.applying(ctm)
        let ink = CGRect(
            x: origin.x + line.ink.minX / scale, y: origin.y + line.ink.minY / scale, width: line.ink.width / scale,
            height: line.ink.height / scale)
        render(ink: ink) { alpha in
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_translate(cairo, device.x.rounded(), device.y.rounded())
            cairo_set_scaled_font(cairo, line.scaledFont)
            setSource(color, alpha: alpha)
            line.glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cairo, $0.baseAddress, Int32($0.count)) }
            cairo_restore(cairo)
        }
    }

    /// A line rasterized whole by SDL_ttf at `scale` and composited as a
    /// coverage mask through the CTM, its top-left at `origin`, in `color`.
    func rasterizeLine(_ text: String, face: FontHandle, at origin: CGPoint, scale: CGFloat, color: CGColor) {
        guard let rendered = TextRasterizer.renderLine(text, handle: face.pointer) else { return }
        defer { SDL_FreeSurface(rendered) }
        guard let mask = CGContext.coverageSurface(rendered) else { return }
        defer { cairo_surface_destroy(mask) }
        let ink = CGRect(
            x: origin.x, y: origin.y, width: CGFloat(rendered.pointee.w) / scale,
            height: CGFloat(rendered.pointee.h) / scale)
        render(ink: ink) { alpha in
            cairo_save(cairo)
            cairo_translate(cairo, origin.x, origin.y)
            cairo_scale(cairo, 1 / scale, 1 / scale)
            setSource(color, alpha: alpha)
            cairo_mask_surface(cairo, mask, 0, 0)
            cairo_restore(cairo)
        }
    }

    /// Glyph bitmaps land on whole device pixels (as UILabel's rasterizer places
    /// lines) when the CTM only scales and translates, so text stays crisp.
    private func snappedToPixels(_ p: CGPoint, scale: CGFloat) -> CGPoint {
        let t = ctm
        guard t.b == 0, t.c == 0 else { return p }
        let device = p.applying(t)
        let snapped = CGPoint(x: device.x.rounded(.down), y: device.y.rounded())
        return snapped.applying(t.inverted())
    }

    /// A piece of a line drawn in one face: its text, x and baseline shift in points, and the face.
    private typealias Piece = (text: String, dx: CGFloat, face: FontHandle, dy: CGFloat)

    /// The line cut where its font changes (fallback faces for glyphs the font lacks).
    private static func fontPieces(_ line: String, handle: FontHandle, scale: CGFloat) -> [Piece] {
        let runs = FontRuns.runs(line, primary: handle)
        var x: CGFloat = 0
        return runs.indices.map { index in
            let run = runs[index]
            // Only a run with one after it is measured: most lines are one run.
            defer {
                if index < runs.count - 1 { x += CGFloat(FontCache.shared.width(of: run.text, in: run.handle) ?? 0) / scale }
            }
            return (run.text, x, run.handle, CGFloat(FontRuns.baselineShift(of: run, primary: handle)) / scale)
        }
    }

    /// With kerning, each character is placed on its own at its advance plus the kern.
    private static func kernedPieces(
        _ line: String, attributes: TextAttributes, handle: FontHandle, scale: CGFloat
    ) -> [Piece] {
        let measurer = TextMeasurer(font: attributes.font)
        var x: CGFloat = 0
        return line.flatMap { c in
            defer { x += measurer.width(String(c)) + attributes.kern }
            return fontPieces(String(c), handle: handle, scale: scale).map { ($0.text, x, $0.face, $0.dy) }
        }
    }

    private func fillRect(_ rect: CGRect, color: CGColor) {
        guard let r = CGContext.drawable(rect) else { return }
        render(ink: r) { alpha in
            cairo_new_path(cairo)
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
            setSource(color, alpha: alpha)
            cairo_fill(cairo)
        }
    }

    static func alignmentOffset(_ lineWidth: CGFloat, in width: CGFloat, _ alignment: NSTextAlignment) -> CGFloat {
        guard width.isFinite, width > lineWidth else { return 0 }
        switch alignment {
        case .center: return (width - lineWidth) / 2
        case .right: return width - lineWidth
        case .left, .natural, .justified: return 0
        }
    }

    /// SDL_ttf's white-with-coverage ARGB8888 line as an A8 Cairo surface of
    /// its coverage. Cairo's mask reads only a mask's alpha, so this draws the
    /// same pixels as the line premultiplied into ARGB32 would, with a quarter
    /// of the bytes to write and read.
    static func coverageSurface(_ line: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        let w = Int(line.pointee.w), h = Int(line.pointee.h), pitch = Int(line.pointee.pitch)
        guard w > 0, h > 0, let pixels = line.pointee.pixels,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let source = UnsafeRawPointer(pixels)
        for y in 0..<h {
            // ARGB8888 read as a native 32-bit value keeps alpha in the top byte.
            let row = source + y * pitch, out = data + y * stride
            for x in 0..<w {
                out[x] = UInt8(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
