import Foundation
internal import CCairo

/// Core Graphics' `CGMutablePath`, with the Swift overlay's method names.
/// Every method takes an optional `transform` applied to the new points, as in CG.
/// Lines and curves need a current point: without one they are ignored with a
/// logged reason (CG logs "no current point" too).
///
/// Sendable as in CG; building one path from several threads at once is safe
/// (each change is made under the path's lock), though the order of the
/// threads' elements is whatever order they ran in.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    override init(elements: [PathElement]) { super.init(elements: elements) }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    private func needsCurrentPoint(_ what: String) -> Bool {
        if hasCurrentPoint { return true }
        SDLViewsLog.error("CGMutablePath.\(what): no current point")
        return false
    }

    /// CG's `move(to:transform:)`: starts a new subpath at `point`. A move right
    /// after a move replaces it (CG keeps only the last). A non-finite point is ignored.
    /// - Parameters:
    ///   - point: where the subpath starts.
    ///   - transform: applied to `point` before it is stored.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard point.isFinite else { return }
        let p = point.applying(transform)
        editElements { elements in
            if case .move = elements.last { elements[elements.count - 1] = .move(p) } else { elements.append(.move(p)) }
        }
    }

    /// CG's `addLine(to:transform:)`: a straight segment from the current point.
    /// Without a current point it is ignored and logged (CG logs too).
    /// - Parameters:
    ///   - point: where the segment ends.
    ///   - transform: applied to `point` before it is stored.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard point.isFinite, needsCurrentPoint("addLine") else { return }
        editElements { $0.append(.line(point.applying(transform))) }
    }

    /// CG's `addLines(between:transform:)`: a move to the first point, then lines
    /// through the rest; an empty array adds nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        points.dropFirst().forEach { addLine(to: $0, transform: transform) }
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard end.isFinite, control1.isFinite, control2.isFinite, needsCurrentPoint("addCurve") else { return }
        editElements {
            $0.append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
        }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard end.isFinite, control.isFinite, needsCurrentPoint("addQuadCurve") else { return }
        editElements { $0.append(.quad(control.applying(transform), end.applying(transform))) }
    }

    /// CG's `closeSubpath()`: a line back to the subpath's start. Nothing
    /// happens on an empty path or a subpath already closed.
    public func closeSubpath() {
        editElements { elements in
            if !elements.isEmpty, elements.last != .close { elements.append(.close) }
        }
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let added = CGPath.rectElements(rect, transform)
        editElements { $0 += added }
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let added = CGPath.ellipseElements(rect, transform)
        editElements { $0 += added }
    }

    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let added = CGPath.roundedRectElements(rect, cornerWidth, cornerHeight, transform)
        editElements { $0 += added }
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let added = path.elements.map { $0.applying(transform) }
        editElements { $0 += added }
    }

    /// CG's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`;
    /// `clockwise` is CG's (see `CGContext.addArc`).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let arc = CGPath.arc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, from: hasCurrentPoint ? currentPoint : nil, transform: transform)
        let added = arc.elements
        editElements { $0 += added }
    }

    /// CG's `addRelativeArc(center:radius:startAngle:delta:transform:)`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
            clockwise: delta < 0, transform: transform)
    }

    /// CG's `addArc(tangent1End:tangent2End:radius:transform:)`: a line toward
    /// `tangent1End` that turns along a circle of `radius` to head toward
    /// `tangent2End`; the arc's end becomes the current point. Degenerate input
    /// (collinear points, zero radius) adds a line to `tangent1End`, as in CG.
    public func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard p1.isFinite, p2.isFinite, radius.isFinite, radius >= 0 else { return }
        guard hasCurrentPoint else { move(to: p1, transform: transform); return }
        let p0 = currentPoint.applying(transform.inverted())
        guard let arc = CGMutablePath.tangentArc(p0, p1, p2, radius) else {
            addLine(to: p1, transform: transform); return
        }
        addArc(
            center: arc.center, radius: radius, startAngle: arc.start, endAngle: arc.end, clockwise: arc.clockwise,
            transform: transform)
    }

    /// The circle tangent to p0→p1 and p1→p2, or nil when there is none.
    static func tangentArc(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ r: CGFloat)
        -> (center: CGPoint, start: CGFloat, end: CGFloat, clockwise: Bool)?
    {
        let a = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), b = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let la = hypot(a.x, a.y), lb = hypot(b.x, b.y)
        guard r > 0, la > 0, lb > 0 else { return nil }
        let u = CGPoint(x: a.x / la, y: a.y / la), v = CGPoint(x: b.x / lb, y: b.y / lb)
        let cross = u.x * v.y - u.y * v.x
        guard abs(cross) > 1e-9 else { return nil }
        let theta = acos(max(-1, min(1, u.x * v.x + u.y * v.y)))
        let tangentDistance = r / tan(theta / 2)
        let bisector = CGPoint(x: u.x + v.x, y: u.y + v.y)
        let lbis = hypot(bisector.x, bisector.y)
        let centerDistance = r / sin(theta / 2)
        let center = CGPoint(x: p1.x + bisector.x / lbis * centerDistance, y: p1.y + bisector.y / lbis * centerDistance)
        let t1 = CGPoint(x: p1.x + u.x * tangentDistance, y: p1.y + u.y * tangentDistance)
        let t2 = CGPoint(x: p1.x + v.x * tangentDistance, y: p1.y + v.y * tangentDistance)
        // Travelling p0→p1→p2 turns toward increasing angles when (p1-p0)×(p2-p1) > 0.
        let turn = (-a.x) * b.y - (-a.y) * b.x
        return (center, atan2(t1.y - center.y, t1.x - center.x), atan2(t2.y - center.y, t2.x - center.x), turn < 0)
    }
}
