import Foundation
import SDLViewsTesting
import Testing
@testable import SDLViews

/// Golden images and pixel checks for every CGContext / UIBezierPath primitive,
/// drawn with UIGraphicsImageRenderer (no window).
@MainActor
@Suite("Drawing primitives")
struct DrawingGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    func draw(_ size: CGSize, scale: CGFloat = 1, _ actions: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { actions($0.cgContext) }
    }

    func expectGolden(_ image: UIImage, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = GoldenImage.compare(image, named: "draw-\(name)", in: Self.goldenDirectory, maxDifferingPixels: 4)
        #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
    }

    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> RGBA8 { image.cgImage!.pixel(x: x, y: y)! }

    func near(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 2) -> Bool { a.distance(to: b) <= tolerance }

    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    @Test func lineCapsJoinsAndDashes() {
        let image = draw(CGSize(width: 160, height: 120)) { c in
            c.setStrokeColor(UIColor.black.cgColor)
            c.setLineWidth(10)
            for (i, cap) in [CGLineCap.butt, .round, .square].enumerated() {
                c.setLineCap(cap)
                c.strokeLineSegments(between: [
                    CGPoint(x: 20, y: 15 + CGFloat(i) * 20), CGPoint(x: 70, y: 15 + CGFloat(i) * 20)
                ])
            }
            c.setLineCap(.butt)
            for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
                c.setLineJoin(join)
                let x = 95 + CGFloat(i) * 22
                c.addLines(between: [CGPoint(x: x, y: 50), CGPoint(x: x + 8, y: 15), CGPoint(x: x + 16, y: 50)])
                c.strokePath()
            }
            c.setLineWidth(4)
            c.setStrokeColor(UIColor.blue.cgColor)
            c.setLineDash(phase: 0, lengths: [12, 6])
            c.strokeLineSegments(between: [CGPoint(x: 10, y: 80), CGPoint(x: 150, y: 80)])
            c.setLineDash(phase: 6, lengths: [12, 6])
            c.strokeLineSegments(between: [CGPoint(x: 10, y: 95), CGPoint(x: 150, y: 95)])
            c.setLineDash(phase: 0, lengths: [])
            c.strokeLineSegments(between: [CGPoint(x: 10, y: 110), CGPoint(x: 150, y: 110)])
        }
        expectGolden(image, "lines")
        // Butt ends at the end point; square extends by half the width.
        #expect(pixel(image, 69, 15).a == 255 && pixel(image, 71, 15).a == 0)
        #expect(pixel(image, 74, 55).a == 255 && pixel(image, 76, 55).a == 0)
        // Dashes: 12 on, 6 off; the phase shifts the pattern.
        #expect(
            near(pixel(image, 15, 80), Self.blue) && pixel(image, 25, 80).a == 0
                && near(pixel(image, 30, 80), Self.blue))
        #expect(pixel(image, 19, 95).a == 0 && near(pixel(image, 23, 95), Self.blue))
        #expect(near(pixel(image, 25, 110), Self.blue))
    }

    @Test func curvesAndArcs() {
        let image = draw(CGSize(width: 160, height: 80)) { c in
            c.setStrokeColor(UIColor.black.cgColor)
            c.setLineWidth(3)
            c.move(to: CGPoint(x: 10, y: 70))
            c.addCurve(to: CGPoint(x: 70, y: 70), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 60, y: 0))
            c.move(to: CGPoint(x: 10, y: 70))
            c.addQuadCurve(to: CGPoint(x: 70, y: 70), control: CGPoint(x: 40, y: 40))
            c.strokePath()
            c.setFillColor(UIColor.red.cgColor)
            c.move(to: CGPoint(x: 115, y: 40))
            c.addArc(center: CGPoint(x: 115, y: 40), radius: 30, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            c.closePath()
            c.fillPath()
            c.move(to: CGPoint(x: 80, y: 10))
            c.addArc(tangent1End: CGPoint(x: 150, y: 10), tangent2End: CGPoint(x: 150, y: 75), radius: 15)
            c.addLine(to: CGPoint(x: 150, y: 75))
            c.strokePath()
        }
        expectGolden(image, "curves")
        // clockwise: true in UIKit space sweeps the three quarters through the top.
        #expect(near(pixel(image, 115, 20), Self.red) && near(pixel(image, 100, 40), Self.red))
        #expect(pixel(image, 125, 50).a == 0)
    }

    @Test func fillRules() {
        func star(_ c: CGContext, _ cx: CGFloat) {
            let points = (0..<5).map { i -> CGPoint in
                let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                return CGPoint(x: cx + 35 * cos(a), y: 42 + 35 * sin(a))
            }
            c.addLines(between: points)
            c.closePath()
        }
        let image = draw(CGSize(width: 160, height: 84)) { c in
            c.setFillColor(UIColor.blue.cgColor)
            star(c, 40)
            c.fillPath(using: .winding)
            star(c, 120)
            c.fillPath(using: .evenOdd)
        }
        expectGolden(image, "fill-rules")
        #expect(near(pixel(image, 40, 45), Self.blue))
        #expect(pixel(image, 120, 45).a == 0)
        #expect(near(pixel(image, 120, 12), Self.blue))
    }

    @Test func drawPathModes() {
        let image = draw(CGSize(width: 100, height: 40)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.setStrokeColor(UIColor.blue.cgColor)
            c.setLineWidth(4)
            c.addRect(CGRect(x: 5, y: 5, width: 30, height: 30))
            c.drawPath(using: .fillStroke)
            c.addEllipse(in: CGRect(x: 55, y: 5, width: 30, height: 30))
            c.drawPath(using: .stroke)
        }
        expectGolden(image, "draw-path")
        #expect(near(pixel(image, 20, 20), Self.red) && near(pixel(image, 5, 20), Self.blue))
        #expect(pixel(image, 70, 20).a == 0 && near(pixel(image, 55, 20), Self.blue, 40))
    }

    @Test func clipping() {
        let mask = CGImage(width: 2, height: 1, bgraPixels: [255, 255, 255, 255, 0, 0, 0, 255])!
        let image = draw(CGSize(width: 120, height: 60)) { c in
            c.interpolationQuality = .none
            c.saveGState()
            c.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
            c.clip()
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            c.restoreGState()
            c.saveGState()
            c.clip(to: CGRect(x: 60, y: 0, width: 60, height: 60), mask: mask)
            c.setFillColor(UIColor.blue.cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            c.restoreGState()
        }
        expectGolden(image, "clip")
        #expect(near(pixel(image, 30, 30), Self.red) && pixel(image, 2, 2).a == 0)
        // The mask's white half lets blue through; its black half blocks it.
        #expect(near(pixel(image, 75, 30), Self.blue) && pixel(image, 110, 30).a == 0)
    }

    @Test func linearGradientOptions() {
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor],
            locations: [0, 1])!
        let options: [CGGradientDrawingOptions] = [
            [], .drawsBeforeStartLocation, .drawsAfterEndLocation, [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        ]
        let image = draw(CGSize(width: 100, height: 80)) { c in
            for (i, option) in options.enumerated() {
                c.saveGState()
                c.clip(to: CGRect(x: 0, y: CGFloat(i) * 20, width: 100, height: 20))
                c.drawLinearGradient(gradient, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 70, y: 0), options: option)
                c.restoreGState()
            }
        }
        expectGolden(image, "gradient-linear")
        #expect(pixel(image, 10, 10).a == 0 && pixel(image, 90, 10).a == 0)
        #expect(near(pixel(image, 10, 30), Self.red) && pixel(image, 90, 30).a == 0)
        #expect(pixel(image, 10, 50).a == 0 && near(pixel(image, 90, 50), Self.blue))
        #expect(near(pixel(image, 10, 70), Self.red) && near(pixel(image, 90, 70), Self.blue))
        let middle = pixel(image, 50, 70)
        #expect(abs(Int(middle.r) - 128) < 8 && abs(Int(middle.b) - 128) < 8)
    }

    @Test func radialGradientOptions() {
        let components: [CGFloat] = [1, 1, 0, 1, 0, 0.6, 0, 1]
        let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2)!
        let image = draw(CGSize(width: 160, height: 80)) { c in
            c.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 40, y: 40), startRadius: 10,
                endCenter: CGPoint(x: 40, y: 40), endRadius: 30, options: [])
            c.saveGState()
            c.clip(to: CGRect(x: 80, y: 0, width: 80, height: 80))
            c.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 110, y: 40), startRadius: 5,
                endCenter: CGPoint(x: 120, y: 40), endRadius: 30, options: .drawsAfterEndLocation)
            c.restoreGState()
        }
        expectGolden(image, "gradient-radial")
        #expect(pixel(image, 40, 40).a == 0)  // inside the start circle: nothing before start
        #expect(pixel(image, 40, 75).a == 0)  // outside the end circle: nothing after end
        #expect(near(pixel(image, 40, 29), RGBA8(r: 255, g: 255, b: 0, a: 255), 20))
        #expect(near(pixel(image, 155, 5), RGBA8(r: 0, g: 153, b: 0, a: 255)))  // after end: end colour
    }

    @Test func blendModes() {
        let modes: [CGBlendMode] = [.normal, .multiply, .screen, .difference, .clear, .copy, .sourceIn, .destinationOut]
        let image = draw(CGSize(width: 160, height: 40)) { c in
            for (i, mode) in modes.enumerated() {
                let x = CGFloat(i) * 20
                c.setBlendMode(.normal)
                c.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
                c.fill(CGRect(x: x, y: 0, width: 20, height: 25))
                c.setBlendMode(mode)
                c.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
                c.fill(CGRect(x: x + 4, y: 10, width: 12, height: 30))
            }
        }
        expectGolden(image, "blend-modes")
        // multiply: 0.2·D + 0.8·S·D per channel → g = 0.2·0.5 + 0.8·0.25 = 0.3
        #expect(pixel(image, 30, 15).r == 0 && abs(Int(pixel(image, 30, 15).g) - 77) < 3, "\(pixel(image, 30, 15))")
        #expect(pixel(image, 90, 15).a == 0)  // clear
        #expect(abs(Int(pixel(image, 110, 15).a) - 204) < 3)  // copy replaces
        #expect(abs(Int(pixel(image, 130, 15).a) - 204) < 3 && pixel(image, 130, 35).a == 0)  // sourceIn
        #expect(abs(Int(pixel(image, 150, 15).a) - 51) < 3)  // destinationOut
    }

    @Test func images() {
        let quad = CGImage(
            width: 2, height: 2, bgraPixels: [0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255, 255, 255, 255, 255])!
        let image = draw(CGSize(width: 100, height: 40), scale: 2) { c in
            c.interpolationQuality = .none
            c.draw(quad, in: CGRect(x: 0, y: 0, width: 40, height: 40))
            UIImage(cgImage: quad).draw(in: CGRect(x: 50, y: 0, width: 40, height: 40))
        }
        expectGolden(image, "images")
        #expect(near(pixel(image, 10, 10), Self.blue))  // CG draws upside down in UIKit space
        #expect(near(pixel(image, 110, 10), Self.red))  // UIImage draws upright
    }

    @Test func shadowsWithBlur() {
        let image = draw(CGSize(width: 160, height: 80), scale: 2) { c in
            c.setShadow(offset: CGSize(width: 6, height: 6), blur: 8, color: UIColor.black.cgColor)
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
            // The offset is in base space: scaling the CTM leaves it at 6 points.
            c.scaleBy(x: 2, y: 2)
            c.setShadow(offset: CGSize(width: 6, height: 6), blur: 0, color: UIColor.blue.cgColor)
            c.fill(CGRect(x: 40, y: 5, width: 20, height: 20))
        }
        expectGolden(image, "shadows")
        #expect(near(pixel(image, 40, 40), Self.red))
        // Blue hard shadow: 6 points (12 px) right and down of the 80…120 pt square.
        #expect(near(pixel(image, 2 * 123, 2 * 48), Self.blue))
        #expect(pixel(image, 2 * 127, 2 * 48).a == 0)
        // The blurred black shadow: half strength at its offset edge, gone 1.5 blur beyond.
        let edge = pixel(image, 2 * 56, 2 * 30)
        #expect(edge.r == 0 && abs(Int(edge.a) - 128) < 20)
        #expect(pixel(image, 2 * 69, 2 * 30).a == 0)
        #expect(pixel(image, 2 * 60, 2 * 30).a > 0)
    }

    /// A shadow's blur covers only what was drawn (plus the blur's extent), not the whole clip.
    @Test func shadowWorkIsLimitedToTheInk() {
        let clip = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        #expect(
            CGContext.inkArea(clip: clip, ink: CGRect(x: 10.5, y: 20.25, width: 5, height: 5))
                == CGRect(x: 9, y: 19, width: 8, height: 8))
        #expect(CGContext.inkArea(clip: clip, ink: nil) == clip)
        #expect(CGContext.inkArea(clip: clip, ink: CGRect(x: 2000, y: 0, width: 5, height: 5)) == nil)
        // A shape straddling the clip's edge still casts its whole visible shadow.
        let image = draw(CGSize(width: 40, height: 40)) { c in
            c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
            c.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.blue.cgColor)
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        }
        #expect(pixel(image, 15, 5) == Self.red && pixel(image, 15, 15) == Self.blue && pixel(image, 25, 15).a == 0)
    }

    @Test func transformsAndSaveRestore() {
        let image = draw(CGSize(width: 120, height: 60)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.saveGState()
            c.translateBy(x: 30, y: 30)
            c.rotate(by: .pi / 4)
            c.scaleBy(x: 2, y: 1)
            c.setFillColor(UIColor.blue.cgColor)
            c.setAlpha(0.5)
            c.fill(CGRect(x: -10, y: -10, width: 20, height: 20))
            c.restoreGState()
            c.fill(CGRect(x: 80, y: 20, width: 20, height: 20))  // red, opaque, untransformed again
        }
        expectGolden(image, "transforms")
        #expect(near(pixel(image, 90, 30), Self.red))
        #expect(abs(Int(pixel(image, 30, 30).a) - 128) <= 1 && pixel(image, 30, 30).b == 255)
    }

    /// Everything CG keeps in the graphics state comes back on restore.
    @Test func saveRestoreCoversTheWholeState() throws {
        let image = draw(CGSize(width: 60, height: 20)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.setStrokeColor(UIColor.blue.cgColor)
            c.setLineWidth(2)
            c.saveGState()
            c.setFillColor(UIColor.green.cgColor)
            c.setStrokeColor(UIColor.green.cgColor)
            c.setLineWidth(12)
            c.setLineDash(phase: 0, lengths: [1, 1])
            c.setLineCap(.round)
            c.setAlpha(0.2)
            c.setBlendMode(.clear)
            c.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: UIColor.black.cgColor)
            c.translateBy(x: 100, y: 0)
            c.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            c.restoreGState()
            c.restoreGState()  // unbalanced: ignored
            c.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            c.strokeLineSegments(between: [CGPoint(x: 30, y: 5), CGPoint(x: 50, y: 5)])
        }
        #expect(pixel(image, 10, 5) == Self.red)  // colour, alpha, blend, CTM, clip restored
        #expect(pixel(image, 10, 15).a == 0)  // no shadow
        #expect(pixel(image, 35, 5) == Self.blue && pixel(image, 36, 5) == Self.blue)  // solid, no dash
        #expect(pixel(image, 40, 3).a == 0 && pixel(image, 40, 4) == Self.blue)  // width 2 again
        #expect(pixel(image, 51, 5).a == 0)  // butt cap again
    }

    @Test func ctmAndSingularTransforms() throws {
        let context = try #require(CGContext(bitmapSize: CGSize(width: 10, height: 10), scale: 2))
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
        context.translateBy(x: 1, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 4))
        context.setFillColor(UIColor.red.cgColor)
        context.saveGState()
        context.scaleBy(x: 0, y: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))  // singular CTM: nothing
        context.restoreGState()
        #expect(context.makeImage()!.pixel(x: 4, y: 6)?.a == 0)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.makeImage()!.pixel(x: 4, y: 6) == Self.red)
    }

    @Test func bezierPathShapes() {
        let image = draw(CGSize(width: 200, height: 60)) { _ in
            UIColor.red.setFill()
            UIColor.black.setStroke()
            UIBezierPath(rect: CGRect(x: 5, y: 5, width: 30, height: 50)).fill()
            UIBezierPath(ovalIn: CGRect(x: 45, y: 5, width: 30, height: 50)).fill()
            let rounded = UIBezierPath(roundedRect: CGRect(x: 85, y: 5, width: 50, height: 50), cornerRadius: 12)
            rounded.lineWidth = 4
            rounded.stroke()
            UIBezierPath(
                roundedRect: CGRect(x: 145, y: 5, width: 50, height: 50), byRoundingCorners: [.topLeft, .bottomRight],
                cornerRadii: CGSize(width: 20, height: 20)
            ).fill()
            let arc = UIBezierPath(
                arcCenter: CGPoint(x: 110, y: 30), radius: 12, startAngle: 0, endAngle: .pi, clockwise: true)
            arc.lineWidth = 3
            arc.setLineDash([4, 2], count: 2, phase: 0)
            arc.stroke()
        }
        expectGolden(image, "bezier-shapes")
        #expect(near(pixel(image, 20, 30), Self.red))
        #expect(pixel(image, 146, 6).a == 0 && near(pixel(image, 194, 6), Self.red))
        // UIKit's clockwise: from angle 0 increasing, so the arc passes below the centre.
        #expect(pixel(image, 110, 42).a > 0 && pixel(image, 110, 18).a == 0)
    }

    @Test func bezierPathGeometry() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 2, y: 2)))
        #expect(abs(oval.bounds.width - 100) < 0.01)
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == .zero)
        var first = CGPoint.zero
        var seen = false
        reversed.cgPath.applyWithBlock { if !seen { first = $0.pointee.points[0]; seen = true } }
        #expect(first == CGPoint(x: 10, y: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(path.bounds.minX == 5)
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)) && ring.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func text() {
        let font = UIFont.systemFont(ofSize: 16)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let image = draw(CGSize(width: 160, height: 80), scale: 2) { _ in
            "Hello".draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: font, .foregroundColor: UIColor.red])
            "Wrapped text in a rect, clipped".draw(
                in: CGRect(x: 4, y: 24, width: 90, height: 40),
                withAttributes: [.font: font, .paragraphStyle: style, .backgroundColor: UIColor.yellow])
        }
        expectGolden(image, "text")
        let size = "Hello".size(withAttributes: [.font: font])
        #expect(size.height == font.lineHeight)
        #expect(size.width > 30 && size.width < 45)
        // Red glyph ink at @2x inside the measured box, nothing right of it.
        let ink = (0..<Int(size.height * 2)).flatMap { y in
            (8..<Int((4 + size.width) * 2)).map { pixel(image, $0, 4 + y) }
        }
        #expect(ink.contains { $0.r > 200 && $0.a > 200 && $0.g < 40 })
        #expect((Int((4 + size.width) * 2 + 2)..<300).allSatisfy { pixel(image, $0, 20).a == 0 })
        // Clipped to the rect: nothing below y = 64 points.
        #expect((0..<320).allSatisfy { pixel(image, $0, 2 * 65).a == 0 })
        let wrapped = "Wrapped text in a rect, clipped".boundingRect(
            with: CGSize(width: 90, height: 1000), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.height == 4 * font.lineHeight, "\(wrapped) line height \(font.lineHeight)")
        #expect(wrapped.width <= 90 && wrapped.width > 60)
        let line = "Wrapped".boundingRect(with: .zero, options: [], attributes: [.font: font], context: nil)
        #expect(line.minY == -font.ascender)
    }

    @Test func badInputDrawsNothing() {
        let bad: [CGRect] = [
            CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: 10, height: 0),
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), .null
        ]
        let image = draw(CGSize(width: 20, height: 20)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.setShadow(offset: CGSize(width: 2, height: 2), blur: 3)
            for r in bad {
                c.fill(r); c.stroke(r); c.fillEllipse(in: r); c.strokeEllipse(in: r); c.clear(r)
                UIBezierPath(rect: r).fill()
                UIBezierPath(ovalIn: r).stroke()
                UIBezierPath(roundedRect: r, cornerRadius: 3).fill()
                "text".draw(in: r, withAttributes: nil)
                UIRectFill(r); UIRectFrame(r)
            }
            c.move(to: CGPoint(x: CGFloat.nan, y: 1))
            c.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
            c.addArc(center: .zero, radius: CGFloat.nan, startAngle: 0, endAngle: 1, clockwise: false)
            c.fillPath()
            c.setLineDash(phase: 0, lengths: [-1, 2])
            c.setLineDash(phase: 0, lengths: [0, 0])
            c.setLineWidth(CGFloat.nan)
            c.concatenate(CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            c.setShadow(offset: .zero, blur: 0, color: nil)
            c.fill(CGRect(x: 5, y: 5, width: 2, height: 2))  // still works afterwards
        }
        let cg = image.cgImage!
        let inked = (0..<20).flatMap { y in (0..<20).map { (x: $0, y: y) } }.filter {
            cg.pixel(x: $0.x, y: $0.y)!.a > 0
        }
        #expect(inked.allSatisfy { $0.x >= 5 && $0.y >= 5 })
        #expect(near(pixel(image, 5, 5), Self.red))
        let empty = UIGraphicsImageRenderer(size: CGSize(width: -4, height: CGFloat.nan)).image { _ in }
        #expect(empty.cgImage?.width == 1)
    }

    @Test func smallerOperations() {
        let image = draw(CGSize(width: 100, height: 40)) { c in
            c.setShouldAntialias(false)
            c.setFillColor(UIColor.blue.cgColor)
            c.fillEllipse(in: CGRect(x: 0, y: 0, width: 37, height: 37))
            c.setShouldAntialias(true)
            c.clear(CGRect(x: 10, y: 10, width: 5, height: 5))
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 40, y: 0, width: 20, height: 20)).fill(with: .normal, alpha: 0.5)
            c.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 60, y: 0, width: 40, height: 40)).addClip()
            UIRectFillUsingBlendMode(CGRect(x: 60, y: 0, width: 40, height: 40), .copy)
            c.restoreGState()
        }
        let edge = (0..<37).flatMap { y in (0..<37).map { pixel(image, $0, y).a } }
        #expect(edge.allSatisfy { $0 == 0 || $0 == 255 })  // no antialiasing
        #expect(pixel(image, 12, 12).a == 0 && pixel(image, 20, 20) == Self.blue)  // cleared hole
        #expect(abs(Int(pixel(image, 50, 10).a) - 128) <= 1)  // fill(with:alpha:)
        #expect(pixel(image, 80, 20) == Self.red && pixel(image, 61, 1).a == 0)  // addClip
        let plain = "kerning".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        let kerned = "kerning".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14), .kern: 2])
        #expect(abs(kerned.width - plain.width - 14) < 0.001)  // 2 points after each of 7 characters
    }

    /// Extreme but finite values must not put Cairo into its permanent error state.
    @Test func extremeValuesKeepTheContextUsable() throws {
        let quad = CGImage(width: 1, height: 1, bgraPixels: [0, 0, 255, 255])!
        let image = draw(CGSize(width: 20, height: 20)) { c in
            c.saveGState()
            c.setShadow(offset: CGSize(width: 1, height: 1), blur: 1e12, color: UIColor.black.cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))  // drawn without the impossible shadow
            c.restoreGState()
            c.draw(quad, in: CGRect(x: 0, y: 0, width: 1e-320, height: 1e-320))
            c.draw(quad, in: CGRect(x: 0, y: 0, width: 1e-320, height: 5), byTiling: true)
            c.fillEllipse(in: CGRect(x: 0, y: 0, width: 1e-320, height: 1e-320))
            c.saveGState()
            c.scaleBy(x: 1e-200, y: 1e-200)
            c.scaleBy(x: 1e-200, y: 1e-200)  // the product underflows: nothing is drawn until restore
            c.fill(CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
            c.restoreGState()
            c.addArc(center: CGPoint(x: 10, y: 10), radius: 1e9, startAngle: 0, endAngle: 1, clockwise: false)
            c.beginPath()
            c.setFillColor(UIColor.blue.cgColor)
            c.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        #expect(pixel(image, 2, 2) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(pixel(image, 12, 12) == Self.blue)
        #expect(pixel(image, 8, 8).a == 0)
        let tall = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1e9))
        #expect(
            tall.viewPrintFormatter().pageCount(forPaperSize: CGSize(width: 10, height: 0.001))
                == UIViewPrintFormatter.maximumPageCount)
    }

    @Test func imageRendererFormatsAndLegacyContexts() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 2), format: format)
        let image = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
            #expect(ctx.currentImage.size == CGSize(width: 4, height: 2))
        }
        #expect(image.scale == 3 && image.cgImage?.width == 12 && image.cgImage?.height == 6)
        #expect(pixel(image, 1, 1) == Self.red)
        #expect(pixel(image, 5, 5) == RGBA8(r: 0, g: 0, b: 0, a: 255))  // opaque canvas starts black
        // A format reused for another renderer does not change the first one.
        let other = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), format: format)
        format.scale = 1
        #expect(renderer.image { _ in }.cgImage?.width == 12 && other.image { _ in }.cgImage?.width == 150)
        let png = renderer.pngData { _ in }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(renderer.jpegData(withCompressionQuality: 0.8) { _ in }.starts(with: [0xFF, 0xD8]))

        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 2)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let legacy = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(legacy.scale == 2 && legacy.cgImage?.width == 10)
        #expect(pixel(legacy, 3, 3) == Self.blue && pixel(legacy, 4, 4).a == 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }
}
