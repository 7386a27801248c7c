import Foundation

/// A projective map of the plane (3×3, column vectors), the 2D core of a
/// flattened `CATransform3D`.
///
/// Core Animation flattens every sublayer into its parent's plane, so the map
/// from a layer's bounds space to any ancestor's is a product of these 3×3
/// matrices; that one type serves point conversion, hit testing (through the
/// inverse) and the compositor's vertex transform, with perspective included.
struct Homography: Equatable, Sendable {
    var m00: CGFloat, m01: CGFloat, m02: CGFloat
    var m10: CGFloat, m11: CGFloat, m12: CGFloat
    var m20: CGFloat, m21: CGFloat, m22: CGFloat

    static let identity = Homography(m00: 1, m01: 0, m02: 0, m10: 0, m11: 1, m12: 0, m20: 0, m21: 0, m22: 1)

    static func translation(_ x: CGFloat, _ y: CGFloat) -> Homography {
        Homography(m00: 1, m01: 0, m02: x, m10: 0, m11: 1, m12: y, m20: 0, m21: 0, m22: 1)
    }

    static func scale(_ x: CGFloat, _ y: CGFloat) -> Homography {
        Homography(m00: x, m01: 0, m02: 0, m10: 0, m11: y, m12: 0, m20: 0, m21: 0, m22: 1)
    }

    /// The plane z = 0 of a Core Animation (row-vector) transform: x' = x·m11 + y·m21 + m41 …
    init(_ t: CATransform3D) {
        self.init(
            m00: t.m11, m01: t.m21, m02: t.m41,
            m10: t.m12, m11: t.m22, m12: t.m42,
            m20: t.m14, m21: t.m24, m22: t.m44)
    }

    init(
        m00: CGFloat, m01: CGFloat, m02: CGFloat, m10: CGFloat, m11: CGFloat, m12: CGFloat,
        m20: CGFloat, m21: CGFloat, m22: CGFloat
    ) {
        self.m00 = m00; self.m01 = m01; self.m02 = m02
        self.m10 = m10; self.m11 = m11; self.m12 = m12
        self.m20 = m20; self.m21 = m21; self.m22 = m22
    }

    var isAffine: Bool { m20 == 0 && m21 == 0 && m22 == 1 }

    /// True when the map only scales and translates, so a rectangle stays an
    /// axis-aligned rectangle (and clipping can use a scissor rectangle).
    var isAxisAligned: Bool { isAffine && m01 == 0 && m10 == 0 }

    /// `self · other`: other applies first.
    /// `self * .translation(x, y)`, working out only the column that changes.
    func translated(_ x: CGFloat, _ y: CGFloat) -> Homography {
        var moved = self
        moved.m02 = m00 * x + m01 * y + m02
        moved.m12 = m10 * x + m11 * y + m12
        moved.m22 = m20 * x + m21 * y + m22
        return moved
    }

    /// `.translation(x, y) * self`, working out only the two rows that change.
    func shifted(_ x: CGFloat, _ y: CGFloat) -> Homography {
        var moved = self
        moved.m00 = m00 + x * m20
        moved.m01 = m01 + x * m21
        moved.m02 = m02 + x * m22
        moved.m10 = m10 + y * m20
        moved.m11 = m11 + y * m21
        moved.m12 = m12 + y * m22
        return moved
    }

    static func * (l: Homography, r: Homography) -> Homography {
        Homography(
            m00: l.m00 * r.m00 + l.m01 * r.m10 + l.m02 * r.m20,
            m01: l.m00 * r.m01 + l.m01 * r.m11 + l.m02 * r.m21,
            m02: l.m00 * r.m02 + l.m01 * r.m12 + l.m02 * r.m22,
            m10: l.m10 * r.m00 + l.m11 * r.m10 + l.m12 * r.m20,
            m11: l.m10 * r.m01 + l.m11 * r.m11 + l.m12 * r.m21,
            m12: l.m10 * r.m02 + l.m11 * r.m12 + l.m12 * r.m22,
            m20: l.m20 * r.m00 + l.m21 * r.m10 + l.m22 * r.m20,
            m21: l.m20 * r.m01 + l.m21 * r.m11 + l.m22 * r.m21,
            m22: l.m20 * r.m02 + l.m21 * r.m12 + l.m22 * r.m22)
    }

    /// Homogeneous coordinates of a point: (x, y, w).
    @inline(__always)
    func project(_ x: CGFloat, _ y: CGFloat) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (m00 * x + m01 * y + m02, m10 * x + m11 * y + m12, m20 * x + m21 * y + m22)
    }

    /// The mapped point, or nil where the point goes to or behind the eye (w ≤ 0).
    func apply(_ p: CGPoint) -> CGPoint? {
        let h = project(p.x, p.y)
        guard h.w > 0 else { return nil }
        return h.w == 1 ? CGPoint(x: h.x, y: h.y) : CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    var determinant: CGFloat {
        m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20)
    }

    /// The inverse, or nil for a singular map (a layer scaled to zero or seen edge-on).
    var inverse: Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        return Homography(
            m00: (m11 * m22 - m12 * m21) * inv, m01: (m02 * m21 - m01 * m22) * inv, m02: (m01 * m12 - m02 * m11) * inv,
            m10: (m12 * m20 - m10 * m22) * inv, m11: (m00 * m22 - m02 * m20) * inv, m12: (m02 * m10 - m00 * m12) * inv,
            m20: (m10 * m21 - m11 * m20) * inv, m21: (m01 * m20 - m00 * m21) * inv, m22: (m00 * m11 - m01 * m10) * inv)
    }

    /// Bounding box of a rectangle's four mapped corners; nil if any corner is behind the eye.
    func boundingBox(of r: CGRect) -> CGRect? {
        if isAffine {
            // The common case, without divisions: the box of an affine image of a rectangle.
            let x0 = m00 * r.minX, x1 = m00 * r.maxX, y0 = m01 * r.minY, y1 = m01 * r.maxY
            let u0 = m10 * r.minX, u1 = m10 * r.maxX, v0 = m11 * r.minY, v1 = m11 * r.maxY
            let minX = min(x0, x1) + min(y0, y1) + m02, maxX = max(x0, x1) + max(y0, y1) + m02
            let minY = min(u0, u1) + min(v0, v1) + m12, maxY = max(u0, u1) + max(v0, v1) + m12
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        guard let a = apply(CGPoint(x: r.minX, y: r.minY)), let b = apply(CGPoint(x: r.maxX, y: r.minY)),
            let c = apply(CGPoint(x: r.maxX, y: r.maxY)), let d = apply(CGPoint(x: r.minX, y: r.maxY))
        else { return nil }
        let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
