import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

fileprivate func close(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-9) -> Bool { abs(a - b) <= eps }

fileprivate func close(_ r: CGRect, _ s: CGRect, _ eps: CGFloat = 1e-9) -> Bool {
    close(r.origin.x, s.origin.x, eps) && close(r.origin.y, s.origin.y, eps)
        && close(r.size.width, s.size.width, eps) && close(r.size.height, s.size.height, eps)
}

fileprivate func close(_ p: CGPoint, _ q: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
    close(p.x, q.x, eps) && close(p.y, q.y, eps)
}

/// Frame, bounds, center, anchor point and transform, as UIView and CALayer define them.
@MainActor
@Suite struct ViewGeometryTests {
    init() { SDLViewsLog.printsToStandardError = false }

    // MARK: UIView

    @Test func initWithFrameSetsCenterAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(view.transform == .identity)
    }

    @Test func boundsSizeGrowsTheFrameAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 200, height: 100)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func centerMovesTheFrameOnly() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func boundsOriginDoesNotMoveTheFrameButShiftsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 40, y: 60))

        parent.bounds.origin = CGPoint(x: 5, y: 8)
        #expect(parent.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(parent.center == CGPoint(x: 60, y: 45))
        #expect(child.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 35, y: 52))
        #expect(root.convert(CGPoint(x: 35, y: 52), to: child) == .zero)
        #expect(parent.convert(CGPoint(x: 5, y: 8), to: root) == CGPoint(x: 10, y: 20))
    }

    @Test func boundsOriginShiftsSubviewsOnScreen() throws {
        let screen = try HeadlessScreen(width: 60, height: 60)
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        child.backgroundColor = .red
        parent.addSubview(child)
        screen.window.addSubview(parent)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == RGBA8(r: 255, g: 255, b: 255, a: 255))

        parent.bounds.origin = CGPoint(x: 5, y: 5)
        screen.runFrame()
        // The child now starts at 10 + 10 - 5 = 15 on screen and ends at 25.
        #expect(screen.pixel(at: CGPoint(x: 15, y: 15)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 24, y: 24)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 25, y: 25)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 14, y: 14)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func settingFrameWithIdentityTransformSetsCenterAndBoundsSize() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 7, y: 9)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func settingFrameRespectsTheAnchorPoint() {
        let view = UIView(frame: .zero)
        view.layer.anchorPoint = CGPoint(x: 0, y: 1)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 10, y: 70))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func anchorPointChangeKeepsPositionAndMovesFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
    }

    @Test func anchorPointZeroWithQuarterTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = .zero
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The top-left corner stays at the position (50, 25); the view swings down
        // and to the left around it: x ∈ [0, 50], y ∈ [25, 125].
        #expect(close(view.frame, CGRect(x: 0, y: 25, width: 50, height: 100)), "\(view.frame)")
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(view)
        #expect(close(view.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 50, y: 125)))
        #expect(close(view.convert(CGPoint(x: 0, y: 50), to: root), CGPoint(x: 0, y: 25)))
    }

    @Test func rotatedFrameIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 50 * 2.0.squareRoot()
        #expect(
            close(view.frame, CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half)), "\(view.frame)")
        #expect(
            close(
                view.frame,
                CGRect(
                    x: -20.710678118654755, y: -20.710678118654755,
                    width: 141.4213562373095, height: 141.4213562373095)))
        // Bounds and center are untouched by the transform.
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))

        let wide = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        wide.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // Half extents: (50 + 25)·cos 45° in both directions around (60, 45).
        let e = 75 / 2.0.squareRoot()
        #expect(close(wide.frame, CGRect(x: 60 - e, y: 45 - e, width: 2 * e, height: 2 * e)), "\(wide.frame)")

        view.transform = .identity
        #expect(close(view.frame, CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func scaleTransformScalesFrameAroundCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: -40, y: -30, width: 200, height: 150))
        view.transform = CGAffineTransform(translationX: 5, y: -5)
        #expect(view.frame == CGRect(x: 15, y: 15, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test func viewTransformRoundTripsThroughTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        view.transform = t
        #expect(view.transform == t)
        #expect(view.layer.affineTransform() == t)
        #expect(CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeAffineTransform(t)))
        #expect(view.layer.transform.m41 == 5 && view.layer.transform.m42 == 6 && view.layer.transform.m33 == 1)
    }

    @Test func alphaIsClamped() {
        let view = UIView()
        view.alpha = 2
        #expect(view.alpha == 1)
        view.alpha = -1
        #expect(view.alpha == 0)
        view.alpha = 0.5
        #expect(view.alpha == 0.5)
        #expect(view.layer.opacity == 0.5)
    }

    // MARK: CALayer

    @Test func layerFramePositionAnchorPoint() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.frame == .zero)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))

        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 10, y: 20))

        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: -90, y: -30, width: 100, height: 50))

        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
    }

    @Test func layerZPositionDoesNotChangeFrame() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.zPosition = 25
        #expect(layer.zPosition == 25)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        layer.zPosition = -3
        #expect(layer.zPosition == -3)
    }

    @Test func layerOpacityIsClamped() {
        let layer = CALayer()
        #expect(layer.opacity == 1)
        layer.opacity = 1.5
        #expect(layer.opacity == 1)
        layer.opacity = -0.25
        #expect(layer.opacity == 0)
        layer.opacity = 0.25
        #expect(layer.opacity == 0.25)
    }

    @Test func layerAffineTransformRoundTrip() {
        let layer = CALayer()
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        layer.setAffineTransform(t)
        #expect(layer.affineTransform() == t)
        #expect(CATransform3DIsAffine(layer.transform))
        #expect(CATransform3DEqualToTransform(layer.transform, CATransform3DMakeAffineTransform(t)))
        layer.setAffineTransform(.identity)
        #expect(CATransform3DIsIdentity(layer.transform))
    }

    @Test func layerFrameWithPerspectiveIsTheProjectedBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        layer.transform = t
        let f = layer.frame
        // The near (left) edge comes towards the viewer and grows past the
        // unrotated square; the far (right) edge recedes inside it.
        #expect(f.minY < 0 && f.maxY > 100)
        #expect(f.minX > 0 && f.maxX < 100)
        #expect(close(f.midY, 50))
    }

    // MARK: Refusing non-finite geometry

    @Test func nonFiniteFrameIsRefused() {
        SDLViewsLog.clear()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(SDLViewsLog.messages.count == 1)
        view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(SDLViewsLog.messages.count == 2)
        #expect(SDLViewsLog.messages.allSatisfy { $0.contains("frame") })
    }

    @Test func nonFiniteCenterIsRefused() {
        SDLViewsLog.clear()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 1, y: CGFloat.nan)
        view.center = CGPoint(x: -CGFloat.infinity, y: 1)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(SDLViewsLog.messages.count == 2)
    }

    @Test func nonFiniteBoundsIsRefused() {
        SDLViewsLog.clear()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)
        view.bounds.origin = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(SDLViewsLog.messages.count == 2)
    }

    @Test func nonFiniteTransformIsRefused() {
        SDLViewsLog.clear()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let good = CGAffineTransform(scaleX: 2, y: 2)
        view.transform = good
        view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(view.transform == good)
        view.transform = CGAffineTransform(translationX: .infinity, y: 0)
        #expect(view.transform == good)
        var t3 = CATransform3DIdentity
        t3.m34 = .nan
        view.transform3D = t3
        #expect(view.transform == good)
        #expect(CATransform3DIsAffine(view.layer.transform))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(SDLViewsLog.messages.count == 3)
    }

    @Test func nanAlphaIsRefused() {
        SDLViewsLog.clear()
        let view = UIView()
        view.alpha = 0.25
        view.alpha = .nan
        #expect(view.alpha == 0.25)
        #expect(SDLViewsLog.messages.count == 1)
        view.layer.opacity = .nan
        #expect(view.layer.opacity == 0.25)
        #expect(SDLViewsLog.messages.count == 2)
    }

    @Test func nonFiniteLayerGeometryIsRefused() {
        SDLViewsLog.clear()
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.anchorPoint = CGPoint(x: CGFloat.infinity, y: 0)
        layer.zPosition = .nan
        layer.bounds = .null
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.zPosition == 0)
        #expect(SDLViewsLog.messages.count == 4)
    }

    @Test func finiteValuesDoNotLog() {
        SDLViewsLog.clear()
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.center = CGPoint(x: 5, y: 5)
        view.bounds = CGRect(x: -1, y: -1, width: 8, height: 8)
        view.transform = CGAffineTransform(rotationAngle: 1)
        view.alpha = 0.3
        #expect(SDLViewsLog.messages.isEmpty)
    }
}
