import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UITextView as a UIScrollView: the text is the content, scrolled by finger
/// drags (with the scroll view's physics), the wheel and keys, while mouse
/// drags select; the caret is kept in view while typing.
@MainActor
@Suite struct TextViewScrollingTests {
    private func longView(in screen: HeadlessScreen, lines: Int = 80) -> UITextView {
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 220, height: 120))
        view.font = UIFont.systemFont(ofSize: 14)
        view.text = (1...lines).map { "line \($0)" }.joined(separator: "\n")
        screen.window.addSubview(view)
        screen.runFrame()
        view.setContentOffset(.zero, animated: false)
        screen.runFrame()
        return view
    }

    @Test func isAScrollViewWhoseContentIsTheText() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = longView(in: screen)
        let scrollView: UIScrollView = view
        let lineHeight = view.font!.lineHeight
        #expect(scrollView.contentSize.width == 220)
        #expect(scrollView.contentSize.height == (80 * lineHeight + 16).rounded(.up))
        view.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        screen.runFrame()
        #expect(view.contentSize.height == (80 * lineHeight + 50).rounded(.up))
        #expect(view.caretRect(for: UITextPosition(offset: 0)).minX == 10 + view.textContainer.lineFragmentPadding - 1)
        #expect(view.caretRect(for: UITextPosition(offset: 0)).minY == 20)
        view.textContainerInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(view.textContainerInset.top == 20, "a non-finite inset is refused")
    }

    @Test func aFingerDragScrollsAndFlingsWithTheScrollViewsPhysics() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = longView(in: screen)
        let recorder = ScrollRecorder()
        view.delegate = recorder
        screen.touchDown(at: CGPoint(x: 100, y: 110))
        for step in 1...6 {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: 100, y: 110 - CGFloat(step) * 15))
        }
        let dragged = view.contentOffset.y
        #expect(dragged > 40 && view.isDragging)
        screen.touchUp(at: CGPoint(x: 100, y: 20))
        #expect(view.isDecelerating)
        screen.advance(by: 0.2)
        #expect(view.contentOffset.y > dragged, "it carries on after the finger lifts")
        screen.advance(by: 5)
        #expect(
            recorder.folded.prefix(4) == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)"])
        #expect(recorder.folded.last == "didEndDecelerating")
        #expect(!view.isFirstResponder, "a pan does not focus the text view")
        // The lines scrolled into view are laid out and drawn.
        let shown = view.lineLayout.paragraph(atLine: Int(view.contentOffset.y / view.font!.lineHeight))
        #expect(view.lineLayout.firstLine(of: shown) * 1 >= 0)
        #expect(view.caretRect(for: UITextPosition(offset: 0)).minY == view.textContainerInset.top)
    }

    @Test func aMouseDragSelectsInsteadOfScrolling() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = longView(in: screen)
        view.becomeFirstResponder()
        screen.mouseDown(at: CGPoint(x: 20, y: 22))
        screen.mouseMove(to: CGPoint(x: 80, y: 60))
        screen.mouseUp(at: CGPoint(x: 80, y: 60))
        #expect(view.contentOffset.y == 0)
        #expect(view.selectedRange.length > 0)
    }

    @Test func theWheelScrollsSmoothlyAndShowsTheIndicator() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = longView(in: screen)
        screen.scroll(y: -2, at: CGPoint(x: 100, y: 60))
        screen.advance(by: 0.05)
        let partway = view.contentOffset.y
        #expect(partway > 0 && partway < 96)
        screen.advance(by: 0.3)
        #expect(abs(view.contentOffset.y - 96) < 0.001, "two notches of 48 points")
        #expect((view.indicators.vertical?.alpha ?? 0) > 0)
    }

    @Test func typingAtTheBottomKeepsTheCaretInView() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = longView(in: screen, lines: 3)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: view.text.utf16.count, length: 0)
        #expect(view.contentOffset.y == 0)
        for _ in 0..<12 {
            screen.key(.keyboardReturnOrEnter)
            screen.type("more")
        }
        screen.runFrame()
        let caret = view.caretRect(for: view.selectedTextRange!.end)
        let visible = CGRect(origin: view.contentOffset, size: view.bounds.size)
        #expect(view.contentOffset.y > 0)
        #expect(visible.contains(caret), "the caret line is shown")
        #expect(caret.maxY + view.textContainerInset.bottom <= visible.maxY + 0.5)
        #expect(view.contentOffset.y == view.verticalRange.upperBound, "typing at the end follows the end")
        // The caret view sits in the content, where the caret is.
        #expect(view.caretView.frame == caret)
    }

    @Test func scrollRangeToVisibleScrollsToALine() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = longView(in: screen)
        let start = (view.text as NSString).range(of: "line 40").location
        view.scrollRangeToVisible(NSRange(location: start, length: 7))
        let caret = view.caretRect(for: UITextPosition(offset: start))
        #expect(CGRect(origin: view.contentOffset, size: view.bounds.size).contains(caret))
        #expect(view.contentOffset.y > 0)
    }
}
