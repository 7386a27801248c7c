import Foundation

/// The name of one of Core Animation's predefined timing curves
/// (`kCAMediaTimingFunctionLinear` and friends). The raw values are Core
/// Animation's own strings.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve Core Animation uses for implicit animations: control points
    /// (0.25, 0.1) and (0.25, 1) (the same as CSS `ease`).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction`: it maps an animation's linear progress (the curve's
/// x) to the eased progress (its y).
///
/// Matches Core Animation in:
/// - the control points of the named functions (Apple's documented values);
/// - `getControlPoint(at:values:)`: index 0 is (0, 0), 1 and 2 are the control
///   points passed in (as given, not clamped), 3 is (1, 1); any other index
///   writes nothing;
/// - evaluation: for a progress x the curve is solved for the parameter t with
///   x(t) = x and y(t) is returned, the same "unit Bézier" evaluation Core
///   Animation and WebKit use (Newton–Raphson, falling back to bisection), here
///   to an x precision of 1e-12. Progress outside 0...1 is clamped, as Core
///   Animation never evaluates a timing function outside its unit interval.
///   Control x values outside 0...1 (which would make x(t) non-monotonic) are
///   clamped into 0...1 for evaluation, as CSS and WebKit require; y values may
///   leave 0...1 (overshooting curves) and are used as given.
public final class CAMediaTimingFunction: Sendable, Equatable {
    /// The first control point, as passed to the initializer.
    let c1x: Float, c1y: Float
    /// The second control point, as passed to the initializer.
    let c2x: Float, c2y: Float

    /// Polynomial coefficients of x(t) = ((ax·t + bx)·t + cx)·t.
    private let ax: Double, bx: Double, cx: Double
    /// Polynomial coefficients of y(t) = ((ay·t + by)·t + cy)·t.
    private let ay: Double, by: Double, cy: Double
    /// Whether both control points lie on the diagonal, making the curve y = x exactly.
    private let isLinear: Bool

    /// (c1x, c1y, c2x, c2y).
    var controlPoints: SIMD4<Float> { SIMD4(c1x, c1y, c2x, c2y) }

    /// A curve with control points (c1x, c1y) and (c2x, c2y); the end points are
    /// always (0, 0) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x
        self.c1y = c1y
        self.c2x = c2x
        self.c2y = c2y

        // Evaluation uses sanitized copies: x clamped into 0...1, non-finite
        // values replaced by the linear curve's.
        func sanitizedX(_ v: Float, _ fallback: Double) -> Double {
            v.isFinite ? min(max(Double(v), 0), 1) : fallback
        }
        func sanitizedY(_ v: Float, _ fallback: Double) -> Double {
            v.isFinite ? Double(v) : fallback
        }
        let p1x = sanitizedX(c1x, 0), p1y = sanitizedY(c1y, 0)
        let p2x = sanitizedX(c2x, 1), p2y = sanitizedY(c2y, 1)

        // B(t) = 3(1-t)²t·P1 + 3(1-t)t²·P2 + t³ expanded in powers of t.
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
        isLinear = p1x == p1y && p2x == p2y
    }

    /// One of Core Animation's predefined curves. An unknown name gives the
    /// `.default` curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Writes the point at `index` to `ptr[0]` (x) and `ptr[1]` (y): index 0
    /// is (0, 0), 1 the first control point, 2 the second, 3 is (1, 1). Like
    /// Core Animation, an index outside 0...3 leaves the values untouched.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch index {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = c1x; ptr[1] = c1y
        case 2: ptr[0] = c2x; ptr[1] = c2y
        case 3: ptr[0] = 1; ptr[1] = 1
        default: break
        }
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    // MARK: - Evaluation

    /// The eased progress (the curve's y) for the linear progress `x`.
    ///
    /// `x` is clamped into 0...1 (NaN counts as 0); 0 gives exactly 0, 1 exactly
    /// 1, and a linear curve returns `x` itself. Otherwise x(t) = x is solved for
    /// t to 1e-12 and y(t) returned.
    func solve(_ x: Double) -> Double {
        guard x > 0 else { return 0 }  // also catches NaN
        guard x < 1 else { return 1 }
        if isLinear { return x }
        return sampleY(solveT(forX: x))
    }

    /// The same as `solve(_:)`.
    func value(at x: Double) -> Double { solve(x) }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The parameter t in 0...1 with x(t) = x, for x in (0, 1). x(t) is
    /// monotonic non-decreasing on 0...1 because both control x values are in 0...1.
    private func solveT(forX x: Double) -> Double {
        let epsilon = 1e-12

        // Newton–Raphson from t = x: quadratic convergence where the slope is
        // healthy, a handful of steps at most.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-6 { break }  // near-flat: Newton would overshoot
            let next = t - error / slope
            if !(next >= 0 && next <= 1) { break }  // left the unit interval
            t = next
        }

        // Bisection fallback: always converges because x(t) is monotonic.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<100 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            let mid = low + (high - low) / 2
            if mid == t || mid == low || mid == high { break }  // interval exhausted
            t = mid
        }
        return t
    }
}
