import Foundation

/// Where a curl's roll has its axis and which way the page is lifted.
struct CurlLine {
    let normal: CGPoint  // unit vector from the axis towards the lifted edge
    let offset: CGFloat  // the axis: points with dot(p, normal) == offset
    let radius: CGFloat
    /// How far past the axis the page's lifted edge is (the roll's innermost paper).
    let far: CGFloat

    /// The axis for a progress: it sweeps from beyond the bottom-right corner to
    /// beyond the top-left, tilted by about 9°.
    init(progress p: Double, rect: CGRect) {
        let tilt: CGFloat = 0.15
        let normal = CGPoint(x: sin(tilt), y: cos(tilt))
        let radius = max(rect.height, rect.width) * 0.06
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
        ]
        let dots = corners.map { $0.x * normal.x + $0.y * normal.y }
        let start = dots.max()!, end = dots.min()! - 2.2 * radius
        let offset = start + (end - start) * CGFloat(p)
        self.normal = normal
        self.offset = offset
        self.radius = radius
        self.far = max(0, start - offset)
    }

    /// The signed distance of a point past the axis (positive: lifted).
    func distance(_ p: CGPoint) -> CGFloat { p.x * normal.x + p.y * normal.y - offset }

    /// Where a page point lands once rolled up, its height, and whether the
    /// page's back faces the viewer there. The roll is a spiral like a rolled
    /// shade: the lifted edge innermost, each later turn a little wider, so
    /// the paper entering the roll is its visible outer layer.
    func curled(_ p: CGPoint) -> (point: CGPoint, z: CGFloat, back: Bool) {
        let d = distance(p)
        guard d > 0 else { return (p, 0, false) }
        let foot = CGPoint(x: p.x - d * normal.x, y: p.y - d * normal.y)
        let a = d / radius
        let r = radius * (1 + 0.06 * max(0, far - d) / (2 * .pi * radius))
        let along = r * sin(a)
        return (CGPoint(x: foot.x + along * normal.x, y: foot.y + along * normal.y), r * (1 - cos(a)), cos(a) < 0)
    }
}
