import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// Durations UIKit applies at once, and animations tied to their window's
/// life: a closing window or a departing headless screen ends them with
/// `finished == false` and frees everything (checked with weak references).
@MainActor
@Suite struct AnimationLifetimeTests {
    /// Something a completion captures, to see it freed.
    final class Token {}

    // MARK: Durations of zero, less, or not a number

    @Test(arguments: [0, -1, TimeInterval.nan, -TimeInterval.infinity])
    func nonPositiveDurationsApplyAtOnceAndCompleteTrueNextFrame(duration: TimeInterval) throws {
        let (screen, view) = try AnimationScene.make()
        var completions: [Bool] = []
        UIView.animate(
            withDuration: duration, animations: { view.alpha = 0.25 }, completion: { completions.append($0) })
        #expect(view.layer.animationKeys() == nil, "nothing animates")
        #expect(completions.isEmpty, "the completion never runs inside the call")
        screen.advance(by: 0.01)
        #expect(completions == [true])
        #expect(view.layer.presentation()?.opacity == 0.25)
    }

    @Test func notANumberDurationIsLogged() throws {
        let (_, view) = try AnimationScene.make()
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        SDLViewsLog.clear()
        UIView.animate(withDuration: .nan, animations: { view.alpha = 0 })
        #expect(SDLViewsLog.messages.contains { $0.contains("UIView.animate") && $0.contains("nan") })
    }

    @Test func everyAnimateVariantAppliesAZeroDurationAtOnce() throws {
        let (screen, view) = try AnimationScene.make()
        var completions: [String] = []
        UIView.animate(
            withDuration: 0, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 50 }, completion: { completions.append("spring \($0)") })
        UIView.animateKeyframes(
            withDuration: 0, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            }, completion: { completions.append("keyframes \($0)") })
        UIView.beginAnimations("zero", context: nil)
        UIView.setAnimationDuration(0)
        UIView.setAnimationDidStop { id, finished, _ in completions.append("\(id ?? "") \(finished)") }
        view.bounds.size.width = 30
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == nil)
        screen.advance(by: 0.01)
        #expect(completions == ["spring true", "keyframes true", "zero true"])
        #expect(view.layer.presentation()?.position.x == 50)
        #expect(view.layer.presentation()?.opacity == 0.5)
    }

    @Test func zeroDurationTransitionSwapsAtOnce() throws {
        let (screen, view) = try AnimationScene.make()
        var completions: [Bool] = []
        UIView.transition(
            with: view, duration: 0, options: .transitionFlipFromLeft,
            animations: { view.backgroundColor = .blue }, completion: { completions.append($0) })
        #expect(view.layer.activeTransition == nil)
        #expect(view.layer.animationKeys() == nil)
        screen.advance(by: 0.01)
        #expect(completions == [true])
    }

    @Test func zeroDurationPropertyAnimatorEndsOnTheNextFrame() throws {
        let (screen, view) = try AnimationScene.make()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.01)
        #expect(positions == [.end])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.opacity == 0)
    }

    // MARK: Lifetimes

    /// A screen whose view runs a 1 s animation (captured token in the
    /// completion), half-way when the screen goes away.
    private func animateThenDropTheScreen(_ completions: @escaping (Bool) -> Void)
        throws -> (view: () -> UIView?, layer: () -> CALayer?, animation: () -> CAAnimation?, token: () -> Token?)
    {
        weak var weakView: UIView?
        weak var weakLayer: CALayer?
        weak var weakAnimation: CAAnimation?
        weak var weakToken: Token?
        do {
            let (screen, view) = try AnimationScene.make()
            let token = Token()
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat], animations: { view.alpha = 0 },
                completion: { [token] finished in
                    _ = token; completions(finished)
                })
            weakAnimation = view.layer.animationKeys()?.first.flatMap { view.layer.animation(forKey: $0) }
            screen.advance(by: 0.5)
            weakView = view
            weakLayer = view.layer
            weakToken = token
        }
        return ({ weakView }, { weakLayer }, { weakAnimation }, { weakToken })
    }

    @Test func animationInFlightWhenTheScreenGoesAwayEndsFalseAndEverythingIsFreed() throws {
        var completions: [Bool] = []
        let refs = try animateThenDropTheScreen { completions.append($0) }
        #expect(completions == [false])
        #expect(refs.view() == nil)
        #expect(refs.layer() == nil)
        #expect(refs.animation() == nil)
        #expect(refs.token() == nil, "the completion's captures are freed")
        #expect(!runtime.animationEngine.hasWork)
    }

    @Test func closingOneWindowEndsItsAnimationsAndLeavesTheOthersRunning() throws {
        let (screen, kept) = try AnimationScene.make()
        let second = try ExtraWindow.open(width: 100, height: 100)
        let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.addSubview(doomed)
        screen.advance(by: 0.1)
        var completions: [String] = []
        UIView.animate(
            withDuration: 1, animations: { doomed.alpha = 0 }, completion: { completions.append("doomed \($0)") })
        UIView.animate(
            withDuration: 1, animations: { kept.alpha = 0 }, completion: { completions.append("kept \($0)") })
        screen.advance(by: 0.5)
        second.close()
        #expect(completions == ["doomed false"], "ends during close(), before the renderer goes")
        #expect(doomed.layer.animationKeys() == nil)
        screen.advance(by: 0.6)
        #expect(completions == ["doomed false", "kept true"])
    }

    @Test func repeatingAnimationOnAViewInNoWindowEndsAndLetsTheEngineSleep() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        weak var weakLoose: UIView?
        var completions: [Bool] = []
        do {
            let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            weakLoose = loose
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { loose.alpha = 0 },
                completion: { completions.append($0) })
            screen.advance(by: 0.1)
            #expect(loose.layer.animationKeys() == nil)
        }
        #expect(completions == [false], "UIKit removes the animations of a layer outside a window")
        screen.advance(by: 0.1)
        #expect(!runtime.animationEngine.hasWork)
        #expect(weakLoose == nil)
    }

    /// Ticks look for layers that left their window only when the tree or
    /// a window's membership changed (`AnimationEngine.membershipChecked`):
    /// each way out of a window must still end the animations at the next frame.
    @Test(arguments: ["detached ancestor", "mask let go", "window root adopted"])
    func animationsEndTheFrameAfterTheirLayerLeavesTheWindow(way: String) throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let container = CALayer(), animated = CALayer(), owner = CALayer(), elsewhere = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        animated.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        owner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        screen.window.layer.addSublayer(container)
        screen.window.layer.addSublayer(owner)
        if way == "mask let go" { owner.mask = animated } else { container.addSublayer(animated) }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 10
        var stops: [Bool] = []
        fade.completion = { stops.append($0) }
        animated.add(fade, forKey: "fade")
        // A few frames with nothing changing: the checks are skipped from the second on.
        for _ in 0..<3 { screen.advance(by: 0.016) }
        #expect(animated.animationKeys() == ["fade"])
        switch way {
        case "detached ancestor": container.removeFromSuperlayer()
        case "mask let go": owner.mask = nil
        default: elsewhere.addSublayer(screen.window.layer)
        }
        screen.advance(by: 0.016)
        #expect(animated.animationKeys() == nil, "UIKit removes the animations of a layer outside a window")
        #expect(stops == [false])
    }

    @Test func transitionRunningWhenItsWindowClosesEndsFirstAndFreesItsSnapshotsWhileTheRendererLives() throws {
        weak var weakTransition: ViewTransition?
        weak var weakPage: UIView?
        var completions: [Bool] = []
        SDL_ClearError()
        do {
            let (screen, page) = try AnimationScene.make()
            page.frame = CGRect(x: 10, y: 10, width: 80, height: 60)
            screen.advance(by: 0.1)
            UIView.transition(
                with: page, duration: 1, options: .transitionCurlUp, animations: { page.backgroundColor = .blue },
                completion: { completions.append($0) })
            screen.advance(by: 0.4)
            weakTransition = page.layer.activeTransition
            weakPage = page
            #expect(weakTransition != nil)
        }
        UIApplication.shared.resetRuntime()
        #expect(completions == [false])
        #expect(weakTransition == nil)
        #expect(weakPage == nil)
        let error = String(cString: SDL_GetError())
        #expect(!error.contains("texture"), "SDL: \(error)")
    }

    /// Screens closed one after another with animations and transitions in
    /// flight: each view and capture freed, resident memory flat (a child
    /// process, so its memory is its own; SDLVIEWS_CHURN_WINDOWS sets the count).
    @Test func closingScreensOneAfterAnotherKeepsMemoryFlat() throws {
        try ProbeProcess.expectBehaves("lifetime-window-churn", deadline: 600)
    }

    /// A menu with churn, animations, taps and transitions for
    /// SDLVIEWS_SOAK_FRAMES frames: resident memory flat after a warm-up.
    @Test func menuSoakKeepsMemoryFlat() throws {
        try ProbeProcess.expectBehaves("lifetime-menu-soak", deadline: 900)
    }

    @Test func removedViewsHoverRecognizerIsLetGoAtOnce() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        weak var weakHover: UIHoverGestureRecognizer?
        var states: [UIGestureRecognizer.State] = []
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let hover = UIHoverGestureRecognizer { states.append($0.state) }
            view.addGestureRecognizer(hover)
            screen.window.addSubview(view)
            screen.mouseMove(to: CGPoint(x: 10, y: 10), buttonDown: false)
            #expect(hover.state == .began)
            view.removeFromSuperview()
            weakHover = hover
        }
        #expect(states == [.began, .cancelled])
        #expect(weakHover == nil, "no hover event needed to free it")
    }
}
