import Foundation

/// A value Core Animation can interpolate: the property types of animatable
/// layer key paths. Numbers arrive as any Swift numeric type (Int, Float,
/// Double, CGFloat, NSNumber), as UIKit's NSNumber bridging allows.
enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Boxed: a transform is sixteen numbers, and unboxed it would make
    /// every value (a position, an opacity) that large to copy, several times
    /// per animation per frame.
    indirect case transform(CATransform3D)
    case color(CGColor)
    /// A difference of colours (a view block's additive delta, a cumulative
    /// step): unlike a `CGColor`, its components may leave 0...1.
    case colorOffset(ColorOffset)
    /// Arrays (gradient colours and locations), interpolated element by element.
    case list([AnimatableValue])

    /// Converts what an animation's `fromValue`/`toValue`/`values` hold; nil (with a
    /// log) for a type no layer property has.
    init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let v as Double: self = .scalar(v)
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as UIColor: self = .color(v.cgColor)
        case let v as [Any]:
            let items = v.compactMap { AnimatableValue($0) }
            guard items.count == v.count else { return nil }
            self = .list(items)
        default:
            SDLViewsLog.error("an animation value of type \(type(of: any)) is not animatable; ignored")
            return nil
        }
    }

    /// Linear interpolation (`t` may leave 0...1 for springs and overshooting curves).
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + (y - x) * t)
        case let (.point(x), .point(y)): return .point(CGPoint(x: lerp(x.x, y.x, t), y: lerp(x.y, y.y, t)))
        case let (.size(x), .size(y)):
            return .size(CGSize(width: lerp(x.width, y.width, t), height: lerp(x.height, y.height, t)))
        case let (.rect(x), .rect(y)):
            // Raw origin and size: additive deltas have negative sizes, which
            // CGRect's minX/width would standardise.
            return .rect(
                CGRect(
                    x: lerp(x.origin.x, y.origin.x, t), y: lerp(x.origin.y, y.origin.y, t),
                    width: lerp(x.size.width, y.size.width, t), height: lerp(x.size.height, y.size.height, t)))
        case let (.transform(x), .transform(y)): return .transform(TransformInterpolation.interpolate(x, y, t))
        case let (.color(x), .color(y)):
            return .color(
                CGColor(
                    red: lerp(x.red, y.red, t), green: lerp(x.green, y.green, t),
                    blue: lerp(x.blue, y.blue, t), alpha: lerp(x.alpha, y.alpha, t)))
        case let (.list(x), .list(y)) where x.count == y.count:
            return .list(zip(x, y).map { interpolate($0, $1, t) })
        default:
            guard let x = ColorOffset(a), let y = ColorOffset(b) else { return t < 1 ? a : b }
            return ColorOffset.make(x + (y - x) * t, absolute: a.isAbsoluteColor || b.isAbsoluteColor)
        }
    }

    /// `a + b` (by-values, additive and cumulative animations). Transforms concatenate.
    static func + (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue { combine(a, b, sign: 1) }

    /// `a − b`. Transforms concatenate with the inverse.
    static func - (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue { combine(a, b, sign: -1) }

    private static func combine(_ a: AnimatableValue, _ b: AnimatableValue, sign: CGFloat) -> AnimatableValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + Double(sign) * y)
        case let (.point(x), .point(y)): return .point(CGPoint(x: x.x + sign * y.x, y: x.y + sign * y.y))
        case let (.size(x), .size(y)):
            return .size(CGSize(width: x.width + sign * y.width, height: x.height + sign * y.height))
        case let (.rect(x), .rect(y)):
            return .rect(
                CGRect(
                    x: x.origin.x + sign * y.origin.x, y: x.origin.y + sign * y.origin.y,
                    width: x.size.width + sign * y.size.width, height: x.size.height + sign * y.size.height))
        case let (.transform(x), .transform(y)):
            return .transform(CATransform3DConcat(sign > 0 ? y : CATransform3DInvert(y), x))
        case let (.list(x), .list(y)) where x.count == y.count:
            return .list(zip(x, y).map { combine($0, $1, sign: sign) })
        default:
            guard let x = ColorOffset(a), let y = ColorOffset(b) else { return a }
            // Colours are points and offsets vectors: colour − colour is an
            // offset, colour ± offset a colour (clamped only then).
            let absolutes = (a.isAbsoluteColor ? 1 : 0) + (sign > 0 ? 1 : -1) * (b.isAbsoluteColor ? 1 : 0)
            return ColorOffset.make(x + y * Double(sign), absolute: absolutes >= 1)
        }
    }

    private var isAbsoluteColor: Bool { if case .color = self { return true }; return false }

    /// An offset becomes the colour a layer can hold (components clamped).
    var settled: AnimatableValue {
        switch self {
        case .colorOffset(let offset): return .color(offset.clampedColor)
        case .list(let items): return .list(items.map(\.settled))
        default: return self
        }
    }

    private static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * CGFloat(t) }
}

/// RGBA components without CGColor's clamping, for colour arithmetic.
struct ColorOffset: Equatable {
    var red, green, blue, alpha: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    init?(_ value: AnimatableValue) {
        switch value {
        case .color(let c): self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .colorOffset(let o): self = o
        default: return nil
        }
    }

    var clampedColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    static func make(_ components: ColorOffset, absolute: Bool) -> AnimatableValue {
        absolute ? .color(components.clampedColor) : .colorOffset(components)
    }

    static func + (a: ColorOffset, b: ColorOffset) -> ColorOffset {
        ColorOffset(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
    }

    static func - (a: ColorOffset, b: ColorOffset) -> ColorOffset { a + b * -1 }

    static func * (a: ColorOffset, k: Double) -> ColorOffset {
        let k = CGFloat(k)
        return ColorOffset(red: a.red * k, green: a.green * k, blue: a.blue * k, alpha: a.alpha * k)
    }
}

/// Core Animation interpolates transforms by decomposing them, so a rotation
/// stays a rotation halfway (a matrix lerp would shrink it). Affine transforms
/// decompose into translation, rotation, scale and shear; others fall back
/// to interpolating the matrix entries.
enum TransformInterpolation {
    struct Parts { var tx, ty, angle, sx, sy, shear: Double }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        guard CATransform3DIsAffine(a), CATransform3DIsAffine(b),
            let p = decompose(CATransform3DGetAffineTransform(a)), var q = decompose(CATransform3DGetAffineTransform(b))
        else {
            return entrywise(a, b, t)
        }
        // Turn the short way round, as Core Animation does.
        if q.angle - p.angle > .pi { q.angle -= 2 * .pi } else if p.angle - q.angle > .pi { q.angle += 2 * .pi }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let parts = Parts(
            tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty), angle: mix(p.angle, q.angle),
            sx: mix(p.sx, q.sx), sy: mix(p.sy, q.sy), shear: mix(p.shear, q.shear))
        return CATransform3DMakeAffineTransform(compose(parts))
    }

    /// M = translate · rotate · shear · scale (the usual QR-style split).
    static func decompose(_ m: CGAffineTransform) -> Parts? {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 0 else { return nil }
        let angle = atan2(m.b, m.a)
        let det = m.a * m.d - m.b * m.c
        let shearTimesSy = (m.a * m.c + m.b * m.d) / sx
        let sy = det / sx
        guard sy != 0 else { return nil }
        return Parts(tx: m.tx, ty: m.ty, angle: angle, sx: sx, sy: sy, shear: shearTimesSy / sy)
    }

    static func compose(_ p: Parts) -> CGAffineTransform {
        let cosA = cos(p.angle), sinA = sin(p.angle)
        // rotate · [[sx, shear·sy], [0, sy]]
        let a = cosA * p.sx, b = sinA * p.sx
        let c = cosA * p.shear * p.sy - sinA * p.sy, d = sinA * p.shear * p.sy + cosA * p.sy
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: p.tx, ty: p.ty)
    }

    private static func entrywise(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        return CATransform3D(
            m11: m(a.m11, b.m11), m12: m(a.m12, b.m12), m13: m(a.m13, b.m13), m14: m(a.m14, b.m14),
            m21: m(a.m21, b.m21), m22: m(a.m22, b.m22), m23: m(a.m23, b.m23), m24: m(a.m24, b.m24),
            m31: m(a.m31, b.m31), m32: m(a.m32, b.m32), m33: m(a.m33, b.m33), m34: m(a.m34, b.m34),
            m41: m(a.m41, b.m41), m42: m(a.m42, b.m42), m43: m(a.m43, b.m43), m44: m(a.m44, b.m44))
    }
}
