import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    var calls: [String] = []
    var refused: Set<Character> = []

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !text.contains { refused.contains($0) }
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("change") }
}

@MainActor
@Suite struct TextViewTests {
    private func makeView(
        in screen: HeadlessScreen, frame: CGRect = CGRect(x: 10, y: 10, width: 220, height: 120)
    ) -> UITextView {
        let view = UITextView(frame: frame)
        view.font = UIFont.systemFont(ofSize: 14)
        screen.window.addSubview(view)
        screen.runFrame()
        return view
    }

    @Test func returnInsertsLineBreaksAndArrowsMoveByLine() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        view.becomeFirstResponder()
        screen.type("aaaaaaa")
        screen.key(.keyboardReturnOrEnter)
        screen.type("aaa")
        #expect(view.text == "aaaaaaa\naaa")
        screen.key(.keyboardUpArrow)  // same x: after the third "a"
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
        screen.key(.keyboardEnd)
        #expect(view.selectedRange.location == 7)
        screen.key(.keyboardDownArrow)  // the shorter line's end
        #expect(view.selectedRange.location == 11)
        screen.key(.keyboardHome, modifiers: .shift)
        #expect(view.selectedRange == NSRange(location: 8, length: 3))
        screen.key(.keyboardTab)
        #expect(view.text == "aaaaaaa\n\t")
    }

    /// UIKit's `textContainer`: 5-point padding at both ends of a line, the
    /// width tracking the view; a container that does not track wraps at its
    /// own width, and less padding moves the text to the inset.
    @Test func theTextContainerSetsThePaddingAndTheWrappingWidth() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.textContainer.widthTracksTextView && !view.textContainer.heightTracksTextView)
        #expect(view.textContainer.size.height == .greatestFiniteMagnitude)
        view.text = String(repeating: "word ", count: 40)
        screen.runFrame()
        let tracking = view.lineLayout.fragments(of: 0, in: view.editor.storage).count
        view.textContainer.lineFragmentPadding = 0
        screen.runFrame()
        #expect(view.caretRect(for: UITextPosition(offset: 0)).minX == view.textContainerInset.left - 1)
        view.textContainer.widthTracksTextView = false
        view.textContainer.size = CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude)
        screen.runFrame()
        let narrow = view.lineLayout.fragments(of: 0, in: view.editor.storage)
        #expect(narrow.count > tracking)
        for line in narrow { #expect(TextMeasurer(font: view.font!).width(line.text) <= 100) }
        view.textContainer.lineFragmentPadding = -.infinity
        #expect(view.textContainer.lineFragmentPadding == 0, "refused")
    }

    @Test func longParagraphsWrapAtTheContainerWidth() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        view.text = String(repeating: "word ", count: 40)
        screen.runFrame()
        let lines = view.lineLayout.fragments(of: 0, in: view.editor.storage)
        #expect(lines.count > 3)
        let width = view.bounds.width - 2 * view.textContainer.lineFragmentPadding
        for line in lines { #expect(TextMeasurer(font: view.font!).width(line.text) <= width) }
        #expect(lines.dropLast().allSatisfy { !$0.text.hasSuffix(" ") && !$0.text.hasPrefix(" ") })
        let first = view.caretRect(for: UITextPosition(offset: 0))
        let second = view.caretRect(for: UITextPosition(offset: lines[1].columns.lowerBound))
        #expect(second.minY == first.minY + view.font!.lineHeight)
        #expect(first.minY == view.textContainerInset.top)  // bounds coordinates: the content's
    }

    /// The caret is a view of its own: a keystroke redraws (and uploads)
    /// the edited line only, and a selection collapsed to a caret is redrawn
    /// away.
    @Test func typingRedrawsTheEditedLineAndACollapsedSelectionIsCleared() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        // SDL blends the canvas, so it samples the texture (a copy pixman blends reads the store: nothing is uploaded).
        runtime.blendsFadedCopiesWithPixman = false
        defer { runtime.blendsFadedCopiesWithPixman = true }
        let view = makeView(in: screen)
        view.text = (0..<6).map { "Line \($0)" }.joined(separator: "\n")
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 3, length: 0)
        screen.runFrame()
        let textures = try #require(screen.window.host?.textures)
        screen.type("x")
        screen.runFrame()
        let lineHeight = try #require(view.font).lineHeight
        #expect(textures.lastBackingStoreUpload.height <= (lineHeight + 2).rounded(.up))
        let plain = try #require(screen.snapshot().cgImage)
        view.selectedRange = NSRange(location: 0, length: 8)
        screen.runFrame()
        let selected = try #require(screen.snapshot().cgImage)
        #expect(!GoldenImage.difference(selected, plain, tolerance: 0, maxDifferingPixels: 0, name: "selected").matches)
        view.selectedRange = NSRange(location: 4, length: 0)
        screen.runFrame()
        let collapsed = try #require(screen.snapshot().cgImage)
        let result = GoldenImage.difference(collapsed, plain, tolerance: 0, maxDifferingPixels: 0, name: "collapsed")
        #expect(result.matches, "\(result)")
    }

    @Test func delegateVetoesAndHearsChanges() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        let delegate = RecordingTextViewDelegate()
        delegate.refused = ["#"]
        view.delegate = delegate
        view.becomeFirstResponder()
        screen.type("a#b")
        #expect(view.text == "ab")
        view.resignFirstResponder()
        #expect(delegate.calls == ["shouldBegin", "didBegin", "change", "change", "didEnd"])
    }

    @Test func aReadOnlyViewSelectsAndCopiesButDoesNotEdit() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        view.text = "read only"
        view.isEditable = false
        #expect(view.becomeFirstResponder())
        screen.type("x")
        screen.key(.keyboardDeleteOrBackspace)
        #expect(view.text == "read only")
        screen.key(.keyboardA, modifiers: .control)
        screen.key(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "read only")
        screen.key(.keyboardX, modifiers: .control)
        #expect(view.text == "read only")
    }

    @Test func scrollsByWheelAndFollowsTheCaret() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        view.text = (1...60).map { "line \($0)" }.joined(separator: "\n")
        screen.runFrame()
        // Setting text puts the caret at the end, scrolled into view.
        #expect(view.contentOffset.y == view.verticalRange.upperBound)
        #expect(view.verticalRange.upperBound > 0)
        view.becomeFirstResponder()
        screen.key(.keyboardUpArrow, modifiers: .command)
        #expect(view.selectedRange.location == 0 && view.contentOffset.y == 0)
        screen.scroll(y: -3, at: CGPoint(x: 100, y: 60))
        screen.advance(by: 0.3)  // a wheel notch scrolls smoothly, 48 points
        #expect(abs(view.contentOffset.y - 144) < 0.001)
        let point = CGPoint(x: 12, y: 10 + view.textContainerInset.top + 2)
        screen.tap(at: point)
        let line = Int((144 + 2) / view.font!.lineHeight)
        #expect(
            view.selectedRange.location
                == view.text.components(separatedBy: "\n").prefix(line).map { $0.count + 1 }.reduce(0, +))
    }

    @Test func clicksSelectCaretWordAndParagraph() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        view.text = "first paragraph here\nsecond one"
        view.becomeFirstResponder()
        screen.runFrame()
        let caret = view.caretRect(for: UITextPosition.at(8, in: view))
        let point = CGPoint(x: view.frame.minX + caret.midX, y: view.frame.minY + caret.midY)
        screen.mouseDown(at: point)
        screen.mouseUp(at: point)
        #expect(view.selectedRange == NSRange(location: 8, length: 0))
        screen.mouseDown(at: point)
        screen.mouseUp(at: point)
        #expect(view.selectedRange == NSRange(location: 6, length: 9))
        screen.mouseDown(at: point)
        screen.mouseUp(at: point)
        #expect(view.selectedRange == NSRange(location: 0, length: 20))
    }

    @Test func undoRestoresTypingInWords() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        view.becomeFirstResponder()
        screen.type("one two")
        screen.key(.keyboardZ, modifiers: .control)
        #expect(view.text == "one ")
        screen.key(.keyboardZ, modifiers: [.control, .shift])
        #expect(view.text == "one two")
    }

    @Test func hugeTextIsLaidOutWhereItShows() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        view.becomeFirstResponder()
        let line = String(repeating: "0123456789 ", count: 9) + "\n"
        UIPasteboard.general.string = String(repeating: line, count: 10_000_000 / line.utf8.count)
        screen.key(.keyboardV, modifiers: .control)
        #expect(view.text.utf8.count > 9_900_000)
        screen.runFrame()
        #expect(view.contentOffset.y == view.verticalRange.upperBound)
        screen.type("!")
        #expect(view.text.hasSuffix("!"))
        view.text = String(repeating: "abcdefghij", count: 10_000)
        screen.runFrame()
        screen.type("z")
        #expect(view.text.count == 100_001)
    }

    @Test func imeCompositionInATextView() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = makeView(in: screen)
        view.becomeFirstResponder()
        screen.compose("かな", cursor: 2)
        #expect(view.markedTextRange != nil && view.text == "かな")
        screen.key(.keyboardLeftArrow)  // arrows belong to the IME while composing
        #expect(view.text == "かな")
        screen.type("仮名")
        #expect(view.text == "仮名" && view.markedTextRange == nil)
    }
}
