import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct ViewAnimationTests {
    private func setUp() throws -> (HeadlessScreen, UIView) { try AnimationScene.make() }
    private func x(_ view: UIView) -> CGFloat { AnimationScene.x(view) }
    private func ease(_ name: CAMediaTimingFunctionName, _ t: Double) -> CGFloat { AnimationScene.ease(name, t) }

    @Test func modelChangesAtOncePresentationFollowsTheCurve() throws {
        let (screen, view) = try setUp()
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 0) }, completion: { completions.append($0) }
        )
        #expect(view.center.x == 100)
        #expect(view.frame.minX == 95)
        screen.advance(by: 0.25)
        #expect(abs(x(view) - 100 * ease(.easeInEaseOut, 0.25)) < 1e-6)
        screen.advance(by: 0.25)
        #expect(abs(x(view) - 100 * ease(.easeInEaseOut, 0.5)) < 1e-9)
        #expect(abs(x(view) - 50) < 1e-5, "Core Animation's Float control points are symmetric to ~3e-8")
        screen.advance(by: 0.49)
        #expect(completions.isEmpty)
        screen.advance(by: 0.01)
        #expect(completions == [true])
        #expect(view.layer.presentation()?.position.x == 100)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func growingBoundsAnimateThroughNegativeAdditiveDeltas() throws {
        let (screen, view) = try setUp()
        let start = view.bounds
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { view.bounds = CGRect(x: 0, y: 0, width: start.width + 100, height: start.height + 40) })
        screen.advance(by: 0.5)
        // The delta from old to new is a rect with negative size; it must not be standardised.
        #expect(
            view.layer.presentation()?.bounds == CGRect(x: 0, y: 0, width: start.width + 50, height: start.height + 20))
    }

    @Test(arguments: [
        (UIView.AnimationOptions.curveLinear, CAMediaTimingFunctionName.linear),
        (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveEaseInOut, .easeInEaseOut)
    ])
    func curvesAreCoreAnimationsBeziers(option: UIView.AnimationOptions, name: CAMediaTimingFunctionName) throws {
        let (screen, view) = try setUp()
        UIView.animate(withDuration: 2, delay: 0, options: option, animations: { view.center.x = 200 })
        for _ in 0..<3 {
            screen.advance(by: 0.4)
            let t = (CACurrentMediaTime() - 0.1) / 2
            #expect(abs(x(view) - 200 * ease(name, t)) < 1e-6, "at \(t)")
        }
    }

    @Test func delayHoldsTheOldValueOnScreen() throws {
        let (screen, view) = try setUp()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.alpha == 0)
        screen.advance(by: 0.4)
        #expect(view.layer.presentation()?.opacity == 1)
        screen.advance(by: 0.6)  // 0.5 s into the 1 s animation
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 1e-6)
        // It draws what it presents: half-transparent red over white.
        let pixel = screen.pixel(at: CGPoint(x: 2, y: 2))
        #expect(abs(Int(pixel.g) - 128) <= 2 && pixel.r == 255)
    }

    @Test func fractionalRepeatCountWithAutoreverseTrace() throws {
        let (screen, view) = try setUp()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
            animations: {
                UIView.setAnimationRepeatCount(2.5)
                view.center.x = 100
            })
        let expected: [(Double, CGFloat)] = [(0.5, 50), (1.0, 100), (1.5, 50), (2.5, 50), (3.25, 75), (4.5, 50)]
        var elapsed = 0.0
        for (time, value) in expected {
            screen.advance(by: time - elapsed)
            elapsed = time
            #expect(abs(x(view) - value) < 1e-6, "at \(time)")
        }
        screen.advance(by: 0.6)  // past 5 s: removed, the new value stays
        #expect(x(view) == 100)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
        let (screen, view) = try setUp()
        let other = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        screen.window.addSubview(other)
        UIView.animate(
            withDuration: 2, delay: 0.5, options: .curveLinear,
            animations: {
                view.center.x = 100
                UIView.animate(withDuration: 0.5, delay: 1, options: [], animations: { other.center.x = 105 })
                UIView.animate(
                    withDuration: 0.5, delay: 0,
                    options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                    animations: { other.alpha = 0 })
            })
        screen.advance(by: 1.5)  // parent 1 s in (50 %); nested starts at 0.5 + 1 = 1.5: 0 %
        #expect(abs(x(view) - 50) < 1e-6)
        #expect(abs((other.layer.presentation()?.position.x ?? -1) - 5) < 1e-6)
        #expect(other.layer.presentation()?.opacity == 0)  // the 0.5 s override already ended
        screen.advance(by: 1)  // nested: 1 s of an inherited 2 s, linear (inherited curve): 50 %
        #expect(abs((other.layer.presentation()?.position.x ?? -1) - 55) < 1e-6)
    }

    @Test func retargetingMovesOnWithoutAJump() throws {
        let (screen, view) = try setUp()
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 },
            completion: { completions.append($0) })
        screen.advance(by: 0.5)
        #expect(abs(x(view) - 50) < 1e-6)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 200 },
            completion: { completions.append($0) })
        var previous = x(view)
        #expect(abs(previous - 50) < 1e-6, "no jump at the retarget")
        for _ in 0..<60 {
            screen.advance(by: 1.0 / 60)
            let now = x(view)
            #expect(abs(now - previous) < 5, "no frame-to-frame jump")
            previous = now
        }
        screen.advance(by: 0.1)
        #expect(x(view) == 200)
        #expect(completions == [true, true])
    }

    @Test func removedAnimationsCompleteWithFalse() throws {
        let (screen, view) = try setUp()
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { completions.append($0) })
        screen.advance(by: 0.2)
        view.layer.removeAllAnimations()
        screen.advance(by: 0.016)
        #expect(completions == [false])
        #expect(x(view) == 100)
        UIView.animate(withDuration: 1, animations: { view.center.x = 0 }, completion: { completions.append($0) })
        screen.advance(by: 0.2)
        view.removeFromSuperview()
        screen.advance(by: 0.016)
        #expect(completions == [false, false])
    }

    @Test func aBlockThatChangesNothingCompletesOnceWithTrue() throws {
        let (screen, _) = try setUp()
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { completions.append($0) })
        #expect(completions.isEmpty)
        screen.advance(by: 0.016)
        screen.advance(by: 0.016)
        #expect(completions == [true])
    }

    @Test func withoutAnimationAndDisabledAnimationsApplyAtOnce() throws {
        let (screen, view) = try setUp()
        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.performWithoutAnimation { view.center.x = 40 }
            })
        screen.advance(by: 0.1)
        #expect(x(view) == 40)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.center.x = 80 })
        screen.advance(by: 0.1)
        #expect(x(view) == 80)
    }

    @Test func inheritedDurationIsTheOpenBlocks() throws {
        _ = try setUp()
        #expect(UIView.inheritedAnimationDuration == 0)
        var inside = 0.0
        UIView.animate(withDuration: 0.7, animations: { inside = UIView.inheritedAnimationDuration })
        #expect(inside == 0.7)
    }

    @Test func animatingViewsAreSkippedByHitTestingUnlessAllowed() throws {
        let (screen, view) = try setUp()
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        screen.advance(by: 0.1)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 })
        #expect(screen.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === screen.window)
        screen.advance(by: 1.1)
        #expect(screen.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(screen.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
    }

    /// Each layer counts the blocking animations added to it and uncounts
    /// them as they stop: one copied onto another layer, or replaced by key,
    /// leaves every layer touchable once they end.
    @Test func blockingAnimationsCopiedOrReplacedLeaveViewsTouchable() throws {
        let (screen, view) = try setUp()
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let other = UIView(frame: CGRect(x: 60, y: 0, width: 30, height: 30))
        other.backgroundColor = .blue
        screen.window.addSubview(other)
        screen.advance(by: 0.1)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 })
        let key = try #require(view.layer.animationKeys()?.first)
        let copied = try #require(view.layer.animation(forKey: key))
        other.layer.add(copied, forKey: "copied")
        other.layer.add(copied, forKey: "copied")  // replaces the first: that one stops
        #expect(screen.window.hitTest(CGPoint(x: 70, y: 10), with: nil) === screen.window)
        screen.advance(by: 1.1)
        #expect(view.layer.interactionBlockingAnimations == 0)
        #expect(other.layer.interactionBlockingAnimations == 0)
        #expect(screen.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        #expect(screen.window.hitTest(CGPoint(x: 70, y: 10), with: nil) === other)
    }

    @Test func springSettlesExactlyOnTheTargetAndOvershootsWhenUnderdamped() throws {
        let (screen, view) = try setUp()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 100 })
        var peak: CGFloat = 0
        for _ in 0..<59 {
            screen.advance(by: 1.0 / 60)
            peak = max(peak, x(view))
        }
        #expect(peak > 120)
        screen.advance(by: 2.0 / 60)
        #expect(x(view) == 100)
    }

    @Test func beginCommitCallsDelegateAndClosuresWithIDAndContext() throws {
        final class Recorder: UIViewAnimationDelegate {
            var log: [String] = []
            func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
                log.append("start \(animationID ?? "-")")
            }
            func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
                log.append("stop \(animationID ?? "-") \(finished) \(context?.load(as: Int.self) ?? -1)")
            }
        }
        let (screen, view) = try setUp()
        let recorder = Recorder()
        let context = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        context.storeBytes(of: 42, as: Int.self)
        defer { context.deallocate() }
        var closureLog: [String] = []
        UIView.beginAnimations("fade", context: context)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(recorder)
        UIView.setAnimationDidStop { id, finished, _ in closureLog.append("\(id ?? "-") \(finished)") }
        view.alpha = 0
        #expect(view.layer.animationKeys() == nil, "nothing runs before commit")
        UIView.commitAnimations()
        screen.advance(by: 0.5)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 1e-6)
        screen.advance(by: 0.6)
        #expect(recorder.log == ["start fade", "stop fade true 42"])
        #expect(closureLog == ["fade true"])
    }

    @Test func nestedBeginCommitRunsNothingBeforeTheOutermostCommit() throws {
        let (screen, view) = try setUp()
        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(1)
        UIView.beginAnimations("inner", context: nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        view.center.x = 100
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == nil)
        UIView.commitAnimations()
        screen.advance(by: 1)
        #expect(abs(x(view) - 50) < 1e-6)
    }

    @Test func keyframesReachEachValueAtItsRelativeTime() throws {
        let (screen, view) = try setUp()
        var completions: [Bool] = []
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.center.y = 50 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 0 }
            }, completion: { completions.append($0) })
        #expect(view.center == CGPoint(x: 0, y: 50))
        let expected: [(Double, CGPoint)] = [
            (0.25, CGPoint(x: 50, y: 0)), (0.75, CGPoint(x: 100, y: 25)), (1.5, CGPoint(x: 50, y: 50))
        ]
        var elapsed = 0.0
        for (time, point) in expected {
            screen.advance(by: time - elapsed)
            elapsed = time
            let p = view.layer.presentation()!.position
            #expect(abs(p.x - point.x) < 1e-6 && abs(p.y - point.y) < 1e-6, "at \(time): \(p)")
        }
        screen.advance(by: 0.6)
        #expect(completions == [true])
        #expect(view.layer.presentation()?.position == CGPoint(x: 0, y: 50))
    }

    @Test func keyframesDefaultToAnEaseInOutTimeline() throws {
        let (screen, view) = try setUp()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
            })
        screen.advance(by: 0.25)
        #expect(abs(x(view) - 100 * ease(.easeInEaseOut, 0.25)) < 1e-6)
    }
}
