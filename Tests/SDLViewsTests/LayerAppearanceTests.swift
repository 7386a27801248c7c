import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Corner clipping, borders, blurred shadows and mask layers.
@MainActor
@Suite struct LayerAppearanceTests {
    typealias T = LayerTestImages

    private func square(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    /// Without masksToBounds the corners round the background only; with it the
    /// sublayers are cut to the rounded shape, on a rotated parent too.
    @Test func cornerRadiusClipsWithMasksToBounds() throws {
        let screen = try HeadlessScreen(width: 300, height: 110)
        var cards: [UIView] = []
        for i in 0..<3 {
            let card = square(CGRect(x: 10 + CGFloat(i) * 100, y: 10, width: 80, height: 80), .blue)
            card.layer.cornerRadius = 20
            card.addSubview(square(CGRect(x: -10, y: -10, width: 50, height: 50), .red))
            screen.window.addSubview(card)
            cards.append(card)
        }
        cards[1].clipsToBounds = true
        cards[2].clipsToBounds = true
        cards[2].transform = CGAffineTransform(rotationAngle: .pi / 8)
        screen.runFrame()
        expectGolden(screen, "layer-corner-clipping")
        // Card 0: the child pokes out of the top-left corner.
        #expect(screen.pixel(at: CGPoint(x: 2, y: 2)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 12, y: 12)) == T.red)
        // Card 1: the child is cut by the rounded corner (the corner pixel shows white), kept inside.
        #expect(screen.pixel(at: CGPoint(x: 102, y: 2)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 111, y: 11)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 125, y: 25)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 150, y: 70)) == T.blue)
        // Card 1's blue background corner is rounded too.
        #expect(screen.pixel(at: CGPoint(x: 188, y: 88)) == T.white)
    }

    /// A rounded clipping view inside a rotated parent is cut in its own space.
    @Test func roundedClipInsideARotatedParent() throws {
        let screen = try HeadlessScreen(width: 160, height: 160)
        let parent = UIView(frame: CGRect(x: 30, y: 30, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let card = square(CGRect(x: 10, y: 10, width: 80, height: 80), .blue)
        card.layer.cornerRadius = 40  // a circle
        card.clipsToBounds = true
        card.addSubview(square(CGRect(x: 0, y: 0, width: 80, height: 40), .red))
        parent.addSubview(card)
        screen.window.addSubview(parent)
        screen.runFrame()
        expectGolden(screen, "layer-corner-rotated-parent")
        // The circle (centre 80, 80; radius 40) survives any rotation: its
        // bounding square's corners are white, inside is red or blue.
        #expect(screen.pixel(at: CGPoint(x: 80, y: 80 - 42)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 80 - 30, y: 80 - 30)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 80 + 30, y: 80 + 30)) == T.white)
        // Turned by 45°, the child's top half (red) is the circle's upper-right half.
        #expect(screen.pixel(at: CGPoint(x: 100, y: 60)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 100)) == T.blue)
    }

    /// maskedCorners rounds only the listed corners.
    @Test func maskedCornersRoundOnlyThoseCorners() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let card = square(CGRect(x: 10, y: 10, width: 80, height: 80), .blue)
        card.layer.cornerRadius = 30
        card.layer.maskedCorners = [.layerMinXMinYCorner]
        screen.window.addSubview(card)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 11, y: 11)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 88, y: 11)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 88, y: 88)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 11, y: 88)) == T.blue)
    }

    /// The border is inset, drawn above contents and sublayers, and rounded.
    @Test func bordersAboveSublayers() throws {
        let screen = try HeadlessScreen(width: 220, height: 110)
        let plain = square(CGRect(x: 10, y: 10, width: 90, height: 90), .yellow)
        plain.layer.borderWidth = 10
        plain.layer.borderColor = UIColor.red.cgColor
        plain.addSubview(square(CGRect(x: 0, y: 40, width: 90, height: 10), .blue))
        screen.window.addSubview(plain)
        let rounded = square(CGRect(x: 120, y: 10, width: 90, height: 90), .yellow)
        rounded.layer.cornerRadius = 25
        rounded.layer.borderWidth = 6
        rounded.layer.borderColor = UIColor.blue.cgColor
        screen.window.addSubview(rounded)
        screen.runFrame()
        expectGolden(screen, "borders")
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 19, y: 55)) == T.red)  // over the blue sublayer
        #expect(screen.pixel(at: CGPoint(x: 20, y: 55)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 30)) == T.yellow)
        #expect(screen.pixel(at: CGPoint(x: 99, y: 99)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 165, y: 12)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 165, y: 17)) == T.yellow)
        #expect(screen.pixel(at: CGPoint(x: 121, y: 11)) == T.white)
    }

    /// A real Gaussian: the shadow is offset, reaches about one radius past the
    /// shape at clearly visible strength, fades out by three radii, and is
    /// smooth (no hard edge).
    @Test func shadowIsBlurredAndOffset() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = CGColor.white
        layer.shadowOpacity = 1
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 10, height: 20)
        screen.window.backgroundColor = .white
        screen.window.layer.addSublayer(layer)
        screen.runFrame()
        expectGolden(screen, "shadow-blur")
        func darkness(_ x: CGFloat, _ y: CGFloat) -> Int { 255 - Int(screen.pixel(at: CGPoint(x: x, y: y)).r) }
        // Right edge of the shadow: shape edge at x = 150 + 10 = 160; measured at y = 120.
        #expect(darkness(159, 120) > 100 && darkness(159, 120) < 155)  // half strength at the edge
        #expect(darkness(166, 120) > 15)  // one radius out: still visible
        #expect(darkness(166, 120) < darkness(162, 120))
        #expect(darkness(180, 120) == 0)  // past three radii: gone
        // Offset: below the layer (shadow shifted by 20) but not above it.
        #expect(darkness(100, 165) > 100)
        #expect(darkness(100, 47) == 0)
        // Bottom edge at y = 170: falling off smoothly, gone past 3 radii (188).
        #expect(darkness(100, 168) > darkness(100, 173))
        #expect(darkness(100, 173) > darkness(100, 178))
        #expect(darkness(100, 178) > 0)
        #expect(darkness(100, 190) == 0)
    }

    /// A static shadowed layer keeps its shadow image when it moves or changes colour.
    @Test func movingDoesNotRebuildTheShadow() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let view = square(CGRect(x: 20, y: 20, width: 60, height: 60), .blue)
        view.layer.shadowOpacity = 0.5
        view.layer.shadowRadius = 5
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(view.layer.shadowBuildCount == 1)
        view.center = CGPoint(x: 120, y: 120)
        screen.runFrame()
        view.backgroundColor = .red  // same alpha: same shadow
        view.layer.shadowColor = UIColor.green.cgColor
        view.layer.shadowOpacity = 0.8
        screen.runFrame()
        #expect(view.layer.shadowBuildCount == 1)
        #expect(screen.pixel(at: CGPoint(x: 120, y: 120)) == T.red)
        // The shape changed: rebuilt once.
        view.bounds.size = CGSize(width: 80, height: 80)
        screen.runFrame()
        screen.runFrame()
        #expect(view.layer.shadowBuildCount == 2)
    }

    /// The shadow follows shadowPath when set, and its extent counts in the damage.
    @Test func shadowPathAndDamage() throws {
        let screen = try HeadlessScreen(width: 200, height: 120)
        screen.window.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        layer.shadowOpacity = 1
        layer.shadowRadius = 2
        layer.shadowOffset = .zero
        layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        screen.window.layer.addSublayer(layer)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 50, y: 50)).r < 10)  // inside the circle
        #expect(screen.pixel(at: CGPoint(x: 22, y: 22)) == T.white)  // the square's corner, outside the circle
        // Moving leaves no trace of the old shadow (its blur extent was damaged too).
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 150, y: 60)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 50, y: 50)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 19, y: 50)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 150, y: 60)).r < 10)
    }

    /// A sublayer change moves its ancestor's content-shaped shadow: the
    /// partial composite clears the old shadow and draws the new one.
    @Test func sublayerChangeRedrawsTheAncestorsShadow() throws {
        let screen = try HeadlessScreen(width: 200, height: 160)
        screen.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 60, height: 60))
        let child = square(CGRect(x: 0, y: 0, width: 60, height: 60), .blue)
        card.addSubview(child)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 2
        card.layer.shadowOffset = .zero
        screen.window.addSubview(card)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 48, y: 80)).r < 200)  // shadow left of the child
        child.frame = CGRect(x: 30, y: 0, width: 30, height: 60)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 48, y: 80)) == T.white)  // the old shadow is gone
        #expect(screen.pixel(at: CGPoint(x: 78, y: 80)).r < 200)  // the new one is there
        #expect(card.layer.shadowBuildCount == 2)
    }

    /// The usual iOS idiom: a CAShapeLayer mask with no frame (zero bounds)
    /// whose path gives the shape; shape layers are not clipped to their bounds.
    @Test func zeroBoundsShapeLayerMaskUsesItsPath() throws {
        let screen = try HeadlessScreen(width: 120, height: 120)
        let card = square(CGRect(x: 10, y: 10, width: 100, height: 100), .blue)
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        card.layer.mask = mask
        screen.window.addSubview(card)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 30, y: 60)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 90, y: 60)) == T.white)
    }

    /// A mask layer's alpha cuts the layer and its sublayers.
    @Test func maskLayerCutsTheSubtree() throws {
        let screen = try HeadlessScreen(width: 220, height: 110)
        let straight = square(CGRect(x: 10, y: 10, width: 90, height: 90), .blue)
        straight.addSubview(square(CGRect(x: 45, y: 0, width: 45, height: 90), .red))
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 90, height: 45)
        mask.backgroundColor = CGColor.black
        straight.layer.mask = mask
        screen.window.addSubview(straight)
        let faded = square(CGRect(x: 120, y: 10, width: 90, height: 90), .blue)
        let half = CALayer()
        half.frame = faded.bounds
        half.backgroundColor = CGColor(gray: 0, alpha: 0.5)
        half.cornerRadius = 45
        faded.layer.mask = half
        screen.window.addSubview(faded)
        screen.runFrame()
        expectGolden(screen, "mask-layers")
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 80, y: 20)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 80)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 80, y: 80)) == T.white)
        let p = screen.pixel(at: CGPoint(x: 165, y: 55))
        #expect(abs(Int(p.r) - 128) <= 2 && abs(Int(p.g) - 128) <= 2 && p.b >= 250, "\(p)")
        #expect(screen.pixel(at: CGPoint(x: 122, y: 12)) == T.white)
        // Changing the mask redraws the masked layer.
        CATransaction.setDisableActions(true)
        mask.frame = CGRect(x: 0, y: 45, width: 90, height: 45)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 80)) == T.blue)
    }

    /// A mask drawn by draw(in:) (it is displayed like any layer of the tree)
    /// whose frame change animates implicitly, as a standalone layer's does.
    @Test func drawnMaskDisplaysAndAnimates() throws {
        final class CircleMask: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor.black)
                ctx.fillEllipse(in: bounds)
            }
        }
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = square(CGRect(x: 10, y: 10, width: 80, height: 80), .blue)
        let mask = CircleMask()
        mask.frame = view.bounds
        mask.setNeedsDisplay()
        view.layer.mask = mask
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 50, y: 50)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 13, y: 13)) == T.white)  // outside the circle
        mask.position = CGPoint(x: 80, y: 40)  // implicit: 0.25 s
        #expect(mask.animation(forKey: "position") != nil)
        screen.advance(by: 1)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 50)) == T.white)  // the circle moved right
        #expect(screen.pixel(at: CGPoint(x: 85, y: 50)) == T.blue)
    }

    @Test func appearancePropertiesAnimate() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        screen.window.layer.addSublayer(layer)
        screen.runFrame()
        layer.add(basicAnimation("borderWidth", from: 0, to: 10), forKey: "b")
        layer.add(
            basicAnimation("shadowOffset", from: CGSize(width: 0, height: 0), to: CGSize(width: 10, height: 20)),
            forKey: "s")
        screen.advance(by: 0.5)
        #expect(layer.presentation()?.borderWidth == 5)
        #expect(layer.presentation()?.shadowOffset == CGSize(width: 5, height: 10))
        #expect(layer.borderWidth == 0)
        // Implicit animation of a standalone layer's shadow opacity.
        layer.shadowOpacity = 1
        #expect(layer.animation(forKey: "shadowOpacity") != nil)
        // UIView blocks animate layer appearance of a view's layer.
        let view = square(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        screen.window.addSubview(view)
        screen.runFrame()
        UIView.animate(withDuration: 1) { view.layer.borderWidth = 4 }
        screen.advance(by: 0.5)
        let mid = view.layer.presentation()?.borderWidth ?? -1
        #expect(mid > 0 && mid < 4)
    }

    @Test func badAppearanceInputIsRefused() {
        let layer = CALayer()
        layer.borderWidth = .nan
        layer.shadowRadius = .infinity
        layer.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
        layer.shadowOpacity = .nan
        #expect(
            layer.borderWidth == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3)
                && layer.shadowOpacity == 0)
        layer.borderWidth = -4
        layer.shadowOpacity = 7
        #expect(layer.borderWidth == 0 && layer.shadowOpacity == 1)
        layer.mask = layer
        #expect(layer.mask == nil)
    }
}
