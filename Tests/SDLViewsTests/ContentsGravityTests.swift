import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Contents placement: every gravity and content mode, contentsRect,
/// contentsScale, contentsCenter and clipping by masksToBounds.
@MainActor
@Suite struct ContentsGravityTests {
    typealias T = LayerTestImages
    static let gravities: [CALayerContentsGravity] = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight,
        .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill
    ]
    static let modes: [UIView.ContentMode] = [
        .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom,
        .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight
    ]

    private func expectGolden(
        _ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = GoldenImage.compare(screen.snapshot(), named: name, in: CompositorGoldenTests.goldenDirectory)
        #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
    }

    /// A standalone layer per gravity, 90×70 with a 40×30 image (contentsScale 1).
    @Test func everyGravity() throws {
        let screen = try HeadlessScreen(width: 420, height: 250)
        let image = T.quadrants(width: 40, height: 30)
        var layers: [CALayer] = []
        for (i, gravity) in Self.gravities.enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 10 + CGFloat(i % 4) * 100, y: 10 + CGFloat(i / 4) * 80, width: 90, height: 70)
            layer.backgroundColor = UIColor(white: 0.85, alpha: 1).cgColor
            layer.contents = image
            layer.contentsGravity = gravity
            screen.window.layer.addSublayer(layer)
            layers.append(layer)
        }
        screen.runFrame()
        expectGolden(screen, "gravity-all")
        // Core Animation's vertical names point up: .top sits at maxY (the bottom on screen).
        #expect(screen.pixel(at: CGPoint(x: 110 + 45 - 1, y: 10 + 69)) == T.blue)  // .top: image's bottom row on the bottom edge
        #expect(screen.pixel(at: CGPoint(x: 110 + 25, y: 10 + 40)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 110 + 24, y: 10 + 40)) == RGBA8(r: 217, g: 217, b: 217, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 210 + 25, y: 10)) == T.red)  // .bottom: image's top row on the top edge (x = 25..65)
        #expect(screen.pixel(at: CGPoint(x: 210 + 25 + 39, y: 10 + 29)) == T.yellow)
        #expect(screen.pixel(at: CGPoint(x: 210 + 24, y: 10)) == RGBA8(r: 217, g: 217, b: 217, a: 255))
        // .center: 40×30 in the middle of 90×70 → x 25..<65, y 20..<50.
        #expect(screen.pixel(at: CGPoint(x: 10 + 25, y: 10 + 20)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 10 + 64, y: 10 + 49)) == T.yellow)
        #expect(screen.pixel(at: CGPoint(x: 10 + 24, y: 10 + 20)) == RGBA8(r: 217, g: 217, b: 217, a: 255))
        // .resize fills the bounds.
        #expect(screen.pixel(at: CGPoint(x: 110, y: 170)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 199, y: 239)) == T.yellow)
        // .resizeAspectFill overflows (not clipped without masksToBounds): 93⅓ wide.
        #expect(screen.pixel(at: CGPoint(x: 309, y: 210)) == T.blue)
    }

    /// UIView's 13 content modes, each on the same image, laid out as UIKit shows them.
    @Test func everyContentMode() throws {
        let screen = try HeadlessScreen(width: 420, height: 330)
        let image = T.quadrants(width: 40, height: 30)
        for (i, mode) in Self.modes.enumerated() {
            let view = UIView(
                frame: CGRect(x: 10 + CGFloat(i % 4) * 100, y: 10 + CGFloat(i / 4) * 80, width: 90, height: 70))
            view.backgroundColor = UIColor(white: 0.85, alpha: 1)
            view.contentMode = mode
            view.clipsToBounds = true
            view.layer.contents = image
            view.layer.contentsScale = 1
            screen.window.addSubview(view)
        }
        screen.runFrame()
        expectGolden(screen, "contentmode-all")
        // .top (index 5: column 1, row 1): image's top row on the view's top edge, centred.
        #expect(screen.pixel(at: CGPoint(x: 110 + 25, y: 90)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 110 + 64, y: 90 + 29)) == T.yellow)
        // .bottom (index 6): image's bottom row on the bottom edge.
        #expect(screen.pixel(at: CGPoint(x: 210 + 25, y: 90 + 69)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 210 + 25, y: 90 + 40)) == T.red)
        // .topLeft (index 9: column 1, row 2) and .bottomRight (index 12: column 0, row 3).
        #expect(screen.pixel(at: CGPoint(x: 110, y: 170)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 10 + 89, y: 250 + 69)) == T.yellow)
        // .scaleAspectFill is clipped by clipsToBounds: nothing past the view's right edge.
        #expect(screen.pixel(at: CGPoint(x: 300 + 5, y: 40)) == T.white)
        // .redraw places like .scaleToFill.
        #expect(screen.pixel(at: CGPoint(x: 310, y: 10)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 399, y: 79)) == T.yellow)
    }

    @Test func contentModeMapsToGravity() {
        let view = UIView()
        #expect(view.layer.contentsGravity == .resize)
        view.contentMode = .top
        #expect(view.layer.contentsGravity == .bottom)
        view.contentMode = .bottomRight
        #expect(view.layer.contentsGravity == .topRight)
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
        view.contentMode = .redraw
        #expect(view.layer.contentsGravity == .resize)
    }

    /// contentsRect picks a unit sub-rectangle; contentsScale sets the natural size.
    @Test func contentsRectAndScale() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let image = T.quadrants(width: 40, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        layer.contents = image
        layer.contentsRect = CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)  // the yellow quadrant, stretched
        screen.window.layer.addSublayer(layer)
        let scaled = CALayer()
        scaled.frame = CGRect(x: 100, y: 10, width: 80, height: 80)
        scaled.backgroundColor = CGColor.black
        scaled.contents = image
        scaled.contentsScale = 2  // 40 px = 20 points
        scaled.contentsGravity = .center
        screen.window.layer.addSublayer(scaled)
        screen.runFrame()
        expectGolden(screen, "contents-rect-scale")
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == T.yellow)
        #expect(screen.pixel(at: CGPoint(x: 89, y: 89)) == T.yellow)
        #expect(screen.pixel(at: CGPoint(x: 130, y: 40)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 149, y: 59)) == T.yellow)
        #expect(screen.pixel(at: CGPoint(x: 129, y: 40)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 150, y: 59)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// contentsCenter: the frame keeps its one pixel, the middle stretches.
    @Test func contentsCenterNineSlice() throws {
        let screen = try HeadlessScreen(width: 120, height: 80)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        layer.contents = T.framed(width: 10, height: 10, fill: T.green)
        layer.contentsCenter = CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        screen.window.layer.addSublayer(layer)
        screen.runFrame()
        let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 40)) == black)
        #expect(screen.pixel(at: CGPoint(x: 11, y: 40)) == T.green)
        #expect(screen.pixel(at: CGPoint(x: 109, y: 40)) == black)
        #expect(screen.pixel(at: CGPoint(x: 108, y: 40)) == T.green)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 10)) == black)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 11)) == T.green)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 69)) == black)
    }

    /// Natural-size contents larger than the bounds spill out unless masksToBounds, also when rotated.
    @Test func overflowIsClippedOnlyWithMasksToBounds() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let image = T.quadrants(width: 60, height: 60)
        let free = CALayer(), clipped = CALayer()
        for (layer, x) in [(free, 50.0), (clipped, 150.0)] {
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: x, y: 50)
            layer.contents = image
            layer.contentsGravity = .center
            screen.window.layer.addSublayer(layer)
        }
        clipped.masksToBounds = true
        clipped.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 25, y: 25)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 74, y: 74)) == T.yellow)
        #expect(screen.pixel(at: CGPoint(x: 150 - 20, y: 50)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 150, y: 50 - 12)) == T.red)  // the rotated square's top corner
        expectGolden(screen, "contents-overflow")
    }

    @Test func badContentsInputDrawsNothing() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = T.quadrants(width: 4, height: 4)
        layer.contentsRect = CGRect(x: 2, y: 2, width: 1, height: 1)  // outside the image
        layer.contentsGravity = .center
        screen.window.layer.addSublayer(layer)
        layer.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)  // refused
        #expect(layer.contentsRect == CGRect(x: 2, y: 2, width: 1, height: 1))
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == T.white)
    }
}
