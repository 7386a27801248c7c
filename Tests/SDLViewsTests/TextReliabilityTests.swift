import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// A delegate that sets the text from inside `shouldChangeCharactersIn` and
/// then agrees (issue 41, item 2).
@MainActor
final class TextSettingFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        textField.text = (textField.text ?? "").uppercased() + string.uppercased()
        return true
    }
}

/// Issue 41's text crashes: each trapped before its fix; now each is UIKit's
/// documented result (nil, clamping) or a logged refusal with the state consistent.
@MainActor
@Suite struct TextReliabilityTests {
    private static let long = String(repeating: "abcdefghij", count: 8)  // 80 Characters: more than a field shows

    private func focusedField(_ screen: HeadlessScreen, text: String = long) -> UITextField {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        screen.window.addSubview(field)
        field.text = text
        field.becomeFirstResponder()
        screen.runFrame()
        return field
    }

    private func expectConsistent(_ field: UITextField) {
        let count = field.editor.count
        #expect(field.editor.selection.upperBound <= count)
        #expect(field.editor.caret <= count)
        #expect((field.editor.markedRange?.upperBound ?? 0) <= count)
    }

    @Test func selectAllThenBackspaceInALongFieldEmptiesIt() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let field = focusedField(screen)
        field.selectAll(nil)
        field.deleteBackward()
        screen.runFrame()
        #expect(field.text == "")
        expectConsistent(field)
    }

    @Test func cutOfALongSelectionEmptiesTheFieldAndFillsThePasteboard() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let field = focusedField(screen)
        field.selectAll(nil)
        field.cut(nil)
        screen.runFrame()
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == Self.long)
        expectConsistent(field)
    }

    @Test func undoingALongPasteRestoresTheShortText() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let field = focusedField(screen, text: "ab")
        UIPasteboard.general.string = Self.long
        field.paste(nil)
        screen.runFrame()
        field.undoManager?.undo()
        screen.runFrame()
        #expect(field.text == "ab")
        expectConsistent(field)
    }

    @Test func aShorterCompositionReplacesALongOne() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let field = focusedField(screen, text: "")
        field.setMarkedText(Self.long, selectedRange: NSRange(location: 80, length: 0))
        screen.runFrame()
        field.setMarkedText("ab", selectedRange: NSRange(location: 2, length: 0))
        screen.runFrame()
        #expect(field.text == "ab")
        field.unmarkText()
        #expect(field.text == "ab")
        expectConsistent(field)
    }

    @Test func aDelegateThatSetsTextWhileAskedKeepsItsTextAndTheEditIsDropped() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let field = focusedField(screen, text: "")
        let delegate = TextSettingFieldDelegate()
        field.delegate = delegate
        SDLViewsLog.clear()
        for character in "hello" { field.insertText(String(character)) }
        screen.runFrame()
        #expect(field.text == "HELLO")
        #expect(SDLViewsLog.messages.contains { $0.contains("delegate changed the text") })
        expectConsistent(field)
    }

    @Test func positionsFarOutsideTheTextAreNil() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let field = focusedField(screen, text: "abc")
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.text = "abc"
        for input in [field as UITextInput, view as UITextInput] {
            let end = input.endOfDocument
            #expect(input.position(from: end, offset: Int.max) == nil)
            #expect(input.position(from: input.beginningOfDocument, offset: Int.min) == nil)
            #expect(input.position(from: end, offset: -1) != nil)
        }
    }

    @Test func hugeRangesAreClampedToTheText() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        screen.window.addSubview(view)
        view.text = "hello world"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 2, length: Int.max)
        #expect(view.selectedRange == NSRange(location: 2, length: 9))
        view.selectedRange = NSRange(location: Int.max, length: Int.max)
        #expect(view.selectedRange == NSRange(location: 11, length: 0))
        view.scrollRangeToVisible(NSRange(location: 3, length: Int.max))
        view.setMarkedText("abc", selectedRange: NSRange(location: 1, length: Int.max))
        #expect(view.editor.markedSelection == 1..<3)
        screen.runFrame()
        #expect(view.text == "hello worldabc")
    }

    @Test func extremeOffsetsFontsAndPointsDoNotTrapATextView() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        screen.window.addSubview(view)
        view.text = (0..<50).map { "line \($0) of some text" }.joined(separator: "\n")
        view.contentOffset = CGPoint(x: 0, y: 1e300)
        screen.runFrame()
        let far = view.closestPosition(to: CGPoint(x: 0, y: 1e300))
        #expect(far != nil)
        #expect(view.closestPosition(to: CGPoint(x: -1e300, y: -1e300)).map { view.offset(from: view.beginningOfDocument, to: $0) } == 0)
        view.contentOffset = .zero
        view.font = UIFont.systemFont(ofSize: 1e-300)
        screen.runFrame()
        _ = view.closestPosition(to: CGPoint(x: 10, y: 1e300))
        _ = view.caretRect(for: view.endOfDocument)
        view.font = UIFont.systemFont(ofSize: 14)
        screen.runFrame()
        #expect(view.text.count > 0)
    }

    @Test func aHugeClockStepIsIgnoredAndLogged() throws {
        let screen = try HeadlessScreen(width: 50, height: 50)
        let before = CACurrentMediaTime()
        SDLViewsLog.clear()
        screen.advance(by: 1e17)
        #expect(CACurrentMediaTime() == before)
        #expect(SDLViewsLog.messages.contains { $0.contains("advance(by: 1e+17)") })
        screen.advance(by: 1)
        #expect(CACurrentMediaTime() == before + 1)
    }

    @Test func thePasteboardKeepsTextAfterANul() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let field = focusedField(screen, text: "")
        UIPasteboard.general.string = "abc\0def"
        #expect(UIPasteboard.general.string == "abc\0def")
        field.paste(nil)
        #expect(field.text == "abc\0def")
        UIPasteboard.general.string = "plain"
        #expect(UIPasteboard.general.string == "plain")
    }

    /// Another application's copy (SDL's clipboard set directly) replaces the
    /// pasteboard's string whether it is longer, shorter, as long but
    /// different, or a prefix of it; the same text again keeps it.
    @Test func anotherApplicationsCopyReplacesThePasteboardsString() throws {
        _ = try HeadlessScreen(width: 50, height: 50)
        UIPasteboard.general.string = "plain"
        for copied in ["plainer", "pla", "plaix", "plai", "", "plain", "plain"] {
            #expect(SDL_SetClipboardText(copied) == 0)
            #expect(UIPasteboard.general.string == (copied.isEmpty ? nil : copied), "\(copied)")
        }
    }
}
