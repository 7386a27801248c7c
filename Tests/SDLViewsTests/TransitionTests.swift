import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct TransitionTests {
    nonisolated static let kinds: [(String, UIView.AnimationOptions)] = [
        ("curlUp", .transitionCurlUp), ("curlDown", .transitionCurlDown), ("flipFromLeft", .transitionFlipFromLeft),
        ("flipFromRight", .transitionFlipFromRight), ("flipFromTop", .transitionFlipFromTop),
        ("flipFromBottom", .transitionFlipFromBottom), ("crossDissolve", .transitionCrossDissolve)
    ]

    /// A 160×120 page at (20, 15): red with a yellow band at the top ("before"),
    /// blue with a green band at the bottom ("after").
    private func setUp() throws -> (HeadlessScreen, UIView, UIView) {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let page = UIView(frame: CGRect(x: 20, y: 15, width: 160, height: 120))
        page.backgroundColor = .red
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 20))
        band.backgroundColor = .yellow
        page.addSubview(band)
        screen.window.addSubview(page)
        screen.advance(by: 0.1)
        return (screen, page, band)
    }

    private func turn(_ page: UIView, _ band: UIView) {
        page.backgroundColor = .blue
        band.backgroundColor = .green
        band.frame.origin.y = 100
    }

    @Test(arguments: kinds)
    func goldenFramesAtEachQuarter(name: String, option: UIView.AnimationOptions) throws {
        let (screen, page, band) = try setUp()
        var completions: [Bool] = []
        UIView.transition(
            with: page, duration: 1, options: [option, .curveLinear], animations: { self.turn(page, band) },
            completion: { completions.append($0) })
        #expect(page.backgroundColor == .blue, "the model changes at once")
        for step in 0...4 {
            if step > 0 { screen.advance(by: 0.25) } else { screen.runFrame() }
            let result = GoldenImage.compare(
                screen.snapshot(), named: "transition-\(name)-\(step * 25)", in: CompositorTests.goldenDirectory)
            #expect(result.matches, "\(result)")
        }
        screen.advance(by: 0.016)
        #expect(completions == [true])
    }

    @Test func atTheEndTheFrameIsTheAfterState() throws {
        let (screen, page, band) = try setUp()
        UIView.transition(with: page, duration: 0.5, options: .transitionCurlUp, animations: { self.turn(page, band) })
        screen.advance(by: 0.6)
        let withTransition = screen.snapshot().cgImage!
        screen.window.forceComposite()
        let plain = screen.snapshot().cgImage!
        #expect(GoldenImage.difference(withTransition, plain, tolerance: 0, maxDifferingPixels: 0, name: "end").matches)
    }

    @Test func halfwayCurlShowsAfterBelowAndBeforeAtTheTop() throws {
        let (screen, page, band) = try setUp()
        UIView.transition(
            with: page, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: { self.turn(page, band) })
        screen.advance(by: 0.5)
        // Near the bottom: the after state (its green band); near the top: the before state (yellow band).
        #expect(screen.pixel(at: CGPoint(x: 40, y: 125)) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 40, y: 20)) == RGBA8(r: 255, g: 255, b: 0, a: 255))
    }

    @Test func halfwayFlipIsEdgeOn() throws {
        let (screen, page, band) = try setUp()
        UIView.transition(
            with: page, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { self.turn(page, band) })
        screen.advance(by: 0.5)
        var coloured = 0
        for x in stride(from: 20, to: 180, by: 2)
        where screen.pixel(at: CGPoint(x: CGFloat(x), y: 75)) != RGBA8(r: 255, g: 255, b: 255, a: 255) {
            coloured += 1
        }
        #expect(coloured <= 2, "at most a sliver of the page is visible")
    }

    @Test func touchesAreIgnoredAndARestartEndsTheRunningOne() throws {
        let (screen, page, band) = try setUp()
        var completions: [Bool] = []
        UIView.transition(
            with: page, duration: 1, options: .transitionCrossDissolve, animations: { self.turn(page, band) },
            completion: { completions.append($0) })
        #expect(screen.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === screen.window)
        screen.advance(by: 0.2)
        UIView.transition(
            with: page, duration: 1, options: .transitionFlipFromLeft, animations: { page.backgroundColor = .gray },
            completion: { completions.append($0) })
        screen.advance(by: 0.016)
        #expect(completions == [false])
        page.removeFromSuperview()
        screen.advance(by: 0.016)
        #expect(completions == [false, false])
    }

    @Test func outsideAWindowTheChangeIsImmediate() throws {
        _ = try setUp()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [Bool] = []
        UIView.transition(
            with: loose, duration: 1, options: .transitionCurlUp, animations: { loose.alpha = 0.5 },
            completion: { completions.append($0) })
        #expect(loose.alpha == 0.5)
        #expect(completions.isEmpty)
        UIApplication.shared.runFrame()
        #expect(completions == [true])
    }

    @Test func fromViewToViewSwapsAndShowHideKeepsBoth() throws {
        let (screen, page, _) = try setUp()
        let other = UIView(frame: page.frame)
        other.backgroundColor = .green
        let parent = page.superview!
        let index = parent.subviews.firstIndex(of: page)!
        UIView.transition(from: page, to: other, duration: 0.5, options: .transitionFlipFromRight)
        #expect(page.superview == nil)
        #expect(parent.subviews[index] === other)
        screen.advance(by: 0.6)
        let third = UIView(frame: other.frame)
        third.isHidden = true
        parent.addSubview(third)
        UIView.transition(
            from: other, to: third, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(other.superview === parent && other.isHidden && !third.isHidden)
    }

    @Test func beginCommitTransitionCallsTheDelegate() throws {
        let (screen, page, band) = try setUp()
        var stops: [String] = []
        UIView.beginAnimations("page", context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationTransition(.curlUp, for: page, cache: true)
        UIView.setAnimationDidStop { id, finished, _ in stops.append("\(id ?? "-") \(finished)") }
        turn(page, band)
        UIView.commitAnimations()
        screen.advance(by: 0.25)
        #expect(page.layer.activeTransition != nil)
        screen.advance(by: 0.3)
        #expect(stops == ["page true"])
        #expect(page.layer.activeTransition == nil)
    }

    @Test func animatedContentRendersLiveAndAnimatesInside() throws {
        let (screen, page, band) = try setUp()
        UIView.transition(
            with: page, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
            animations: { band.frame.origin.y = 100 })
        #expect(
            page.layer.activeTransition?.live == true && page.layer.activeTransition?.after == nil,
            "no after snapshot: the subtree is drawn live")
        screen.advance(by: 0.5)
        // The band's move animates inside the transition.
        let y = try #require(band.layer.presentation()?.position.y)
        #expect(y > 10 && y < 110)
        screen.advance(by: 0.6)
        #expect(page.layer.activeTransition == nil, "\(page.layer.animationKeys() ?? [])")
        #expect(band.layer.presentation()?.position.y == 110)
    }

    @Test func beginCommitWithoutCacheRendersLive() throws {
        let (screen, page, band) = try setUp()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationTransition(.flipFromLeft, for: page, cache: false)
        turn(page, band)
        UIView.commitAnimations()
        screen.advance(by: 0.1)
        #expect(page.layer.activeTransition?.live == true)
        screen.advance(by: 0.5)
        #expect(page.layer.activeTransition == nil)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 60)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    // MARK: Cross dissolve blends the two states, not each over the backdrop

    /// A 100×100 view at (50, 25) of `from`, over a `backdrop` window, cross-dissolving to `to`
    /// (linear, 1 s) and stopped at half time.
    private func dissolveAtHalfTime(from: UIColor, to: UIColor, backdrop: UIColor, alpha: CGFloat = 1) throws -> (
        HeadlessScreen, UIView
    ) {
        let screen = try HeadlessScreen(width: 200, height: 150)
        screen.window.backgroundColor = backdrop
        let view = UIView(frame: CGRect(x: 50, y: 25, width: 100, height: 100))
        view.backgroundColor = from
        view.alpha = alpha
        screen.window.addSubview(view)
        screen.advance(by: 0.1)
        UIView.transition(
            with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { view.backgroundColor = to })
        screen.runFrame()
        screen.advance(by: 0.5)
        return (screen, view)
    }

    /// Each channel within one step of `expected` (the exact mix falls between two byte values).
    private func near(_ pixel: RGBA8, _ expected: (Double, Double, Double)) -> Bool {
        abs(Double(pixel.r) - expected.0) <= 1 && abs(Double(pixel.g) - expected.1) <= 1
            && abs(Double(pixel.b) - expected.2) <= 1
            && pixel.a == 255
    }

    @Test func crossDissolveOverBlackIsTheMixOfBothStates() throws {
        let (screen, _) = try dissolveAtHalfTime(from: .green, to: .blue, backdrop: .black)
        let pixel = screen.pixel(at: CGPoint(x: 100, y: 75))
        // UIKit: (0, 255, 0)·0.5 + (0, 0, 255)·0.5; fading each over the black gave (0, 63, 128).
        #expect(near(pixel, (0, 127.5, 127.5)), "\(pixel)")
    }

    @Test func crossDissolveOverWhiteShowsNoBackdropColour() throws {
        let (screen, _) = try dissolveAtHalfTime(from: .blue, to: .green, backdrop: .white)
        let pixel = screen.pixel(at: CGPoint(x: 100, y: 75))
        // No red in either state, so none at half time (fading each over white gave red 64).
        #expect(near(pixel, (0, 127.5, 127.5)), "\(pixel)")
    }

    @Test func translucentCrossDissolveCompositesTheMixOnce() throws {
        let (screen, _) = try dissolveAtHalfTime(from: .green, to: .blue, backdrop: .black, alpha: 0.5)
        let pixel = screen.pixel(at: CGPoint(x: 100, y: 75))
        // The mix (0, 127.5, 127.5) at the view's opacity 0.5 over black.
        #expect(near(pixel, (0, 63.75, 63.75)), "\(pixel)")
    }

    @Test(.softwareRendererOnly) func crossDissolveAndCurlDamageStayInTheBoundsWhileAFlipGrowsPastThem() throws {
        for (option, staysInside) in [
            (UIView.AnimationOptions.transitionCrossDissolve, true), (.transitionCurlUp, true),
            (.transitionFlipFromTop, false)
        ] {
            let (screen, page, band) = try setUp()
            UIView.transition(
                with: page, duration: 1, options: [option, .curveLinear], animations: { self.turn(page, band) })
            screen.advance(by: 0.3)
            screen.advance(by: 0.1)
            let damage = try #require(screen.window.host?.lastDamage)
            let bounds = page.frame.insetBy(dx: -1, dy: -1)
            #expect(bounds.contains(damage) == staysInside, "\(option.rawValue): damage \(damage), frame \(page.frame)")
        }
    }
}
