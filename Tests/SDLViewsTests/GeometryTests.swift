import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Trig results are only reproducible to rounding, so compare those with a tolerance.
fileprivate func approx(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= eps
}

fileprivate func approx(_ p: CGPoint, _ q: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
    approx(p.x, q.x, eps) && approx(p.y, q.y, eps)
}

fileprivate func approx(_ s: CATransform3D, _ t: CATransform3D, _ eps: CGFloat = 1e-9) -> Bool {
    let lhs = [
        s.m11, s.m12, s.m13, s.m14, s.m21, s.m22, s.m23, s.m24,
        s.m31, s.m32, s.m33, s.m34, s.m41, s.m42, s.m43, s.m44
    ]
    let rhs = [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44
    ]
    return zip(lhs, rhs).allSatisfy { approx($0, $1, eps) }
}

@Suite struct GeometryTests {
    let translate = CGAffineTransform(translationX: 10, y: 20)
    let scale = CGAffineTransform(scaleX: 2, y: 3)

    /// `shifted` (what snapping a copy to whole pixels uses) is the product
    /// with a translation on the left, to the bit, for affine and perspective maps.
    @Test func shiftingAMapEqualsMultiplyingByATranslation() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            func value() -> CGFloat { CGFloat(Double.random(in: -3...3, using: &rng)) }
            let perspective = Bool.random(using: &rng)
            let map = Homography(
                m00: value(), m01: value(), m02: value() * 100, m10: value(), m11: value(), m12: value() * 100,
                m20: perspective ? value() / 100 : 0, m21: perspective ? value() / 100 : 0, m22: 1)
            let (dx, dy) = (value(), value())
            #expect(map.shifted(dx, dy) == Homography.translation(dx, dy) * map)
        }
    }

    // MARK: CGAffineTransform

    @Test func affineIdentity() {
        #expect(CGAffineTransform() == .identity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(!translate.isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func affineMakeInitializers() {
        #expect(translate == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 20))
        #expect(scale == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        // Apple keeps the raw cos/sin, so a quarter turn is not exactly 0/1.
        #expect(quarter.a == cos(CGFloat.pi / 2))
        #expect(quarter.a != 0)
        #expect(quarter.b == 1)
        #expect(quarter.c == -1)
        #expect(quarter.d == quarter.a)
    }

    @Test func pointApplyingUsesRowVectorConvention() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // (a*x + c*y + tx, b*x + d*y + ty) with (x, y) = (10, 100)
        #expect(CGPoint(x: 10, y: 100).applying(t) == CGPoint(x: 315, y: 426))
    }

    @Test func positiveRotationTurnsXTowardsY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approx(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesReceiverFirst() {
        let translateThenScale = translate.concatenating(scale)
        let scaleThenTranslate = scale.concatenating(translate)
        #expect(translateThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(scaleThenTranslate == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(translateThenScale) == CGPoint(x: 22, y: 63))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenTranslate) == CGPoint(x: 12, y: 23))
    }

    @Test func concatenatingGeneralMatrices() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        let p = CGPoint(x: -2, y: 3)
        #expect(p.applying(t1.concatenating(t2)) == p.applying(t1).applying(t2))
    }

    @Test func translatedByAppliesTranslationFirst() {
        let t = scale.translatedBy(x: 10, y: 20)
        #expect(t == translate.concatenating(scale))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    }

    @Test func scaledByAppliesScaleFirst() {
        let t = translate.scaledBy(x: 2, y: 3)
        #expect(t == scale.concatenating(translate))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    }

    @Test func rotatedAppliesRotationFirst() {
        let t = translate.rotated(by: .pi / 2)
        #expect(t == CGAffineTransform(rotationAngle: .pi / 2).concatenating(translate))
        #expect(t.tx == 10 && t.ty == 20)
        #expect(approx(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 21)))
        #expect(CGAffineTransform.identity.rotated(by: 0.3) == CGAffineTransform(rotationAngle: 0.3))
    }

    @Test func invertedExactForScaleAndTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20)
        #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
        #expect(t.concatenating(t.inverted()).isIdentity)
    }

    @Test func invertedRoundTripsRotationScaleTranslation() {
        let t = CGAffineTransform.identity.translatedBy(x: 30, y: -40).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
        let inverse = t.inverted()
        let p = CGPoint(x: 3, y: 7)
        #expect(approx(p.applying(t).applying(inverse), p))
        let product = t.concatenating(inverse)
        #expect(approx(product.a, 1) && approx(product.b, 0) && approx(product.c, 0))
        #expect(approx(product.d, 1) && approx(product.tx, 0) && approx(product.ty, 0))
    }

    @Test func invertedOfSingularReturnsSelf() {
        let collapsed = CGAffineTransform(a: 0, b: 0, c: 0, d: 5, tx: 1, ty: 2)
        #expect(collapsed.inverted() == collapsed)
        let rankOne = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
        #expect(rankOne.inverted() == rankOne)
        let infinite = CGAffineTransform(a: CGFloat.infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(infinite.inverted() == infinite)
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = translate.concatenating(scale)
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 20, height: 60))
        let flipped = CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGSize(width: -10, height: 20))
        let rotated = CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approx(rotated.width, -20) && approx(rotated.height, 10))
    }

    @Test func rectApplyingRotationGivesBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 100).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(approx(r.origin.x, -70.71067811865476))
        #expect(r.origin.y == 0)
        #expect(approx(r.width, 141.4213562373095))
        #expect(approx(r.height, 141.4213562373095))
    }

    @Test func rectApplyingExactCases() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.applying(translate) == CGRect(x: 20, y: 40, width: 30, height: 40))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGRect(x: 20, y: -60, width: 60, height: 40))
        let negative = CGRect(x: 10, y: 0, width: -10, height: 5)
        #expect(negative.applying(CGAffineTransform(translationX: 1, y: 1)) == CGRect(x: 1, y: 1, width: 10, height: 5))
    }

    @Test func rectApplyingKeepsNullAndInfinite() {
        #expect(CGRect.null.applying(scale).isNull)
        #expect(CGRect.infinite.applying(translate) == CGRect.infinite)
    }

    @Test func affineDescription() {
        #expect(
            CGAffineTransform.identity.description
                == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
    }

    // MARK: CATransform3D

    @Test func transform3DIdentity() {
        #expect(CATransform3D() == CATransform3DIdentity)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
        #expect(
            CATransform3DEqualToTransform(CATransform3DMakeTranslation(1, 2, 3), CATransform3DMakeTranslation(1, 2, 3)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeTranslation(1, 2, 3), CATransform3DIdentity))
    }

    @Test func transform3DMakeTranslationAndScale() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m44 == 1)
        #expect(t.transform(x: 10, y: 20, z: 30) == (x: 11, y: 22, z: 33, w: 1))
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4 && s.m44 == 1)
        #expect(s.transform(x: 1, y: 1, z: 1) == (x: 2, y: 3, z: 4, w: 1))
    }

    @Test func transform3DConcatAppliesFirstArgumentFirst() {
        let translateThenScale = CATransform3DConcat(
            CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2))
        let scaleThenTranslate = CATransform3DConcat(
            CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 0, 0))
        #expect(translateThenScale.m41 == 20)
        #expect(scaleThenTranslate.m41 == 10)
        #expect(translateThenScale.transform(x: 1, y: 0, z: 0).x == 22)
        #expect(scaleThenTranslate.transform(x: 1, y: 0, z: 0).x == 12)
    }

    @Test func transform3DTranslateScaleRotateApplyFirst() {
        let s = CATransform3DMakeScale(2, 3, 4)
        let translated = CATransform3DTranslate(s, 1, 1, 1)
        #expect(translated == CATransform3DConcat(CATransform3DMakeTranslation(1, 1, 1), s))
        #expect(translated.m41 == 2 && translated.m42 == 3 && translated.m43 == 4)

        let t = CATransform3DMakeTranslation(10, 20, 30)
        let scaled = CATransform3DScale(t, 2, 3, 4)
        #expect(scaled == CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), t))
        #expect(scaled.m11 == 2 && scaled.m41 == 10 && scaled.m42 == 20 && scaled.m43 == 30)

        let rotated = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        #expect(
            rotated
                == CATransform3DConcat(
                    CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(5, 0, 0)))
        let p = rotated.transform(x: 1, y: 0, z: 0)
        #expect(approx(p.x, 5) && approx(p.y, 1) && p.z == 0 && p.w == 1)
    }

    @Test func transform3DRotationAboutZMatchesAffineRotation() {
        let angle: CGFloat = 0.3
        let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(rotation == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle)))
        #expect(CATransform3DIsAffine(rotation))
        // The axis is normalized first.
        #expect(CATransform3DMakeRotation(angle, 0, 0, 5) == rotation)
    }

    @Test func transform3DRotationAboutXAndY() {
        let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0).transform(x: 0, y: 1, z: 0)
        #expect(approx(aboutX.x, 0) && approx(aboutX.y, 0) && approx(aboutX.z, 1))
        let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 1, 0).transform(x: 0, y: 0, z: 1)
        #expect(approx(aboutY.x, 1) && approx(aboutY.y, 0) && approx(aboutY.z, 0))
    }

    @Test func transform3DRotationWithZeroAxisIsIdentity() {
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(CATransform3DRotate(t, 1, 0, 0, 0) == t)
    }

    @Test func transform3DInvertExact() {
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)) == CATransform3DMakeTranslation(-1, -2, -3))
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)) == CATransform3DMakeScale(0.5, 0.25, 0.125))
    }

    @Test func transform3DInvertRoundTripsWithPerspective() {
        var t = CATransform3DTranslate(CATransform3DIdentity, 10, -20, 5)
        t = CATransform3DScale(t, 2, 3, 4)
        t = CATransform3DRotate(t, 0.5, 1, 1, 0)
        t.m34 = -1.0 / 500
        let inverse = CATransform3DInvert(t)
        #expect(approx(CATransform3DConcat(t, inverse), CATransform3DIdentity))
        #expect(approx(CATransform3DConcat(inverse, t), CATransform3DIdentity))
    }

    @Test func transform3DInvertOfSingularReturnsInput() {
        let singular = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func transform3DPerspectiveProjection() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(perspective.hasPerspective)
        #expect(!perspective.isAffine2D)
        #expect(!CATransform3DIsAffine(perspective))

        // A point nearer the viewer (+z) has w < 1, so it projects larger.
        let near = perspective.transform(x: 100, y: 50, z: 100)
        #expect(near.x == 100 && near.y == 50 && near.z == 100)
        #expect(approx(near.w, 0.8))
        #expect(approx(near.x / near.w, 125) && approx(near.y / near.w, 62.5))
        // The z = 0 plane is unaffected.
        #expect(perspective.transform(x: 100, y: 50, z: 0).w == 1)

        // A card turned 45° about y: its right edge recedes and shrinks.
        let turned = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective)
        let edge = turned.transform(x: 100, y: 0, z: 0)
        let depth = 100 * sin(CGFloat.pi / 4)
        #expect(approx(edge.z, -depth))
        #expect(approx(edge.w, 1 + depth / 500))
        #expect(approx(edge.x / edge.w, 100 * cos(CGFloat.pi / 4) / (1 + depth / 500)))
    }

    @Test func transform3DHasPerspectiveFlags() {
        #expect(!CATransform3DIdentity.hasPerspective)
        #expect(!CATransform3DMakeRotation(1, 1, 1, 1).hasPerspective)
        var t = CATransform3DIdentity
        t.m44 = 2
        #expect(t.hasPerspective)
        t = CATransform3DIdentity
        t.m14 = 0.1
        #expect(t.hasPerspective)
    }

    @Test func transform3DAffineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
        #expect(t.m33 == 1 && t.m44 == 1 && t.m13 == 0 && t.m34 == 0)
        #expect(CATransform3DIsAffine(t))
        #expect(t.isAffine2D)
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))

        let p = CGPoint(x: 7, y: -8).applying(affine)
        let q = t.transform(x: 7, y: -8, z: 0)
        #expect(p == CGPoint(x: q.x, y: q.y))

        let other = CGAffineTransform(a: 2, b: 0, c: 1, d: 3, tx: -4, ty: 9)
        #expect(
            CATransform3DMakeAffineTransform(affine.concatenating(other))
                == CATransform3DConcat(t, CATransform3DMakeAffineTransform(other)))
    }

    @Test func transform3DFlattenedDropsDepth() {
        var t = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        t.m43 = 12
        t.m34 = -1.0 / 500
        let flat = t.flattened
        #expect(flat.m13 == 0 && flat.m23 == 0 && flat.m33 == 0 && flat.m43 == 0)
        #expect(flat.m11 == t.m11 && flat.m31 == t.m31 && flat.m34 == t.m34 && flat.m41 == t.m41)
        let original = t.transform(x: 10, y: 20, z: 30)
        let projected = flat.transform(x: 10, y: 20, z: 30)
        #expect(projected.z == 0)
        #expect(projected.x == original.x && projected.y == original.y && projected.w == original.w)
        // Flattening discards information, so the result has no inverse.
        #expect(CATransform3DInvert(flat) == flat)
    }

    // MARK: UIEdgeInsets

    @Test func edgeInsetsZero() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets() == .zero)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(
            directional.top == 1 && directional.leading == 2 && directional.bottom == 3 && directional.trailing == 4)
    }

    @Test func edgeInsetsInsetRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        #expect(rect.inset(by: insets) == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(UIEdgeInsetsInsetRect(rect, insets) == rect.inset(by: insets))
        #expect(rect.inset(by: .zero) == rect)
        let outset = UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)
        #expect(rect.inset(by: outset) == CGRect(x: -5, y: -5, width: 110, height: 60))
    }

    @Test func edgeInsetsOverlargeKeepsNegativeSize() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(!r.isNull)
        #expect(r.origin == CGPoint(x: 8, y: 0))
        #expect(r.size == CGSize(width: -6, height: 10))
    }

    @Test func edgeInsetsStandardizesAndKeepsNull() {
        let negative = CGRect(x: 100, y: 0, width: -50, height: 10)
        let r = negative.inset(by: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(r == CGRect(x: 60, y: 0, width: 30, height: 10))
        #expect(CGRect.null.inset(by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).isNull)
    }

    // MARK: Sanitizing

    @Test func sanitizingScalarsPointsAndSizes() {
        #expect(CGFloat.nan.finiteOrZero == 0)
        #expect(CGFloat.infinity.finiteOrZero == 0)
        #expect((-CGFloat.infinity).finiteOrZero == 0)
        #expect(CGFloat(3.5).finiteOrZero == 3.5)

        let point = CGPoint(x: CGFloat.nan, y: 2)
        #expect(!point.isFinite)
        #expect(point.sanitized == CGPoint(x: 0, y: 2))
        #expect(CGPoint(x: 1, y: 2).isFinite)

        let size = CGSize(width: -5, height: CGFloat.infinity)
        #expect(!size.isFinite)
        #expect(size.sanitized == CGSize(width: -5, height: 0))
    }

    @Test func sanitizingRectsAndTransforms() {
        #expect(!CGRect.null.isFinite)
        #expect(CGRect.null.sanitized == .zero)
        let rect = CGRect(x: 1, y: CGFloat.nan, width: -3, height: CGFloat.infinity)
        #expect(rect.sanitized == CGRect(x: 1, y: 0, width: -3, height: 0))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).isFinite)

        #expect(CGAffineTransform.identity.isFinite)
        #expect(!CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: CGFloat.nan, ty: 0).isFinite)
        #expect(CATransform3DIdentity.isFinite)
        var t = CATransform3DIdentity
        t.m34 = -CGFloat.infinity
        #expect(!t.isFinite)
    }
}
