import Foundation

// Views receive geometry from app code, animations and layout math, any of
// which can produce NaN or infinity. UIKit tolerates such values silently in
// some places and logs in others; SDLViews replaces them with 0 so a single
// bad value cannot poison the render tree or the layout pass.

extension CGFloat {
    /// `self`, or 0 when NaN or infinite.
    var finiteOrZero: CGFloat {
        isFinite ? self : 0
    }
}

extension CGPoint {
    var isFinite: Bool {
        x.isFinite && y.isFinite
    }

    /// Non-finite components become 0.
    var sanitized: CGPoint {
        CGPoint(x: x.finiteOrZero, y: y.finiteOrZero)
    }
}

extension CGSize {
    var isFinite: Bool {
        width.isFinite && height.isFinite
    }

    /// Non-finite components become 0. Negative sizes are kept: they are
    /// legal in CG and mean the rect extends the other way.
    var sanitized: CGSize {
        CGSize(width: width.finiteOrZero, height: height.finiteOrZero)
    }
}

extension CGRect {
    /// False for `.null` (its origin is infinite). `.infinite` counts as
    /// finite: CG encodes it with huge but finite fields.
    var isFinite: Bool {
        origin.isFinite && size.isFinite
    }

    /// Non-finite fields become 0, so `.null` becomes `.zero`.
    var sanitized: CGRect {
        CGRect(origin: origin.sanitized, size: size.sanitized)
    }
}

extension CGAffineTransform {
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}

extension CATransform3D {
    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
