import Foundation

/// A 4x4 homogeneous transform, matching Core Animation's `CATransform3D`.
///
/// Uses Core Animation's row-vector convention: a point is the row vector
/// `[x y z 1]` multiplied on the left, so translation lives in `m41, m42, m43`
/// and perspective in the fourth column (`t.m34 = -1.0 / 500` is the usual
/// "eye at 500 points" perspective).
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Matches Apple's memberwise initializer with all sixteen labels.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity (Apple's C-imported `init()` zero-fills instead).
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }
}

/// Matches `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D()

/// Matches `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// Matches `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// Matches `CATransform3DMakeRotation`: rotates by `angle` radians about the
/// axis `(x, y, z)` (normalized first); a zero-length axis gives the identity.
///
/// The diagonal is computed as `x² + (1 - x²)·cos` rather than the textbook
/// `x²(1 - cos) + cos`. They are equal mathematically, but this form yields an
/// exact `1` on the axis of an axis-aligned rotation, so a rotation about z
/// equals `CGAffineTransform(rotationAngle:)` entry for entry and
/// `CATransform3DIsAffine` holds for it, as it does on Apple platforms.
/// A non-finite axis is treated like a zero axis instead of producing NaNs.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let cosine = cos(angle), sine = sin(angle)
    let t = 1 - cosine
    return CATransform3D(
        m11: x * x + (1 - x * x) * cosine, m12: x * y * t + z * sine, m13: x * z * t - y * sine, m14: 0,
        m21: x * y * t - z * sine, m22: y * y + (1 - y * y) * cosine, m23: y * z * t + x * sine, m24: 0,
        m31: x * z * t + y * sine, m32: y * z * t - x * sine, m33: z * z + (1 - z * z) * cosine, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// Matches `CATransform3DTranslate`: the translation is applied *before* `t`,
/// i.e. `CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Matches `CATransform3DScale`: the scale is applied *before* `t`,
/// i.e. `CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Matches `CATransform3DRotate`: the rotation is applied *before* `t`,
/// i.e. `CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)`.
/// A zero axis leaves `t` unchanged.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Matches `CATransform3DConcat(a, b)`: the matrix product `a * b`, which in
/// the row-vector convention applies `a` first and then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    func entry(_ i: Int, _ j: Int) -> CGFloat {
        let r = a.row(i), c = b.column(j)
        return r.0 * c.0 + r.1 * c.1 + r.2 * c.2 + r.3 * c.3
    }
    return CATransform3D(
        m11: entry(0, 0), m12: entry(0, 1), m13: entry(0, 2), m14: entry(0, 3),
        m21: entry(1, 0), m22: entry(1, 1), m23: entry(1, 2), m24: entry(1, 3),
        m31: entry(2, 0), m32: entry(2, 1), m33: entry(2, 2), m34: entry(2, 3),
        m41: entry(3, 0), m42: entry(3, 1), m43: entry(3, 2), m44: entry(3, 3)
    )
}

/// Matches `CATransform3DInvert`: the full 4x4 inverse, or `t` unchanged when
/// it cannot be inverted (determinant 0). A non-finite determinant is treated
/// as singular too, so bad input never produces a NaN-filled matrix.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Laplace expansion over 2x2 minors of the top two and bottom two rows.
    let s0 = t.m11 * t.m22 - t.m21 * t.m12, s1 = t.m11 * t.m23 - t.m21 * t.m13
    let s2 = t.m11 * t.m24 - t.m21 * t.m14, s3 = t.m12 * t.m23 - t.m22 * t.m13
    let s4 = t.m12 * t.m24 - t.m22 * t.m14, s5 = t.m13 * t.m24 - t.m23 * t.m14
    let c5 = t.m33 * t.m44 - t.m43 * t.m34, c4 = t.m32 * t.m44 - t.m42 * t.m34
    let c3 = t.m32 * t.m43 - t.m42 * t.m33, c2 = t.m31 * t.m44 - t.m41 * t.m34
    let c1 = t.m31 * t.m43 - t.m41 * t.m33, c0 = t.m31 * t.m42 - t.m41 * t.m32
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard det != 0, det.isFinite else { return t }
    return CATransform3D(
        m11: (t.m22 * c5 - t.m23 * c4 + t.m24 * c3) / det,
        m12: (-t.m12 * c5 + t.m13 * c4 - t.m14 * c3) / det,
        m13: (t.m42 * s5 - t.m43 * s4 + t.m44 * s3) / det,
        m14: (-t.m32 * s5 + t.m33 * s4 - t.m34 * s3) / det,
        m21: (-t.m21 * c5 + t.m23 * c2 - t.m24 * c1) / det,
        m22: (t.m11 * c5 - t.m13 * c2 + t.m14 * c1) / det,
        m23: (-t.m41 * s5 + t.m43 * s2 - t.m44 * s1) / det,
        m24: (t.m31 * s5 - t.m33 * s2 + t.m34 * s1) / det,
        m31: (t.m21 * c4 - t.m22 * c2 + t.m24 * c0) / det,
        m32: (-t.m11 * c4 + t.m12 * c2 - t.m14 * c0) / det,
        m33: (t.m41 * s4 - t.m42 * s2 + t.m44 * s0) / det,
        m34: (-t.m31 * s4 + t.m32 * s2 - t.m34 * s0) / det,
        m41: (-t.m21 * c3 + t.m22 * c1 - t.m23 * c0) / det,
        m42: (t.m11 * c3 - t.m12 * c1 + t.m13 * c0) / det,
        m43: (-t.m41 * s3 + t.m42 * s1 - t.m43 * s0) / det,
        m44: (t.m31 * s3 - t.m32 * s1 + t.m33 * s0) / det
    )
}

/// Matches `CATransform3DIsIdentity`: an exact comparison.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Matches `CATransform3DEqualToTransform`: exact, entry-by-entry equality.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Matches `CATransform3DMakeAffineTransform`: `a, b, c, d` go to
/// `m11, m12, m21, m22`, `tx, ty` to `m41, m42`; everything else is identity.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b
    t.m21 = m.c; t.m22 = m.d
    t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Matches `CATransform3DIsAffine`: true when `t` is exactly representable by
/// a `CGAffineTransform` (no z coupling, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0
        && t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1
}

/// Matches `CATransform3DGetAffineTransform`: reads `m11, m12, m21, m22,
/// m41, m42`. Apple leaves the result undefined for non-affine input; here the
/// other entries are simply ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

// MARK: - Renderer helpers

extension CATransform3D {
    /// The row vector `[x y z 1]` times this matrix, before the divide by `w`.
    /// `w` is 1 unless the matrix has perspective.
    func transform(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            z: x * m13 + y * m23 + z * m33 + m43,
            w: x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Same test as `CATransform3DIsAffine`: lets the renderer take the cheap
    /// 2D path.
    var isAffine2D: Bool {
        CATransform3DIsAffine(self)
    }

    /// True when `w` can differ from 1, so points need a perspective divide.
    var hasPerspective: Bool {
        m14 != 0 || m24 != 0 || m34 != 0 || m44 != 1
    }

    /// This matrix with its z output column zeroed (`m13 = m23 = m33 = m43 = 0`).
    ///
    /// Core Animation (outside `CATransformLayer`) does not keep depth across
    /// layers: a layer's subtree is rendered into its parent's plane, so
    /// sublayers of a rotated layer never poke out of, or intersect through,
    /// that plane. Zeroing the z outputs makes every point land at z = 0, so the
    /// next transform up the tree sees a flat image, and an ancestor's
    /// perspective (m34) then acts on that image as a whole, as on Apple
    /// platforms. x, y and w are untouched. The result is singular, so hit
    /// testing should invert the unflattened matrix.
    var flattened: CATransform3D {
        var t = self
        t.m13 = 0; t.m23 = 0; t.m33 = 0; t.m43 = 0
        return t
    }

    fileprivate func row(_ i: Int) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch i {
        case 0: return (m11, m12, m13, m14)
        case 1: return (m21, m22, m23, m24)
        case 2: return (m31, m32, m33, m34)
        default: return (m41, m42, m43, m44)
        }
    }

    fileprivate func column(_ j: Int) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch j {
        case 0: return (m11, m21, m31, m41)
        case 1: return (m12, m22, m32, m42)
        case 2: return (m13, m23, m33, m43)
        default: return (m14, m24, m34, m44)
        }
    }
}
