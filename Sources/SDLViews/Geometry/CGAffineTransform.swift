import Foundation

/// A 2D affine transform, matching Core Graphics' `CGAffineTransform`.
///
/// Uses CG's row-vector convention: the matrix is
///
///     [ a   b   0 ]
///     [ c   d   0 ]
///     [ tx  ty  1 ]
///
/// and a point maps to `(a*x + c*y + tx, b*x + d*y + ty)`.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Matches Apple's memberwise `init(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform (Apple's C-imported `init()` zero-fills instead).
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Matches `CGAffineTransform.identity` / `CGAffineTransformIdentity`.
    public static let identity = CGAffineTransform()

    /// Matches `CGAffineTransformMakeRotation`: `(cos, sin, -sin, cos, 0, 0)`.
    ///
    /// Positive angles rotate from +x towards +y, which is clockwise on screen
    /// in UIKit's y-down coordinates. Like Apple, the raw `cos`/`sin` values are
    /// kept, so a rotation by `.pi / 2` has `a ≈ 6.1e-17`, not exactly 0.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Matches `CGAffineTransformMakeScale`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Matches `CGAffineTransformMakeTranslation`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Matches `CGAffineTransformIsIdentity`: an exact comparison, so values
    /// that are merely close to the identity (e.g. after rotating by 2π) are not.
    public var isIdentity: Bool {
        self == .identity
    }

    /// Matches `CGAffineTransformTranslate`: the translation is applied
    /// *before* `self`, i.e. `CGAffineTransform(translationX:y:).concatenating(self)`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        var result = self
        result.tx = a * x + c * y + tx
        result.ty = b * x + d * y + ty
        return result
    }

    /// Matches `CGAffineTransformScale`: the scale is applied *before* `self`,
    /// i.e. `CGAffineTransform(scaleX:y:).concatenating(self)`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a * x, b: b * x, c: c * y, d: d * y, tx: tx, ty: ty)
    }

    /// Matches `CGAffineTransformRotate`: the rotation is applied *before*
    /// `self`, i.e. `CGAffineTransform(rotationAngle:).concatenating(self)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Matches `CGAffineTransformConcat(self, t2)`: the result applies `self`
    /// first and then `t2` (the matrix product `self * t2`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Matches `CGAffineTransformInvert`: when the matrix is singular
    /// (determinant 0) CG returns the input unchanged, and so does this.
    /// A non-finite determinant is treated as singular too, so bad input
    /// never produces a NaN-filled transform.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }

    /// Same text as Apple's Swift overlay prints, e.g.
    /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// Matches `CGPointApplyAffineTransform`: `(a*x + c*y + tx, b*x + d*y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Matches `CGSizeApplyAffineTransform`: `(a*w + c*h, b*w + d*h)`.
    /// A size is a vector, so the translation is ignored, and the result may be
    /// negative (e.g. under a flip), exactly as on Apple platforms.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Matches `CGRectApplyAffineTransform`: the smallest rect containing the
    /// four transformed corners of the standardized rect. Null and infinite
    /// rects come back unchanged, as in CG, because their corners are not
    /// meaningful points.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let rect = standardized
        let p1 = CGPoint(x: rect.minX, y: rect.minY).applying(t)
        let p2 = CGPoint(x: rect.maxX, y: rect.minY).applying(t)
        let p3 = CGPoint(x: rect.minX, y: rect.maxY).applying(t)
        let p4 = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
        let minX = Swift.min(p1.x, p2.x, p3.x, p4.x)
        let maxX = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let minY = Swift.min(p1.y, p2.y, p3.y, p4.y)
        let maxY = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
