import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A view whose touch area reaches `margin` points beyond its bounds.
@MainActor
fileprivate final class GenerousView: UIView {
    var margin: CGFloat = 10
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// A view that refuses touches in its right half.
@MainActor
fileprivate final class LeftHalfView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= 0 && point.x < bounds.width / 2 && point.y >= 0 && point.y < bounds.height
    }
}

/// UIKit's `hitTest(_:with:)`: front to back, half-open bounds, skipped views.
@MainActor
@Suite struct HitTestingTests {
    private func makeRoot() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }

    @Test func lastSubviewWinsWhereTheyOverlap() {
        let root = makeRoot()
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    }

    @Test func deepestViewIsReturned() {
        let root = makeRoot()
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(a); a.addSubview(b); b.addSubview(c)
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === c)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === b)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === a)
        // The point is in the receiver's space: asking a directly.
        #expect(a.hitTest(CGPoint(x: 25, y: 25), with: nil) === c)
        #expect(a.hitTest(CGPoint(x: 150, y: 150), with: nil) == nil)
    }

    @Test func boundsAreHalfOpen() {
        let root = makeRoot()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 10, y: 20), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 109.999, y: 69.999), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 110, y: 40), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 50, y: 70), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 9.999, y: 40), with: nil) === root)
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 0, y: 50), with: nil))
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: -0.001, y: 10), with: nil) == nil)
    }

    @Test func hiddenViewsAreSkipped() {
        let root = makeRoot()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back); root.addSubview(front); front.addSubview(inner)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === inner)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    }

    @Test func nearlyTransparentViewsAreSkipped() {
        let root = makeRoot()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(back); root.addSubview(front)
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.alpha = 0
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        front.alpha = 0.5
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        // The parent's alpha does not multiply into the children's test.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.alpha = 0.1
        front.alpha = 0.1
        front.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
    }

    @Test func nonInteractiveViewsAndTheirSubviewsAreSkipped() {
        let root = makeRoot()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back); root.addSubview(front); front.addSubview(inner)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isUserInteractionEnabled = true
        inner.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        // A label is not interactive by default.
        let label = UILabel(frame: CGRect(x: 200, y: 200, width: 50, height: 20))
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 210, y: 210), with: nil) === root)
    }

    @Test func subviewOutsideItsParentIsNotHitThere() {
        let root = makeRoot()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        let sticking = UIView(frame: CGRect(x: 25, y: 25, width: 100, height: 100))
        root.addSubview(parent); parent.addSubview(sticking)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === sticking)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        // clipsToBounds does not change this: the parent's bounds decide either way.
        parent.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
    }

    @Test func throughARotatedAncestor() {
        let root = makeRoot()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)  // around (100, 100)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(parent); parent.addSubview(child)
        // The child's centre (10, 10) turns from (−40, −40) off the centre to (40, −40).
        #expect(root.hitTest(CGPoint(x: 140, y: 60), with: nil) === child)
        // Where the unrotated child would be, there is only the parent now.
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === parent)

        // 45°: the corners of the frame's bounding box are outside the diamond.
        parent.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === parent)
        #expect(root.hitTest(CGPoint(x: 100, y: 31), with: nil) === child)  // near the top vertex
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 100, y: 100 - 50 * 2.0.squareRoot() - 0.5), with: nil) === root)
    }

    @Test func throughAScaledAncestor() {
        let root = makeRoot()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // covers (25,25)–(75,75)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))  // covers (25,25)–(50,50)
        root.addSubview(parent); parent.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 49.9, y: 49.9), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === parent)
        #expect(root.hitTest(CGPoint(x: 74.9, y: 74.9), with: nil) === parent)
        #expect(root.hitTest(CGPoint(x: 75, y: 60), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
    }

    @Test func throughAShiftedBoundsOrigin() {
        let root = makeRoot()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.bounds.origin = CGPoint(x: 50, y: 0)
        let child = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))  // at the parent's top-left on screen
        root.addSubview(parent); parent.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 55, y: 5), with: nil) === parent)
    }

    @Test func pointInsideOverrideIsRespected() {
        let root = makeRoot()
        let generous = GenerousView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(generous)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === generous)
        #expect(root.hitTest(CGPoint(x: 89, y: 95), with: nil) === root)
        // Its larger touch area lets a subview outside its bounds be hit.
        let outside = UIView(frame: CGRect(x: -10, y: -10, width: 10, height: 10))
        generous.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === outside)

        let half = LeftHalfView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(half)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === half)
        #expect(root.hitTest(CGPoint(x: 30, y: 10), with: nil) === root)
    }

    @Test func hitTestInAHeadlessWindow() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        screen.window.addSubview(view)
        #expect(screen.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === view)
        #expect(screen.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === screen.window)
        #expect(screen.window.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil)
    }

    @Test func layerHitTest() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        b.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
        root.addSublayer(a); root.addSublayer(b)
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === b)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === a)
        #expect(root.hitTest(CGPoint(x: 80, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 100, y: 50)) == nil)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === a)
    }
}
