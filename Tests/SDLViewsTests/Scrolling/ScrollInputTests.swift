import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A view inside a scroll view that can be first responder (a game's focused widget).
@MainActor
final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// Desktop input: wheel notches, precise trackpad deltas with momentum, keys for the first responder or hover.
@MainActor
@Suite struct ScrollInputTests {
    typealias Scene = ScrollScene

    @Test func wheelNotchesScrollSmoothlyAndAddUp() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        scene.screen.scroll(y: -1, at: CGPoint(x: 100, y: 100))
        scene.screen.advance(by: 0.05)
        let partway = scene.scrollView.contentOffset.y
        #expect(partway > 0 && partway < 48)
        scene.screen.scroll(y: -1, at: CGPoint(x: 100, y: 100))
        scene.screen.scroll(y: -1, at: CGPoint(x: 100, y: 100))
        scene.settle()
        // 48 points a notch; the two quick ones speed up (×1.25, ×1.5: WheelNotchAcceleration).
        #expect(abs(scene.scrollView.contentOffset.y - (48 + 60 + 72)) < 0.001)
        scene.screen.scroll(y: 10, at: CGPoint(x: 100, y: 100))
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 0)  // clamped at the top
    }

    @Test func preciseDeltasMoveAtOnceThenCarryOnWithMomentum() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 5000))
        scene.screen.scroll(y: -0.5, at: CGPoint(x: 100, y: 100), precise: true)
        #expect(scene.scrollView.contentOffset.y == 5)
        for _ in 0..<5 {
            scene.screen.advance(by: Scene.frame)
            scene.screen.scroll(y: -1.5, at: CGPoint(x: 100, y: 100), precise: true)
        }
        #expect(scene.scrollView.contentOffset.y == 80)
        scene.screen.advance(by: 0.1)
        #expect(scene.scrollView.isDecelerating)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y > 100)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.recorder.entries.last == "didEndDecelerating")
    }

    @Test func theWheelGoesToTheScrollViewThatCanScrollAlongIt() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 2000))
        let shelf = UIScrollView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
        shelf.contentSize = CGSize(width: 1000, height: 100)
        scene.scrollView.addSubview(shelf)
        scene.screen.scroll(y: -2, at: CGPoint(x: 100, y: 100))
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 96)
        #expect(shelf.contentOffset == .zero)
        // The shelf moved up with the list (content y 50…150 at offset 96): it is under y 20 now.
        scene.screen.scroll(x: 3, y: 0, at: CGPoint(x: 100, y: 20))
        scene.screen.advance(by: 0.3)
        #expect(abs(shelf.contentOffset.x - 144) < 0.001)
        #expect(scene.scrollView.contentOffset.y == 96)
    }

    @Test func keysScrollTheHoveredScrollView() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        scene.screen.mouseMove(to: CGPoint(x: 100, y: 100), buttonDown: false)
        scene.screen.key(.keyboardDownArrow)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 40)
        scene.screen.key(.keyboardPageDown)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 200)
        scene.screen.key(.keyboardSpacebar, modifiers: .shift)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 40)
        scene.screen.key(.keyboardEnd)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 800)
        scene.recorder.entries.removeAll()
        scene.screen.key(.keyboardHome)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(scene.recorder.folded == ["didScroll", "didScrollToTop"])
    }

    @Test func keysScrollTheScrollViewAroundTheFirstResponder() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        let focused = FocusableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.scrollView.addSubview(focused)
        #expect(focused.becomeFirstResponder())
        scene.screen.key(.keyboardSpacebar)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 160)
        // Held keys repeat.
        scene.screen.keyDown(.keyboardDownArrow)
        scene.screen.keyDown(.keyboardDownArrow, isRepeat: true)
        scene.screen.keyUp(.keyboardDownArrow)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 240)
    }

    @Test func badValuesAreRefusedAndTheOldOnesKept() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        let scrollView = scene.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        SDLViewsLog.clear()
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
        scrollView.contentSize = CGSize(width: 10, height: -1)
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        #expect(SDLViewsLog.messages.count == 6)
        #expect(scrollView.contentSize == CGSize(width: 200, height: 1000))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.decelerationRate == .normal)
    }

    @Test func theSafeAreaAdjustsTheContentInset() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        scene.scrollView.removeFromSuperview()
        controller.view = scene.scrollView
        scene.screen.window.addSubview(scene.scrollView)
        scene.screen.runFrame()
        #expect(scene.scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(scene.recorder.entries.contains("didChangeAdjustedContentInset"))
        #expect(scene.scrollView.verticalRange == -20...810)
        scene.scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scene.scrollView.adjustedContentInset == .zero)
        scene.scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(scene.scrollView.adjustedContentInset.top == 5)
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() throws {
        let scene = try Scene(content: CGSize(width: 200, height: 1000))
        scene.scrollView.backgroundColor = .white
        scene.drag(Scene.line(from: CGPoint(x: 100, y: 150), step: CGPoint(x: 0, y: -10), count: 4))
        let bar = try #require(scene.scrollView.indicators.vertical)
        #expect(bar.alpha == 1)
        let offset = scene.scrollView.contentOffset.y
        #expect(bar.frame.minX == 194 && bar.frame.width == 3)
        #expect(abs(bar.frame.height - 194 * 0.2) < 1e-9)
        #expect(abs(bar.frame.minY - (offset + 3 + (194 - bar.frame.height) * offset / 800)) < 1e-9)
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: bar.frame.midY - offset)).r < 200)
        scene.screen.advance(by: 0.2)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 120))
        scene.screen.advance(by: 0.6)
        #expect(bar.alpha > 0 && bar.alpha < 1)
        scene.screen.advance(by: 0.5)
        #expect(bar.alpha == 0)
        scene.scrollView.flashScrollIndicators()
        #expect(bar.alpha == 1)
        scene.screen.advance(by: 1.5)
        scene.screen.advance(by: Scene.frame)
        #expect(bar.alpha == 0)
        scene.scrollView.showsVerticalScrollIndicator = false
        scene.scrollView.flashScrollIndicators()
        #expect(bar.alpha == 0)
    }
}

/// A first responder that takes text: it keeps the scrolling keys for itself.
@MainActor
final class TextSinkView: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { _ = text.popLast() }
}

@MainActor
@Suite struct ScrollRenderingTests {
    /// The content is drawn at its offset: a red band 300 points down shows at the top once scrolled there.
    @Test func scrolledContentIsDrawnAtItsOffset() throws {
        let scene = try ScrollScene(content: CGSize(width: 200, height: 1000))
        let band = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 20))
        band.backgroundColor = .red
        scene.scrollView.addSubview(band)
        scene.screen.runFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 100, y: 10)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 295)
        scene.screen.runFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 100, y: 10)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(scene.screen.pixel(at: CGPoint(x: 100, y: 2)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aFirstResponderTakingTextKeepsTheScrollingKeys() throws {
        let scene = try ScrollScene(content: CGSize(width: 200, height: 1000))
        let field = TextSinkView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        scene.scrollView.addSubview(field)
        #expect(field.becomeFirstResponder())
        scene.screen.key(.keyboardDownArrow)
        scene.screen.key(.keyboardPageDown)
        scene.screen.advance(by: 0.4)
        #expect(scene.scrollView.contentOffset == .zero)
    }
}
