import Foundation
internal import CCairo

/// The context's current path and the operations that paint or clip with it,
/// as CG's. Like CG, points are transformed by the CTM when added, painting
/// consumes the path, and non-finite points are ignored.
extension CGContext {
    public func beginPath() { cairo_new_path(cairo) }

    public func move(to point: CGPoint) {
        guard point.isFinite else { return }
        cairo_move_to(cairo, point.x, point.y)
    }

    public func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        cairo_line_to(cairo, point.x, point.y)
    }

    /// Adds lines through `points`, starting a subpath at the first one (CG's `addLines(between:)`).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine(to:))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end.isFinite, control1.isFinite, control2.isFinite else { return }
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// A quadratic Bézier, raised to the equivalent cubic (Cairo has only cubics).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end.isFinite, control.isFinite, let start = currentUserPoint else { return }
        let (c1, c2) = CGPath.cubicControls(from: start, quadControl: control, to: end)
        cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
    }

    /// CG's `addArc(center:radius:startAngle:endAngle:clockwise:)`. Angles are
    /// in radians from the +x axis toward +y; `clockwise` is in CG's y-up sense,
    /// so in UIKit space `clockwise: true` runs toward decreasing angles and
    /// looks counter-clockwise on screen, exactly as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addPath(
            CGPath.arc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: clockwise, from: currentUserPoint))
    }

    /// CG's `addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let path = CGMutablePath()
        if let start = currentUserPoint { path.move(to: start) }
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        addPath(path)
    }

    public func addRect(_ rect: CGRect) {
        guard let r = CGContext.drawable(rect) else { return }
        cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }

    public func closePath() { cairo_close_path(cairo) }

    /// CG's `addPath(_:)`: the path's points go through the CTM.
    public func addPath(_ path: CGPath) { path.append(to: cairo) }

    /// CG's `isPathEmpty`.
    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// CG's `currentPointOfPath`, in user space; `.zero` when there is none.
    public var currentPointOfPath: CGPoint { currentUserPoint ?? .zero }

    var currentUserPoint: CGPoint? {
        guard cairo_has_current_point(cairo) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// CG's `boundingBoxOfPath`: the tight bounds in user space, `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// CG's `path`: a copy of the current path in user space (nil when empty).
    public var path: CGPath? {
        guard !isPathEmpty else { return nil }
        return CGPath(cairoPath: cairo)
    }

    /// CG's `pathContains(_:mode:)`: hit-tests the current path in user space.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard point.isFinite else { return false }
        if let rule = mode.fillRule {
            cairo_set_fill_rule(cairo, rule.cairoValue)
            if cairo_in_fill(cairo, point.x, point.y) != 0 { return true }
        }
        return mode.strokes && cairo_in_stroke(cairo, point.x, point.y) != 0
    }

    // MARK: - Painting the path

    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule.cairoValue)
        render(ink: userExtents(cairo_fill_extents)) { alpha in
            setSource(state.fillColor, alpha: alpha)
            boundedFill()
        }
    }

    /// Fills the path so that blend modes act only where the shape is, as in
    /// CG: Cairo's IN/OUT/DEST_IN/DEST_ATOP would also clear everything outside
    /// it, so for those the path becomes a clip first (its antialiased edge
    /// weighting the blend exactly as coverage does).
    private func boundedFill(preserve: Bool = false) {
        guard state.blendMode.isUnboundedInCairo else {
            preserve ? cairo_fill_preserve(cairo) : cairo_fill(cairo); return
        }
        cairo_save(cairo)
        cairo_clip_preserve(cairo)
        preserve ? cairo_fill_preserve(cairo) : cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Strokes; for Cairo's unbounded operators the effect is limited to the
    /// stroke's bounding box (Cairo cannot turn a stroke into a clip).
    private func boundedStroke() {
        guard state.blendMode.isUnboundedInCairo else { cairo_stroke(cairo); return }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
        let path = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(path) }
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x1, y1, x2 - x1, y2 - y1)
        cairo_clip(cairo)
        cairo_append_path(cairo, path)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    /// CG's `eoFillPath()`.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    public func strokePath() {
        render(ink: userExtents(cairo_stroke_extents)) { alpha in
            setSource(state.strokeColor, alpha: alpha)
            boundedStroke()
        }
    }

    /// CG's `drawPath(using:)`: fill then stroke as one operation, so a shadow is cast once.
    public func drawPath(using mode: CGPathDrawingMode) {
        if let rule = mode.fillRule { cairo_set_fill_rule(cairo, rule.cairoValue) }
        let ink =
            mode.strokes
            ? userExtents(cairo_stroke_extents).union(userExtents(cairo_fill_extents)) : userExtents(cairo_fill_extents)
        render(ink: ink) { alpha in
            if mode.fillRule != nil {
                setSource(state.fillColor, alpha: alpha)
                boundedFill(preserve: mode.strokes)
            }
            if mode.strokes {
                setSource(state.strokeColor, alpha: alpha)
                boundedStroke()
            }
        }
    }

    // MARK: - Clipping

    /// CG's `clip(using:)`: intersects the clip with the path and consumes it.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule.cairoValue)
        cairo_clip(cairo)
    }

    /// CG's `eoClip()`.
    public func eoClip() { clip(using: .evenOdd) }

    /// CG's `clip(to:)`: a rect with no area clips everything away.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        rects.compactMap(CGContext.drawable).forEach { cairo_rectangle(cairo, $0.minX, $0.minY, $0.width, $0.height) }
        cairo_clip(cairo)
    }

    /// CG's `boundingBoxOfClipPath`, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// CG's `clip(to:mask:)`: later drawing is multiplied by the mask image
    /// stretched over `rect`. Like CG, the mask's luminance is the coverage (an
    /// image with transparency also contributes its alpha). Like `draw(_:in:)`,
    /// the mask is placed in CG's y-up orientation.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard let r = CGContext.drawable(rect), let surface = CGContext.alphaMask(from: mask) else { return }
        var placement = ctm.cairoMatrix
        cairo_matrix_translate(&placement, r.minX, r.maxY)
        cairo_matrix_scale(&placement, r.width / CGFloat(mask.width), -r.height / CGFloat(mask.height))
        // Outside the rect nothing is drawn, as CG clips to the mask's rect too.
        cairo_new_path(cairo)
        cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
        cairo_clip(cairo)
        state.masks.append(
            MaskClip(
                surface: MaskSurface(surface: surface), deviceMatrix: placement, filter: state.interpolation.cairoFilter
            ))
    }

    /// An A8 surface whose coverage is the image's luminance times its alpha.
    static func alphaMask(from image: CGImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)),
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                let lum =
                    (Int(image.pixels[i + 2]) * 299 + Int(image.pixels[i + 1]) * 587 + Int(image.pixels[i]) * 114)
                    / 1000
                data[y * stride + x] = UInt8(lum * Int(image.pixels[i + 3]) / 255)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    // MARK: - Rectangles, ellipses, segments

    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        cairo_new_path(cairo)
        addRects(rects)
        guard !isPathEmpty else { return }
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        guard !isPathEmpty else { return }
        strokePath()
    }

    /// CG's `stroke(_:width:)`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Makes the rectangle fully transparent, as CG's `clear(_:)` (ignores alpha and shadow).
    public func clear(_ rect: CGRect) {
        guard !state.isSingular, let r = CGContext.drawable(rect) else { return }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    public func fillEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        guard !isPathEmpty else { return }
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        guard !isPathEmpty else { return }
        strokePath()
    }

    /// CG's `strokeLineSegments(between:)`: pairs of points, each pair one segment.
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cairo)
        stride(from: 0, to: points.count - 1, by: 2).forEach { i in
            guard points[i].isFinite, points[i + 1].isFinite else { return }
            move(to: points[i])
            addLine(to: points[i + 1])
        }
        guard !isPathEmpty else { return }
        strokePath()
    }
}
