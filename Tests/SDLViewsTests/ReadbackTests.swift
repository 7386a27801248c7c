import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Normal frames never read pixels back from the renderer (a GPU renderer
/// stalls on `SDL_RenderReadPixels`): offscreen passes are presented from
/// their premultiplied targets. See "Readback policy" in ARCHITECTURE.md.
@MainActor
@Suite struct ReadbackTests {
    typealias T = LayerTestImages

    private func view(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    /// Rounded clipping of content, a rotated clip, group opacity, a replicator
    /// and both kinds of shadow, while a view moves every frame.
    private func buildScene(in window: UIWindow) -> UIView {
        let card = view(CGRect(x: 10, y: 10, width: 80, height: 60), .blue)
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        card.addSubview(view(CGRect(x: -10, y: -10, width: 50, height: 40), .red))
        window.addSubview(card)
        let rotated = view(CGRect(x: 110, y: 10, width: 60, height: 60), .green)
        rotated.clipsToBounds = true
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 7)
        rotated.addSubview(view(CGRect(x: 30, y: 30, width: 60, height: 60), .red))
        window.addSubview(rotated)
        let group = view(CGRect(x: 10, y: 90, width: 80, height: 60), .white)
        group.alpha = 0.5
        group.addSubview(view(CGRect(x: 20, y: 20, width: 40, height: 30), .black))
        window.addSubview(group)
        let shadowed = view(CGRect(x: 110, y: 100, width: 50, height: 40), .yellow)
        shadowed.layer.shadowOpacity = 0.6
        shadowed.layer.shadowRadius = 4
        shadowed.addSubview(view(CGRect(x: 10, y: 10, width: 20, height: 10), .red))
        window.addSubview(shadowed)
        let pathShadow = view(CGRect(x: 180, y: 100, width: 40, height: 40), .orange)
        pathShadow.layer.shadowOpacity = 0.5
        pathShadow.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        window.addSubview(pathShadow)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 190, y: 10, width: 40, height: 60)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 18, 0)
        replicator.instanceAlphaOffset = -0.3
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 12, height: 12)
        dot.backgroundColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.8)
        replicator.addSublayer(dot)
        window.layer.addSublayer(replicator)
        let mover = view(CGRect(x: 0, y: 0, width: 6, height: 6), .magenta)
        window.addSubview(mover)
        return mover
    }

    @Test func steadyFramesReadNothingBack() throws {
        let screen = try HeadlessScreen(width: 240, height: 160)
        let mover = buildScene(in: screen.window)
        screen.runFrame()  // builds the content-shaped shadow (its one readback)
        let before = screen.window.compositorReadbacks
        let frames = screen.window.compositedFrameCount
        for i in 1...8 {
            mover.center = CGPoint(x: 100 + i, y: 80)
            screen.advance(by: 1.0 / 60)
            screen.window.forceComposite()
        }
        #expect(screen.window.compositedFrameCount - frames >= 8)
        #expect(screen.window.lastCompositeStatistics.offscreenPasses >= 4)
        #expect(screen.window.compositorReadbacks - before == 0)
        expectGolden(screen, "readback-free-passes")
        // Card: the child is cut by the rounded corner, kept inside.
        #expect(screen.pixel(at: CGPoint(x: 11, y: 11)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 25, y: 20)) == T.red)
        // Group opacity: black over white inside the group at half opacity over white.
        let mid = screen.pixel(at: CGPoint(x: 50, y: 125))
        #expect(abs(Int(mid.r) - 128) <= 2 && mid.r == mid.g && mid.g == mid.b, "\(mid)")
        #expect(screen.pixel(at: CGPoint(x: 15, y: 95)) == T.white)
    }

    /// Mask layers: a destination-in blend where the renderer has custom blend
    /// modes; on SDL's software renderer the mask's coverage is rendered and
    /// read back once, then cuts the pass as a texture (on the window) or a
    /// mesh (inside another pass) with no readback, until the mask changes.
    @Test func maskPassesReadNothingBackInSteadyFrames() throws {
        let screen = try HeadlessScreen(width: 120, height: 120)
        let card = view(CGRect(x: 10, y: 10, width: 100, height: 100), .blue)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        card.layer.mask = mask
        screen.window.addSubview(card)
        screen.runFrame()
        let before = screen.window.compositorReadbacks
        for _ in 0..<4 { screen.window.forceComposite() }
        #expect(screen.window.compositorReadbacks - before == 0)
        let custom = screen.window.compositesWithCustomBlendModes
        #expect(card.layer.maskRenderCount == (custom ? 0 : 1))
        #expect(screen.pixel(at: CGPoint(x: 60, y: 60)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 14, y: 14)) == T.white)
        // The ellipse's rim is partly covered: between blue and white.
        let rim = screen.pixel(at: CGPoint(x: 10, y: 60))
        #expect(rim.b == 255 && rim.r > 0 && rim.r < 255, "\(rim)")
        // A new shape renders the mask again, once.
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        screen.runFrame()
        screen.window.forceComposite()
        #expect(card.layer.maskRenderCount == (custom ? 0 : 2))
        #expect(screen.pixel(at: CGPoint(x: 30, y: 60)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 80, y: 60)) == T.white)
    }

    /// Inside another pass (group opacity here) the software renderer presents
    /// a masked or rounded-clipped pass through geometry, which keeps the outer
    /// target's alpha right: half-opaque blue over white where covered, white
    /// outside the cut, and no readback.
    @Test func nestedMaskAndRoundedClipReadNothingBack() throws {
        let screen = try HeadlessScreen(width: 200, height: 120)
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        group.alpha = 0.5
        let masked = view(CGRect(x: 10, y: 10, width: 80, height: 80), .blue)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
        masked.layer.mask = mask
        group.addSubview(masked)
        let rounded = view(CGRect(x: 110, y: 10, width: 80, height: 80), .white)
        rounded.layer.cornerRadius = 20
        rounded.clipsToBounds = true
        rounded.addSubview(view(CGRect(x: 0, y: 0, width: 80, height: 80), .blue))
        group.addSubview(rounded)
        screen.window.addSubview(group)
        screen.runFrame()
        let before = screen.window.compositorReadbacks
        for _ in 0..<3 { screen.window.forceComposite() }
        #expect(screen.window.compositorReadbacks - before == 0)
        for centre in [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)] {
            let p = screen.pixel(at: centre)
            #expect(abs(Int(p.r) - 128) <= 2 && p.r == p.g && p.b == 255, "\(centre): \(p)")
        }
        // Outside the ellipse and the rounded corner: the white window.
        #expect(screen.pixel(at: CGPoint(x: 13, y: 13)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 111, y: 11)) == T.white)
        // Along the rims, partly covered pixels.
        let rim = screen.pixel(at: CGPoint(x: 10, y: 50))
        #expect(rim.r > 128 && rim.r < 255, "\(rim)")
        expectGolden(screen, "readback-free-nested-cuts")
    }
}
