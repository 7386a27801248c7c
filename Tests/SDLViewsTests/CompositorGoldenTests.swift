import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

fileprivate let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
fileprivate let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
fileprivate let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

/// Each channel within `tolerance` of the expected value.
fileprivate func about(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 2) -> Bool {
    abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance && p.a == 255
}

/// What the compositor puts on screen: pixels and golden images.
@MainActor
@Suite struct CompositorGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    private func expectGolden(
        _ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = GoldenImage.compare(screen.snapshot(), named: name, in: Self.goldenDirectory)
        #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
    }

    @Test func hiddenViewsAreNotDrawn() throws {
        let screen = try HeadlessScreen(width: 60, height: 40)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 25, y: 0, width: 10, height: 10))  // sticks out to the right
        child.backgroundColor = .blue
        view.addSubview(child)
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == red)
        #expect(screen.pixel(at: CGPoint(x: 37, y: 12)) == blue)

        view.isHidden = true
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == white)
        #expect(screen.pixel(at: CGPoint(x: 37, y: 12)) == white)  // a hidden view hides its subviews

        view.isHidden = false
        child.isHidden = true
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == red)
        #expect(screen.pixel(at: CGPoint(x: 37, y: 12)) == white)
    }

    @Test func zeroAlphaIsNotDrawn() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        view.alpha = 0
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == white)
    }

    @Test func halfAlphaRedOverWhite() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .red
        view.alpha = 0.5
        screen.window.addSubview(view)
        screen.runFrame()
        let p = screen.pixel(at: CGPoint(x: 20, y: 20))
        #expect(about(p, 255, 128, 128), "\(p)")
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == white)
        // A colour's own alpha multiplies with the view's.
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        view.alpha = 1
        screen.runFrame()
        let q = screen.pixel(at: CGPoint(x: 20, y: 20))
        #expect(about(q, 255, 128, 128), "\(q)")
    }

    @Test func groupOpacityFlattensTheSubtree() throws {
        let screen = try HeadlessScreen(width: 100, height: 40)
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        parent.alpha = 0.5
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        back.backgroundColor = .red
        let front = UIView(frame: CGRect(x: 30, y: 0, width: 50, height: 20))
        front.backgroundColor = .blue
        parent.addSubview(back)
        parent.addSubview(front)
        screen.window.addSubview(parent)
        screen.runFrame()
        let redOnly = screen.pixel(at: CGPoint(x: 20, y: 20))
        let overlap = screen.pixel(at: CGPoint(x: 50, y: 20))
        let blueOnly = screen.pixel(at: CGPoint(x: 80, y: 20))
        #expect(about(redOnly, 255, 128, 128), "\(redOnly)")
        // Only the blue child shows where they overlap: no red mixed in.
        #expect(about(overlap, 128, 128, 255), "\(overlap)")
        #expect(about(blueOnly, 128, 128, 255), "\(blueOnly)")
        #expect(screen.pixel(at: CGPoint(x: 95, y: 20)) == white)

        // Without group opacity each child blends on its own: blue over red over white.
        parent.layer.allowsGroupOpacity = false
        screen.runFrame()
        let mixed = screen.pixel(at: CGPoint(x: 50, y: 20))
        #expect(about(mixed, 127, 64, 191, 3), "\(mixed)")
    }

    @Test func axisAlignedClipsToBoundsClipsAtTheEdge() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let parent = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        parent.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        child.backgroundColor = .red
        let left = UIView(frame: CGRect(x: -10, y: 0, width: 15, height: 5))
        left.backgroundColor = .blue
        parent.addSubview(child)
        parent.addSubview(left)
        screen.window.addSubview(parent)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 40, y: 40)) == red)
        #expect(screen.pixel(at: CGPoint(x: 59, y: 59)) == red)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 59)) == white)
        #expect(screen.pixel(at: CGPoint(x: 59, y: 60)) == white)
        #expect(screen.pixel(at: CGPoint(x: 70, y: 70)) == white)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 22)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 24, y: 22)) == blue)
        #expect(screen.pixel(at: CGPoint(x: 19, y: 22)) == white)
        #expect(screen.pixel(at: CGPoint(x: 25, y: 22)) == white)

        parent.clipsToBounds = false
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 70, y: 70)) == red)
        #expect(screen.pixel(at: CGPoint(x: 12, y: 22)) == blue)
    }

    @Test func clipsToBoundsOnARotatedParentClipsAlongTheRotatedEdges() throws {
        let screen = try HeadlessScreen(width: 120, height: 120)
        let parent = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        parent.clipsToBounds = true
        parent.transform = CGAffineTransform(rotationAngle: .pi / 4)  // a diamond around (60, 60)
        let fill = UIView(frame: CGRect(x: -30, y: -30, width: 120, height: 120))
        fill.backgroundColor = .red
        let corner = UIView(frame: CGRect(x: -10, y: -10, width: 30, height: 30))
        corner.backgroundColor = .blue
        parent.addSubview(fill)
        parent.addSubview(corner)
        screen.window.addSubview(parent)
        screen.runFrame()
        // The diamond's edges are where |x − 60| + |y − 60| = 30·√2 ≈ 42.43 (pixel centres at +0.5).
        #expect(screen.pixel(at: CGPoint(x: 60, y: 60)) == red)
        #expect(screen.pixel(at: CGPoint(x: 80, y: 80)) == red)  // 41 from the centre
        #expect(screen.pixel(at: CGPoint(x: 82, y: 82)) == white)  // 45: clipped away
        #expect(screen.pixel(at: CGPoint(x: 99, y: 60)) == red)  // 39.5+0.5=40 (the right vertex is at x ≈ 102.4)
        #expect(screen.pixel(at: CGPoint(x: 104, y: 60)) == white)  // 44.5+0.5=45
        #expect(screen.pixel(at: CGPoint(x: 40, y: 80)) == red)  // 19.5+20.5=40: just inside the lower-left edge
        #expect(screen.pixel(at: CGPoint(x: 37, y: 83)) == white)  // 22.5+23.5=46: just outside it
        // The blue corner child sits at the top vertex, cut by both upper edges.
        #expect(screen.pixel(at: CGPoint(x: 60, y: 22)) == blue)  // 0.5+37.5=38
        #expect(screen.pixel(at: CGPoint(x: 60, y: 16)) == white)  // 0.5+43.5=44
        // Just outside a rotated edge, where the unclipped child would be.
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == white)
        expectGolden(screen, "rotated-clip")

        parent.clipsToBounds = false
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 82, y: 82)) == red)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 16)) == blue)
    }

    @Test func rotatedViewGolden() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        view.backgroundColor = .systemBlue
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 15, height: 15))
        marker.backgroundColor = .systemOrange
        view.addSubview(marker)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        screen.window.addSubview(view)
        screen.runFrame()
        // The marker (top-left corner) turns clockwise to the top vertex.
        #expect(screen.pixel(at: CGPoint(x: 50, y: 20)) != white)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 50)) == RGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 27, y: 27)) == white)  // the frame's corner is outside the diamond
        expectGolden(screen, "rotated-view")
    }

    @Test func zPositionOrdersSiblings() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let first = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        first.backgroundColor = .red
        let second = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        second.backgroundColor = .blue
        screen.window.addSubview(first)
        screen.window.addSubview(second)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == blue)

        first.layer.zPosition = 1
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == red)
        #expect(screen.pixel(at: CGPoint(x: 45, y: 45)) == blue)

        second.layer.zPosition = 2
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == blue)

        second.layer.zPosition = -1
        first.layer.zPosition = 0
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == red)
    }

    @Test func zPositionOfPlainLayers() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        a.backgroundColor = UIColor.red.cgColor
        b.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        b.backgroundColor = UIColor.blue.cgColor
        a.zPosition = 5
        host.layer.addSublayer(a)
        host.layer.addSublayer(b)
        screen.window.addSubview(host)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == red)
        #expect(screen.pixel(at: CGPoint(x: 35, y: 35)) == blue)
    }

    @Test func perspectiveRotationAboutYGolden() throws {
        let screen = try HeadlessScreen(width: 120, height: 120)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        card.backgroundColor = .systemBlue
        let stripe = UIView(frame: CGRect(x: 0, y: 30, width: 80, height: 20))
        stripe.backgroundColor = .systemOrange
        card.addSubview(stripe)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform3D = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        screen.window.addSubview(card)
        screen.runFrame()
        // The left edge comes nearer (x ≈ 30.0, 17.6 ≤ y ≤ 102.4); the right edge
        // recedes (x ≈ 86.8, 22.1 ≤ y ≤ 97.9).
        #expect(screen.pixel(at: CGPoint(x: 60, y: 60)) != white)
        #expect(screen.pixel(at: CGPoint(x: 35, y: 20)) != white)
        #expect(screen.pixel(at: CGPoint(x: 35, y: 99)) != white)
        #expect(screen.pixel(at: CGPoint(x: 85, y: 19)) == white)
        #expect(screen.pixel(at: CGPoint(x: 85, y: 100)) == white)
        #expect(screen.pixel(at: CGPoint(x: 28, y: 60)) == white)
        #expect(screen.pixel(at: CGPoint(x: 89, y: 60)) == white)
        #expect(screen.pixel(at: CGPoint(x: 84, y: 60)) != white)
        expectGolden(screen, "perspective-rotation-y")
    }

    @Test func idleFramesCompositeNothing() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        let count = screen.window.compositedFrameCount
        screen.advance(by: 0.016)
        screen.advance(by: 0.016)
        screen.runFrame()
        #expect(screen.window.compositedFrameCount == count)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == red)

        view.backgroundColor = .blue
        screen.advance(by: 0.016)
        #expect(screen.window.compositedFrameCount == count + 1)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 5)) == blue)
        screen.advance(by: 0.016)
        #expect(screen.window.compositedFrameCount == count + 1)

        // Setting the same colour again is not a change.
        view.backgroundColor = .blue
        screen.advance(by: 0.016)
        #expect(screen.window.compositedFrameCount == count + 1)

        view.center = CGPoint(x: 20, y: 20)
        screen.advance(by: 0.016)
        #expect(screen.window.compositedFrameCount == count + 2)
    }

    @Test func labelTextRendersDarkPixelsInsideItsFrame() throws {
        let screen = try HeadlessScreen(width: 120, height: 50)
        let frame = CGRect(x: 10, y: 10, width: 100, height: 30)
        let label = UILabel(frame: frame)
        label.text = "Hello"
        screen.window.addSubview(label)
        screen.runFrame()
        guard let image = screen.snapshot().cgImage else {
            Issue.record("no snapshot")
            return
        }
        var darkInside = 0, darkOutside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y), Int(p.r) + Int(p.g) + Int(p.b) < 3 * 128 else { continue }
                if frame.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
                    darkInside += 1
                } else {
                    darkOutside += 1
                }
            }
        }
        #expect(darkInside > 50, "dark pixels inside: \(darkInside)")
        #expect(darkOutside == 0)
    }
}
