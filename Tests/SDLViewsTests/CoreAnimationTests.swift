import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Records a `CAAnimationDelegate`'s calls, in order.
@MainActor
private final class AnimationRecorder: CAAnimationDelegate {
    var log: [String] = []
    func animationDidStart(_ anim: CAAnimation) { log.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
}

/// Core Animation's explicit and implicit layer animations on a standalone
/// layer, checked against Apple's documented behaviour at exact times of the
/// virtual clock. Every test starts at media time 0 with a 20×20 red layer at
/// position (50, 50) that has been composited once.
@MainActor
@Suite struct CoreAnimationTests {
    // MARK: Helpers

    private func setUp() throws -> (HeadlessScreen, CALayer) {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.window.layer.addSublayer(layer)
        screen.runFrame()
        #expect(CACurrentMediaTime() == 0)
        return (screen, layer)
    }

    /// Moves the virtual clock to the absolute media time `t` and runs one frame.
    private func go(_ screen: HeadlessScreen, to t: Double) {
        screen.advance(by: t - CACurrentMediaTime())
    }

    private func ease(_ name: CAMediaTimingFunctionName, _ x: Double) -> Double {
        CAMediaTimingFunction(name: name).solve(x)
    }

    private func x(_ layer: CALayer) -> Double { Double(layer.presentation()?.position.x ?? .nan) }
    private func opacity(_ layer: CALayer) -> Double { Double(layer.presentation()?.opacity ?? .nan) }
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
    /// Opacity is a Float: one Float ulp near 1 is 6e-8.
    private func closeFloat(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-7 }

    private func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1)
        -> CABasicAnimation
    {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }

    /// Changes the model without an implicit animation.
    private func withoutActions(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    // MARK: CABasicAnimation values

    @Test func fromAndToInterpolateLinearlyWithoutATimingFunction() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", from: 0.0, to: 100.0), forKey: "move")
        #expect(x(layer) == 0, "the animation shows from the moment it is added")
        #expect(layer.position.x == 50, "the model does not change")
        go(screen, to: 0.25)
        #expect(x(layer) == 25)
        go(screen, to: 0.5)
        #expect(x(layer) == 50)
        go(screen, to: 0.75)
        #expect(x(layer) == 75)
        go(screen, to: 1)
        #expect(x(layer) == 50, "removed at its end: the model value shows")
        #expect(layer.animationKeys() == nil)
    }

    @Test func timingFunctionEasesTheProgress() throws {
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "move")
        go(screen, to: 0.3)
        #expect(close(x(layer), 100 * ease(.easeInEaseOut, 0.3)))
    }

    @Test func fromAndByEndsAtFromPlusBy() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", from: 10.0, by: 30.0), forKey: "move")
        #expect(x(layer) == 10)
        go(screen, to: 0.5)
        #expect(x(layer) == 25)
        go(screen, to: 0.999)
        #expect(close(x(layer), 10 + 30 * 0.999))
    }

    @Test func byAndToStartsAtToMinusBy() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", to: 100.0, by: 30.0), forKey: "move")
        #expect(x(layer) == 70)
        go(screen, to: 0.5)
        #expect(x(layer) == 85)
    }

    @Test func fromOnlyEndsAtTheModelValue() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", from: 0.0), forKey: "move")
        go(screen, to: 0.5)
        #expect(x(layer) == 25)
        go(screen, to: 0.75)
        #expect(x(layer) == 37.5)
    }

    @Test func fromOnlyFollowsAModelValueSetAfterTheAnimationWasAdded() throws {
        // Apple's pattern: add a from-only fade, then set the model to the end value.
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", from: 0.0), forKey: "move")
        withoutActions { layer.position.x = 80 }
        go(screen, to: 0.5)
        #expect(x(layer) == 40, "interpolates towards the current model value, 80")
        go(screen, to: 1)
        #expect(x(layer) == 80)
    }

    @Test func toOnlyStartsAtTheValueOnScreenWhenAdded() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", to: 150.0), forKey: "move")
        #expect(x(layer) == 50)
        go(screen, to: 0.5)
        #expect(x(layer) == 100)

        // With another animation in flight, "on screen" is its presentation value.
        let (screen2, layer2) = try setUp()
        layer2.add(basic("position.x", from: 0.0, to: 40.0), forKey: "a")
        go(screen2, to: 0.5)
        #expect(x(layer2) == 20)
        layer2.add(basic("position.x", to: 120.0), forKey: "b")
        #expect(x(layer2) == 20, "no jump when the to-only animation is added")
        go(screen2, to: 1)
        #expect(x(layer2) == 70, "20 → 120, half way")
    }

    @Test func byOnlyIsRelativeToTheCurrentValue() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", by: 25.0), forKey: "move")
        go(screen, to: 0.5)
        #expect(x(layer) == 62.5)
        go(screen, to: 0.75)
        #expect(x(layer) == 68.75)
    }

    @Test func numbersOfEverySwiftTypeAnimateOpacityAndPositionX() throws {
        let (screen, layer) = try setUp()
        let numbers: [(String, Any, Any, Any)] = [
            ("Int", 0 as Int, 1 as Int, 100 as Int),
            ("Float", 0 as Float, 1 as Float, 100 as Float),
            ("Double", 0 as Double, 1 as Double, 100 as Double),
            ("CGFloat", 0 as CGFloat, 1 as CGFloat, 100 as CGFloat),
            ("NSNumber", NSNumber(value: 0), NSNumber(value: 1), NSNumber(value: 100))
        ]
        var t = 0.0
        for (name, zero, one, hundred) in numbers {
            let fade = basic("opacity", from: one, to: zero)
            let move = basic("position.x", from: zero, to: hundred)
            layer.add(fade, forKey: "fade")
            layer.add(move, forKey: "move")
            go(screen, to: t + 0.25)
            #expect(closeFloat(opacity(layer), 0.75), "opacity with \(name)")
            #expect(x(layer) == 25, "position.x with \(name)")
            go(screen, to: t + 1)
            #expect(layer.animationKeys() == nil, "\(name) animations ended")
            #expect(opacity(layer) == 1 && x(layer) == 50)
            t += 1
        }
    }

    @Test func structValuesInterpolateComponentwise() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 60)), forKey: "position")
        layer.add(
            basic("bounds.size", from: CGSize(width: 20, height: 20), to: CGSize(width: 60, height: 40)), forKey: "size"
        )
        layer.add(
            basic(
                "backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                to: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)), forKey: "color")
        go(screen, to: 0.5)
        let p = try #require(layer.presentation())
        #expect(p.position == CGPoint(x: 50, y: 30))
        #expect(p.bounds.size == CGSize(width: 40, height: 30))
        #expect(p.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.75))
        #expect(layer.position == CGPoint(x: 50, y: 50) && layer.bounds.size == CGSize(width: 20, height: 20))

        let (screen2, layer2) = try setUp()
        layer2.add(
            basic(
                "bounds", from: CGRect(x: 0, y: 0, width: 20, height: 20),
                to: CGRect(x: 10, y: -10, width: 40, height: 60)),
            forKey: "bounds")
        let scaled = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeTranslation(100, 0, 0))
        layer2.add(basic("transform", from: CATransform3DIdentity, to: scaled), forKey: "transform")
        go(screen2, to: 0.5)
        let q = try #require(layer2.presentation())
        #expect(q.bounds == CGRect(x: 5, y: -5, width: 30, height: 40))
        let m = q.transform
        #expect(close(Double(m.m11), 2) && close(Double(m.m22), 2) && close(Double(m.m41), 50))
        #expect(close(Double(m.m12), 0) && close(Double(m.m21), 0) && m.m33 == 1 && m.m44 == 1)
    }

    @Test func transformRotationZTakesANumberAndTurnsPast180Degrees() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("transform.rotation.z", from: 0.0, to: Double.pi / 2), forKey: "turn")
        go(screen, to: 0.5)
        var m = try #require(layer.presentation()).transform
        #expect(close(Double(m.m11), cos(Double.pi / 4)) && close(Double(m.m12), sin(Double.pi / 4)))

        // The classic spinner: to-only 2π from the rotation on screen (0), repeating forever.
        let (screen2, layer2) = try setUp()
        let spin = basic("transform.rotation.z", to: 2 * Double.pi)
        spin.repeatCount = .infinity
        layer2.add(spin, forKey: "spin")
        go(screen2, to: 0.75)  // 3/4 of a turn: 270°
        m = try #require(layer2.presentation()).transform
        #expect(close(Double(m.m11), 0) && close(Double(m.m12), -1), "270°, not the short way round")
        go(screen2, to: 10.125)  // 1/8 turn into the 11th repetition
        m = try #require(layer2.presentation()).transform
        #expect(close(Double(m.m11), cos(Double.pi / 4)) && close(Double(m.m12), sin(Double.pi / 4)))
        #expect(layer2.animationKeys() == ["spin"])
        #expect(CATransform3DIsIdentity(layer2.transform))
    }

    @Test func valueFunctionRotateZTurnsAFullCircle() throws {
        // Listing 4-9 of the Core Animation Programming Guide.
        let (screen, layer) = try setUp()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.fromValue = 0.0
        animation.toValue = 2 * Double.pi
        animation.duration = 1
        layer.add(animation, forKey: "spin")
        go(screen, to: 0.375)
        var m = try #require(layer.presentation()).transform
        #expect(close(Double(m.m11), cos(0.75 * Double.pi)) && close(Double(m.m12), sin(0.75 * Double.pi)))
        go(screen, to: 0.75)
        m = try #require(layer.presentation()).transform
        #expect(close(Double(m.m11), 0) && close(Double(m.m12), -1), "270° = −90°: m11 ≈ 0, m12 ≈ −1")
        #expect(close(Double(m.m21), 1) && close(Double(m.m22), 0))
    }

    // MARK: presentation() and model()

    @Test func presentationIsNilUntilTheLayerIsComposited() throws {
        let (screen, _) = try setUp()
        let fresh = CALayer()
        fresh.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(fresh.presentation() == nil)
        screen.window.layer.addSublayer(fresh)
        #expect(fresh.presentation() == nil)
        fresh.add(basic("opacity", from: 0.0, to: 1.0), forKey: "fade")
        #expect(fresh.presentation() == nil, "an animation does not commit the layer")
        screen.runFrame()
        let p = try #require(fresh.presentation())
        #expect(p !== fresh)
        #expect(fresh.model() === fresh)
        #expect(p.model() === fresh, "the presentation layer's model is the layer itself")
        #expect(p.opacity == 0)
    }

    @Test func presentationIsASnapshotAtItsTime() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", from: 0.0, to: 100.0), forKey: "move")
        go(screen, to: 0.25)
        let early = try #require(layer.presentation())
        go(screen, to: 0.5)
        #expect(early.position.x == 25, "a copy: it keeps the values of its time")
        #expect(x(layer) == 50)
        #expect(layer.presentation()?.bounds == layer.bounds, "unanimated properties are the model's")
    }

    // MARK: Timing

    @Test func durationZeroMeansAQuarterSecond() throws {
        let (screen, layer) = try setUp()
        layer.add(basic("position.x", from: 0.0, to: 100.0, duration: 0), forKey: "move")
        go(screen, to: 0.125)
        #expect(x(layer) == 50)
        go(screen, to: 0.25)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)
        #expect(CAAnimation.defaultValue(forKey: "duration") as? Double == 0.25)
    }

    @Test func beginTimeZeroMeansNow() throws {
        let (screen, layer) = try setUp()
        go(screen, to: 0.5)
        let animation = basic("position.x", from: 0.0, to: 100.0)
        layer.add(animation, forKey: "move")
        #expect(animation.beginTime == 0, "the original is not changed")
        #expect(layer.animation(forKey: "move")?.beginTime == 0.5)
        go(screen, to: 1)
        #expect(x(layer) == 50)
    }

    /// Core Animation stamps animations added with no begin time when their
    /// transaction commits: all those of one run-loop turn (here, between two
    /// frames) share the time, so views animated in separate blocks of one
    /// turn stay in step even when the clock moved between the blocks.
    @Test func animationsAddedInOneTurnShareTheirBeginTime() throws {
        let (screen, layer) = try setUp()
        let other = CALayer()
        screen.window.layer.addSublayer(other)
        go(screen, to: 0.5)
        layer.add(basic("position.x", from: 0.0, to: 100.0), forKey: "move")
        MediaClock.advanceVirtualClock(by: 0.1)
        other.add(basic("position.x", from: 0.0, to: 100.0), forKey: "move")
        #expect(layer.animation(forKey: "move")?.beginTime == 0.5)
        #expect(other.animation(forKey: "move")?.beginTime == 0.5)
        screen.runFrame()
        #expect(x(layer) == x(other))
        let third = CALayer()
        screen.window.layer.addSublayer(third)
        third.add(basic("position.x", from: 0.0, to: 100.0), forKey: "move")
        #expect(third.animation(forKey: "move")?.beginTime == 0.6, "a frame ended the turn: the clock is read again")
    }

    /// A tick reuses the phase of the last timing it saw for animations with
    /// the same timing: animations committed together with other durations
    /// or repetitions keep their own progress, in any order.
    @Test func animationsOfOneCommitWithOtherTimingsKeepTheirOwnProgress() throws {
        let (screen, layer) = try setUp()
        let layers = [layer] + (0..<3).map { _ in CALayer() }
        for extra in layers.dropFirst() { screen.window.layer.addSublayer(extra) }
        let reversing = basic("position.x", from: 0.0, to: 100.0)
        reversing.autoreverses = true
        reversing.repeatCount = 2
        let animations = [
            basic("position.x", from: 0.0, to: 100.0), basic("position.x", from: 0.0, to: 100.0, duration: 2),
            basic("position.x", from: 0.0, to: 100.0), reversing
        ]
        for (target, animation) in zip(layers, animations) { target.add(animation, forKey: "move") }
        go(screen, to: 0.5)
        #expect(layers.map(x) == [50, 25, 50, 50])
        go(screen, to: 1.5)
        #expect(x(layers[1]) == 75 && x(layers[3]) == 50, "past the first's end, the reversing one comes back")
        #expect(x(layers[0]) == 50 && x(layers[2]) == 0, "the ended ones show their models")
    }

    @Test func futureBeginTimeWaitsShowingTheModelWithoutFill() throws {
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 200.0, to: 300.0)
        animation.beginTime = CACurrentMediaTime() + 1
        layer.add(animation, forKey: "move")
        #expect(x(layer) == 50)
        go(screen, to: 0.5)
        #expect(x(layer) == 50)
        go(screen, to: 1.5)
        #expect(x(layer) == 250)
        go(screen, to: 2)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)
    }

    @Test func backwardsFillShowsTheFromValueDuringTheWaitAndStartsOnTime() throws {
        let (screen, layer) = try setUp()
        let recorder = AnimationRecorder()
        let animation = basic("position.x", from: 200.0, to: 300.0)
        animation.beginTime = CACurrentMediaTime() + 1
        animation.fillMode = .backwards
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        #expect(x(layer) == 200)
        go(screen, to: 0.5)
        #expect(x(layer) == 200)
        #expect(recorder.log.isEmpty, "animationDidStart waits for the begin time")
        go(screen, to: 1)
        #expect(recorder.log == ["start"])
        go(screen, to: 1.5)
        #expect(x(layer) == 250)
        go(screen, to: 2)
        #expect(recorder.log == ["start", "stop true"])
        #expect(x(layer) == 50)
    }

    @Test func speedTwoHalvesTheTime() throws {
        let (screen, layer) = try setUp()
        let recorder = AnimationRecorder()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.speed = 2
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        go(screen, to: 0.25)
        #expect(x(layer) == 50)
        go(screen, to: 0.375)
        #expect(x(layer) == 75)
        go(screen, to: 0.5)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)
        #expect(recorder.log == ["start", "stop true"])
    }

    @Test func timeOffsetStartsPartWayAndWrapsAround() throws {
        // Core Animation keeps the active duration and wraps: C→D→E→A→B.
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.timeOffset = 0.5
        layer.add(animation, forKey: "move")
        #expect(x(layer) == 50)
        go(screen, to: 0.25)
        #expect(x(layer) == 75)
        go(screen, to: 0.75)
        #expect(x(layer) == 25)
        go(screen, to: 0.9)
        #expect(close(x(layer), 40))
        go(screen, to: 1)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)
    }

    @Test func pastBeginTimeStartsPartWay() throws {
        let (screen, layer) = try setUp()
        go(screen, to: 1)
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.beginTime = CACurrentMediaTime() - 0.25
        layer.add(animation, forKey: "move")
        #expect(x(layer) == 25)
        go(screen, to: 1.5)
        #expect(x(layer) == 75)
        go(screen, to: 1.75)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)
    }

    @Test func speedZeroHoldsTheTimeOffset() throws {
        // The scrubbing idiom: a stopped clock shows the frame at timeOffset.
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.speed = 0
        animation.timeOffset = 0.3
        layer.add(animation, forKey: "scrub")
        go(screen, to: 0.5)
        #expect(close(x(layer), 30))
        go(screen, to: 5)
        #expect(close(x(layer), 30))
        #expect(layer.animationKeys() == ["scrub"])
    }

    @Test func repeatCountThreeRunsThreeCycles() throws {
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 100.0, to: 200.0)
        animation.repeatCount = 3
        layer.add(animation, forKey: "move")
        for (time, value) in [(0.5, 150.0), (1.25, 125), (2.5, 150), (2.9, 190)] {
            go(screen, to: time)
            #expect(close(x(layer), value), "at \(time)")
        }
        go(screen, to: 3)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)
    }

    @Test func fractionalRepeatCountEndsMidCycle() throws {
        let (screen, layer) = try setUp()
        let recorder = AnimationRecorder()
        let animation = basic("position.x", from: 100.0, to: 200.0)
        animation.repeatCount = 2.5
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        go(screen, to: 2.25)
        #expect(x(layer) == 125)
        go(screen, to: 2.49)
        #expect(close(x(layer), 149))
        #expect(recorder.log == ["start"])
        go(screen, to: 2.5)
        #expect(x(layer) == 50, "ended half way through the third cycle: the model shows")
        #expect(recorder.log == ["start", "stop true"])
    }

    @Test func repeatDurationRepeatsForThatLong() throws {
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 100.0, to: 200.0)
        animation.repeatDuration = 1.5
        layer.add(animation, forKey: "move")
        go(screen, to: 1.25)
        #expect(x(layer) == 125)
        go(screen, to: 1.5)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)
    }

    @Test func autoreversesPlaysBackwardsThroughTheCurve() throws {
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.autoreverses = true
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(animation, forKey: "move")
        for (time, progress) in [(0.25, 0.25), (0.75, 0.75), (1.0, 1.0), (1.25, 0.75), (1.75, 0.25)] {
            go(screen, to: time)
            #expect(close(x(layer), 100 * ease(.easeIn, progress)), "at \(time)")
        }
        go(screen, to: 2)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)

        // Repeated: each repeat is a forward and a backward pass.
        let (screen2, layer2) = try setUp()
        let twice = basic("position.x", from: 0.0, to: 100.0)
        twice.autoreverses = true
        twice.repeatCount = 2
        layer2.add(twice, forKey: "move")
        for (time, value) in [(0.5, 50.0), (1.5, 50), (2.25, 25), (3.0, 100), (3.75, 25)] {
            go(screen2, to: time)
            #expect(close(x(layer2), value), "at \(time)")
        }
        go(screen2, to: 4)
        #expect(x(layer2) == 50 && layer2.animationKeys() == nil)
    }

    @Test func forwardsFillKeepsTheEndValueWhenNotRemoved() throws {
        let (screen, layer) = try setUp()
        let recorder = AnimationRecorder()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        go(screen, to: 1)
        #expect(x(layer) == 100)
        #expect(recorder.log == ["start", "stop true"])
        go(screen, to: 1.5)
        #expect(x(layer) == 100, "still filling forwards on later frames")
        go(screen, to: 5)
        #expect(x(layer) == 100)
        #expect(layer.animationKeys() == ["move"])
        #expect(layer.position.x == 50, "the model never changed")
        #expect(recorder.log == ["start", "stop true"], "stopped once")
        layer.removeAnimation(forKey: "move")
        #expect(x(layer) == 50)
        go(screen, to: 5.5)
        #expect(recorder.log == ["start", "stop true"], "removing a stopped animation does not stop it again")

        // With the default isRemovedOnCompletion the fill mode cannot keep it.
        let (screen2, layer2) = try setUp()
        let removed = basic("position.x", from: 0.0, to: 100.0)
        removed.fillMode = .forwards
        layer2.add(removed, forKey: "move")
        go(screen2, to: 1)
        #expect(x(layer2) == 50 && layer2.animationKeys() == nil)
    }

    @Test func anAutoreversedForwardsFillEndsWhereItStarted() throws {
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.autoreverses = true
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "move")
        go(screen, to: 1)
        #expect(x(layer) == 100)
        go(screen, to: 2)
        #expect(x(layer) == 0)
        go(screen, to: 3)
        #expect(x(layer) == 0 && layer.animationKeys() == ["move"])
    }

    @Test func additiveAnimationsAddToTheValueOnScreen() throws {
        let (screen, layer) = try setUp()
        let shake = basic("position.x", from: 0.0, to: 10.0)
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        go(screen, to: 0.5)
        #expect(x(layer) == 55, "model 50 plus 5")
        let move = basic("position.x", from: 100.0, to: 200.0)
        move.beginTime = 0.5
        layer.add(move, forKey: "move")
        go(screen, to: 0.75)
        // Applied in the order added: the move (125) replaces the base, the shake added before it is overwritten.
        #expect(x(layer) == 125)
    }

    // MARK: Delegate

    @Test func delegateHearsStartOnceAndStopOnce() throws {
        let (screen, layer) = try setUp()
        let recorder = AnimationRecorder()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        #expect(recorder.log.isEmpty, "callbacks arrive with a frame, not inside add")
        go(screen, to: 0.1)
        #expect(recorder.log == ["start"])
        go(screen, to: 0.9)
        #expect(recorder.log == ["start"])
        go(screen, to: 1)
        #expect(recorder.log == ["start", "stop true"])
        go(screen, to: 1.5)
        #expect(recorder.log == ["start", "stop true"])
    }

    @Test func removalStopsWithFinishedFalse() throws {
        let (screen, layer) = try setUp()
        let one = AnimationRecorder(), two = AnimationRecorder(), three = AnimationRecorder()
        let a = basic("position.x", from: 0.0, to: 100.0)
        a.delegate = one
        layer.add(a, forKey: "a")
        go(screen, to: 0.5)
        layer.removeAnimation(forKey: "a")
        #expect(x(layer) == 50, "the model shows at once")
        go(screen, to: 0.6)
        #expect(one.log == ["start", "stop false"])

        let b = basic("opacity", from: 0.0, to: 1.0)
        b.delegate = two
        let c = basic("position.y", from: 0.0, to: 1.0)
        c.delegate = three
        layer.add(b, forKey: "b")
        layer.add(c, forKey: "c")
        go(screen, to: 0.7)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        go(screen, to: 0.8)
        #expect(two.log == ["start", "stop false"] && three.log == ["start", "stop false"])
        go(screen, to: 3)
        #expect(one.log.count == 2 && two.log.count == 2 && three.log.count == 2)
    }

    @Test func replacingUnderTheSameKeyStopsTheOldOneUnfinished() throws {
        let (screen, layer) = try setUp()
        let old = AnimationRecorder(), new = AnimationRecorder()
        let a = basic("position.x", from: 0.0, to: 100.0)
        a.delegate = old
        layer.add(a, forKey: "move")
        go(screen, to: 0.5)
        let b = basic("position.x", from: 200.0, to: 300.0)
        b.delegate = new
        layer.add(b, forKey: "move")
        #expect(x(layer) == 200)
        go(screen, to: 0.6)
        #expect(old.log == ["start", "stop false"])
        #expect(new.log == ["start"])
        #expect(layer.animationKeys() == ["move"])
        go(screen, to: 1.5)
        #expect(new.log == ["start", "stop true"])
        #expect(old.log == ["start", "stop false"])
    }

    @Test func theDelegateIsReleasedAfterTheAnimationStops() throws {
        let (screen, layer) = try setUp()
        weak var weakDelegate: AnimationRecorder?
        do {
            let recorder = AnimationRecorder()
            weakDelegate = recorder
            let animation = basic("position.x", from: 0.0, to: 100.0)
            animation.delegate = recorder
            layer.add(animation, forKey: "move")
        }
        go(screen, to: 0.5)
        #expect(weakDelegate != nil, "the running animation holds its delegate strongly")
        go(screen, to: 1)
        #expect(weakDelegate == nil)

        weak var removedDelegate: AnimationRecorder?
        do {
            let recorder = AnimationRecorder()
            removedDelegate = recorder
            let animation = basic("position.x", from: 0.0, to: 100.0)
            animation.delegate = recorder
            layer.add(animation, forKey: "move")
        }
        layer.removeAnimation(forKey: "move")
        go(screen, to: 1.1)
        #expect(removedDelegate == nil)
    }

    // MARK: Keys and copies

    @Test func addStoresACopy() throws {
        let (screen, layer) = try setUp()
        let animation = basic("position.x", from: 0.0, to: 100.0)
        layer.add(animation, forKey: "move")
        let stored = try #require(layer.animation(forKey: "move") as? CABasicAnimation)
        #expect(stored !== animation)
        #expect(stored.keyPath == "position.x" && stored.toValue as? Double == 100 && stored.duration == 1)
        animation.toValue = 1000.0
        animation.duration = 10
        go(screen, to: 0.5)
        #expect(x(layer) == 50, "changing the original after add has no effect")
        #expect(layer.animation(forKey: "other") == nil)
    }

    @Test func animationKeysKeepTheOrderAdded() throws {
        let (_, layer) = try setUp()
        #expect(layer.animationKeys() == nil)
        layer.add(basic("position.x", to: 1.0), forKey: "b")
        layer.add(basic("opacity", to: 0.0), forKey: "a")
        layer.add(basic("position.y", to: 1.0), forKey: "c")
        #expect(layer.animationKeys() == ["b", "a", "c"])
        layer.removeAnimation(forKey: "a")
        #expect(layer.animationKeys() == ["b", "c"])
        layer.removeAnimation(forKey: "missing")
        #expect(layer.animationKeys() == ["b", "c"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    // MARK: CAKeyframeAnimation

    @Test func keyframeValuesAreEvenlySpacedWithoutKeyTimes() throws {
        let (screen, layer) = try setUp()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 100.0, 50.0]
        animation.duration = 2
        layer.add(animation, forKey: "k")
        for (time, value) in [(0.5, 50.0), (1.0, 100), (1.5, 75), (1.9, 55)] {
            go(screen, to: time)
            #expect(close(x(layer), value), "at \(time)")
        }
    }

    @Test func keyframeKeyTimesPlaceTheValues() throws {
        let (screen, layer) = try setUp()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 100.0, 50.0]
        animation.keyTimes = [0, 0.25, 1]
        animation.duration = 2
        layer.add(animation, forKey: "k")
        for (time, value) in [(0.25, 50.0), (0.5, 100), (1.25, 75)] {
            go(screen, to: time)
            #expect(close(x(layer), value), "at \(time)")
        }
    }

    @Test func discreteKeyframesHoldEachValueForItsShare() throws {
        // Without key times, n discrete values share the duration equally.
        let (screen, layer) = try setUp()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [10.0, 20.0, 30.0]
        animation.calculationMode = .discrete
        animation.duration = 3
        layer.add(animation, forKey: "k")
        for (time, value) in [(0.5, 10.0), (0.99, 10), (1.0, 20), (1.5, 20), (2.0, 30), (2.5, 30), (2.99, 30)] {
            go(screen, to: time)
            #expect(x(layer) == value, "at \(time)")
        }

        // Apple's example: one more key time than values; the last value holds from 0.75 to the end.
        let (screen2, layer2) = try setUp()
        let documented = CAKeyframeAnimation(keyPath: "position.y")
        documented.calculationMode = .discrete
        documented.values = [0.0, 20.0, 60.0]
        documented.keyTimes = [0, 0.5, 0.75, 1]
        documented.duration = 4
        layer2.add(documented, forKey: "k")
        for (time, value) in [(1.0, 0.0), (2.5, 20), (3.0, 60), (3.9, 60)] {
            go(screen2, to: time)
            #expect(layer2.presentation()?.position.y == CGFloat(value), "at \(time)")
        }
    }

    @Test func keyframeTimingFunctionsEaseEachSegment() throws {
        let (screen, layer) = try setUp()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 100.0, 200.0]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        animation.duration = 2
        layer.add(animation, forKey: "k")
        go(screen, to: 0.5)
        #expect(close(x(layer), 100 * ease(.easeIn, 0.5)))
        go(screen, to: 1.5)
        #expect(close(x(layer), 100 + 100 * ease(.easeOut, 0.5)))
    }

    @Test func pacedKeyframesMoveAtConstantSpeedIgnoringKeyTimesAndTimingFunctions() throws {
        let (screen, layer) = try setUp()
        let animation = CAKeyframeAnimation(keyPath: "position")
        // Segments of length 30 and 10: 3/4 of the time on the first.
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)]
        animation.keyTimes = [0, 0.5, 1]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        animation.calculationMode = .paced
        animation.duration = 4
        layer.add(animation, forKey: "k")
        for (time, point) in [
            (1.0, CGPoint(x: 10, y: 0)), (2.0, CGPoint(x: 20, y: 0)), (3.0, CGPoint(x: 30, y: 0)),
            (3.5, CGPoint(x: 30, y: 5))
        ] {
            go(screen, to: time)
            let p = try #require(layer.presentation()).position
            #expect(close(Double(p.x), Double(point.x)) && close(Double(p.y), Double(point.y)), "at \(time): \(p)")
        }
    }

    @Test func keyframePathOfPointsGivesEachSegmentEqualTime() throws {
        let (screen, layer) = try setUp()
        let animation = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 20)])
        animation.path = path
        animation.values = [CGPoint(x: 999, y: 999)]  // the path wins over values
        animation.duration = 2
        layer.add(animation, forKey: "k")
        go(screen, to: 0.5)
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 0))
        go(screen, to: 1.5)
        #expect(layer.presentation()?.position == CGPoint(x: 100, y: 10))
    }

    /// A curved path is followed along the curve, not its chord: half way
    /// (paced) round a quarter circle of radius 100 is the 45° point.
    @Test func keyframePathFollowsCurves() throws {
        let (screen, layer) = try setUp()
        let animation = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 200, y: 100))
        path.addArc(center: CGPoint(x: 100, y: 100), radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        animation.path = path
        animation.calculationMode = .paced
        animation.duration = 2
        layer.add(animation, forKey: "k")
        go(screen, to: 1)
        let p = try #require(layer.presentation()).position
        let expected = 100 + 100 * cos(Double.pi / 4)
        #expect(abs(Double(p.x) - expected) < 0.5 && abs(Double(p.y) - expected) < 0.5, "\(p)")
        #expect(abs(hypot(Double(p.x) - 100, Double(p.y) - 100) - 100) < 0.2)
        go(screen, to: 2.5)
        #expect(layer.presentation()?.position == layer.position)
    }

    // MARK: CASpringAnimation

    @Test func springSettlesNearItsTargetAndOvershootsWhenUnderdamped() throws {
        let (screen, layer) = try setUp()
        let spring = CASpringAnimation(keyPath: "position.x")
        let settling = spring.settlingDuration
        #expect(settling.isFinite && settling > 0)
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.duration = settling
        withoutActions { layer.position.x = 100 }
        layer.add(spring, forKey: "spring")
        #expect(x(layer) == 0)
        var peak = 0.0
        var time = 0.0
        while time + 1.0 / 60 < settling {
            time += 1.0 / 60
            go(screen, to: time)
            peak = max(peak, x(layer))
        }
        #expect(peak > 100, "the default spring (damping ratio 0.5) overshoots")
        #expect(abs(x(layer) - 100) < 1, "at the settling duration it is at rest: \(x(layer))")
        go(screen, to: settling + 1e-6)  // the clock counts whole nanoseconds: step just past the end
        #expect(x(layer) == 100 && layer.animationKeys() == nil)

        let loose = CASpringAnimation(keyPath: "position.x")
        loose.damping = 2
        loose.fromValue = 0.0
        loose.toValue = 100.0
        loose.duration = loose.settlingDuration
        #expect(loose.settlingDuration > settling, "less damping rings longer")
        layer.add(loose, forKey: "spring")
        let start = CACurrentMediaTime()
        var loosePeak = 0.0
        for i in 1...60 {
            go(screen, to: start + Double(i) / 60)
            loosePeak = max(loosePeak, x(layer))
        }
        #expect(loosePeak > peak && loosePeak > 150, "damping 2 overshoots far: \(loosePeak)")
    }

    // MARK: CAAnimationGroup

    @Test func groupChildrenRunOnTheGroupsTimeline() throws {
        let (screen, layer) = try setUp()
        let move = basic("position.x", from: 0.0, to: 100.0)
        let fade = basic("opacity", from: 1.0, to: 0.0)
        fade.beginTime = 0.5
        let late = basic("position.y", from: 0.0, to: 100.0)
        late.beginTime = 1.5
        let group = CAAnimationGroup()
        group.animations = [move, fade, late]
        group.duration = 2
        let recorder = AnimationRecorder()
        group.delegate = recorder
        layer.add(group, forKey: "group")
        go(screen, to: 0.25)
        #expect(x(layer) == 25)
        #expect(opacity(layer) == 1, "the fade begins 0.5 s into the group")
        go(screen, to: 1)
        #expect(x(layer) == 50, "the move ended after its 1 s")
        #expect(closeFloat(opacity(layer), 0.5))
        go(screen, to: 1.75)
        #expect(opacity(layer) == 1)
        #expect(layer.presentation()?.position.y == 25)
        #expect(layer.animationKeys() == ["group"])
        go(screen, to: 2)
        #expect(layer.presentation()?.position.y == 50, "cut at the group's end")
        #expect(layer.animationKeys() == nil)
        #expect(recorder.log == ["start", "stop true"])
    }

    // MARK: Implicit actions

    @Test func aCompositedStandaloneLayerAnimatesImplicitly() throws {
        let (screen, layer) = try setUp()
        layer.position = CGPoint(x: 150, y: 50)
        #expect(layer.position.x == 150, "the model changes at once")
        #expect(x(layer) == 50, "the screen still shows the old value")
        #expect(layer.animationKeys() == ["position"])
        go(screen, to: 0.125)
        #expect(close(x(layer), 50 + 100 * ease(.default, 0.5)))
        go(screen, to: 0.25)
        #expect(x(layer) == 150 && layer.animationKeys() == nil)

        layer.opacity = 0
        go(screen, to: 0.375)
        #expect(closeFloat(opacity(layer), 1 - ease(.default, 0.5)))
    }

    @Test func aNewImplicitChangeStartsFromTheValueOnScreen() throws {
        let (screen, layer) = try setUp()
        layer.position.x = 150
        go(screen, to: 0.125)
        let midway = x(layer)
        #expect(close(midway, 50 + 100 * ease(.default, 0.5)))
        layer.position.x = 0
        #expect(x(layer) == midway, "no jump when retargeted")
        go(screen, to: 0.25)
        #expect(close(x(layer), midway * (1 - ease(.default, 0.5))))
        go(screen, to: 0.375)
        #expect(x(layer) == 0 && layer.animationKeys() == nil)
    }

    @Test func transactionsSetDurationTimingAndDisabledActions() throws {
        let (screen, layer) = try setUp()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(x(layer) == 150)

        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        go(screen, to: 0.5)
        #expect(close(x(layer), 150 - 100 * ease(.default, 0.5)))
        go(screen, to: 1)
        #expect(x(layer) == 50 && layer.animationKeys() == nil)

        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        go(screen, to: 1.125)
        #expect(x(layer) == 100)
        #expect(
            !CATransaction.disableActions() && CATransaction.animationDuration() == 0.25,
            "nothing leaks out of the transactions")
    }

    @Test func aViewsOwnLayerDoesNotAnimateOutsideAnAnimationBlock() throws {
        let (screen, _) = try setUp()
        let view = UIView()
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        screen.window.addSubview(view)
        screen.runFrame()
        view.layer.position = CGPoint(x: 100, y: 60)
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.position == CGPoint(x: 100, y: 60))
        #expect(view.layer.presentation()?.opacity == 0.5)
    }

    @Test func aLayerNotYetCompositedDoesNotAnimate() throws {
        let (screen, _) = try setUp()
        let fresh = CALayer()
        fresh.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        screen.window.layer.addSublayer(fresh)
        fresh.position = CGPoint(x: 80, y: 20)
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
        screen.runFrame()
        #expect(fresh.presentation()?.position == CGPoint(x: 80, y: 20))
        #expect(fresh.presentation()?.opacity == 0.5)
    }

    // MARK: CATransaction completion

    @Test func completionBlockWaitsForEveryAnimationOfTheTransaction() throws {
        let (screen, layer) = try setUp()
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        layer.add(basic("position.x", from: 0.0, to: 100.0, duration: 1), forKey: "a")
        layer.add(basic("opacity", from: 0.0, to: 1.0, duration: 2), forKey: "b")
        layer.position.y = 70  // an implicit animation of 0.25 s counts too
        CATransaction.commit()
        #expect(completions == 0)
        go(screen, to: 1)
        #expect(completions == 0)
        go(screen, to: 1.99)
        #expect(completions == 0)
        go(screen, to: 2)
        #expect(completions == 1)
        go(screen, to: 3)
        #expect(completions == 1)

        // Removed animations count as stopped.
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        layer.add(basic("position.x", from: 0.0, to: 100.0, duration: 5), forKey: "a")
        CATransaction.commit()
        go(screen, to: 3.5)
        #expect(completions == 1)
        layer.removeAnimation(forKey: "a")
        go(screen, to: 3.6)
        #expect(completions == 2)
    }

    @Test func completionBlockWithoutAnimationsRunsOnTheNextFrame() throws {
        let (screen, _) = try setUp()
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        CATransaction.commit()
        #expect(completions == 0)
        go(screen, to: 0.016)
        #expect(completions == 1)
        go(screen, to: 0.032)
        #expect(completions == 1)
    }

    // MARK: Refusals

    @Test func unsupportedKeyPathsAndValuesAreRefusedWithALog() throws {
        let (screen, layer) = try setUp()
        SDLViewsLog.clear()
        layer.add(basic("shadowPath", from: 0.0, to: 1.0), forKey: "shadow")
        #expect(layer.animationKeys() == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("shadowPath") })

        SDLViewsLog.clear()
        layer.add(basic("opacity", from: "opaque", to: "clear"), forKey: "fade")
        go(screen, to: 0.5)
        #expect(opacity(layer) == 1, "nothing to interpolate: the model shows")
        #expect(SDLViewsLog.messages.contains { $0.contains("String") })

        layer.add(basic("position.x", from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4)), forKey: "mismatch")
        go(screen, to: 0.75)
        #expect(x(layer) == 50, "a point for a scalar key path changes nothing")
        go(screen, to: 2)
        #expect(layer.animationKeys() == nil)
    }

    // MARK: Pixels

    @Test func theCompositorDrawsThePresentationPosition() throws {
        let (screen, layer) = try setUp()
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 50)) == red)
        layer.add(basic("position.x", from: 50.0, to: 150.0), forKey: "move")
        go(screen, to: 0.5)  // centre at x = 100: covers 90..<110
        #expect(screen.pixel(at: CGPoint(x: 100, y: 50)) == red)
        #expect(screen.pixel(at: CGPoint(x: 91, y: 50)) == red)
        #expect(screen.pixel(at: CGPoint(x: 89, y: 50)) == white)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 50)) == white)
        go(screen, to: 0.75)  // centre at x = 125: covers 115..<135
        #expect(screen.pixel(at: CGPoint(x: 125, y: 50)) == red)
        #expect(screen.pixel(at: CGPoint(x: 100, y: 50)) == white)
        go(screen, to: 1)  // removed: back at the model position
        #expect(screen.pixel(at: CGPoint(x: 50, y: 50)) == red)
        #expect(screen.pixel(at: CGPoint(x: 125, y: 50)) == white)
    }
}
