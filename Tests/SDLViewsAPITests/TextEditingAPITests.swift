import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// A text field subclass as apps write them: insets for the text, a custom
/// placeholder drawing hook, and a delegate limiting the length.
@MainActor
final class PaddedTextField: UITextField {
    var drewPlaceholder = false

    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    override func drawPlaceholder(in rect: CGRect) {
        drewPlaceholder = true
        super.drawPlaceholder(in: rect)
    }
}

@MainActor
final class LengthLimiter: UITextFieldDelegate, UITextViewDelegate {
    let limit: Int
    var returned = false
    init(limit: Int) { self.limit = limit }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= limit
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returned = true
        textField.resignFirstResponder()
        return false
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text as NSString
        return current.replacingCharacters(in: range, with: text).count <= limit
    }
}

@MainActor
final class LoggingTextView: UITextView {
    var inserted: [String] = []
    override func insertText(_ text: String) {
        inserted.append(text)
        super.insertText(text)
    }
    override func paste(_ sender: Any?) {
        inserted.append("paste")
        super.paste(sender)
    }
}

@MainActor
@Suite struct TextEditingAPITests {
    @Test func aTextFieldSubclassWithALimitingDelegate() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let field = PaddedTextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.placeholder = "Name"
        let limiter = LengthLimiter(limit: 5)
        field.delegate = limiter
        screen.window.addSubview(field)
        screen.runFrame()
        #expect(field.drewPlaceholder)
        screen.tap(at: CGPoint(x: 100, y: 27))
        #expect(field.isEditing)
        screen.type("abcdefgh")
        #expect(field.text == "abcde")
        screen.key(.keyboardReturnOrEnter)
        #expect(limiter.returned && !field.isFirstResponder)
        let range = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
        #expect(field.text(in: range) == "abcde")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
    }

    @Test func aTextViewSubclassSeesTypingAndPastes() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = LoggingTextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        let limiter = LengthLimiter(limit: 8)
        view.delegate = limiter
        screen.window.addSubview(view)
        screen.runFrame()
        view.becomeFirstResponder()
        screen.type("hi")
        UIPasteboard.general.string = " there, long"
        screen.key(.keyboardV, modifiers: .control)
        #expect(view.inserted == ["h", "i", "paste"])
        #expect(view.text == "hi")  // the paste would exceed the limit
        view.undoManager?.undo()
        #expect(view.text == "")
    }

    /// A notes editor as apps write one: rich text in, a bold word typed,
    /// the attributed text read back with its runs, and undo.
    @Test func aRichNotesEditorTypesInTypingAttributes() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 260, height: 160))
        let body = UIFont.systemFont(ofSize: 15)
        let note = NSMutableAttributedString(string: "Title\nbody", attributes: [.font: body])
        note.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 24), range: NSRange(location: 0, length: 5))
        view.attributedText = note
        screen.window.addSubview(view)
        screen.runFrame()
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: view.text.utf16.count, length: 0)
        view.typingAttributes[.foregroundColor] = UIColor.red
        screen.type("!")
        let typed = view.attributedText.attribute(.foregroundColor, at: 10, effectiveRange: nil) as? UIColor
        #expect(typed == .red)
        var titleRange = NSRange()
        let title = view.attributedText.attribute(.font, at: 0, effectiveRange: &titleRange) as? UIFont
        #expect(title?.pointSize == 24)
        #expect(titleRange == NSRange(location: 0, length: 5))
        // The title line is as tall as its 24-point font, the body line below it.
        let bodyCaret = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 6)!)
        #expect(bodyCaret.minY == 8 + UIFont.boldSystemFont(ofSize: 24).lineHeight)
        view.undoManager?.undo()
        #expect(view.text == "Title\nbody")
        #expect(view.attributedText.length == 10)
    }

    @Test func undoManagerRegistersAndGroups() {
        final class Box { var value = 0 }
        let box = Box()
        let manager = UndoManager()
        func set(_ value: Int) {
            let old = box.value
            box.value = value
            manager.registerUndo(withTarget: box) { _ in set(old) }
        }
        set(1)
        manager.beginUndoGrouping()
        set(2)
        set(3)
        manager.endUndoGrouping()
        manager.undo()
        #expect(box.value == 1)
        manager.redo()
        #expect(box.value == 3)
        manager.undo()
        manager.undo()
        #expect(box.value == 0 && !manager.canUndo && manager.canRedo)
    }
}

/// A credits screen as an iOS app writes it: a read-only text view whose
/// links open, with a delegate that keeps mail links in the game.
@MainActor
final class CreditsTextViewDelegate: NSObject, UITextViewDelegate {
    var mailed: [URL] = []
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        guard URL.scheme == "mailto" else { return true }
        mailed.append(URL)
        return false
    }
}

@MainActor
@Suite struct DataDetectorAPITests {
    @Test func aCreditsViewOpensWebLinksAndKeepsMailLinks() throws {
        let screen = try HeadlessScreen(width: 320, height: 100)
        let credits = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        credits.isEditable = false
        credits.dataDetectorTypes = [.link, .phoneNumber]
        credits.font = .systemFont(ofSize: 17)
        credits.text = "mail@studio.games"
        let delegate = CreditsTextViewDelegate()
        credits.delegate = delegate
        screen.window.addSubview(credits)
        screen.advance(by: 1.0 / 60)
        screen.tap(at: CGPoint(x: 40, y: 18))
        #expect(delegate.mailed == [URL(string: "mailto:mail@studio.games")!])
        credits.text = "www.example.com"
        screen.advance(by: 1.0 / 60)
        screen.tap(at: CGPoint(x: 40, y: 18))
        #expect(screen.openedURLs == [URL(string: "http://www.example.com")!])
        #expect(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        #expect(credits.dataDetectorTypes == [.link, .phoneNumber] && UIDataDetectorTypes.all.contains(.address))
    }
}
