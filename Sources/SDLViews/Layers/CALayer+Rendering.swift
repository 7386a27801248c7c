import Foundation
internal import CCairo

extension CALayer {
    func renderImplementation(in ctx: CGContext) {
        LayerRenderer(context: ctx, formatter: nil).renderContents(of: self)
    }
}

/// Draws layer trees into a `CGContext` (see `CALayer.render(in:)`); with a
/// print formatter, views draw their print version (`draw(_:for:)`).
@MainActor
struct LayerRenderer {
    let context: CGContext
    let formatter: UIViewPrintFormatter?

    /// The layer's own content and its sublayers, in its bounds space.
    func renderContents(of layer: CALayer) {
        withMask(of: layer) { renderUnmasked(layer) }
    }

    /// Runs `body` through the layer's `mask` (the alpha of the mask layer's
    /// rendering, in the layer's space), as Core Animation masks everything
    /// the layer draws, its shadow included.
    private func withMask(of layer: CALayer, _ body: () -> Void) {
        guard let mask = layer.mask else { return body() }
        let cr = context.cairo
        cairo_push_group(cr)
        body()
        let content = cairo_pop_group(cr)!
        cairo_push_group(cr)
        renderSublayer(mask)
        let coverage = cairo_pop_group(cr)!
        cairo_set_source(cr, content)
        cairo_mask(cr, coverage)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(coverage)
    }

    private func renderUnmasked(_ layer: CALayer) {
        let s = layer.state
        let shape = RoundedRect(rect: s.bounds, radius: s.cornerRadius, corners: layer.maskedCorners)
        if let background = s.backgroundColor, background.alpha > 0 { fill(shape, background) }
        context.saveGState()
        if s.masksToBounds { clip(to: shape) }
        let drawn = recordDrawnContent(of: layer)
        defer { cairo_pattern_destroy(drawn.pattern) }
        // Drawing that did not fall back to a default (a UILabel's text, a view's
        // draw(_:)) replaces contents made for the screen by display(_:).
        if let image = s.contents, !drawn.replacesContents { drawContents(image, of: layer) }
        if layer.rendersContents { drawRenderedContent(of: layer) }
        cairo_set_source(context.cairo, drawn.pattern)
        cairo_paint(context.cairo)
        if layer.replicatesSublayers, let replicator = layer as? CAReplicatorLayer {
            renderReplicas(of: replicator)
        } else {
            renderSublayers(of: layer)
        }
        context.restoreGState()
        if layer.state.appearance.hasBorder, let color = layer.borderColor {
            drawBorder(shape, width: layer.borderWidth, color: color)
        }
    }

    private func renderSublayers(of layer: CALayer) {
        let ordered = layer.sublayerList.enumerated().sorted {
            ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset)
        }
        ordered.forEach { renderSublayer($0.element) }
    }

    /// `CAReplicatorLayer`: the sublayers once per instance, each through the
    /// instance's accumulated `instanceTransform` (flattened to affine, about
    /// the anchor point as the compositor does) and tinted by `instanceColor`
    /// and the per-instance offsets (multiplied into the colour, alpha applied).
    private func renderReplicas(of replicator: CALayer) {
        let s = replicator.state
        let cr = context.cairo
        let count = (replicator as? CAReplicatorLayer)?.placedInstanceCount ?? 1
        CAReplicatorLayer.forEachInstance(count, state: s) { i, m in
            let (r, g, b, a) = CAReplicatorLayer.instanceTint(i, state: s)
            guard a > 0 else { return true }
            context.saveGState()
            context.concatenate(CGAffineTransform(a: m.m00, b: m.m10, c: m.m01, d: m.m11, tx: m.m02, ty: m.m12))
            cairo_push_group(cr)
            renderSublayers(of: replicator)
            let instance = cairo_pop_group(cr)!
            if r < 1 || g < 1 || b < 1 {
                cairo_push_group(cr)
                cairo_set_source(cr, instance)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
                cairo_set_source_rgb(cr, r, g, b)
                cairo_mask(cr, instance)
                let tinted = cairo_pop_group(cr)!
                cairo_set_source(cr, tinted)
                cairo_pattern_destroy(tinted)
            } else {
                cairo_set_source(cr, instance)
            }
            cairo_paint_with_alpha(cr, a)
            cairo_pattern_destroy(instance)
            context.restoreGState()
            return true
        }
    }

    /// A content layer's own drawing: as paths and gradients where possible
    /// (vector in a PDF), else the bitmap it renders, at the context's scale.
    private func drawRenderedContent(of layer: CALayer) {
        guard !drawVectorContent(of: layer), let renderer = layer as? LayerContentRenderer,
            let rendered = renderer.renderedContents(for: layer.state, scale: context.rasterScale)
        else { return }
        context.drawImage(rendered.image, in: rendered.rect, flipped: false)
    }

    /// Shape layers (untrimmed) and axial gradient layers drawn with CGContext
    /// paths and gradients, so they stay vector; false leaves the layer to its bitmap.
    private func drawVectorContent(of layer: CALayer) -> Bool {
        if let shape = layer as? CAShapeLayer { return drawShape(shape) }
        if let gradient = layer as? CAGradientLayer { return drawAxialGradient(gradient) }
        return false
    }

    private func drawShape(_ shape: CAShapeLayer) -> Bool {
        guard let path = shape.path, shape.strokeStart == 0, shape.strokeEnd == 1 else { return false }
        context.saveGState()
        defer { context.restoreGState() }
        if let fill = shape.fillColor, fill.alpha > 0 {
            context.beginPath()
            context.addPath(path)
            context.setFillColor(fill)
            context.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
            context.setLineWidth(shape.lineWidth)
            cairo_set_line_cap(context.cairo, shape.lineCap.cairo)
            cairo_set_line_join(context.cairo, shape.lineJoin.cairo)
            context.setMiterLimit(shape.miterLimit)
            context.setLineDash(
                phase: shape.lineDashPhase, lengths: (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
            context.beginPath()
            context.addPath(path)
            context.setStrokeColor(stroke)
            context.strokePath()
        }
        return true
    }

    /// Core Animation's axial gradient: unit start and end points in the
    /// bounds, end colours extended to the bounds' edges.
    private func drawAxialGradient(_ layer: CAGradientLayer) -> Bool {
        guard layer.type == .axial, let colors = layer.colors as? [CGColor], !colors.isEmpty,
            let bounds = CGContext.drawable(layer.state.bounds)
        else { return false }
        let locations = layer.locations.map { $0.map { CGFloat($0.doubleValue) } }
        guard locations == nil || locations?.count == colors.count,
            let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: locations)
        else { return false }
        let point = { (unit: CGPoint) in
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        context.saveGState()
        context.clip(to: bounds)
        context.drawLinearGradient(
            gradient, start: point(layer.startPoint), end: point(layer.endPoint),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
        return true
    }

    /// A sublayer: its geometry, shadow and opacity, then its contents.
    func renderSublayer(_ layer: CALayer) {
        let s = layer.state
        guard !s.isHidden, s.opacity > 0, s.bounds.isFinite else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(LayerRenderer.toSuperlayer(s))
        withMask(of: layer) { renderShadowedAndFaded(layer) }
    }

    /// The layer with its shadow (`shadowPath`, or its own alpha) and opacity.
    private func renderShadowedAndFaded(_ layer: CALayer) {
        let s = layer.state
        let appearance = s.appearance
        let shadowed = appearance.hasShadow
        if shadowed, let path = appearance.shadowPath { drawShadow(of: layer, path: path) }
        guard s.opacity < 1 || (shadowed && appearance.shadowPath == nil) else { return renderUnmasked(layer) }
        context.saveGState()
        context.setAlpha(CGFloat(s.opacity))
        if shadowed, appearance.shadowPath == nil {
            setShadow(of: layer)
        } else {
            context.setShadow(offset: .zero, blur: 0, color: nil)
        }
        context.beginTransparencyLayer()
        renderUnmasked(layer)
        context.endTransparencyLayer()
        context.restoreGState()
    }

    /// Superlayer space ← layer space: position, the (flattened) transform about
    /// the anchor point, and the bounds origin.
    static func toSuperlayer(_ s: CALayer.State) -> CGAffineTransform {
        let anchor = CGPoint(
            x: s.bounds.minX + s.anchorPoint.x * s.bounds.width, y: s.bounds.minY + s.anchorPoint.y * s.bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(s.transform))
            .concatenating(CGAffineTransform(translationX: s.position.x, y: s.position.y))
    }

    // MARK: - Pieces

    private func fill(_ shape: RoundedRect, _ color: CGColor) {
        guard CGContext.drawable(shape.rect) != nil else { return }
        context.beginPath()
        shape.addPath(to: context.cairo)
        context.setFillColor(color)
        context.fillPath()
    }

    private func clip(to shape: RoundedRect) {
        context.beginPath()
        if CGContext.drawable(shape.rect) != nil { shape.addPath(to: context.cairo) }
        context.clip()
    }

    /// The border inside the shape's edge: the ring between it and its inset.
    private func drawBorder(_ shape: RoundedRect, width: CGFloat, color: CGColor) {
        guard CGContext.drawable(shape.rect) != nil else { return }
        context.saveGState()
        context.beginPath()
        shape.addPath(to: context.cairo)
        let inner = shape.insetBy(min(width, shape.rect.width / 2, shape.rect.height / 2))
        if CGContext.drawable(inner.rect) != nil { inner.addPath(to: context.cairo) }
        context.setFillColor(color)
        context.fillPath(using: .evenOdd)
        context.restoreGState()
    }

    private func drawContents(_ image: CGImage, of layer: CALayer) {
        let s = layer.state
        let scale = s.contentsScale > 0 ? s.contentsScale : 1
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        guard
            let placement = ContentsPlacement.make(
                bounds: s.bounds, naturalSize: natural, gravity: layer.contentsGravity,
                contentsRect: layer.contentsRect, contentsCenter: s.contentsCenter),
            let surface = image.makeCairoSurface()
        else { return }
        defer { cairo_surface_destroy(surface) }
        let pixels = CGSize(width: image.width, height: image.height)
        for piece in placement.pieces where piece.uv.width > 0 && piece.uv.height > 0 {
            // The whole image placed so that the piece's part lands on its rect.
            let fx = piece.rect.width / piece.uv.width, fy = piece.rect.height / piece.uv.height
            let whole = CGRect(
                x: piece.rect.minX - piece.uv.minX * fx, y: piece.rect.minY - piece.uv.minY * fy, width: fx, height: fy)
            guard let rect = CGContext.drawable(piece.rect), CGContext.drawable(whole) != nil else { continue }
            context.saveGState()
            context.clip(to: rect)
            context.drawSurface(surface, pixelSize: pixels, in: whole, flipped: false)
            context.restoreGState()
        }
    }

    /// Drawn content, recorded as a group (vector in a PDF): `draw(in:)` (a
    /// view's `draw(_:)`), or a view's print version when printing, clipped to
    /// the bounds like a backing store. `replacesContents` when the drawing
    /// code did not reach a default implementation.
    private func recordDrawnContent(of layer: CALayer) -> (pattern: OpaquePointer, replacesContents: Bool) {
        cairo_push_group(context.cairo)
        var reachedDefault = true
        if let rect = CGContext.drawable(layer.state.bounds) {
            context.saveGState()
            context.clip(to: rect)
            if let formatter, let view = layer.delegate as? UIView {
                UIGraphicsPushContext(context)
                reachedDefault = runtime.layerDrawing.runReportingDefault { view.draw(rect, for: formatter) }
                UIGraphicsPopContext()
            } else {
                reachedDefault = runtime.layerDrawing.runReportingDefault { layer.draw(in: context) }
            }
            context.restoreGState()
        }
        return (cairo_pop_group(context.cairo)!, !reachedDefault)
    }

    // MARK: - Shadows

    /// Core Animation's shadow values as a CG shadow: `shadowRadius` is σ in
    /// layer points, CG's blur is 2σ in base space; the offset is in the
    /// superlayer's space, so both go through the CTM relative to base space.
    private func baseSpaceShadow(of layer: CALayer) -> (offset: CGSize, blur: CGFloat, color: CGColor)? {
        let a = layer.state.appearance
        guard let color = a.shadowColor else { return nil }
        let toBase = context.ctm.concatenating(context.baseTransform.inverted())
        let offset = CGSize(width: a.shadowOffset.width, height: a.shadowOffset.height).applying(toBase)
        let scale = (abs(toBase.a * toBase.d - toBase.b * toBase.c)).squareRoot()
        return (offset, 2 * a.shadowRadius * scale, color.copy(alpha: color.alpha * CGFloat(a.shadowOpacity)))
    }

    private func setShadow(of layer: CALayer) {
        guard let shadow = baseSpaceShadow(of: layer) else { return }
        context.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
    }

    private func drawShadow(of layer: CALayer, path: CGPath) {
        guard let shadow = baseSpaceShadow(of: layer) else { return }
        context.renderShadowOnly(offset: shadow.offset, blur: shadow.blur, color: shadow.color) {
            context.beginPath()
            context.addPath(path)
            context.setFillColor(.black)
            context.fillPath()
        }
    }
}
