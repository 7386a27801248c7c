import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// A minimal text field: a first responder adopting UIKeyInput.
@MainActor
final class TextFieldStub: UIView, UIKeyInput {
    var text = ""
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.compactMap { $0.key.map { "began \($0.characters)" } }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.compactMap { $0.key.map { "ended \($0.characters)" } }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.compactMap { $0.key.map { "cancelled \($0.characters)" } }
    }
}

/// A view controller offering shortcuts.
@MainActor
final class ShortcutController: UIViewController {
    var fired: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "s", modifierFlags: .command) { [weak self] _ in self?.fired.append("save") },
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: []) { [weak self] _ in
                self?.fired.append("up")
            },
            UIKeyCommand(input: "z", modifierFlags: [.command, .shift]) { [weak self] _ in self?.fired.append("redo") }
        ]
    }
}

@MainActor
@Suite struct KeyboardTests {
    @Test func keyCommandsAreFoundAlongTheResponderChainAndConsumeThePress() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let controller = ShortcutController()
        screen.window.rootViewController = controller
        let field = TextFieldStub(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        screen.key(.keyboardS, modifiers: .command)
        screen.key(.keyboardS)
        screen.key(.keyboardUpArrow)
        screen.key(.keyboardZ, modifiers: .command)
        screen.key(.keyboardZ, modifiers: [.command, .shift, .alphaShift])
        #expect(controller.fired == ["save", "up", "redo"])
        #expect(field.log == ["began s", "ended s", "began z", "ended z"])
        // Holding a key repeats its command.
        screen.keyDown(.keyboardUpArrow)
        screen.keyDown(.keyboardUpArrow, isRepeat: true)
        screen.keyUp(.keyboardUpArrow)
        #expect(controller.fired == ["save", "up", "redo", "up", "up"])
    }

    @Test func keyCharactersFollowShift() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let field = TextFieldStub(frame: screen.window.bounds)
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.key(.keyboardA, modifiers: .shift)
        screen.key(.keyboardB, modifiers: .alphaShift)
        screen.key(.keyboardC, modifiers: [.alphaShift, .shift])
        screen.key(.keyboardUpArrow, modifiers: .shift)
        #expect(
            field.log == [
                "began A", "ended A", "began B", "ended B", "began c", "ended c",
                "began UIKeyInputUpArrow", "ended UIKeyInputUpArrow"
            ])
    }

    @Test func textInputFollowsTheFirstResponderAndEdits() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let field = TextFieldStub(frame: screen.window.bounds)
        let plain = KeyRecorder(frame: screen.window.bounds)
        screen.window.addSubview(field)
        screen.window.addSubview(plain)
        #expect(plain.becomeFirstResponder())
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
        screen.type("ignored")
        #expect(field.text.isEmpty)
        #expect(field.becomeFirstResponder())
        #expect(SDL_IsTextInputActive() == SDL_TRUE)
        screen.type("héllo wörld")
        #expect(field.text == "héllo wörld")
        screen.key(.keyboardDeleteOrBackspace)
        screen.keyDown(.keyboardDeleteOrBackspace)
        screen.keyDown(.keyboardDeleteOrBackspace, isRepeat: true)
        screen.keyUp(.keyboardDeleteOrBackspace)
        #expect(field.text == "héllo wö")
        screen.key(.keyboardReturnOrEnter)
        #expect(field.text == "héllo wö\n")
        #expect(field.hasText)
        #expect(field.resignFirstResponder())
        #expect(SDL_IsTextInputActive() == SDL_FALSE)
    }

    @Test func losingFocusCancelsHeldKeys() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let field = TextFieldStub(frame: screen.window.bounds)
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.keyDown(.keyboardA)
        screen.loseFocus()
        screen.keyUp(.keyboardA)
        #expect(field.log == ["began a", "cancelled a"])
        field.resignFirstResponder()
    }
}
