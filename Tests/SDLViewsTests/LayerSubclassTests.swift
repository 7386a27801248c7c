import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A view whose layer is a tiled layer, counting the tiles `draw(_:)` is asked for.
@MainActor
final class TileCountingView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var drawnRects: [CGRect] = []

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        let shade = CGFloat((Int(rect.minX / 100) + Int(rect.minY / 100)) % 2) * 0.3 + 0.5
        UIColor(red: shade, green: 0.2, blue: 1 - shade, alpha: 1).setFill()
        UIRectFill(rect)
    }
}

/// CAShapeLayer, CAGradientLayer, CATextLayer and CATiledLayer.
@MainActor
@Suite struct LayerSubclassTests {
    typealias T = LayerTestImages

    @Test func shapeFillStrokeAndDash() throws {
        let screen = try HeadlessScreen(width: 240, height: 100)
        let filled = CAShapeLayer()
        filled.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        filled.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
        filled.fillColor = UIColor.red.cgColor
        filled.strokeColor = UIColor.blue.cgColor
        filled.lineWidth = 6
        screen.window.layer.addSublayer(filled)
        let dashed = CAShapeLayer()
        dashed.frame = CGRect(x: 110, y: 10, width: 120, height: 80)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 40))
        path.addLine(to: CGPoint(x: 120, y: 40))
        dashed.path = path
        dashed.fillColor = nil
        dashed.strokeColor = UIColor.black.cgColor
        dashed.lineWidth = 10
        dashed.lineDashPattern = [20, 10]
        screen.window.layer.addSublayer(dashed)
        screen.runFrame()
        expectGolden(screen, "shape-fill-stroke-dash")
        #expect(screen.pixel(at: CGPoint(x: 50, y: 50)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 11)) == T.blue)  // the stroke, centred on the outline
        #expect(screen.pixel(at: CGPoint(x: 12, y: 12)) == T.white)  // outside the circle
        let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
        #expect(screen.pixel(at: CGPoint(x: 120, y: 50)) == black)  // dash 0..<20
        #expect(screen.pixel(at: CGPoint(x: 135, y: 50)) == T.white)  // gap 20..<30
        #expect(screen.pixel(at: CGPoint(x: 145, y: 50)) == black)  // dash 30..<50
    }

    /// strokeEnd animated 0 → 1 shows half the line at 50 %.
    @Test func strokeEndAnimatesAtHalfway() throws {
        let screen = try HeadlessScreen(width: 140, height: 40)
        let line = CAShapeLayer()
        line.frame = CGRect(x: 10, y: 10, width: 120, height: 20)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 120, y: 10))
        line.path = path
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 8
        screen.window.layer.addSublayer(line)
        screen.runFrame()
        line.add(basicAnimation("strokeEnd", from: 0, to: 1, timing: .linear), forKey: "draw")
        screen.advance(by: 0.5)
        expectGolden(screen, "shape-strokeend-50")
        #expect(screen.pixel(at: CGPoint(x: 12, y: 20)) == T.blue)
        #expect(screen.pixel(at: CGPoint(x: 68, y: 20)) == T.blue)  // 58 of 60 points drawn
        #expect(screen.pixel(at: CGPoint(x: 72, y: 20)) == T.white)
        #expect(line.strokeEnd == 1)  // the model is untouched
        screen.advance(by: 0.6)
        #expect(screen.pixel(at: CGPoint(x: 128, y: 20)) == T.blue)
    }

    @Test func gradientsAxialAndRadial() throws {
        let screen = try HeadlessScreen(width: 220, height: 110)
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 10, y: 10, width: 90, height: 90)
        axial.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        screen.window.layer.addSublayer(axial)
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 120, y: 10, width: 90, height: 90)
        radial.colors = [UIColor.yellow.cgColor, UIColor.green.cgColor, UIColor.black.cgColor]
        radial.locations = [0, 0.5, 1]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        screen.window.layer.addSublayer(radial)
        screen.runFrame()
        expectGolden(screen, "gradients")
        let top = screen.pixel(at: CGPoint(x: 55, y: 10)), bottom = screen.pixel(at: CGPoint(x: 55, y: 99))
        #expect(top.r > 245 && top.b < 10, "\(top)")
        #expect(bottom.b > 245 && bottom.r < 10, "\(bottom)")
        let middle = screen.pixel(at: CGPoint(x: 55, y: 55))
        #expect(abs(Int(middle.r) - 128) < 8 && abs(Int(middle.b) - 128) < 8, "\(middle)")
        let centre = screen.pixel(at: CGPoint(x: 165, y: 55))
        #expect(centre.r > 240 && centre.g > 240 && centre.b < 10, "\(centre)")
        let ring = screen.pixel(at: CGPoint(x: 165 + 22, y: 55))  // radius 45: half way is green
        #expect(ring.g > 200 && ring.r < 40, "\(ring)")
    }

    /// Conic: clockwise from the direction of endPoint (here: right), red → blue.
    @Test func conicGradient() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        conic.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        screen.window.layer.addSublayer(conic)
        screen.runFrame()
        expectGolden(screen, "gradient-conic")
        let right = screen.pixel(at: CGPoint(x: 95, y: 52)), below = screen.pixel(at: CGPoint(x: 50, y: 95))
        let left = screen.pixel(at: CGPoint(x: 5, y: 50)), above = screen.pixel(at: CGPoint(x: 50, y: 5))
        #expect(right.r > 240 && right.b < 15, "\(right)")  // start: red
        #expect(abs(Int(below.r) - 191) < 10 && abs(Int(below.b) - 64) < 10, "\(below)")  // a quarter turn clockwise
        #expect(abs(Int(left.r) - 128) < 10 && abs(Int(left.b) - 128) < 10, "\(left)")  // half way
        #expect(abs(Int(above.r) - 64) < 10 && abs(Int(above.b) - 191) < 10, "\(above)")  // three quarters
    }

    @Test func textLayerDrawsItsString() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 10, width: 180, height: 40)
        text.string = "Layers"
        text.fontSize = 24
        text.foregroundColor = UIColor.black.cgColor
        text.alignmentMode = .center
        screen.window.layer.addSublayer(text)
        screen.runFrame()
        expectGolden(screen, "text-layer")
        var inked = 0
        for x in stride(from: 10, to: 190, by: 1) {
            for y in stride(from: 10, to: 50, by: 2) where screen.pixel(at: CGPoint(x: x, y: y)).r < 100 { inked += 1 }
        }
        #expect(inked > 50)
        // Centred: nothing on the far left.
        #expect((10..<40).allSatisfy { screen.pixel(at: CGPoint(x: $0, y: 25)) == T.white })
    }

    /// An attributed string's colour and font win over the layer's.
    @Test func textLayerUsesAttributedStringAttributes() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        text.foregroundColor = UIColor.black.cgColor
        text.string = NSAttributedString(
            string: "██", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 30)])
        screen.window.layer.addSublayer(text)
        screen.runFrame()
        var red = 0, black = 0
        for x in 0..<200 {
            for y in stride(from: 0, to: 60, by: 2) {
                let p = screen.pixel(at: CGPoint(x: x, y: y))
                if p.r > 200 && p.g < 60 { red += 1 }
                if p.r < 60 && p.g < 60 && p.b < 60 { black += 1 }
            }
        }
        #expect(red > 100)
        #expect(black == 0)
    }

    /// Exactly the visible tiles are drawn; panning draws only the newly visible ones.
    @Test func tiledLayerDrawsOnlyVisibleTiles() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let canvas = TileCountingView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let tiled = try #require(canvas.layer as? CATiledLayer)
        tiled.tileSize = CGSize(width: 100, height: 100)
        screen.window.addSubview(canvas)
        screen.runFrame()
        #expect(tiled.tilesDrawnCount == 4)  // 2 columns × 2 rows meet 200×150
        let origins = canvas.drawnRects.map { [$0.minX, $0.minY, $0.width, $0.height] }.sorted {
            $0.lexicographicallyPrecedes($1)
        }
        #expect(origins == [[0, 0, 100, 100], [0, 100, 100, 100], [100, 0, 100, 100], [100, 100, 100, 100]])
        expectGolden(screen, "tiled-layer")
        canvas.center.x -= 50  // visible x 50..<250: column 2 appears
        screen.runFrame()
        #expect(tiled.tilesDrawnCount == 6)
        #expect(canvas.drawnRects.suffix(2).allSatisfy { $0.minX == 200 })
        canvas.center.x += 50  // back: all cached
        screen.runFrame()
        #expect(tiled.tilesDrawnCount == 6)
        canvas.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        screen.runFrame()
        #expect(tiled.tilesDrawnCount == 7)  // only the tile it touches
        #expect(canvas.drawnRects.last == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Instances step by instanceTransform and are tinted with the colour offsets.
    @Test func replicatorDrawsInstances() throws {
        let screen = try HeadlessScreen(width: 120, height: 60)
        let (replicator, dot) = makeReplicatedDot(
            frame: CGRect(x: 10, y: 10, width: 100, height: 40), side: 10, count: 3, step: 20)
        replicator.instanceRedOffset = -0.5
        screen.window.layer.addSublayer(replicator)
        screen.runFrame()
        expectGolden(screen, "replicator")
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == T.red)
        let second = screen.pixel(at: CGPoint(x: 35, y: 15))
        #expect(abs(Int(second.r) - 128) <= 2 && second.g == 0 && second.b == 0, "\(second)")
        #expect(screen.pixel(at: CGPoint(x: 55, y: 15)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 75, y: 15)) == T.white)
        // Rotating instances about the anchor point (the classic spinner).
        CATransaction.setDisableActions(true)
        replicator.instanceCount = 4
        replicator.instanceRedOffset = 0
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 60, y: 15)) == T.red)  // top
        #expect(screen.pixel(at: CGPoint(x: 60, y: 45)) == T.red)  // bottom (instance 2)
        #expect(screen.pixel(at: CGPoint(x: 45, y: 30)) == T.red)  // left/right at ±15 around (60, 30)
        #expect(screen.pixel(at: CGPoint(x: 75, y: 30)) == T.red)
    }

    /// Moving or fading a shape layer reuses its rendered image; a new strokeEnd renders once.
    @Test func staticShapeIsNotRerendered() throws {
        let screen = try HeadlessScreen(width: 120, height: 120)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        shape.strokeColor = UIColor.blue.cgColor
        screen.window.layer.addSublayer(shape)
        screen.runFrame()
        let cache = try #require(screen.window.host?.textures)
        let uploads = cache.uploads
        CATransaction.setDisableActions(true)
        shape.position = CGPoint(x: 80, y: 80)
        shape.opacity = 0.5
        screen.runFrame()
        #expect(cache.uploads == uploads)
        CATransaction.setDisableActions(true)
        shape.strokeEnd = 0.5
        screen.runFrame()
        screen.runFrame()
        #expect(cache.uploads == uploads + 1)
    }

    /// needsDisplayOnBoundsChange: a size change (not a move) calls display().
    @Test func needsDisplayOnBoundsChangeRedisplays() throws {
        final class Counting: CALayer {
            var displays = 0
            override func display() { displays += 1 }
        }
        let screen = try HeadlessScreen(width: 60, height: 60)
        let layer = Counting()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        screen.window.layer.addSublayer(layer)
        screen.runFrame()
        let before = layer.displays
        layer.bounds.size = CGSize(width: 30, height: 30)
        screen.runFrame()
        #expect(layer.displays == before)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 40, height: 40)
        screen.runFrame()
        #expect(layer.displays == before + 1)
        layer.position = CGPoint(x: 30, y: 30)
        screen.runFrame()
        #expect(layer.displays == before + 1)
    }

    /// Scaled down to a quarter, a tiled layer with two levels of detail
    /// draws its tiles at half resolution: each covers 200 points.
    @Test func tiledLayerLevelsOfDetail() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let canvas = TileCountingView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let tiled = try #require(canvas.layer as? CATiledLayer)
        tiled.tileSize = CGSize(width: 100, height: 100)
        tiled.levelsOfDetail = 2
        canvas.transform = CGAffineTransform(scaleX: 0.25, y: 0.25)
        canvas.center = CGPoint(x: 250, y: 250)  // the canvas's top-left at the window's origin
        screen.window.addSubview(canvas)
        screen.runFrame()
        // 200×150 window pixels = 800×600 points of canvas at 0.25; tiles of 200 points (level −1):
        // 4 columns × 3 rows.
        #expect(tiled.tilesDrawnCount == 12)
        #expect(canvas.drawnRects.allSatisfy { $0.width == 200 && $0.height == 200 })
    }

    /// instanceDelay: each instance shows the sublayer's animation that much earlier.
    @Test func replicatorInstanceDelay() throws {
        let screen = try HeadlessScreen(width: 100, height: 40)
        let (replicator, dot) = makeReplicatedDot(
            frame: CGRect(x: 0, y: 0, width: 100, height: 40), side: 20, count: 3, step: 30)
        replicator.instanceDelay = 0.5
        screen.window.layer.addSublayer(replicator)
        screen.runFrame()
        let drop = basicAnimation("position.y", from: 10, to: 30, timing: .linear)
        drop.fillMode = .both
        drop.isRemovedOnCompletion = false
        dot.add(drop, forKey: "drop")
        screen.advance(by: 1)
        // Instance 0 has finished (y 30 → covers 20..<40), instance 1 is half way
        // (y 20 → 10..<30), instance 2 is at the start (y 10 → 0..<20).
        #expect(screen.pixel(at: CGPoint(x: 10, y: 35)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 5)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 40, y: 25)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 40, y: 35)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 70, y: 5)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 70, y: 25)) == T.white)
    }

    /// Moving a replicated sublayer repaints every instance (the damage covers them all).
    @Test func replicatedChangesAreDamagedInEveryInstance() throws {
        let screen = try HeadlessScreen(width: 100, height: 50)
        let (replicator, dot) = makeReplicatedDot(
            frame: CGRect(x: 0, y: 0, width: 100, height: 50), side: 20, count: 2, step: 50)
        screen.window.layer.addSublayer(replicator)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 60, y: 5)) == T.red)
        CATransaction.setDisableActions(true)
        dot.position.y += 25
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 60, y: 5)) == T.white)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 35)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 5)) == T.white)
    }

    /// A partial redraw of a replicated layer shows in every instance.
    @Test func partialRedrawInsideAReplicatorReachesEveryInstance() throws {
        final class Painted: CALayer {
            var color = CGColor.black
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(color)
                ctx.fill(bounds)
            }
        }
        let screen = try HeadlessScreen(width: 100, height: 40)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let painted = Painted()
        painted.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        painted.setNeedsDisplay()
        replicator.addSublayer(painted)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        screen.window.layer.addSublayer(replicator)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 65, y: 15)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        painted.color = UIColor.red.cgColor
        painted.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 65, y: 15)) == T.red)
        #expect(screen.pixel(at: CGPoint(x: 55, y: 5)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func layerClassBacksViewsWithSubclasses() {
        final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        #expect(ShapeView().layer is CAShapeLayer)
        #expect(GradientView().layer is CAGradientLayer)
        #expect(ShapeView().layer.delegate === nil || ShapeView().layer.delegate is UIView)
    }

    /// Presentation copies keep the subclass's values.
    @Test func presentationCopiesKeepSubclassState() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.strokeEnd = 0.25
        screen.window.layer.addSublayer(shape)
        screen.runFrame()
        let copy = try #require(shape.presentation())
        #expect(copy.strokeEnd == 0.25)
        #expect(copy.path != nil)
        shape.strokeEnd = .nan
        #expect(shape.strokeEnd == 0.25)
    }
}
