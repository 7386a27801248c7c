import Foundation
internal import CCairo

/// UIKit's `UIBezierPath`: a `CGMutablePath` plus the stroke attributes UIKit
/// keeps with it, drawn into the current context (`UIGraphicsGetCurrentContext()`).
///
/// Angles and `clockwise` are UIKit's: in UIKit's y-down space, clockwise is
/// visually clockwise (increasing angles) — the opposite flag of `CGPath.addArc`.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIBezierPath {
    private var path = CGMutablePath()

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        guard let r = CGContext.drawable(rect) else { return }
        let radius = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), min(r.width, r.height) / 2) : 0
        addRoundedCorners(r, corners: corners, radius: radius)
    }

    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    // MARK: - Building

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end, control: controlPoint)
    }

    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = CGMutablePath() }

    /// UIKit's `append(_:)`: the other path's elements (not its attributes).
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// UIKit's `apply(_:)`: transforms every point.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// UIKit's `reversing()`: the same shape traced in the opposite direction.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(elements: PathReversal.reverse(path.elements)))
        reversed.copyAttributes(from: self)
        return reversed
    }

    // MARK: - Reading

    /// UIKit's `cgPath`: an immutable copy; setting it replaces the elements.
    public var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: CGPoint { path.currentPoint }

    /// UIKit's `bounds`: includes control points, as UIKit's does; `.null` when empty.
    public var bounds: CGRect { path.boundingBox }

    /// UIKit's `contains(_:)`: hit-tests the fill with the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dashPattern = []; dashPhase = 0; return }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: - Drawing

    /// UIKit's `fill()`: the current fill colour, with the path's fill rule.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        withState(blendMode: blendMode, alpha: alpha) { fill() }
    }

    /// UIKit's `stroke()`: the current stroke colour with this path's line attributes.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        withState(blendMode: blendMode, alpha: alpha) { stroke() }
    }

    /// UIKit's `addClip()`: intersects the current clip with the path's fill.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func withState(blendMode: CGBlendMode, alpha: CGFloat, _ body: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        body()
        context.restoreGState()
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    /// Rounded corners where asked, square corners elsewhere, clockwise from the top left.
    private func addRoundedCorners(_ r: CGRect, corners: UIRectCorner, radius: CGFloat) {
        let radiusAt = { (corner: UIRectCorner) in corners.contains(corner) ? radius : 0 }
        let tl = radiusAt(.topLeft), tr = radiusAt(.topRight), br = radiusAt(.bottomRight), bl = radiusAt(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        cornerArc(CGPoint(x: r.maxX - tr, y: r.minY + tr), tr, from: -.pi / 2, corner: CGPoint(x: r.maxX, y: r.minY))
        cornerArc(CGPoint(x: r.maxX - br, y: r.maxY - br), br, from: 0, corner: CGPoint(x: r.maxX, y: r.maxY))
        cornerArc(CGPoint(x: r.minX + bl, y: r.maxY - bl), bl, from: .pi / 2, corner: CGPoint(x: r.minX, y: r.maxY))
        cornerArc(CGPoint(x: r.minX + tl, y: r.minY + tl), tl, from: .pi, corner: CGPoint(x: r.minX, y: r.minY))
        path.closeSubpath()
    }

    private func cornerArc(_ center: CGPoint, _ radius: CGFloat, from angle: CGFloat, corner: CGPoint) {
        guard radius > 0 else { path.addLine(to: corner); return }
        path.addArc(center: center, radius: radius, startAngle: angle, endAngle: angle + .pi / 2, clockwise: false)
    }
}
