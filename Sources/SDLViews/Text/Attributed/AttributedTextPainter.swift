import Foundation
internal import CCairo
internal import CCairoFT

/// Draws an `AttributedTextLayout` into a `CGContext`, line by line:
/// background colours first, then each run's glyphs (`cairo_show_glyphs` on
/// FreeType faces, as `ShapedTextPainter`), underline and strikethrough, and
/// attachment images, each run casting its `NSShadow` through the context's
/// shadow. Baselines and line starts sit on whole device pixels.
@MainActor
enum AttributedTextPainter {
    /// Draws the lines with the layout's top-left at `origin`, aligned in a
    /// box `width` wide; only those reaching into `rows` (from the layout's
    /// top) when given, as a scrolled text view shows a few.
    static func draw(
        _ layout: AttributedTextLayout, in context: CGContext, origin: CGPoint, width: CGFloat,
        rows: Range<CGFloat>? = nil
    ) {
        guard origin.isFinite, width.isFinite else { return }
        let scale = context.rasterScale
        let rows = rows ?? -CGFloat.infinity..<CGFloat.infinity
        for placed in layout.lines where !placed.line.runs.isEmpty {
            guard placed.top < rows.upperBound, placed.top + placed.height > rows.lowerBound else { continue }
            let (start, perSpace) = layout.lineStart(placed, in: width)
            let x = snapped(origin.x + start, scale: scale)
            let baseline = snapped(origin.y + placed.baseline, scale: scale)
            let runs = positions(placed.line, x: x, perSpace: perSpace)
            for (run, box) in runs {
                guard let color = layout.styles[run.style].background else { continue }
                context.setFillColor(color)
                context.fill(CGRect(x: box.minX, y: origin.y + placed.top, width: box.width, height: placed.height))
            }
            for (run, box) in runs {
                drawRun(run, style: layout.styles[run.style], x: box.minX, width: box.width, baseline: baseline,
                    perSpace: perSpace, in: context)
            }
        }
    }

    /// Each run with its horizontal extent once justification has stretched the spaces before and in it.
    private static func positions(_ line: AttributedLine, x: CGFloat, perSpace: CGFloat)
        -> [(AttributedLine.Run, CGRect)]
    {
        var stretch: CGFloat = 0
        return line.runs.map { run in
            let spaces = CGFloat(run.isSpace.filter { $0 }.count) * perSpace
            defer { stretch += spaces }
            return (run, CGRect(x: x + run.x + stretch, y: 0, width: run.width + spaces, height: 0))
        }
    }

    private static func drawRun(
        _ run: AttributedLine.Run, style: TextRunStyle, x: CGFloat, width: CGFloat, baseline: CGFloat,
        perSpace: CGFloat, in context: CGContext
    ) {
        context.saveGState()
        defer { context.restoreGState() }
        if let shadow = style.shadow {
            let color = (shadow.shadowColor as? UIColor)?.cgColor ?? CGColor(gray: 0, alpha: 1.0 / 3.0)
            context.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: color)
        }
        let shifted = baseline - style.baselineOffset
        let ink = CGRect(
            x: x, y: shifted - style.font.ascender, width: width, height: style.font.lineHeight)
            .insetBy(dx: -style.font.pointSize, dy: -style.font.pointSize)
        switch run.item.kind {
        case .attachment: drawAttachment(style, x: x, baseline: shifted, in: context)
        case .tab: break
        case .text:
            context.render(ink: ink) { alpha in
                showGlyphs(run, style: style, x: x, baseline: shifted, perSpace: perSpace, cairo: context.cairo) {
                    context.setSource(style.color, alpha: alpha)
                }
            }
        }
        drawDecorations(style, fontPath: run.item.fontPath, x: x, width: width, baseline: shifted, in: context)
    }

    private static func showGlyphs(
        _ run: AttributedLine.Run, style: TextRunStyle, x: CGFloat, baseline: CGFloat, perSpace: CGFloat,
        cairo: OpaquePointer, setSource: () -> Void
    ) {
        guard let face = CairoFontFaces.shared.face(path: run.item.fontPath),
            let options = CairoFontFaces.glyphOptions()
        else { return }
        defer { cairo_font_options_destroy(options) }
        let glyphs = ShapedTextPainter.cairoGlyphs(
            run.glyphs, isSpace: run.isSpace, x: x, baseline: baseline, perSpace: perSpace)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        setSource()
        cairo_set_font_options(cairo, options)
        cairo_set_font_face(cairo, face)
        cairo_set_font_size(cairo, Double(style.font.pointSize))
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cairo, $0.baseAddress, Int32($0.count)) }
    }

    /// The image in its box, its bottom `bounds.minY` below the baseline.
    private static func drawAttachment(_ style: TextRunStyle, x: CGFloat, baseline: CGFloat, in context: CGContext) {
        guard let attachment = style.attachment, let image = attachment.image else { return }
        let box = attachment.layoutBounds
        UIGraphicsPushContext(context)
        image.draw(in: CGRect(x: x + box.minX, y: baseline - box.maxY, width: box.width, height: box.height))
        UIGraphicsPopContext()
    }

    // MARK: - Underline and strikethrough

    private static func drawDecorations(
        _ style: TextRunStyle, fontPath: String, x: CGFloat, width: CGFloat, baseline: CGFloat, in context: CGContext
    ) {
        guard !style.underline.isEmpty || !style.strikethrough.isEmpty else { return }
        let metrics = DecorationMetrics.shared.lines(path: fontPath)
        let size = style.font.pointSize
        if !style.underline.isEmpty {
            strokeLine(
                style.underline, color: style.underlineColor ?? style.color, x: x, width: width,
                y: baseline + metrics.underlineOffset * size, thickness: metrics.underlineThickness * size,
                in: context)
        }
        if !style.strikethrough.isEmpty {
            strokeLine(
                style.strikethrough, color: style.strikethroughColor ?? style.color, x: x, width: width,
                y: baseline - metrics.strikethroughOffset * size, thickness: metrics.strikethroughThickness * size,
                in: context)
        }
    }

    /// One decoration line centred on `y`: thick doubles the font's
    /// thickness, double draws two lines a thickness apart (the second
    /// below), a pattern dashes it in lengths proportional to the thickness.
    private static func strokeLine(
        _ style: NSUnderlineStyle, color: CGColor, x: CGFloat, width: CGFloat, y: CGFloat, thickness: CGFloat,
        in context: CGContext
    ) {
        let line = style.line
        let weight = max(thickness, 1 / context.rasterScale) * (line == .thick ? 2 : 1)
        let offsets: [CGFloat] = line == .double ? [-weight, weight] : [0]
        context.setStrokeColor(color)
        context.setLineWidth(weight)
        context.setLineCap(.butt)
        context.setLineDash(phase: 0, lengths: dashes(style.pattern).map { $0 * weight })
        for offset in offsets {
            context.move(to: CGPoint(x: x, y: y + offset))
            context.addLine(to: CGPoint(x: x + width, y: y + offset))
        }
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
    }

    /// Dash lengths in line thicknesses for a pattern; empty for a solid line.
    private static func dashes(_ pattern: Int) -> [CGFloat] {
        switch pattern {
        case NSUnderlineStyle.patternDot.rawValue: [1, 2]
        case NSUnderlineStyle.patternDash.rawValue: [4, 2]
        case NSUnderlineStyle.patternDashDot.rawValue: [4, 2, 1, 2]
        case NSUnderlineStyle.patternDashDotDot.rawValue: [4, 2, 1, 2, 1, 2]
        default: []
        }
    }

    private static func snapped(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0, value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }
}
