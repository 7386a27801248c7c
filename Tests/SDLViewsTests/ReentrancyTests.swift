import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Callbacks that change the world under the frame that called them: views,
/// windows, animations and recognizers added and removed from inside
/// layoutSubviews, draw, completions, gesture and control actions and
/// display-link callbacks. Each must leave the hierarchy, the touches, the
/// recognizers and the animation engine consistent, and the next input work.
@MainActor
@Suite struct ReentrancyTests {
    /// Every view's superview, layer parent and window agree, and nothing is left waiting.
    private func expectConsistent(_ screen: HeadlessScreen, sourceLocation: SourceLocation = #_sourceLocation) {
        var stack: [UIView] = [screen.window]
        while let view = stack.popLast() {
            for child in view.subviews {
                #expect(child.superview === view, sourceLocation: sourceLocation)
                #expect(child.layer.superlayer === view.layer, sourceLocation: sourceLocation)
                #expect(child.window === screen.window, sourceLocation: sourceLocation)
                stack.append(child)
            }
        }
        #expect(screen.window.activeTouches.isEmpty, sourceLocation: sourceLocation)
        #expect(runtime.gestureEnvironment.active.isEmpty, sourceLocation: sourceLocation)
    }

    private func settle(_ screen: HeadlessScreen) {
        for _ in 0..<4 { screen.advance(by: 0.5) }
    }

    final class ChurningLayoutView: UIView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            guard passes < 3 else { return }
            subviews.forEach { $0.removeFromSuperview() }
            let child = UIView(frame: bounds.insetBy(dx: 10, dy: 10))
            addSubview(child)
            UIView.animate(withDuration: 0.2) { child.alpha = 0.5 }
            child.addGestureRecognizer(UITapGestureRecognizer())
            setNeedsLayout()
        }
    }

    @Test func layoutSubviewsReplacingItsChildrenAndAnimatingThem() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let view = ChurningLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.window.addSubview(view)
        settle(screen)
        #expect(view.subviews.count == 1)
        #expect(view.passes >= 3)
        screen.tap(at: CGPoint(x: 50, y: 50))
        expectConsistent(screen)
        #expect(!runtime.animationEngine.hasWork)
    }

    final class SelfRemovingDrawView: UIView {
        var draws = 0
        var sibling: UIView?
        override func draw(_ rect: CGRect) {
            draws += 1
            let parent = superview
            removeFromSuperview()
            let replacement = UIView(frame: frame)
            replacement.backgroundColor = .green
            parent?.addSubview(replacement)
            sibling = replacement
            UIView.animate(withDuration: 0.1) { replacement.alpha = 0 }
        }
    }

    @Test func drawRemovingItsOwnViewAndAddingASibling() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = SelfRemovingDrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.window.addSubview(view)
        settle(screen)
        #expect(view.draws == 1)
        #expect(view.superview == nil)
        #expect(view.sibling?.superview === screen.window)
        expectConsistent(screen)
    }

    @Test func completionsThatRemoveAnimateAndCloseWindows() throws {
        let (screen, view) = try AnimationScene.make()
        let second = try ExtraWindow.open(width: 60, height: 60)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        second.addSubview(other)
        screen.advance(by: 0.1)
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { other.alpha = 0 }, completion: { log.append("other \($0)") })
        UIView.animate(
            withDuration: 0.2, animations: { view.alpha = 0.5 },
            completion: { finished in
                log.append("view \(finished)")
                second.close()
                view.removeFromSuperview()
                screen.window.addSubview(view)
                UIView.animate(
                    withDuration: 0.2, animations: { view.alpha = 1 }, completion: { log.append("again \($0)") })
            })
        settle(screen)
        #expect(log == ["view true", "other false", "again true"])
        #expect(!UIApplication.shared.windows.contains { $0 === second })
        expectConsistent(screen)
        #expect(!runtime.animationEngine.hasWork)
    }

    @Test func gestureActionRemovingItsRecognizerAndViewAndAddingAnother() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        var log: [String] = []
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.window.addSubview(first)
        let tap = UITapGestureRecognizer { recognizer in
            log.append("first")
            let view = recognizer.view
            view?.removeGestureRecognizer(recognizer)
            view?.removeFromSuperview()
            let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            next.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("next") })
            screen.window.addSubview(next)
        }
        first.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["first", "next"])
        expectConsistent(screen)
    }

    @Test func controlActionReplacingItsButton() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        var log: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        button.addAction(
            UIAction { action in
                log.append("old")
                (action.sender as? UIView)?.removeFromSuperview()
                let replacement = UIButton(type: .system)
                replacement.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
                replacement.addAction(UIAction { _ in log.append("new") }, for: .touchUpInside)
                screen.window.addSubview(replacement)
            }, for: .touchUpInside)
        screen.window.addSubview(button)
        screen.tap(at: CGPoint(x: 50, y: 25))
        screen.tap(at: CGPoint(x: 50, y: 25))
        #expect(log == ["old", "new"])
        #expect(!button.isTracking && !button.isHighlighted)
        expectConsistent(screen)
    }

    @Test func displayLinkInvalidatingItselfAddingALinkAndChangingViews() throws {
        let (screen, view) = try AnimationScene.make()
        var log: [String] = []
        let link = CADisplayLink { link in
            log.append("first")
            link.invalidate()
            view.removeFromSuperview()
            screen.window.addSubview(view)
            UIView.animate(withDuration: 0.1) { view.alpha = 0.3 }
            let next = CADisplayLink { next in
                log.append("second")
                next.invalidate()
            }
            next.add(to: .main, forMode: .common)
        }
        link.add(to: .main, forMode: .common)
        settle(screen)
        #expect(log == ["first", "second"])
        #expect(view.layer.presentation()?.opacity == 0.3)
        expectConsistent(screen)
        #expect(!runtime.animationEngine.hasWork)
    }

    @Test func windowClosedFromAGestureActionMidTouch() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let second = try ExtraWindow.open(width: 60, height: 60)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .began { second.close() }
        }
        view.addGestureRecognizer(pan)
        screen.touchDown(at: CGPoint(x: 10, y: 10))
        screen.touchMove(to: CGPoint(x: 40, y: 10))
        screen.touchMove(to: CGPoint(x: 60, y: 10))
        screen.touchUp(at: CGPoint(x: 60, y: 10))
        #expect(states.first == .began && states.last == .ended)
        #expect(!UIApplication.shared.windows.contains { $0 === second })
        expectConsistent(screen)
    }
}
