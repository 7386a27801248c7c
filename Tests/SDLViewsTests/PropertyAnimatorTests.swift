import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct PropertyAnimatorTests {
    private func setUp() throws -> (HeadlessScreen, UIView) { try AnimationScene.make() }
    private func x(_ view: UIView) -> CGFloat { AnimationScene.x(view) }
    private func opacity(_ view: UIView) -> Float { view.layer.presentation()?.opacity ?? .nan }
    private func ease(_ name: CAMediaTimingFunctionName, _ t: Double) -> CGFloat { AnimationScene.ease(name, t) }

    /// A linear 1 s animator moving the view's center.x from 0 to 100, recording its completions.
    private func linearAnimator(_ view: UIView, _ positions: @escaping (UIViewAnimatingPosition) -> Void)
        -> UIViewPropertyAnimator
    {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.addCompletion(positions)
        return animator
    }

    // MARK: Scrubbing

    @Test func scrubbingAPausedAnimatorShowsExactlyThatFraction() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        #expect(view.center.x == 0, "the animations wait for the animator to start")
        animator.pauseAnimation()
        #expect(view.center.x == 100, "active: the model has the new value")
        #expect(x(view) == 0)
        animator.fractionComplete = 0.3
        #expect(x(view) == 30)
        #expect(animator.fractionComplete == 0.3)
        screen.advance(by: 0.5)
        #expect(x(view) == 30, "paused: time does not move it")
        animator.fractionComplete = 0.75
        #expect(x(view) == 75)
        animator.fractionComplete = 0.3
        screen.advance(by: 0.016)
        #expect(x(view) == 30)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.isRunning)
        screen.advance(by: 0.35)
        #expect(abs(x(view) - 65) < 1e-6)
        #expect(positions.isEmpty)
        screen.advance(by: 0.35)
        #expect(positions == [.end])
        #expect(x(view) == 100)
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func scrubbingANonLinearCurveIsLinearInTheValuesUnlessAskedOtherwise() throws {
        let (screen, view) = try setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.2
        #expect(abs(x(view) - 20) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.2
        #expect(abs(x(view) - 100 * ease(.easeInEaseOut, 0.2)) < 1e-9)
        animator.stopAnimation(true)
        screen.advance(by: 0.016)
    }

    @Test func pausingANonLinearAnimatorMovesNothingAndResumesOnTheCurve() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.5)
        let shown = x(view)
        #expect(abs(shown - 100 * ease(.easeIn, 0.5)) < 1e-6)
        animator.pauseAnimation()
        #expect(x(view) == shown)
        // Read while paused, the fraction is the values' progress: setting it back moves nothing.
        #expect(abs(animator.fractionComplete * 100 - shown) < 1e-9)
        animator.fractionComplete = animator.fractionComplete
        #expect(abs(x(view) - shown) < 1e-6)
        animator.startAnimation()
        screen.advance(by: 0.25)
        #expect(abs(x(view) - 100 * ease(.easeIn, 0.75)) < 1e-6, "the original curve, from where it paused")
        screen.advance(by: 0.25)
        #expect(positions == [.end])
        #expect(x(view) == 100)
    }

    // MARK: Reversal

    @Test func reversingARunningAnimatorReturnsToTheStart() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.4)
        #expect(abs(x(view) - 40) < 1e-6)
        animator.isReversed = true
        #expect(animator.isRunning)
        screen.advance(by: 0.2)
        #expect(abs(x(view) - 20) < 1e-6)
        screen.advance(by: 0.2)
        #expect(positions == [.start])
        #expect(view.center.x == 0, "finishing at the start puts the start values back")
        #expect(x(view) == 0)
        #expect(animator.state == .inactive)
    }

    @Test func reversingAPausedAnimatorThenContinuingEndsAtTheStart() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        animator.isReversed = true
        #expect(!animator.isRunning)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        screen.advance(by: 0.15)
        #expect(abs(x(view) - 15) < 1e-6)
        screen.advance(by: 0.15)
        #expect(positions == [.start])
        #expect(view.center.x == 0)
        #expect(x(view) == 0)
    }

    // MARK: Stopping and finishing

    @Test func stoppingLeavesTheModelAtTheCurrentValue() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(abs(view.center.x - 25) < 1e-6)
        #expect(view.layer.animationKeys() == nil)
        screen.advance(by: 0.5)
        #expect(positions.isEmpty, "completions wait for finishAnimation")
        #expect(abs(x(view) - 25) < 1e-6)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current], "called before finishAnimation returns")
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 25) < 1e-6)
    }

    @Test(arguments: [(UIViewAnimatingPosition.end, CGFloat(100)), (.start, 0)])
    func finishingAStoppedAnimatorAtAnEndSetsThatEndsValues(position: UIViewAnimatingPosition, expected: CGFloat) throws
    {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
        #expect(positions == [position])
        #expect(view.center.x == expected)
        screen.advance(by: 0.016)
        #expect(x(view) == expected)
    }

    @Test func stoppingWithoutFinishingEndsAtOnceWithoutCompletions() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.6)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 60) < 1e-6)
        screen.advance(by: 1)
        #expect(positions.isEmpty)
        #expect(abs(x(view) - 60) < 1e-6)
    }

    // MARK: Delays

    @Test func startingAfterADelay() throws {
        let (screen, view) = try setUp()
        let animator = linearAnimator(view) { _ in }
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.state == .active && animator.isRunning)
        #expect(animator.delay == 0.5)
        screen.advance(by: 0.4)
        #expect(x(view) == 0)
        #expect(animator.fractionComplete == 0)
        screen.advance(by: 0.35)
        #expect(abs(x(view) - 25) < 1e-6)
        screen.advance(by: 0.75)
        #expect(x(view) == 100)
        #expect(animator.state == .inactive)
    }

    @Test func delayFactorStartsAnimationsLaterAndEndsThemWithTheAnimator() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        #expect(view.alpha == 0)
        screen.advance(by: 0.25)
        #expect(opacity(view) == 1)
        #expect(abs(x(view) - 25) < 1e-6)
        screen.advance(by: 0.5)  // 0.75: a quarter of a second into the last half
        #expect(abs(Double(opacity(view)) - 0.5) < 1e-6)
        screen.advance(by: 0.25)
        #expect(positions == [.end], "one completion for all the animations")
        #expect(opacity(view) == 0)
    }

    @Test func runningPropertyAnimatorStartsAtOnceAndKeepsItselfAlive() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.2, options: .curveLinear,
                animations: { view.center.x = 100 }, completion: { positions.append($0) })
            #expect(animator.state == .active && animator.isRunning)
            #expect(view.center.x == 100)
            weakAnimator = animator
        }
        #expect(weakAnimator != nil, "running, it is kept alive")
        screen.advance(by: 0.2)
        #expect(x(view) == 0)
        screen.advance(by: 0.5)
        #expect(abs(x(view) - 50) < 1e-6)
        screen.advance(by: 0.5)
        #expect(positions == [.end])
        #expect(weakAnimator == nil, "finished, it is released")
    }

    // MARK: Completion and state

    @Test func completionsRunInOrderWithTheFinalPosition() throws {
        let (screen, view) = try setUp()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { view.center.x = 50 }
        animator.addCompletion { log.append("first \($0)") }
        animator.addCompletion { [weak animator] in log.append("second \($0) \(animator?.state == .inactive)") }
        animator.startAnimation()
        screen.advance(by: 0.25)
        #expect(log.isEmpty)
        screen.advance(by: 0.25)
        #expect(log == ["first end", "second end true"])
    }

    @Test func pausesOnCompletionStaysActiveAndCanReverse() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        screen.advance(by: 1)
        #expect(positions.isEmpty)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(x(view) == 100)
        animator.isReversed = true
        animator.startAnimation()
        screen.advance(by: 0.5)
        #expect(abs(x(view) - 50) < 1e-6)
        screen.advance(by: 0.5)
        #expect(positions.isEmpty)
        #expect(animator.state == .active)
        #expect(x(view) == 0)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(view.center.x == 0)
    }

    @Test func stateTransitionsFollowUIKit() throws {
        let (screen, view) = try setUp()
        let animator = linearAnimator(view) { _ in }
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 0)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.startAnimation()
        screen.advance(by: 1)
        #expect(animator.state == .inactive && !animator.isRunning)

        let second = linearAnimator(view) { _ in }
        second.fractionComplete = 0.5  // inactive → active, paused
        #expect(second.state == .active && !second.isRunning)
        second.stopAnimation(false)
        #expect(second.state == .stopped)
        second.startAnimation()  // refused while stopped
        #expect(second.state == .stopped)
        second.finishAnimation(at: .end)
        #expect(second.state == .inactive)

        let third = linearAnimator(view) { _ in }
        third.pauseAnimation()
        third.stopAnimation(true)
        #expect(third.state == .inactive)
        third.finishAnimation(at: .end)  // refused: not stopped
        #expect(third.state == .inactive)
    }

    @Test func anUninterruptibleAnimatorCannotBePausedOrStopped() throws {
        let (screen, view) = try setUp()
        let animator = linearAnimator(view) { _ in }
        animator.isInterruptible = false
        animator.startAnimation()
        animator.isInterruptible = true  // refused while active
        #expect(!animator.isInterruptible)
        animator.pauseAnimation()
        animator.stopAnimation(false)
        #expect(animator.isRunning)
        screen.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(x(view) == 100)
    }

    /// A running animator belongs to the frame pipeline (as UIKit's system
    /// holds it): it dies running only when the runtime is reset (a new test
    /// screen), which is not the app releasing it early, so nothing is reported.
    @Test func aRunningAnimatorWhoseWindowClosesIsNotReported() throws {
        SDLViewsLog.clear()
        weak var released: UIViewPropertyAnimator?
        do {
            let (screen, view) = try setUp()
            let animator = linearAnimator(view) { _ in }
            animator.startAnimation()
            released = animator
            screen.advance(by: 0.1)
            #expect(animator.isRunning)
        }
        // The next screen starts a fresh runtime: the old pipeline lets it go.
        _ = try HeadlessScreen(width: 10, height: 10)
        #expect(released == nil, "the old pipeline let it go")
        #expect(!SDLViewsLog.messages.contains { $0.contains("released while") }, "\(SDLViewsLog.messages)")
    }

    @Test func releasingAPausedAnimatorIsReportedAndDropsItsFrozenAnimations() throws {
        let (screen, view) = try setUp()
        do {
            let animator = linearAnimator(view) { _ in }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            #expect(x(view) == 50)
        }
        #expect(SDLViewsLog.messages.last?.contains("released while active") == true)
        #expect(view.layer.animationKeys() == nil)
        screen.advance(by: 0.016)
        #expect(x(view) == 100, "the model shows")
    }

    // MARK: Adding animations while running

    @Test func animationsAddedWhileRunningRunForTheRemainingTime() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.alpha == 0)
        #expect(opacity(view) == 1)
        screen.advance(by: 0.25)
        #expect(abs(Double(opacity(view)) - 0.5) < 1e-6)
        #expect(abs(x(view) - 75) < 1e-6)
        screen.advance(by: 0.25)
        #expect(positions == [.end])
        #expect(opacity(view) == 0)
    }

    @Test func retargetingWhileRunningMovesOnWithoutAJump() throws {
        let (screen, view) = try setUp()
        let animator = linearAnimator(view) { _ in }
        animator.startAnimation()
        screen.advance(by: 0.5)
        animator.addAnimations { view.center.x = 200 }
        #expect(abs(x(view) - 50) < 1e-6, "no jump")
        screen.advance(by: 0.25)
        // The first change at 75 % (−25) plus the second at 50 % of its half (−50).
        #expect(abs(x(view) - 125) < 1e-6)
        screen.advance(by: 0.25)
        #expect(x(view) == 200)
        #expect(view.center.x == 200)
    }

    @Test func reversingAfterARetargetRestoresTheOldestValues() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.5)
        animator.addAnimations { view.center.x = 200 }
        animator.isReversed = true
        screen.advance(by: 0.5)
        #expect(positions == [.start])
        #expect(view.center.x == 0)
        #expect(x(view) == 0)
    }

    // MARK: Timing

    @Test func continuingWithADurationFactorStretchesTheRest() throws {
        let (screen, view) = try setUp()
        let animator = linearAnimator(view) { _ in }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)  // the rest takes 1 s
        screen.advance(by: 0.5)
        #expect(abs(x(view) - 75) < 1e-6)
        screen.advance(by: 0.5)
        #expect(x(view) == 100)
        #expect(animator.state == .inactive)
    }

    @Test func continuingWithNewTimingTakesOverWithoutAJump() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = linearAnimator(view) { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.4)
        animator.pauseAnimation()
        let shown = x(view)
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
        #expect(abs(x(view) - shown) < 1e-6)
        var previous = shown
        for _ in 0..<30 {
            screen.advance(by: 1.0 / 60)
            #expect(x(view) >= previous - 1e-9, "keeps moving towards the end")
            previous = x(view)
        }
        screen.advance(by: 1)
        #expect(positions == [.end])
        #expect(x(view) == 100)
    }

    @Test func springAnimatorsSettleAtTheEnd() throws {
        let (screen, view) = try setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) { view.center.x = 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        var peak: CGFloat = 0
        for _ in 0..<29 {
            screen.advance(by: 1.0 / 60)
            peak = max(peak, x(view))
        }
        #expect(peak > 100, "an under-damped spring overshoots")
        screen.advance(by: 1.0 / 60)
        #expect(positions == [.end])
        #expect(x(view) == 100)
    }

    @Test func customControlPointsFollowTheirBezier() throws {
        let (screen, view) = try setUp()
        let animator = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0),
            controlPoint2: CGPoint(x: 0.58, y: 1)
        ) { view.center.x = 100 }
        animator.startAnimation()
        screen.advance(by: 0.25)
        #expect(abs(x(view) - 100 * ease(.easeInEaseOut, 0.25)) < 1e-6)
        screen.advance(by: 0.75)
        #expect(x(view) == 100)
    }
}
