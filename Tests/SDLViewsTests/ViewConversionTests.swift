import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

fileprivate func near(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-9) -> Bool { abs(a - b) <= eps }

fileprivate func near(_ p: CGPoint, _ q: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
    near(p.x, q.x, eps) && near(p.y, q.y, eps)
}

fileprivate func near(_ r: CGRect, _ s: CGRect, _ eps: CGFloat = 1e-9) -> Bool {
    near(r.origin, s.origin, eps) && near(r.size.width, s.size.width, eps) && near(r.size.height, s.size.height, eps)
}

/// `convert(_:to:)` / `convert(_:from:)` through transforms, bounds origins and windows.
@MainActor
@Suite struct ViewConversionTests {
    /// window(0,0,400,400) ⊃ root(20,30,300,300)
    private func makeTree() -> (window: UIWindow, root: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIView(frame: CGRect(x: 20, y: 30, width: 300, height: 300))
        window.addSubview(root)
        return (window, root)
    }

    @Test func translationOnly() {
        let (window, root) = makeTree()
        let child = UIView(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 6, y: 9))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 26, y: 39))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 26, y: 39))
        #expect(child.convert(CGPoint(x: 26, y: 39), from: nil) == CGPoint(x: 1, y: 2))
        #expect(root.convert(CGPoint(x: 6, y: 9), to: child) == CGPoint(x: 1, y: 2))
        #expect(child.convert(CGPoint(x: 3, y: 4), to: child) == CGPoint(x: 3, y: 4))
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
                == CGRect(x: 25, y: 37, width: 10, height: 10))
    }

    @Test func throughAScaledAncestor() {
        let (window, root) = makeTree()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)  // around its center (50, 50)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(parent)
        parent.addSubview(child)
        // child (0,0) = parent (10,10) → root (50,50) + 2·(−40,−40) = (−30,−30) → window (−10, 0).
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: -30, y: -30))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: -10, y: 0))
        #expect(child.convert(CGPoint(x: 20, y: 20), to: window) == CGPoint(x: 30, y: 40))
        #expect(child.convert(CGPoint(x: 30, y: 40), from: window) == CGPoint(x: 20, y: 20))
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root)
                == CGRect(x: -30, y: -30, width: 40, height: 40))
        #expect(
            root.convert(CGRect(x: -30, y: -30, width: 40, height: 40), to: child)
                == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func throughARotatedAncestor() {
        let (window, root) = makeTree()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)  // around (150, 150)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        root.addSubview(parent)
        parent.addSubview(child)
        // parent (0,0) is (−50,−50) from the center; a quarter turn clockwise maps it to (50,−50).
        #expect(near(child.convert(CGPoint.zero, to: root), CGPoint(x: 200, y: 100)))
        #expect(near(child.convert(CGPoint(x: 10, y: 0), to: root), CGPoint(x: 200, y: 110)))
        #expect(near(child.convert(CGPoint(x: 0, y: 20), to: root), CGPoint(x: 180, y: 100)))
        #expect(near(child.convert(CGPoint.zero, to: window), CGPoint(x: 220, y: 130)))
        #expect(near(child.convert(CGPoint(x: 220, y: 130), from: nil), .zero))
        // The rect becomes the bounding box of its turned corners: 20 wide, 10 tall.
        let box = child.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: root)
        #expect(near(box, CGRect(x: 180, y: 100, width: 20, height: 10)), "\(box)")
    }

    @Test func rectConversionIsTheBoundingBoxOfTheCorners() {
        let (_, root) = makeTree()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(view)
        let half = 50 * 2.0.squareRoot()
        let box = view.convert(view.bounds, to: root)
        #expect(near(box, CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half)), "\(box)")
        #expect(near(box, view.frame))
        // A small rect at the view's top-left corner: its corners turn around (50, 50).
        let corner = view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
        let s = 1 / 2.0.squareRoot()
        // (0,0) → (50, 50 − 50√2); (10,0) → +(10s, 10s); (0,10) → +(−10s, 10s); (10,10) → +(0, 20s).
        #expect(near(corner, CGRect(x: 50 - 10 * s, y: 50 - half, width: 20 * s, height: 20 * s)), "\(corner)")
        // A negative-size rect is standardized first.
        let flipped = view.convert(CGRect(x: 10, y: 10, width: -10, height: -10), to: root)
        #expect(near(flipped, corner))
        // Back: the bounding box grows again (it is not the inverse of the first box).
        let back = root.convert(corner, to: view)
        #expect(back.width > 10 && back.height > 10)
        #expect(near(back.midX, 5) && near(back.midY, 5))
    }

    @Test func throughAShiftedBoundsOrigin() {
        let (window, root) = makeTree()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        parent.bounds.origin = CGPoint(x: 20, y: 30)
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 20, y: 30))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: 40))
        #expect(parent.convert(CGPoint.zero, to: root) == CGPoint(x: -10, y: -20))
        #expect(root.convert(CGPoint(x: 10, y: 10), to: parent) == CGPoint(x: 20, y: 30))
        #expect(window.convert(CGPoint(x: 30, y: 40), to: child) == .zero)
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
                == CGRect(x: 10, y: 10, width: 10, height: 10))
        // The root's own bounds origin shifts everything inside it too.
        root.bounds.origin = CGPoint(x: -5, y: -5)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 35, y: 45))
    }

    @Test func combinedScaleRotationAndShiftRoundTrips() {
        let (window, root) = makeTree()
        root.transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 1.5, y: 0.75)
        let mid = UIView(frame: CGRect(x: 40, y: 50, width: 120, height: 80))
        mid.bounds.origin = CGPoint(x: -13, y: 21)
        mid.transform = CGAffineTransform(rotationAngle: -1.1)
        let leaf = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
        leaf.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        root.addSubview(mid)
        mid.addSubview(leaf)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 12.5, y: -7), CGPoint(x: 300, y: 1e3)] {
            let there = leaf.convert(p, to: nil)
            #expect(near(leaf.convert(there, from: nil), p, 1e-9))
            #expect(near(window.convert(there, to: leaf), p, 1e-9))
            let inRoot = leaf.convert(p, to: root)
            #expect(near(root.convert(inRoot, to: leaf), p, 1e-9))
            #expect(near(leaf.convert(inRoot, from: root), p, 1e-9))
            // Converting step by step equals converting in one go.
            let stepwise = mid.convert(leaf.convert(p, to: mid), to: nil)
            #expect(near(stepwise, there, 1e-9))
        }
        // Without a window, nil means the root of the tree.
        let loose = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        loose.addSubview(inner)
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: 5))
        #expect(inner.convert(CGPoint(x: 5, y: 5), from: nil) == .zero)
    }

    @Test func betweenTwoHeadlessWindowsThroughTheScreen() throws {
        let first = try HeadlessScreen(width: 120, height: 100)
        let second = try HeadlessScreen(width: 120, height: 100)
        first.window.frame.origin = CGPoint(x: 0, y: 0)
        second.window.frame.origin = CGPoint(x: 300, y: 200)
        #expect(second.window.frame == CGRect(x: 300, y: 200, width: 120, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        first.window.addSubview(a)
        second.window.addSubview(b)
        // a (0,0) is (10,10) on screen; b's origin is (305, 205) on screen.
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -295, y: -195))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 295, y: 195))
        #expect(a.convert(CGPoint(x: -295, y: -195), from: b) == .zero)
        #expect(
            a.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: b)
                == CGRect(x: -295, y: -195, width: 20, height: 20))
        #expect(a.convert(CGPoint(x: 1, y: 2), to: second.window) == CGPoint(x: -289, y: -188))

        // Window to window, and nil: the screen.
        let w1 = first.window, w2 = second.window
        #expect(w2.convert(CGPoint(x: 10, y: 10), to: nil as UIWindow?) == CGPoint(x: 310, y: 210))
        #expect(w2.convert(CGPoint(x: 310, y: 210), from: nil as UIWindow?) == CGPoint(x: 10, y: 10))
        #expect(
            w2.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: nil as UIWindow?)
                == CGRect(x: 301, y: 202, width: 3, height: 4))
        #expect(
            w2.convert(CGRect(x: 301, y: 202, width: 3, height: 4), from: nil as UIWindow?)
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(w1.convert(CGPoint(x: 10, y: 10), to: w2) == CGPoint(x: -290, y: -190))
        #expect(w1.convert(CGPoint(x: -290, y: -190), from: w2) == CGPoint(x: 10, y: 10))
        #expect(
            w2.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: w1) == CGRect(x: 300, y: 200, width: 5, height: 5))

        // Scaling the second window's root content: still exact through the screen.
        b.transform = CGAffineTransform(scaleX: 2, y: 2)  // around b's center (15, 15)
        // b (0,0) → w2 (15,15) + 2·(−10,−10) = (−5,−5) → screen (295, 195) → a (285, 185).
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 285, y: 185))
        #expect(b.convert(CGPoint(x: 285, y: 185), from: a) == .zero)
    }
}
