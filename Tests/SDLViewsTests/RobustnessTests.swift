import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Random streams of hierarchy and geometry changes, bad values included:
/// nothing crashes and the hierarchy's invariants hold after every step.
@MainActor
@Suite struct RobustnessTests {
    private static let wild: [CGFloat] = [0, 1, -1, 50, 1e9, -1e9, .nan, .infinity, -.infinity, 0.5, 1e-12]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomOperationsKeepTheTreeConsistent(seed: UInt64) throws {
        let screen = try HeadlessScreen(width: 120, height: 90)
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        var rng = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
        var views: [UIView] = [screen.window]
        for i in 0..<12 {
            let view = i % 3 == 0 ? UILabel() : UIView()
            (view as? UILabel)?.text = "v\(i)"
            view.backgroundColor = .systemBlue
            views.append(view)
        }
        for step in 0..<600 {
            perform(Int.random(in: 0..<14, using: &rng), on: views, rng: &rng)
            if step % 25 == 0 { screen.advance(by: 0.016) }
            try checkInvariants(views)
        }
        screen.advance(by: 2)
        for view in views {
            #expect(view.frame.origin.x.isFinite && view.frame.size.width.isFinite && view.alpha.isFinite)
        }
    }

    private func perform(_ operation: Int, on views: [UIView], rng: inout SeededGenerator) {
        let a = views.randomElement(using: &rng)!, b = views.randomElement(using: &rng)!
        let values = (0..<6).map { _ in RobustnessTests.wild.randomElement(using: &rng)! }
        var next = 0
        func v() -> CGFloat { next += 1; return values[(next - 1) % values.count] }
        switch operation {
        case 0: a.addSubview(b)
        case 1: a.insertSubview(b, at: Int.random(in: -3...8, using: &rng))
        case 2: a.insertSubview(b, aboveSubview: views.randomElement(using: &rng)!)
        case 3: a.insertSubview(b, belowSubview: views.randomElement(using: &rng)!)
        case 4: if b !== views[0] { b.removeFromSuperview() }
        case 5: a.bringSubviewToFront(b)
        case 6:
            a.exchangeSubview(
                at: Int.random(in: -1...4, using: &rng), withSubviewAt: Int.random(in: -1...4, using: &rng))
        case 7: a.frame = CGRect(x: v(), y: v(), width: v(), height: v())
        case 8: a.transform = CGAffineTransform(a: v(), b: v(), c: v(), d: v(), tx: v(), ty: v())
        case 9: a.alpha = v()
        case 10: a.bounds.origin = CGPoint(x: v(), y: v())
        case 11:
            let center = CGPoint(x: v(), y: v())
            UIView.animate(withDuration: Double(abs(v())), animations: { a.center = center })
        case 12: a.layer.contents = CGImage(width: 3, height: 2, bgraPixels: [UInt8](repeating: 200, count: 24))
        default: a.isHidden.toggle()
        }
    }

    private func checkInvariants(_ views: [UIView]) throws {
        for view in views {
            for subview in view.subviews {
                #expect(subview.superview === view)
                #expect(subview !== view && !view.isDescendant(of: subview), "no cycles")
            }
            // The subviews' layers appear among the sublayers in the same order.
            let layers = (view.layer.sublayers ?? []).filter { layer in view.subviews.contains { $0.layer === layer } }
            #expect(layers.map { ObjectIdentifier($0) } == view.subviews.map { ObjectIdentifier($0.layer) })
            #expect(view.frame.minX.isFinite && view.bounds.width.isFinite && view.center.y.isFinite)
        }
    }

    @Test func imagesBeyondTheTextureLimitStillDisplay() throws {
        let screen = try HeadlessScreen(width: 100, height: 20)
        SDLViewsLog.clear()
        let wide = try #require(
            CGImage(width: 20_000, height: 2, bgraPixels: [UInt8](repeating: 255, count: 20_000 * 2 * 4)))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.layer.contents = wide
        screen.window.backgroundColor = .black
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 10)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(SDLViewsLog.messages.contains { $0.contains("downscaled") })
    }
}
