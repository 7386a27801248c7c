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
/// comes to rest, and ζ is capped at 1e6; the velocity is clamped to
/// ±1e6·ω0 distances per second. `settlingDuration` is always finite.
struct SpringSolver: Sendable {
    /// Core Animation's `CASpringAnimation` defaults.
    static let defaultMass = 1.0
    static let defaultStiffness = 100.0
    static let defaultDamping = 10.0

    /// The smallest damping ratio used: lower (or non-positive) dampings are raised to it.
    static let minimumDampingRatio = 0.001
    /// The largest damping ratio used: beyond it the motion is frozen anyway.
    static let maximumDampingRatio = 1e6
    /// The largest |initialVelocity| used, as a multiple of ω0 (distances per
    /// second times the spring's time scale 1/ω0), keeping every term finite.
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
        self.init(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: initialVelocity, snapTime: nil)
    }

    /// UIKit's spring for `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`:
    /// a spring with damping ratio `dampingRatio` (1 = critically damped, no
    /// overshoot without initial velocity; < 1 oscillates; > 1 is over-damped)
    /// whose motion is essentially complete at `duration`.
    ///
    /// Mapping from the duration, the same rule for every ζ: mass = 1 and
    /// ω0 = u(ζ) / duration, where u(ζ) is the dimensionless time (ω0 = 1)
    /// after which the motion started at rest (x(0) = -1, x'(0) = 0) stays
    /// within 0.001 of the target (`dimensionlessRestTime(dampingRatio:)`,
    /// computed exactly). Then stiffness = ω0², damping = 2·ζ·ω0. So, without
    /// initial velocity, |value - 1| ≤ 0.001 from `duration` on, for any ζ.
    /// - ζ = 1: u ≈ 9.2335, the root of (1 + u)·e^(-u) = 0.001.
    /// - ζ > 1: u grows roughly as 2ζ·ln(1000) (the slow exponential).
    /// - ζ < 1: the extrema have |x| = e^(-ζ·ω0·t) exactly, so u is where |x|
    ///   falls below 0.001 after the last extremum above it: ζ = 0.3 gives
    ///   u ≈ 21.13 (the plain envelope ln(1000)/ζ would give 23.03), ζ = 0.5
    ///   12.70, ζ = 0.7 10.29, ζ = 0.9 8.38; u tends continuously to the
    ///   critical 9.2335 as ζ → 1 (ζ = 1.5: 18.50, ζ = 2: 26.06).
    ///
    /// The initial velocity does not change the stiffness; whatever residue it
    /// leaves is removed by the snap: `value(at:)` is exactly 1 for every
    /// t ≥ `duration` (a jump of at most 0.001 without initial velocity).
    ///
    /// A non-finite duration falls back to 0.25 s (Core Animation's default
    /// transaction duration); a duration ≤ 0 is 1 from t = 0 on (the stiffness
    /// is derived from the duration clamped to 1 ms...1e6 s). A non-finite
    /// damping ratio falls back to 0.5 (the ratio of `CASpringAnimation`'s
    /// defaults), one below 0.001 (including ≤ 0) is raised to 0.001, and one
    /// above 1000 is capped there.
    init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        let duration = duration.isFinite ? max(duration, 0) : 0.25
        var zeta = dampingRatio.isFinite ? dampingRatio : 0.5
        zeta = min(max(zeta, Self.minimumDampingRatio), 1000)
        // Parameters are derived for a duration in 1 ms...1e6 s so ω0² stays a
        // normal, finite number; outside that the snap decides anyway.
        let shaping = min(max(duration, 0.001), 1e6)
        let omega0 = Self.dimensionlessRestTime(dampingRatio: zeta) / shaping
        self.init(
            mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0,
            initialVelocity: initialVelocity, snapTime: duration)
    }

    private init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, snapTime: Double?) {
        var m = mass.isFinite && mass > 0 ? mass : Self.defaultMass
        var k = stiffness.isFinite && stiffness > 0 ? stiffness : Self.defaultStiffness
        var omega0 = (k / m).squareRoot()
        if !(omega0.isFinite && omega0 > 0) {
            // Extreme ratios (e.g. 1e300 / 1e-300): use the defaults instead.
            m = Self.defaultMass
            k = Self.defaultStiffness
            omega0 = (k / m).squareRoot()
        }
        let criticalDamping = 2 * k.squareRoot() * m.squareRoot()  // 2√(k·m) without overflow
        var c = damping.isFinite ? damping : Self.defaultDamping
        var zeta = c / criticalDamping
        if !(zeta >= Self.minimumDampingRatio) {  // c ≤ 0, tiny, or NaN
            zeta = Self.minimumDampingRatio
            c = zeta * criticalDamping
        } else if zeta > Self.maximumDampingRatio {
            zeta = Self.maximumDampingRatio
            c = zeta * criticalDamping
        }
        let vmax = Self.maximumVelocity * omega0
        let v0 = initialVelocity.isFinite ? min(max(initialVelocity, -vmax), vmax) : 0

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
    /// start): exactly 1 from `snapTime` on for the duration form (the snap),
    /// otherwise 0 for t ≤ 0 (and NaN), 1 at +infinity, and 1 + x(t) in
    /// between (above 1 while an under-damped spring overshoots).
    func value(at t: Double) -> Double {
        if let snapTime, t >= snapTime { return 1 }
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        return 1 + displacement(at: t)
    }

    /// d value / dt at time `t`, in distances per second: `initialVelocity`
    /// at 0, 0 before the start, at infinity and once snapped.
    func velocity(at t: Double) -> Double {
        if let snapTime, t >= snapTime { return 0 }
        guard t >= 0, t.isFinite else { return 0 }
        if t == 0 { return initialVelocity }  // exact, free of rounding in the coefficients
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
    /// distances per second. Always finite; a bounded, deterministic computation.
    ///
    /// - Under-damped: from the exact envelopes |x| ≤ R·e^(-ζω0·t) and
    ///   |x'| ≤ R·ω0·e^(-ζω0·t), R = √(a² + b²), solved for the thresholds (a
    ///   slightly conservative bound: the peaks come close to the envelope).
    /// - Critically and over-damped: by search. Monotonically decaying bounds on
    ///   |x| and |x'| give a time `high` after which the spring is certainly at
    ///   rest; x and x' each have at most one extremum, after the later of
    ///   which (`monotonicFrom`) both decay monotonically, so the exact time is
    ///   found by bisection there; when that stretch is already at rest, a
    ///   1024-cell grid scan and a bisection locate it before.
    ///
    /// For the duration form the result is at most `snapTime`.
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
            // |x| ≤ (|a| + |b|t)e^(-ω0·t), |x'| ≤ (|b| + ω0|a| + ω0|b|t)e^(-ω0·t):
            // both of the form (p + q·t)e^(-ω0·t), decreasing for t ≥ 1/ω0.
            let high = Self.firstTime(from: 1 / w, scale: 1 / w) { t in
                let e = exp(-w * t)
                return (abs(a) + abs(b) * t) * e <= eps
                    && (abs(b) + w * abs(a) + w * abs(b) * t) * e <= epsV
            }
            var monotonicFrom = 0.0
            if b != 0 {
                // x' = 0 at t = 1/ω0 - a/b, x'' = 0 at t = 2/ω0 - a/b.
                monotonicFrom = max(0, 1 / w - a / b, 2 / w - a / b)
            }
            return exactRestTime(monotonicFrom: monotonicFrom, restCertainFrom: high)

        case let .overdamped(r1, r2, c1, c2):
            // |x| ≤ |c1|e^(r1·t) + |c2|e^(r2·t) and likewise for |x'|: decreasing everywhere.
            let high = Self.firstTime(from: 0, scale: -1 / r1) { t in
                let e1 = exp(r1 * t), e2 = exp(r2 * t)
                return abs(c1) * e1 + abs(c2) * e2 <= eps
                    && abs(c1 * r1) * e1 + abs(c2 * r2) * e2 <= epsV
            }
            var monotonicFrom = 0.0
            // c1·r1^n·e^(r1·t) + c2·r2^n·e^(r2·t) = 0 for n = 1 (x') and n = 2 (x'').
            for (p1, p2) in [(c1 * r1, c2 * r2), (c1 * r1 * r1, c2 * r2 * r2)] where p1 != 0 {
                let ratio = -p2 / p1
                guard ratio > 0 else { continue }
                let t = log(ratio) / (r1 - r2)
                if t.isFinite { monotonicFrom = max(monotonicFrom, t) }
            }
            return exactRestTime(monotonicFrom: monotonicFrom, restCertainFrom: high)
        }
    }

    private func isAtRest(_ t: Double) -> Bool {
        abs(displacement(at: t)) <= Self.restDisplacement && abs(rawVelocity(at: t)) <= Self.restVelocity
    }

    /// The earliest time after which the spring stays at rest, given that it is
    /// at rest from `restCertainFrom` on and |x|, |x'| only decrease from
    /// `monotonicFrom` on.
    private func exactRestTime(monotonicFrom: Double, restCertainFrom high: Double) -> Double {
        if monotonicFrom < high && !isAtRest(monotonicFrom) {
            // Not at rest at the start of the monotonic stretch: the answer lies
            // in it, where "at rest" flips exactly once.
            return Self.bisect(low: monotonicFrom, high: high, isAtRest)
        }
        // At rest from `upper` on; scan back for the last cell that is not (t = 0,
        // where |x| = 1, never is).
        let upper = min(monotonicFrom, high)
        let cells = 1024
        var lastMoving = 0.0
        var i = cells - 1
        while i > 0 {
            let t = upper * Double(i) / Double(cells)
            if !isAtRest(t) { lastMoving = t; break }
            i -= 1
        }
        let next = upper * Double(i + 1) / Double(cells)
        return Self.bisect(low: lastMoving, high: next, isAtRest)
    }

    /// The first time ≥ `start` at which `predicate` holds, for a predicate that
    /// is false and then true from `start` on: doubling steps of `scale`, then
    /// bisection. Bounded (200 doublings, 100 halvings).
    private static func firstTime(from start: Double, scale: Double, _ predicate: (Double) -> Bool) -> Double {
        if predicate(start) { return start }
        var step = scale.isFinite && scale > 0 ? scale : 1
        var low = start
        var doublings = 0
        while !predicate(start + step) && doublings < 200 {
            low = start + step
            step *= 2
            doublings += 1
        }
        return bisect(low: low, high: start + step, predicate)
    }

    /// Narrows [low, high] (predicate false at low, true at high) to the flip point; returns the true side.
    private static func bisect(low: Double, high: Double, _ predicate: (Double) -> Bool) -> Double {
        var low = low, high = high
        for _ in 0..<100 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if predicate(mid) { high = mid } else { low = mid }
        }
        return high
    }

    /// The dimensionless time u after which the motion with ω0 = 1, damping
    /// ratio ζ, x(0) = -1 and x'(0) = 0 stays within 0.001 of the target.
    ///
    /// - ζ < 1: the extrema are at τn = n·π/ω_d with |x(τn)| = e^(-ζ·τn)
    ///   exactly; after the last extremum above 0.001, |x| falls monotonically
    ///   to the next zero crossing, and the 0.001 crossing there is bisected.
    /// - ζ ≥ 1: the motion is monotonic; doubling and bisection.
    static func dimensionlessRestTime(dampingRatio zeta: Double) -> Double {
        let spring = SpringSolver(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: 0)
        func settled(_ u: Double) -> Bool { abs(spring.displacement(at: u)) <= restDisplacement }
        if case .underdamped = spring.motion {
            let zeta = spring.dampingRatio
            let wd = spring.dampedFrequency
            let halfPeriod = Double.pi / wd
            let lastPeak = (log(1 / restDisplacement) / (zeta * halfPeriod)).rounded(.down)
            let peak = lastPeak * halfPeriod
            // x ∝ ω_d·cos(ω_d·τ) + ζ·sin(ω_d·τ) vanishes at ω_d·τ = π - atan(ω_d/ζ) + nπ.
            let zero = ((lastPeak + 1) * Double.pi - atan2(wd, zeta)) / wd
            return bisect(low: peak, high: zero, settled)
        }
        return firstTime(from: 0, scale: 1, settled)
    }
}
