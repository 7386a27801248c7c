import Foundation

/// The damped harmonic oscillator behind `CASpringAnimation` and UIKit's
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
///
/// The animated value moves from 0 to 1. With x the displacement from the
/// target, the motion is the exact closed-form solution of
/// `m·x'' + c·x' + k·x = 0` with `x(0) = -1` and `x'(0) = initialVelocity`
/// (in "whole distances per second", as both UIKit and Core Animation define
/// it), and `value(at: t) = 1 + x(t)`. Under-damped (ζ < 1), critically damped
/// (ζ = 1, taken as |ζ - 1| < 1e-6 to avoid cancellation) and over-damped
/// (ζ > 1) springs each use their own exact solution.
///
/// Inputs never make it crash: non-finite or non-positive mass and stiffness
/// fall back to Core Animation's defaults (1 and 100), a non-finite damping to
/// 10, a non-finite velocity to 0; a damping ≤ 0 (or one so small that
/// ζ < 0.001) is raised to ζ = 0.001 (`minimumDampingRatio`), so every spring
/// comes to rest; the velocity is clamped to ±1e6 distances per second.
struct SpringSolver: Sendable {
    /// Core Animation's `CASpringAnimation` defaults.
    static let defaultMass = 1.0
    static let defaultStiffness = 100.0
    static let defaultDamping = 10.0

    /// The smallest damping ratio used: lower (or non-positive) dampings are raised to it.
    static let minimumDampingRatio = 0.001
    /// The largest |initialVelocity| used, in distances per second.
    static let maximumVelocity = 1e6
    /// `settlingDuration` criteria: |displacement| ≤ 0.001 of the distance and
    /// |velocity| ≤ 0.01 distances per second.
    static let restDisplacement = 0.001
    static let restVelocity = 0.01

    /// The physical parameters actually used (after sanitizing).
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    /// Undamped angular frequency ω0 = √(k/m).
    let naturalFrequency: Double
    /// Damping ratio ζ = c / (2√(k·m)).
    let dampingRatio: Double
    /// Damped angular frequency ω_d = ω0·√(1 - ζ²) for under-damped springs, else 0.
    let dampedFrequency: Double

    /// For the `init(duration:dampingRatio:initialVelocity:)` form: the time
    /// from which `value(at:)` is exactly 1. `nil` for a pure physical spring.
    let snapTime: Double?

    private enum Motion: Sendable {
        /// x = e^(-α·t)·(a·cos(ω_d·t) + b·sin(ω_d·t))
        case underdamped(alpha: Double, a: Double, b: Double)
        /// x = (a + b·t)·e^(-ω0·t)
        case critical(a: Double, b: Double)
        /// x = c1·e^(r1·t) + c2·e^(r2·t), r2 < r1 < 0
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }
    private let motion: Motion

    // MARK: - Initializers

    /// A spring with `CASpringAnimation`'s parameters: `mass`, `stiffness`,
    /// `damping` and `initialVelocity` (distances per second, positive towards
    /// the target). Core Animation's defaults are 1, 100, 10 and 0.
    init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.init(mass: mass, stiffness: stiffness, damping: damping,
                  initialVelocity: initialVelocity, snapTime: nil)
    }

    /// UIKit's spring for `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`:
    /// a spring with damping ratio `dampingRatio` (1 = critically damped, no
    /// overshoot without initial velocity; < 1 oscillates; > 1 is over-damped)
    /// whose motion is essentially complete at `duration`.
    ///
    /// The spring is derived as follows, with mass 1:
    /// - ζ < 1: ω0 = ln(1000) / (ζ·duration), so the oscillation envelope
    ///   e^(-ζ·ω0·t) has decayed to 0.001 exactly at `duration`;
    /// - ζ ≥ 1: ω0 = u / duration where u is the dimensionless time at which the
    ///   critically or over-damped motion started at rest (x(0) = -1,
    ///   x'(0) = 0, ω0 = 1) reaches |x| = 0.001 (for ζ = 1, u ≈ 9.2335, the
    ///   root of (1 + u)·e^(-u) = 0.001);
    /// - stiffness = ω0², damping = 2·ζ·ω0.
    ///
    /// The initial velocity does not change the stiffness; whatever residue it
    /// leaves is removed by the snap: `value(at:)` is exactly 1 for every
    /// t ≥ `duration` (at most a ~0.001 jump without initial velocity).
    ///
    /// A non-finite duration falls back to 0.25 s (Core Animation's default
    /// transaction duration); a duration ≤ 0 snaps immediately. A non-finite
    /// damping ratio falls back to 0.5 (the ratio of `CASpringAnimation`'s
    /// defaults), one ≤ 0.001 (including ≤ 0) is raised to 0.001, and one
    /// above 1000 is capped there.
    init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        let duration = duration.isFinite ? max(duration, 0) : 0.25
        var zeta = dampingRatio.isFinite ? dampingRatio : 0.5
        zeta = min(max(zeta, Self.minimumDampingRatio), 1000)
        // Parameters are derived for at least a millisecond so ω0 stays finite;
        // shorter durations snap before that matters.
        let shaping = max(duration, 0.001)
        let omega0: Double
        if zeta < 1 {
            omega0 = log(1 / Self.restDisplacement) / (zeta * shaping)
        } else {
            omega0 = Self.dimensionlessRestTime(dampingRatio: zeta) / shaping
        }
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0,
                  initialVelocity: initialVelocity, snapTime: duration)
    }

    private init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, snapTime: Double?) {
        var m = mass.isFinite && mass > 0 ? mass : Self.defaultMass
        var k = stiffness.isFinite && stiffness > 0 ? stiffness : Self.defaultStiffness
        var c = damping.isFinite ? damping : Self.defaultDamping
        let v0 = initialVelocity.isFinite
            ? min(max(initialVelocity, -Self.maximumVelocity), Self.maximumVelocity) : 0

        var omega0 = (k / m).squareRoot()
        if !(omega0.isFinite && omega0 > 0) {
            // Extreme ratios (e.g. 1e300 / 1e-300): use the defaults instead.
            m = Self.defaultMass
            k = Self.defaultStiffness
            omega0 = (k / m).squareRoot()
        }
        var zeta = c / (2 * (k * m).squareRoot())
        if !(zeta.isFinite && zeta >= Self.minimumDampingRatio) {
            zeta = zeta.isFinite || zeta.isNaN ? Self.minimumDampingRatio : min(zeta, 1e6)
            if !zeta.isFinite { zeta = 1e6 }
            c = 2 * zeta * (k * m).squareRoot()
        }
        if zeta > 1e6 {
            // Beyond this the slow root loses all precision; the motion is frozen anyway.
            zeta = 1e6
            c = 2 * zeta * (k * m).squareRoot()
        }

        self.mass = m
        self.stiffness = k
        self.damping = c
        self.initialVelocity = v0
        self.naturalFrequency = omega0
        self.dampingRatio = zeta
        self.snapTime = snapTime
        (self.motion, self.dampedFrequency) = Self.motion(omega0: omega0, zeta: zeta, v0: v0)
    }

    private static func motion(omega0: Double, zeta: Double, v0: Double) -> (Motion, Double) {
        let a = -1.0  // x(0)
        if abs(zeta - 1) < 1e-6 {
            // x = (a + b·t)e^(-ω0·t), x'(0) = b - ω0·a
            return (.critical(a: a, b: v0 + omega0 * a), 0)
        } else if zeta < 1 {
            let alpha = zeta * omega0
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            // x'(0) = -α·a + ω_d·b
            return (.underdamped(alpha: alpha, a: a, b: (v0 + alpha * a) / wd), wd)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 / (zeta + s)  // the slow root, written without cancellation
            let r2 = -omega0 * (zeta + s)  // the fast root
            // c1 + c2 = a, r1·c1 + r2·c2 = v0
            let c1 = (v0 - r2 * a) / (r1 - r2)
            return (.overdamped(r1: r1, r2: r2, c1: c1, c2: a - c1), 0)
        }
    }

    // MARK: - Evaluation

    /// The fraction of the way from 0 to 1 at time `t` (seconds since the
    /// start): 0 for t ≤ 0 (and NaN), may exceed 1 while an under-damped spring
    /// overshoots, and is exactly 1 from `snapTime` on for the duration form.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        if let snapTime, t >= snapTime { return 1 }
        guard t.isFinite else { return 1 }
        return 1 + displacement(at: t)
    }

    /// d value / dt at time `t`, in distances per second: `initialVelocity`
    /// at 0 and after, 0 once snapped (or before the start).
    func velocity(at t: Double) -> Double {
        guard t >= 0 else { return 0 }
        if let snapTime, t >= snapTime { return 0 }
        guard t.isFinite else { return 0 }
        return rawVelocity(at: t)
    }

    /// x(t), the displacement from the target (-1 at the start).
    private func displacement(at t: Double) -> Double {
        switch motion {
        case let .underdamped(alpha, a, b):
            let wd = dampedFrequency
            return exp(-alpha * t) * (a * cos(wd * t) + b * sin(wd * t))
        case let .critical(a, b):
            return (a + b * t) * exp(-naturalFrequency * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// x'(t).
    private func rawVelocity(at t: Double) -> Double {
        switch motion {
        case let .underdamped(alpha, a, b):
            let wd = dampedFrequency
            return exp(-alpha * t)
                * ((wd * b - alpha * a) * cos(wd * t) - (wd * a + alpha * b) * sin(wd * t))
        case let .critical(a, b):
            let w = naturalFrequency
            return (b - w * (a + b * t)) * exp(-w * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    // MARK: - Settling

    /// The time from which the spring is at rest, as `CASpringAnimation.settlingDuration`
    /// estimates it: from then on |value - 1| ≤ 0.001 and |velocity| ≤ 0.01
    /// distances per second.
    ///
    /// Under-damped: from the exact envelopes, |x| ≤ R·e^(-ζω0·t) and
    /// |x'| ≤ R·ω0·e^(-ζω0·t) with R = √(a² + b²), solved for the thresholds
    /// (a conservative bound: the peaks come close to the envelope).
    /// Critically and over-damped: x and x' each have at most one extremum;
    /// beyond the later of those both decay monotonically, so the time is found
    /// by doubling and then bisecting (a fixed number of steps) on that
    /// monotonic stretch. For the duration form the result is at most `snapTime`.
    var settlingDuration: Double {
        let physical = physicalSettlingDuration
        if let snapTime { return min(physical, snapTime) }
        return physical
    }

    private var physicalSettlingDuration: Double {
        let eps = Self.restDisplacement, epsV = Self.restVelocity
        switch motion {
        case let .underdamped(alpha, a, b):
            let r = (a * a + b * b).squareRoot()
            let tx = log(r / eps) / alpha
            let tv = log(r * naturalFrequency / epsV) / alpha
            return max(0, tx, tv)
        case let .critical(a, b):
            let w = naturalFrequency
            var start = 0.0
            if b != 0 {
                // x' = 0 at t = 1/ω0 - a/b, x'' = 0 at t = 2/ω0 - a/b.
                start = max(start, 1 / w - a / b, 2 / w - a / b)
            }
            return searchMonotonicRest(from: start, scale: 1 / w)
        case let .overdamped(r1, r2, c1, c2):
            var start = 0.0
            // c1·r1^n·e^(r1·t) + c2·r2^n·e^(r2·t) = 0 for n = 1 (x') and n = 2 (x'').
            for n in 1...2 {
                let p1 = c1 * pow(r1, Double(n)), p2 = c2 * pow(r2, Double(n))
                if p1 != 0 {
                    let ratio = -p2 / p1
                    if ratio > 0 {
                        let t = log(ratio) / (r1 - r2)
                        if t.isFinite { start = max(start, t) }
                    }
                }
            }
            return searchMonotonicRest(from: start, scale: -1 / r1)
        }
    }

    private func isAtRest(_ t: Double) -> Bool {
        abs(displacement(at: t)) <= Self.restDisplacement && abs(rawVelocity(at: t)) <= Self.restVelocity
    }

    /// The first time ≥ `start` at rest, given that |x| and |x'| only decrease after `start`.
    private func searchMonotonicRest(from start: Double, scale: Double) -> Double {
        if isAtRest(start) { return start }
        var step = max(scale, 1e-9)
        var high = start + step
        var doublings = 0
        while !isAtRest(high) && doublings < 200 {
            step *= 2
            high = start + step
            doublings += 1
        }
        var low = start
        for _ in 0..<100 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if isAtRest(mid) { high = mid } else { low = mid }
        }
        return high
    }

    /// The dimensionless time u at which the motion with ω0 = 1, the given
    /// ζ ≥ 1, x(0) = -1 and x'(0) = 0 reaches |x| = 0.001 (it is monotonic).
    static func dimensionlessRestTime(dampingRatio zeta: Double) -> Double {
        let spring = SpringSolver(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: 0)
        func settled(_ u: Double) -> Bool { abs(spring.displacement(at: u)) <= restDisplacement }
        var high = 1.0
        var doublings = 0
        while !settled(high) && doublings < 200 {
            high *= 2
            doublings += 1
        }
        var low = 0.0
        for _ in 0..<100 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if settled(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
