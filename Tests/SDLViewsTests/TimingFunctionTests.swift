import Foundation
import Testing
@testable import SDLViews

@Suite struct TimingFunctionTests {
    // MARK: - Helpers

    private static let namedCurves: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1])
    ]

    private static let curvedNames: [CAMediaTimingFunctionName] = [.easeIn, .easeOut, .easeInEaseOut, .default]
    private static let allNames: [CAMediaTimingFunctionName] = [.linear] + curvedNames

    private func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> (Float, Float) {
        var values: [Float] = [-7, -7]
        values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
        return (values[0], values[1])
    }

    /// y at each x of `xs` (sorted), by a method independent of the solver:
    /// sampling the Bernstein form of the curve at t in steps of 1e-6 and
    /// interpolating linearly between the two samples bracketing x.
    private func denseSamplingReference(_ function: CAMediaTimingFunction, at xs: [Double]) -> [Double] {
        let (p1x, p1y) = controlPoint(function, 1)
        let (p2x, p2y) = controlPoint(function, 2)
        let x1 = Double(p1x), y1 = Double(p1y), x2 = Double(p2x), y2 = Double(p2y)
        func point(_ t: Double) -> (x: Double, y: Double) {
            let s = 1 - t
            let b1 = 3 * s * s * t, b2 = 3 * s * t * t, b3 = t * t * t
            return (b1 * x1 + b2 * x2 + b3, b1 * y1 + b2 * y2 + b3)
        }
        let steps = 1_000_000
        var results: [Double] = []
        var previous = point(0)
        var next = 0
        for i in 1...steps where next < xs.count {
            let current = point(Double(i) / Double(steps))
            while next < xs.count, xs[next] <= current.x {
                let x = xs[next]
                let fraction = current.x > previous.x ? (x - previous.x) / (current.x - previous.x) : 0
                results.append(previous.y + fraction * (current.y - previous.y))
                next += 1
            }
            previous = current
        }
        return results
    }

    // MARK: - CAMediaTimingFunction

    @Test(arguments: namedCurves)
    func namedFunctionsHaveCoreAnimationControlPoints(_ name: CAMediaTimingFunctionName, _ expected: [Float]) {
        let function = CAMediaTimingFunction(name: name)
        #expect(controlPoint(function, 0) == (0, 0))
        #expect(controlPoint(function, 1) == (expected[0], expected[1]))
        #expect(controlPoint(function, 2) == (expected[2], expected[3]))
        #expect(controlPoint(function, 3) == (1, 1))
        #expect(function == CAMediaTimingFunction(controlPoints: expected[0], expected[1], expected[2], expected[3]))
    }

    @Test func outOfRangeControlPointIndexesLeaveValuesUntouched() {
        let function = CAMediaTimingFunction(name: .easeIn)
        for index in [-1, 4, 100, Int.min, Int.max] {
            #expect(controlPoint(function, index) == (-7, -7))
        }
    }

    @Test func namesAndEquality() {
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName(rawValue: "linear") == .linear)
        #expect(CAMediaTimingFunction(name: .linear) != CAMediaTimingFunction(name: .easeIn))
        // Unknown names give the default curve.
        #expect(
            CAMediaTimingFunction(name: CAMediaTimingFunctionName("bogus")) == CAMediaTimingFunction(name: .default))
    }

    @Test func linearIsExact() {
        let linear = CAMediaTimingFunction(name: .linear)
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(linear.solve(x) == x)
        }
        for x in [1e-300, 0.1234567890123, 0.999999999] {
            #expect(linear.value(at: x) == x)
        }
        // Any curve with both control points on the diagonal is the identity too.
        #expect(CAMediaTimingFunction(controlPoints: 0.3, 0.3, 0.6, 0.6).solve(0.37) == 0.37)
    }

    @Test func easeInEaseOutIsSymmetric() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(function.solve(0.5) - 0.5) <= 1e-6)
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(abs(function.solve(x) + function.solve(1 - x) - 1) <= 1e-6)
        }
    }

    @Test(arguments: curvedNames)
    func matchesDenseSamplingReference(_ name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        let reference = denseSamplingReference(function, at: xs)
        #expect(reference.count == xs.count)
        for (x, expected) in zip(xs, reference) {
            let value = function.solve(x)
            #expect(abs(value - expected) <= 1e-5, "\(name.rawValue)(\(x)) = \(value), reference \(expected)")
        }
    }

    @Test func knownValuesOfTheDefaultCurve() {
        // CSS `ease` (the same curve) at x = 0.5 is about 0.8024.
        #expect(abs(CAMediaTimingFunction(name: .default).solve(0.5) - 0.8024) < 1e-3)
    }

    @Test(arguments: allNames)
    func namedFunctionsAreMonotonic(_ name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        var previous = function.solve(0)
        #expect(previous == 0)
        for i in 1...10_000 {
            let value = function.solve(Double(i) / 10_000)
            #expect(value >= previous)
            previous = value
        }
        #expect(previous == 1)
    }

    @Test(arguments: allNames)
    func progressOutsideTheUnitIntervalIsClamped(_ name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        for x in [-0.5, -1e-9, -Double.infinity, Double.nan] {
            #expect(function.solve(x) == 0)
        }
        for x in [1.5, 1 + 1e-9, Double.infinity] {
            #expect(function.solve(x) == 1)
        }
    }

    @Test func unusualControlPointsDoNotCrash() {
        let curves = [
            CAMediaTimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5),  // overshooting y
            CAMediaTimingFunction(controlPoints: -1, 0, 2, 1),  // x out of range: clamped for evaluation
            CAMediaTimingFunction(controlPoints: .nan, .infinity, -.infinity, .nan),
            CAMediaTimingFunction(controlPoints: 1, 0, 0, 1),
            CAMediaTimingFunction(controlPoints: 0, 1, 1, 0)
        ]
        for curve in curves {
            for i in 0...1000 {
                #expect(curve.solve(Double(i) / 1000).isFinite)
            }
            #expect(curve.solve(0) == 0 && curve.solve(1) == 1)
        }
        // Control points are reported as given.
        #expect(controlPoint(curves[1], 1) == (-1, 0))
        // The overshooting curve really leaves 0...1.
        #expect(curves[0].solve(0.1) < 0)
        #expect(curves[0].solve(0.9) > 1)
    }

    // MARK: - SpringSolver

    private static func spring(dampingRatio zeta: Double, stiffness: Double = 100, velocity: Double = 0) -> SpringSolver
    {
        SpringSolver(
            mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(), initialVelocity: velocity)
    }

    @Test func startsAtZero() {
        let springs = [
            SpringSolver(),
            Self.spring(dampingRatio: 0.3, velocity: 4),
            Self.spring(dampingRatio: 1),
            Self.spring(dampingRatio: 3, velocity: -2),
            SpringSolver(duration: 0.5, dampingRatio: 0.7, initialVelocity: 1)
        ]
        for spring in springs {
            #expect(spring.value(at: 0) == 0)
            #expect(spring.value(at: -1) == 0)
        }
    }

    @Test func defaultsMatchCASpringAnimation() {
        let spring = SpringSolver()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(spring.naturalFrequency == 10)
        #expect(spring.dampingRatio == 0.5)
    }

    @Test func criticallyAndOverDampedDoNotOvershoot() {
        let springs = [
            Self.spring(dampingRatio: 1),
            Self.spring(dampingRatio: 1, stiffness: 400),
            Self.spring(dampingRatio: 1.5),
            Self.spring(dampingRatio: 20),
            SpringSolver(duration: 0.4, dampingRatio: 1, initialVelocity: 0),
            SpringSolver(duration: 0.4, dampingRatio: 2, initialVelocity: 0)
        ]
        for spring in springs {
            var previous = 0.0
            for i in 0...40_000 {
                let value = spring.value(at: Double(i) * 1e-4)
                #expect(value <= 1 + 1e-9)
                #expect(value >= previous - 1e-12)  // started at rest: monotonic
                previous = value
            }
        }
    }

    @Test func underdampedOvershootsWithFirstPeakAtHalfPeriod() {
        for spring in [
            Self.spring(dampingRatio: 0.3),
            SpringSolver(duration: 0.6, dampingRatio: 0.3, initialVelocity: 0)
        ] {
            #expect(abs(spring.dampingRatio - 0.3) < 1e-12)
            let wd = spring.naturalFrequency * (1 - 0.09).squareRoot()
            #expect(abs(spring.dampedFrequency - wd) < 1e-9)
            let halfPeriod = Double.pi / wd
            var maxValue = -Double.infinity, maxTime = 0.0
            let step = halfPeriod / 20_000
            for i in 0...40_000 {
                let t = Double(i) * step
                let value = spring.value(at: t)
                if value > maxValue { maxValue = value; maxTime = t }
            }
            #expect(maxValue > 1.2)
            #expect(abs(maxTime - halfPeriod) <= 1e-3)
            // The classic overshoot e^(-ζπ/√(1-ζ²)).
            #expect(abs(maxValue - 1 - exp(-0.3 * Double.pi / 0.91.squareRoot())) < 1e-9)
            #expect(abs(spring.velocity(at: halfPeriod)) < 1e-9)
        }
    }

    @Test func settlesAtSettlingDuration() {
        let springs = [
            SpringSolver(),
            Self.spring(dampingRatio: 0.05),
            Self.spring(dampingRatio: 0.3, velocity: 8),
            Self.spring(dampingRatio: 0.95, velocity: -3),
            Self.spring(dampingRatio: 1),
            Self.spring(dampingRatio: 1, velocity: 25),  // overshoots once
            Self.spring(dampingRatio: 1, velocity: 10),  // x = -e^(-ω0·t)
            Self.spring(dampingRatio: 1.0001),
            Self.spring(dampingRatio: 2.5, velocity: 40),
            Self.spring(dampingRatio: 8, stiffness: 900, velocity: -5),
            SpringSolver(mass: 3, stiffness: 50, damping: 4, initialVelocity: 1)
        ]
        for spring in springs {
            let settle = spring.settlingDuration
            #expect(settle.isFinite && settle > 0)
            let samples = 20_000
            for i in 0...samples {
                let t = settle * (1 + 3 * Double(i) / Double(samples))
                #expect(abs(spring.value(at: t) - 1) <= 0.001 + 1e-12)
                #expect(abs(spring.velocity(at: t)) <= 0.01 + 1e-12)
            }
        }
    }

    @Test func settlingDurationIsTightForNonOscillatingSprings() {
        for spring in [
            Self.spring(dampingRatio: 1), Self.spring(dampingRatio: 3, velocity: 2),
            Self.spring(dampingRatio: 1, velocity: 25)
        ] {
            let earlier = spring.settlingDuration * 0.999
            let moving = abs(spring.value(at: earlier) - 1) > 0.001 || abs(spring.velocity(at: earlier)) > 0.01
            #expect(moving)
        }
        // CASpringAnimation's defaults: the 0.001 envelope of ζω0 = 5 with amplitude √(4/3).
        let expected = log(1000 * (4.0 / 3).squareRoot()) / 5
        #expect(abs(SpringSolver().settlingDuration - expected) < 1e-12)
    }

    @Test(arguments: [0.05, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999_99, 1, 1.000_01, 1.5, 4])
    func durationFormSnapsToOneAtDuration(_ zeta: Double) {
        let duration = 0.5
        let spring = SpringSolver(duration: duration, dampingRatio: zeta, initialVelocity: 0)
        #expect(spring.value(at: duration) == 1)
        #expect(spring.value(at: duration * 1.5) == 1)
        #expect(spring.value(at: .infinity) == 1)
        #expect(spring.velocity(at: duration) == 0)
        // Just before the snap the motion is already within 0.001: the jump is small.
        let before = spring.value(at: duration * (1 - 1e-9))
        #expect(before != 1)
        #expect(abs(before - 1) <= 0.001 + 1e-6)
        #expect(spring.settlingDuration <= duration)
        // The derivation: mass 1, stiffness ω0², damping 2ζω0.
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - spring.naturalFrequency * spring.naturalFrequency) <= 1e-9 * spring.stiffness)
        #expect(abs(spring.damping - 2 * zeta * spring.naturalFrequency) <= 1e-9 * spring.damping)
    }

    @Test func criticalDurationFormIsNearlyDoneAt95Percent() {
        for duration in [0.2, 0.5, 1, 3] {
            let spring = SpringSolver(duration: duration, dampingRatio: 1, initialVelocity: 0)
            #expect(abs(spring.value(at: 0.95 * duration) - 1) <= 0.002)
            #expect(spring.value(at: 0.5 * duration) < 0.99)  // but not trivially fast
            // ω0·duration is the root of (1 + u)e^(-u) = 0.001.
            let u = spring.naturalFrequency * duration
            #expect(abs((1 + u) * exp(-u) - 0.001) < 1e-9)
        }
    }

    @Test func dimensionlessRestTimeIsContinuousAcrossCriticalDamping() {
        let critical = SpringSolver.dimensionlessRestTime(dampingRatio: 1)
        #expect(abs(critical - 9.2335) < 1e-3)
        #expect(abs(SpringSolver.dimensionlessRestTime(dampingRatio: 1 - 1e-5) - critical) < 0.01)
        #expect(abs(SpringSolver.dimensionlessRestTime(dampingRatio: 1 + 1e-5) - critical) < 0.01)
        // Under-damped: within the amplitude envelope e^(-ζu)/√(1-ζ²) ≤ 0.001,
        // past the last extremum above 0.001 (extrema at nπ/ω_d, |x| = e^(-ζ·nπ/ω_d)).
        for zeta in [0.05, 0.3, 0.6, 0.9, 0.99] {
            let u = SpringSolver.dimensionlessRestTime(dampingRatio: zeta)
            #expect(u <= log(1000 / (1 - zeta * zeta).squareRoot()) / zeta + 1e-9)
            let halfPeriod = Double.pi / (1 - zeta * zeta).squareRoot()
            let lastPeak = (log(1000) / (zeta * halfPeriod)).rounded(.down) * halfPeriod
            #expect(u > lastPeak && u < lastPeak + halfPeriod)
            // And it is exact: 0.001 at u, staying within it over the next swings.
            let spring = SpringSolver(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: 0)
            #expect(abs(spring.value(at: u) - 1) <= 0.001 + 1e-12)
            #expect(abs(spring.value(at: u * (1 - 1e-6)) - 1) > 0.001)
            for i in 0...10_000 {
                #expect(abs(spring.value(at: u + Double(i) * 3 * halfPeriod / 10_000) - 1) <= 0.001 + 1e-12)
            }
        }
        #expect(abs(SpringSolver.dimensionlessRestTime(dampingRatio: 0.3) - 21.128) < 1e-3)
    }

    @Test func initialVelocitySetsTheInitialSlope() {
        let h = 1e-7
        for velocity in [-5.0, 0, 3, 10] {
            let springs = [
                Self.spring(dampingRatio: 0.3, velocity: velocity),
                Self.spring(dampingRatio: 1, velocity: velocity),
                Self.spring(dampingRatio: 2, velocity: velocity),
                SpringSolver(duration: 0.5, dampingRatio: 0.8, initialVelocity: velocity)
            ]
            for spring in springs {
                let slope = (spring.value(at: h) - spring.value(at: 0)) / h
                #expect(abs(slope - velocity) <= 1e-3)
                #expect(spring.velocity(at: 0) == velocity)
            }
        }
    }

    @Test func badInputsDoNotCrash() {
        let odd: [Double] = [
            .nan, .infinity, -.infinity, 0, -1, 1e-300, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude
        ]
        var springs: [SpringSolver] = []
        for a in odd {
            springs.append(SpringSolver(mass: a, stiffness: 100, damping: 10, initialVelocity: 0))
            springs.append(SpringSolver(mass: 1, stiffness: a, damping: 10, initialVelocity: 0))
            springs.append(SpringSolver(mass: 1, stiffness: 100, damping: a, initialVelocity: 0))
            springs.append(SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: a))
            springs.append(SpringSolver(mass: a, stiffness: a, damping: a, initialVelocity: a))
            springs.append(SpringSolver(duration: a, dampingRatio: 0.5, initialVelocity: 0))
            springs.append(SpringSolver(duration: 0.5, dampingRatio: a, initialVelocity: 0))
            springs.append(SpringSolver(duration: 0.5, dampingRatio: 1, initialVelocity: a))
            springs.append(SpringSolver(duration: a, dampingRatio: a, initialVelocity: a))
        }
        for spring in springs {
            #expect(spring.dampingRatio >= SpringSolver.minimumDampingRatio)
            #expect(spring.settlingDuration.isFinite && spring.settlingDuration >= 0)
            for t in [-1.0, .nan, 0, 1e-6, 0.01, 0.3, 1, 10, 1e6, .infinity] {
                #expect(spring.value(at: t).isFinite)
                #expect(spring.velocity(at: t).isFinite)
            }
        }
        // Specific fallbacks.
        #expect(
            SpringSolver(mass: .nan, stiffness: -3, damping: .infinity, initialVelocity: .nan).settlingDuration
                == SpringSolver().settlingDuration)
        let undamped = SpringSolver(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(undamped.dampingRatio == SpringSolver.minimumDampingRatio)
        #expect(SpringSolver(duration: 0, dampingRatio: 1, initialVelocity: 0).value(at: 0) == 1)
        #expect(SpringSolver(duration: -2, dampingRatio: 1, initialVelocity: 0).value(at: 0.1) == 1)
        #expect(SpringSolver(duration: .nan, dampingRatio: 1, initialVelocity: 0).value(at: 0.25) == 1)
    }
}
