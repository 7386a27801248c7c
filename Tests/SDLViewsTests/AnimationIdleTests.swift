import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// An animated UI at rest costs nothing, and the presentation never hides model changes.
@MainActor
@Suite struct AnimationIdleTests {
    private func keptFade(on layer: CALayer) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.5
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
    }

    @Test func aKeptFillDoesNotRecompositeOnceItEnds() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.advance(by: 0.1)
        keptFade(on: view.layer)
        screen.advance(by: 0.6)
        screen.advance(by: 0.1)
        let composited = screen.window.compositedFrameCount
        for _ in 0..<5 { screen.advance(by: 0.1) }
        #expect(screen.window.compositedFrameCount == composited)
        #expect(view.layer.presentation()?.opacity == 0.5)
        #expect(view.layer.animationKeys() == ["fade"])
    }

    @Test func modelChangesShowThroughAKeptAnimation() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.advance(by: 0.1)
        keptFade(on: view.layer)
        screen.advance(by: 0.6)
        view.isHidden = true
        screen.advance(by: 0.1)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        view.isHidden = false
        view.backgroundColor = .blue
        screen.advance(by: 0.1)
        let pixel = screen.pixel(at: CGPoint(x: 5, y: 5))
        #expect(abs(Int(pixel.r) - 128) <= 2 && pixel.b == 255, "blue at 50 % over white")
    }
}

@MainActor
@Suite struct AnimationPropertyTests {
    @Test func cumulativeRepeatsBuildOnEachOther() throws {
        let (screen, layer) = try AnimationScene.standaloneLayer(width: 40, height: 40)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 10
        slide.duration = 1
        slide.repeatCount = 3
        slide.isCumulative = true
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(slide, forKey: "slide")
        screen.advance(by: 0.5)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 5) < 1e-9)
        screen.advance(by: 1)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 15) < 1e-9)
        screen.advance(by: 1)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 25) < 1e-9)
    }

    @Test func contentStretchIsTheLayersContentsCenterAndAnimates() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        screen.advance(by: 0.1)
        #expect(view.contentStretch == CGRect(x: 0, y: 0, width: 1, height: 1))
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.contentStretch = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
            })
        #expect(view.layer.contentsCenter == CGRect(x: 0.5, y: 0.5, width: 0, height: 0))
        screen.advance(by: 0.5)
        let center = try #require(view.layer.presentation()?.contentsCenter)
        #expect(abs(center.minX - 0.25) < 1e-9 && abs(center.width - 0.5) < 1e-9)
    }
}

@MainActor
@Suite struct KeyframeRotationTests {
    @Test func rotateAutoFollowsTheDirectionOfTravel() throws {
        let (screen, layer) = try AnimationScene.standaloneLayer(width: 200, height: 200)
        let move = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        move.path = path
        move.duration = 2
        move.rotationMode = .rotateAuto
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        screen.advance(by: 0.5)  // along the first (horizontal) segment: no turn
        let first = try #require(layer.presentation()?.transform)
        #expect(abs(first.m11 - 1) < 1e-9 && abs(first.m12) < 1e-9)
        screen.advance(by: 1)  // on the way down: a quarter turn
        let second = try #require(layer.presentation()?.transform)
        #expect(abs(second.m11) < 1e-9 && abs(second.m12 - 1) < 1e-9)
        #expect(abs((layer.presentation()?.position.y ?? 0) - 50) < 1e-9)
    }
}

@MainActor
@Suite struct CornerRadiusTests {
    @Test func roundedBackgroundsLeaveTheCornersOut() throws {
        let screen = try HeadlessScreen(width: 100, height: 80)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 20
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        #expect(screen.pixel(at: CGPoint(x: 11, y: 11)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 50, y: 11)) == RGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 16, y: 16)) == RGBA8(r: 0, g: 122, b: 255, a: 255))
        let result = GoldenImage.compare(screen.snapshot(), named: "corner-radius", in: CompositorTests.goldenDirectory)
        #expect(result.matches, "\(result)")
    }

    @Test func cornerRadiusAnimatesInViewBlocksAndAsAKeyPath() throws {
        let screen = try HeadlessScreen(width: 100, height: 80)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        view.backgroundColor = .systemBlue
        screen.window.addSubview(view)
        screen.advance(by: 0.1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layer.cornerRadius = 30 })
        screen.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.cornerRadius ?? 0) - 15) < 1e-9)
        let plain = CALayer()
        screen.window.layer.addSublayer(plain)
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0
        round.toValue = 10
        round.duration = 1
        round.timingFunction = CAMediaTimingFunction(name: .linear)
        plain.add(round, forKey: "round")
        screen.advance(by: 0.25)
        #expect(abs((plain.presentation()?.cornerRadius ?? 0) - 2.5) < 1e-9)
    }
}
