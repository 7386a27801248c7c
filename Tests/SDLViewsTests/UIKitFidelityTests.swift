import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Counts deinitializers run (touched only on the main thread in these tests).
final class DeinitCounter: @unchecked Sendable {
    var count = 0
}

/// A view with the plain cleanup `deinit` UIKit code writes.
final class CleanupView: UIView {
    let counter: DeinitCounter
    init(counter: DeinitCounter) {
        self.counter = counter
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { nil }
    deinit { counter.count += 1 }
}

/// Behaviours where SDLViews differed from UIKit (issue 14), each checked
/// against UIKit's documented or observed values.
@MainActor
@Suite struct UIKitFidelityTests {
    // MARK: deinit

    @Test func subclassDeinitRunsAndSubviewsLetGoOfTheirSuperview() {
        let counter = DeinitCounter()
        let child = UIView()
        var parent: CleanupView? = CleanupView(counter: counter)
        parent!.addSubview(child)
        #expect(child.superview === parent)
        parent = nil
        #expect(counter.count == 1)
        #expect(child.superview == nil)
    }

    // MARK: Colour animations in view blocks

    private func colorHalfway(from start: UIColor, to end: UIColor, border: Bool = false) throws -> CGColor? {
        let (screen, view) = try AnimationScene.make()
        if border { view.layer.borderColor = start.cgColor } else { view.backgroundColor = start }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            if border { view.layer.borderColor = end.cgColor } else { view.backgroundColor = end }
        })
        screen.advance(by: 0.5)
        let presented = view.layer.presentation()
        return border ? presented?.borderColor : presented?.backgroundColor
    }

    private func expectColor(_ color: CGColor?, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let c = color ?? CGColor(red: -1, green: -1, blue: -1, alpha: -1)
        let close = abs(c.red - r) < 1e-6 && abs(c.green - g) < 1e-6 && abs(c.blue - b) < 1e-6 && abs(c.alpha - a) < 1e-6
        #expect(close, "\(String(describing: color)) is not (\(r), \(g), \(b), \(a))", sourceLocation: sourceLocation)
    }

    @Test func blackToWhiteIsGreyHalfway() throws {
        expectColor(try colorHalfway(from: .black, to: .white), 0.5, 0.5, 0.5, 1)
    }

    @Test func clearToRedIsHalfRedHalfway() throws {
        expectColor(try colorHalfway(from: .clear, to: .red), 0.5, 0, 0, 0.5)
    }

    @Test func redToBlueIsPurpleHalfway() throws {
        expectColor(try colorHalfway(from: .red, to: .blue), 0.5, 0, 0.5, 1)
    }

    @Test func borderColorAnimatesInABlock() throws {
        expectColor(try colorHalfway(from: .black, to: .white, border: true), 0.5, 0.5, 0.5, 1)
    }

    // MARK: beginFromCurrentState

    @Test func beginFromCurrentStateStartsWhereTheViewIsOnScreen() throws {
        let (screen, view) = try AnimationScene.make()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 })
        screen.advance(by: 0.7)
        #expect(abs(AnimationScene.x(view) - 70) < 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                       animations: { view.center.x = -100 })
        #expect(abs(AnimationScene.x(view) - 70) < 1e-6)
        screen.advance(by: 0.1)
        #expect(abs(AnimationScene.x(view) - 53) < 1e-6)
        screen.advance(by: 0.9)
        #expect(abs(AnimationScene.x(view) + 100) < 1e-6)
    }

    // MARK: frame with a transform

    @Test func frameOnAScaledViewSetsBoundsThroughTheInverseTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 20, y: 30, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 70, y: 80))
    }

    @Test func frameOnARotatedLayerKeepsItsBoxAndSwapsTheSides() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 80)
        #expect(abs(layer.bounds.width - 80) < 1e-9 && abs(layer.bounds.height - 40) < 1e-9)
        let frame = layer.frame
        #expect(abs(frame.minX - 10) < 1e-9 && abs(frame.minY - 20) < 1e-9)
        #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 80) < 1e-9)
    }

    // MARK: Completion order

    @Test func completionsEndingInOneFrameRunInTheOrderTheAnimationsWereAdded() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        var generator = SeededGenerator(seed: 14)
        let views = (0..<64).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        views.forEach { screen.window.addSubview($0) }
        screen.advance(by: 0.1)
        let order = Array(0..<views.count).shuffled(using: &generator)
        var completed: [Int] = []
        for index in order {
            UIView.animate(withDuration: 0.5, animations: { views[index].center.x = 50 },
                           completion: { _ in completed.append(index) })
        }
        let layerOrder = Array(0..<views.count).shuffled(using: &generator)
        var stopped: [Int] = []
        for index in layerOrder {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.5
            animation.completion = { _ in stopped.append(index) }
            views[index].layer.add(animation, forKey: "fade")
        }
        screen.advance(by: 0.6)
        #expect(completed == order)
        #expect(stopped == layerOrder)
    }
}
