import Foundation
internal import CCairo

/// Axial and radial gradients, as CG's `drawLinearGradient` and
/// `drawRadialGradient`: the gradient fills the whole clip area (clip first
/// to limit it); the options extend the end colours beyond the ends.
///
/// Cairo's patterns extend both ends or neither; for a single-sided
/// extension the pattern is stretched to cover the clip on that side and the
/// stops are remapped, padding that side with its end colour.
extension CGContext {
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard start.isFinite, end.isFinite else { return }
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0 else { return }
        let reach = clipReach(from: [start, end]) / length
        let (range, extend) = CGContext.gradientRange(options, before: reach, after: reach)
        let point = { (t: CGFloat) in CGPoint(x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y)) }
        let p0 = point(range.lowerBound), p1 = point(range.upperBound)
        let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!
        paintGradient(gradient, pattern: pattern, range: range, extend: extend, options: options)
    }

    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite else { return }
        let r0 = max(0, startRadius), r1 = max(0, endRadius)
        let dr = r1 - r0
        let scale = max(abs(dr), hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y))
        guard scale > 0 else { return }
        let reach = clipReach(from: [startCenter, endCenter]) / scale
        // Beyond where the radius reaches zero there is nothing to draw.
        let before = dr > 0 ? min(reach, r0 / dr) : reach
        let after = dr < 0 ? min(reach, r1 / -dr) : reach
        let (range, extend) = CGContext.gradientRange(options, before: before, after: after)
        let center = { (t: CGFloat) in
            CGPoint(
                x: startCenter.x + t * (endCenter.x - startCenter.x),
                y: startCenter.y + t * (endCenter.y - startCenter.y))
        }
        let radius = { (t: CGFloat) in max(0, r0 + t * dr) }
        let c0 = center(range.lowerBound), c1 = center(range.upperBound)
        let pattern = cairo_pattern_create_radial(
            c0.x, c0.y, radius(range.lowerBound), c1.x, c1.y, radius(range.upperBound))!
        paintGradient(gradient, pattern: pattern, range: range, extend: extend, options: options)
    }

    private func paintGradient(
        _ gradient: CGGradient, pattern: OpaquePointer, range: ClosedRange<CGFloat>,
        extend: cairo_extend_t, options: CGGradientDrawingOptions
    ) {
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(
            to: pattern, range: range, padBefore: options.contains(.drawsBeforeStartLocation),
            padAfter: options.contains(.drawsAfterEndLocation))
        cairo_pattern_set_extend(pattern, extend)
        render { alpha in
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, alpha)
        }
    }

    /// The gradient parameter range to build and Cairo's extend mode for the options.
    static func gradientRange(_ options: CGGradientDrawingOptions, before: CGFloat, after: CGFloat) -> (
        ClosedRange<CGFloat>, cairo_extend_t
    ) {
        let b = options.contains(.drawsBeforeStartLocation), a = options.contains(.drawsAfterEndLocation)
        if a == b { return (0...1, a ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE) }
        return (b ? (-before)...1 : 0...(1 + after), CAIRO_EXTEND_NONE)
    }

    /// A distance in user space beyond which nothing of the clip lies, from any of `points`.
    private func clipReach(from points: [CGPoint]) -> CGFloat {
        let clip = boundingBoxOfClipPath
        let center = CGPoint(x: clip.midX, y: clip.midY)
        let far = points.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        return hypot(clip.width, clip.height) + far
    }
}
