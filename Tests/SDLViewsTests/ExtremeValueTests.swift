import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Finite but extreme values (issue 21): nothing traps, allocations stay bounded,
/// values beyond what can be drawn are clamped or refused with a logged reason.
@MainActor
@Suite struct ExtremeValueTests {
    /// Each reproducer trapped (or allocated without limit) before the fix; they run in a child process.
    @Test(arguments: [
        "extreme-layer-shadow-radius", "extreme-context-shadow-blur", "extreme-wide-view-rotated-clipped",
        "extreme-wide-view-rounded-clipped", "extreme-wide-view-transitioned", "extreme-huge-corner-radius",
        "extreme-animation-infinite-repeat-offset", "extreme-animation-infinite-repeat-speed",
        "extreme-tiled-layer-bias",
        "extreme-string-rect-height", "extreme-string-tiny-font", "extreme-cgimage-width"
    ])
    func reproducerBehaves(_ name: String) throws {
        try ProbeProcess.expectBehaves(name)
    }

    /// 13 layer properties × 8 extreme values on plain, label and drawn views;
    /// it hung in Cairo's arc splitting before rounded corners were checked the
    /// way Cairo measures them. The deadline is long: the sweep draws 312 frames.
    @Test func extremeValuesOverEveryLayerPropertyEnd() throws {
        try ProbeProcess.expectBehaves("extreme-layer-properties", deadline: 300)
    }

    @Test func floatingValuesSaturateToTheIntegerRange() {
        #expect(Int32(saturating: 3e9 as CGFloat) == .max)
        #expect(Int32(saturating: -1e300 as CGFloat) == .min)
        #expect(Int(saturating: CGFloat.nan) == 0)
        #expect(Int(saturating: CGFloat.infinity) == .max)
        #expect(Int(saturating: 1e19 as Double) == .max)
        #expect(UInt8(saturating: 300 as Float) == 255)
        #expect(UInt8(saturating: -2 as Float) == 0)
        // A colour channel from a faded alpha (`Compositor.white(alpha:)`).
        #expect(UInt8(saturating: Float.nan) == 0)
        #expect(UInt8(saturating: Float.infinity) == 255)
        #expect(UInt8(saturating: 127.5 as Float, rounding: .toNearestOrAwayFromZero) == 128)
        #expect(UInt8(saturating: 254.6 as Float) == 254)
        #expect(Int32(saturating: 2.5 as CGFloat, rounding: .up) == 3)
        #expect(Int32(saturating: 2.5 as CGFloat) == 2)
    }

    @Test func aHugeShadowRadiusIsClampedWithAReason() throws {
        SDLViewsLog.clear()
        let layer = CALayer()
        layer.shadowRadius = 1e300
        #expect(layer.shadowRadius == ShadowRenderer.maximumRadius)
        #expect(SDLViewsLog.messages.contains { $0.contains("shadowRadius") && $0.contains("clamped") })
        layer.shadowRadius = 12
        #expect(layer.shadowRadius == 12)
    }

    @Test func aBlurTooWideToSeeDrawsNoShadow() throws {
        let screen = try HeadlessScreen(width: 80, height: 60)
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        view.backgroundColor = .systemRed
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 1e300
        screen.window.backgroundColor = .white
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 30, y: 30)) == UIColor.systemRed.cgColor.expectedPixel)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func gaussianBlurClampsItsRadiusAndKnowsWhenNothingShows() {
        let blur = GaussianBlur(radius: 1e300)
        #expect(blur.radius == GaussianBlur.maximumRadius)
        #expect(blur.extent == Int((3 * GaussianBlur.maximumRadius / 2).rounded(.up)))
        #expect(!blur.leavesVisible(area: 16384 * 16384))
        // A 10-pixel blur of a 20×20 square keeps a clearly visible shadow.
        #expect(GaussianBlur(radius: 10).leavesVisible(area: 400))
        #expect(GaussianBlur(radius: 0).leavesVisible(area: 1))
    }

    @Test func aHugeContextShadowBlurIsClampedAndDrawsNoShadow() {
        SDLViewsLog.clear()
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            context.cgContext.setShadow(offset: .zero, blur: 1e300)
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(SDLViewsLog.messages.contains { $0.contains("shadow blur") && $0.contains("clamped") })
        #expect(image.cgImage?.pixel(x: 10, y: 10) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image.cgImage?.pixel(x: 1, y: 1)?.a == 0)
    }

    @Test func aWideRoundedClippedViewShowsItsVisiblePart() throws {
        let screen = try HeadlessScreen(width: 80, height: 60)
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let view = UIView(frame: CGRect(x: -1.5e9, y: 5, width: 3e9, height: 40))
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 1.5e9 + 5, y: 5, width: 20, height: 20))
        child.backgroundColor = .systemRed
        view.addSubview(child)
        screen.window.addSubview(view)
        screen.runFrame()
        // Before, the pass needed a 3e9-pixel target and drew nothing; the
        // background spans ±1.5e9 px, which SDL draws only once cut to the guard band.
        #expect(screen.pixel(at: CGPoint(x: 15, y: 20)) == UIColor.systemRed.cgColor.expectedPixel)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 20)) == UIColor.systemBlue.cgColor.expectedPixel)
    }

    @Test func hugeViewsFillWhatIsOnScreen() throws {
        let screen = try HeadlessScreen(width: 80, height: 60)
        for (index, radius) in [0, 12].enumerated() {
            let view = UIView(frame: CGRect(x: -1.5e9, y: CGFloat(5 + 30 * index), width: 3e9, height: 20))
            view.backgroundColor = .systemBlue
            view.layer.cornerRadius = CGFloat(radius)
            screen.window.addSubview(view)
        }
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 40, y: 15)) == UIColor.systemBlue.cgColor.expectedPixel)
        #expect(screen.pixel(at: CGPoint(x: 40, y: 45)) == UIColor.systemBlue.cgColor.expectedPixel)
    }

    /// A band 100,000 points wide rotated 30° through the window's centre: its
    /// corners lie ~50,000 px off screen, past what SDL's rasterizer takes, so
    /// the quad is cut to the guard band before it is submitted.
    @Test func aHugeRotatedViewFillsItsBandAndNothingElse() throws {
        let screen = try HeadlessScreen(width: 80, height: 60)
        screen.window.backgroundColor = .black
        for textured in [false, true] {
            let view = UIView(frame: CGRect(x: 40 - 50_000, y: 25, width: 100_000, height: 10))
            if textured {
                view.layer.contents =
                    UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                        UIColor.systemBlue.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                    }.cgImage
            } else {
                view.backgroundColor = .systemBlue
            }
            view.transform = CGAffineTransform(rotationAngle: .pi / 6)
            screen.window.addSubview(view)
            screen.runFrame()
            let blue = UIColor.systemBlue.cgColor.expectedPixel, black = UIColor.black.cgColor.expectedPixel
            // On the band's centre line (slope tan 30°) and well off it on both sides.
            for x in stride(from: 4, through: 76, by: 8) {
                let y = 30 + (CGFloat(x) - 40) * tan(.pi / 6)
                guard y > 2, y < 58 else { continue }
                #expect(screen.pixel(at: CGPoint(x: CGFloat(x), y: y)) == blue, "textured \(textured) x \(x)")
                for off in [-14.0, 14.0] where y + off > 0 && y + off < 60 {
                    #expect(
                        screen.pixel(at: CGPoint(x: CGFloat(x), y: y + off)) == black, "textured \(textured) x \(x)")
                }
            }
            view.removeFromSuperview()
        }
    }

    @Test func convexPolygonsAreCutToARect() {
        let triangle = [CGPoint(x: -10, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]
        let cut = RenderBatch.clipConvex(triangle, to: CGRect(x: 0, y: 0, width: 100, height: 5))
        #expect(Set(cut.map { "\($0.x),\($0.y)" }) == ["0.0,0.0", "10.0,0.0", "5.0,5.0", "0.0,5.0"])
        #expect(RenderBatch.clipConvex(triangle, to: CGRect(x: 50, y: 50, width: 1, height: 1)).isEmpty)
    }

    @Test func aHugeCornerRadiusCostsNoMoreSegmentsThanASmallOne() throws {
        #expect(RoundedRect.segments(radius: 5e8, scale: 1) == 64)
        #expect(RoundedRect.segments(radius: .greatestFiniteMagnitude, scale: 2) == 64)
        let screen = try HeadlessScreen(width: 80, height: 60)
        let view = UIView(frame: CGRect(x: -5e8, y: -5e8, width: 1e9, height: 1e9))
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 5e8
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 40, y: 30)) == UIColor.systemBlue.cgColor.expectedPixel)
    }

    /// Opacity 0 → 1 over a second, repeating forever (`repeatCount = .infinity`, as documented).
    private static func endlessPulse() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.repeatCount = .infinity
        return animation
    }

    @Test func anInfiniteRepeatCountRepeatsForever() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.window.addSubview(view)
        view.layer.add(Self.endlessPulse(), forKey: "pulse")
        screen.advance(by: 1000.25)
        #expect(view.layer.animation(forKey: "pulse") != nil)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.25) < 0.02)
    }

    @Test func anEnormousTimeOffsetOrSpeedStaysInRange() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        for configure: (CABasicAnimation) -> Void in [{ $0.timeOffset = 1e30 }, { $0.speed = 1e30 }] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            screen.window.addSubview(view)
            let animation = Self.endlessPulse()
            animation.isCumulative = true
            configure(animation)
            view.layer.add(animation, forKey: "pulse")
            screen.advance(by: 0.5)
            let opacity = view.layer.presentation()?.opacity ?? -1
            #expect((0...1).contains(opacity))
        }
    }

    @Test func tiledLayerLevelsAreClampedWithAReason() {
        SDLViewsLog.clear()
        let layer = CATiledLayer()
        layer.levelsOfDetailBias = 40
        layer.levelsOfDetail = 1000
        #expect(layer.levelsOfDetailBias == CATiledLayer.maximumLevels)
        #expect(layer.levelsOfDetail == CATiledLayer.maximumLevels)
        #expect(SDLViewsLog.messages.contains { $0.contains("levelsOfDetailBias 40") })
        #expect(Compositor.tileIndices(from: 1e300, to: .infinity) == Int.max...Int.max)
        #expect(Compositor.tileIndices(from: 0.5, to: 2.5) == 0...2)
    }

    @Test func stringsDrawIntoAnEndlessRectOrWithAMicroscopicFont() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            "Hello".draw(
                in: CGRect(x: 0, y: 0, width: 60, height: CGFloat.greatestFiniteMagnitude),
                withAttributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
            "Hello".draw(
                in: CGRect(x: 0, y: 0, width: 60, height: 30),
                withAttributes: [.font: UIFont.systemFont(ofSize: 1e-300), .paragraphStyle: style])
        }
        let inked = (0..<60).contains { x in (0..<30).contains { y in (image.cgImage?.pixel(x: x, y: y)?.a ?? 0) > 128 }
        }
        #expect(inked)
    }

    @Test func anUnaddressableImageSizeIsRefusedWithAReason() {
        SDLViewsLog.clear()
        #expect(CGImage(width: Int.max / 2, height: 3, bgraPixels: [0, 0, 0, 0]) == nil)
        #expect(SDLViewsLog.messages.last?.contains("cannot be addressed") == true)
        #expect(CGImage(width: 1, height: 1, bgraPixels: [0, 0, 0, 255]) != nil)
    }
}

private extension CGColor {
    /// The 8-bit pixel this colour composites to over anything (opaque colours).
    var expectedPixel: RGBA8 {
        let bytes = rgba8
        return RGBA8(r: bytes.r, g: bytes.g, b: bytes.b, a: bytes.a)
    }
}
