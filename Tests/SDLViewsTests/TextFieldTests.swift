import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// A delegate recording every call, with switches to veto.
@MainActor
final class RecordingFieldDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var refusedCharacters: Set<Character> = []
    var ranges: [NSRange] = []
    var selectionChanges = 0

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        ranges.append(range)
        return !string.contains { refusedCharacters.contains($0) }
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        return allowsReturn
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        calls.append("shouldClear")
        return true
    }
}

@MainActor
@Suite struct TextFieldTests {
    private func makeField(
        in screen: HeadlessScreen, frame: CGRect = CGRect(x: 20, y: 20, width: 200, height: 30)
    ) -> (UITextField, EventLog) {
        let field = UITextField(frame: frame)
        field.borderStyle = .roundedRect
        screen.window.addSubview(field)
        let log = EventLog()
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
            (.editingDidEndOnExit, "exit")
        ]
        for (event, name) in events { field.addAction(UIAction { _ in log.add(name) }, for: event) }
        screen.runFrame()
        return (field, log)
    }

    @Test func textIsEmptyNotNilAndSettingItSendsNothing() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, log) = makeField(in: screen)
        #expect(field.text == "")
        field.text = "hello"
        field.text = nil
        #expect(field.text == "")
        #expect(log.entries.isEmpty)
        #expect(!field.hasText)
    }

    @Test func tapFocusesAndTypingEditsAtTheCaret() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, log) = makeField(in: screen)
        screen.tap(at: CGPoint(x: 100, y: 35))
        #expect(field.isFirstResponder && field.isEditing)
        screen.type("abc")
        #expect(field.text == "abc")
        screen.key(.keyboardLeftArrow)
        screen.type("X")
        #expect(field.text == "abXc")
        screen.key(.keyboardDeleteOrBackspace)
        screen.key(.keyboardDeleteForward)
        #expect(field.text == "ab")
        #expect(log.entries == ["begin", "changed", "changed", "changed", "changed", "changed", "changed"])
    }

    @Test func delegateVetoesChangesAndSeesUTF16Ranges() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        let delegate = RecordingFieldDelegate()
        delegate.refusedCharacters = ["1"]
        field.delegate = delegate
        field.becomeFirstResponder()
        screen.type("👍a1b")
        #expect(field.text == "👍ab")
        #expect(delegate.ranges.map(\.location) == [0, 2, 3, 3])
        screen.key(.keyboardA, modifiers: .control)
        screen.key(.keyboardDeleteOrBackspace)
        #expect(field.text == "")
        #expect(delegate.ranges.last == NSRange(location: 0, length: 4))
    }

    @Test func selectionChangesAreReportedWhileEditing() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        field.text = "abc"
        #expect(delegate.selectionChanges == 0)  // not editing: no report
        field.becomeFirstResponder()
        let atBegin = delegate.selectionChanges
        screen.key(.keyboardLeftArrow)
        screen.key(.keyboardLeftArrow, modifiers: .shift)
        #expect(delegate.selectionChanges == atBegin + 2)
        #expect(field.text(in: field.selectedTextRange!) == "b")
        screen.key(.keyboardEnd, modifiers: .shift)  // the moving end crosses the anchor
        #expect(field.text(in: field.selectedTextRange!) == "c")
    }

    @Test func shouldBeginEditingCanRefuseFocus() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, log) = makeField(in: screen)
        let delegate = RecordingFieldDelegate()
        delegate.allowsBegin = false
        field.delegate = delegate
        screen.tap(at: CGPoint(x: 100, y: 35))
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(delegate.calls == ["shouldBegin"])
        #expect(log.entries.isEmpty)
    }

    @Test func shouldEndEditingCanKeepFocus() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing)
        delegate.allowsEnd = true
        #expect(field.resignFirstResponder())
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    }

    @Test func returnAsksTheDelegateAndEndsOnExit() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, log) = makeField(in: screen)
        let delegate = RecordingFieldDelegate()
        delegate.allowsReturn = false
        field.delegate = delegate
        field.becomeFirstResponder()
        screen.key(.keyboardReturnOrEnter)
        #expect(field.isEditing)
        delegate.allowsReturn = true
        screen.key(.keyboardReturnOrEnter)
        #expect(!field.isEditing)
        #expect(log.entries == ["begin", "exit", "end"])
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldReturn", "shouldReturn", "shouldEnd", "didEnd"])
    }

    @Test func tabHandsFirstResponderToTheNextField() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let (first, _) = makeField(in: screen)
        let (second, _) = makeField(in: screen, frame: CGRect(x: 20, y: 80, width: 200, height: 30))
        let firstDelegate = RecordingFieldDelegate(), secondDelegate = RecordingFieldDelegate()
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        first.becomeFirstResponder()
        screen.key(.keyboardTab)
        #expect(second.isFirstResponder && second.isEditing && !first.isEditing)
        #expect(firstDelegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        #expect(secondDelegate.calls == ["shouldBegin", "didBegin"])
        screen.key(.keyboardTab, modifiers: .shift)
        #expect(first.isFirstResponder)
        screen.type("x")
        #expect(first.text == "x" && second.text == "")
    }

    @Test func shortcutsCutCopyPasteSelectAllUndoRedo() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        field.becomeFirstResponder()
        screen.type("one two")
        screen.key(.keyboardLeftArrow, modifiers: [.control, .shift])
        #expect(field.text(in: field.selectedTextRange!) == "two")
        screen.key(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "two")
        screen.key(.keyboardHome)
        screen.key(.keyboardV, modifiers: .control)
        #expect(field.text == "twoone two")
        screen.key(.keyboardA, modifiers: .control)
        screen.key(.keyboardX, modifiers: .control)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "twoone two")
        screen.key(.keyboardZ, modifiers: .control)
        #expect(field.text == "twoone two")
        screen.key(.keyboardZ, modifiers: .control)
        #expect(field.text == "one two")
        screen.key(.keyboardZ, modifiers: [.control, .shift])
        #expect(field.text == "twoone two")
    }

    @Test func editingKeysWinOverKeyCommandsUnlessTheyAskForPriority() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let controller = KeyCommandController()
        screen.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        controller.view.addSubview(field)
        screen.runFrame()
        field.becomeFirstResponder()
        screen.type("ab")
        screen.key(.keyboardLeftArrow)
        #expect(controller.fired == 0)
        #expect(field.selectedTextRange?.start.offset == 1)
        controller.priority = true
        screen.key(.keyboardLeftArrow)
        #expect(controller.fired == 1)
        #expect(field.selectedTextRange?.start.offset == 1)
    }

    @Test func imeCompositionShowsMarkedTextThenCommits() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        field.becomeFirstResponder()
        screen.type("a")
        screen.compose("n", cursor: 1)
        screen.compose("ni", cursor: 2)
        #expect(field.text == "ani")
        #expect(field.markedTextRange.map { ($0.start.offset, $0.end.offset) } ?? (0, 0) == (1, 3))
        screen.compose("你好", cursor: 1)
        #expect(field.text == "a你好")
        #expect(field.selectedTextRange?.start.offset == 2)
        screen.type("你好")
        #expect(field.text == "a你好")
        #expect(field.markedTextRange == nil)
        #expect(field.selectedTextRange?.start.offset == 3)
        screen.compose("x", cursor: 1)
        screen.compose("", cursor: 0)
        #expect(field.text == "a你好" && field.markedTextRange == nil)
        // `type` sends one event per Character: the commit, then "好" typed.
        screen.key(.keyboardZ, modifiers: .control)
        #expect(field.text == "a你")
        screen.key(.keyboardZ, modifiers: .control)
        #expect(field.text == "a")
    }

    @Test func invalidUTF8FromSDLIsDroppedWithALogLine() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        field.becomeFirstResponder()
        SDLViewsLog.clear()
        screen.typeRawBytes([0x61, 0xFF, 0xFE])
        #expect(field.text == "")
        #expect(SDLViewsLog.messages.contains { $0.contains("SDL_TEXTINPUT") && $0.contains("UTF-8") })
    }

    @Test func caretBlinksOnTheApplicationClock() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        field.becomeFirstResponder()
        screen.runFrame()
        #expect(!field.caretView.isHidden)
        screen.advance(by: 0.5)
        #expect(field.caretView.isHidden)
        screen.advance(by: 0.5)
        #expect(!field.caretView.isHidden)
        screen.advance(by: 0.3)
        screen.type("a")  // typing shows the caret solid and restarts the blink
        #expect(!field.caretView.isHidden)
        screen.advance(by: 0.4)
        #expect(!field.caretView.isHidden)
        field.resignFirstResponder()
        screen.runFrame()
        #expect(field.caretView.isHidden)
    }

    @Test func longTextScrollsToKeepTheCaretInView() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen, frame: CGRect(x: 20, y: 20, width: 120, height: 30))
        field.becomeFirstResponder()
        screen.type(String(repeating: "wide text ", count: 6))
        #expect(field.lineLayout.firstVisible > 0)
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.maxX <= field.bounds.width && caret.minX >= 0)
        screen.key(.keyboardHome)
        #expect(field.lineLayout.firstVisible == 0)
    }

    @Test func clickPlacesTheCaretAndDoubleClickSelectsAWord() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        field.text = "alpha beta"
        field.becomeFirstResponder()
        screen.runFrame()
        let betaX = field.caretRect(for: UITextPosition(offset: 8)).midX + field.frame.minX
        screen.tap(at: CGPoint(x: betaX, y: 35))
        #expect(field.selectedTextRange?.start.offset == 8)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: betaX, y: 35))
        screen.tap(at: CGPoint(x: betaX, y: 35))
        #expect(field.text(in: field.selectedTextRange!) == "beta")
        screen.advance(by: 1)
        let startX = field.caretRect(for: UITextPosition(offset: 0)).midX + field.frame.minX
        screen.mouseDown(at: CGPoint(x: startX, y: 35))
        screen.mouseMove(to: CGPoint(x: betaX, y: 35))
        screen.mouseUp(at: CGPoint(x: betaX, y: 35))
        #expect(field.text(in: field.selectedTextRange!) == "alpha be")
    }

    @Test func clearButtonAsksTheDelegateAndEmpties() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, log) = makeField(in: screen)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        field.clearButtonMode = .always
        field.text = "clear me"
        screen.runFrame()
        let button = field.clearButtonRect(forBounds: field.bounds)
        screen.tap(at: CGPoint(x: field.frame.minX + button.midX, y: field.frame.minY + button.midY))
        #expect(field.text == "")
        #expect(delegate.calls.contains("shouldClear"))
        #expect(log.entries.contains("changed"))
    }

    @Test func secureEntryShowsBulletsAndRefusesCopy() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        UIPasteboard.general.string = "before"
        screen.type("secret")
        screen.key(.keyboardA, modifiers: .control)
        screen.key(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "before")
        #expect(field.lineLayout.displayText(field.editor.storage, 0..<3) == "•••")
        #expect(field.text == "secret")
    }

    @Test func aTenMegabytePasteAndAHundredThousandCharacterLineDoNotHang() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, _) = makeField(in: screen)
        field.becomeFirstResponder()
        field.text = String(repeating: "abcdefghij", count: 10_000)
        screen.runFrame()
        screen.type("z")
        #expect(field.text?.count == 100_001)
        screen.key(.keyboardHome)
        screen.key(.keyboardRightArrow, modifiers: .control)
        #expect(field.selectedTextRange?.start.offset == 100_001)
        UIPasteboard.general.string = String(repeating: "0123456789", count: 1_000_000)
        screen.key(.keyboardA, modifiers: .control)
        screen.key(.keyboardV, modifiers: .control)
        #expect(field.text?.utf8.count == 10_000_000)
        screen.type("!")
        #expect(field.text?.count == 10_000_001)
    }

    @Test func endEditingForcesTheFieldToEnd() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let (field, log) = makeField(in: screen)
        let delegate = RecordingFieldDelegate()
        delegate.allowsEnd = false
        field.delegate = delegate
        field.becomeFirstResponder()
        #expect(!screen.window.endEditing(false))
        #expect(field.isEditing)
        #expect(screen.window.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.entries == ["begin", "end"])
    }
}

/// A root controller with a Left-arrow key command.
@MainActor
final class KeyCommandController: UIViewController {
    var fired = 0
    var priority = false

    override var keyCommands: [UIKeyCommand]? {
        let command = UIKeyCommand(input: UIKeyCommand.inputLeftArrow) { [weak self] _ in self?.fired += 1 }
        command.wantsPriorityOverSystemBehavior = priority
        return [command]
    }
}
