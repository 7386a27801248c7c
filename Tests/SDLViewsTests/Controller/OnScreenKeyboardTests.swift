import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Collects keyboard notifications (name and end frame).
final class KeyboardNotes: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(name: String, end: CGRect?)] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification
        ]
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                    self?.lock.withLock { self?.entries.append((name.rawValue, end)) }
                })
        }
    }

    deinit { tokens.forEach { NotificationCenter.default.removeObserver($0) } }

    var names: [String] {
        lock.withLock { entries.map { $0.name.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "") } }
    }
    func endFrame(of name: Notification.Name) -> CGRect? { lock.withLock { entries.last { $0.name == name.rawValue }?.end } }
}

/// The on-screen keyboard: it appears when a text field becomes first
/// responder from a gamepad, the D-pad moves through its keys, A types, and
/// UIKit's keyboard notifications carry its frame; an `inputView` replaces it.
@MainActor
@Suite(.serialized) struct OnScreenKeyboardTests {
    private func fieldScene() throws -> (FocusScene, UITextField) {
        let scene = try FocusScene(width: 400, height: 300)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        scene.root.view.addSubview(field)
        scene.screen.runFrame()
        return (scene, field)
    }

    private func keyboard(_ scene: FocusScene) -> OnScreenKeyboardView? {
        runtime.gameController.keyboard.activeKeyboard(in: scene.screen.window)
    }

    @Test func aPadPressOnAFieldShowsTheKeyboardWhichTypes() throws {
        let (scene, field) = try fieldScene()
        let notes = KeyboardNotes()
        scene.screen.gamepadButton(.dpadDown)  // shows focus on the field
        #expect(scene.focused === field)
        scene.screen.gamepadButton(.a)
        #expect(field.isFirstResponder)
        let keys = try #require(keyboard(scene))
        scene.screen.advance(by: 0.3)
        #expect(notes.names == ["WillShow", "DidShow"])
        let height = keys.preferredHeight(forWidth: 400)
        #expect(notes.endFrame(of: UIResponder.keyboardDidShowNotification) == CGRect(x: 0, y: 300 - height, width: 400, height: height))
        #expect(keys.frame.maxY == 300)
        scene.screen.gamepadButton(.a)  // Q: shift is on at the start of a sentence (.sentences)
        scene.screen.gamepadButton(.dpadRight)
        scene.screen.gamepadButton(.a)  // w
        scene.screen.gamepadButton(.dpadUp)
        scene.screen.gamepadButton(.a)  // 2
        scene.screen.gamepadButton(.y)  // shift
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.a)  // S
        #expect(field.text == "Qw2S")
        scene.screen.gamepadButton(.b)
        #expect(field.text == "Qw2")
        scene.screen.gamepadButton(.x)
        #expect(field.text == "Qw2 ")
        #expect(scene.focused === field, "the D-pad moved the keyboard's highlight, not focus")
    }

    @Test func doneReturnsAndHidesTheKeyboard() throws {
        let (scene, field) = try fieldScene()
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        let notes = KeyboardNotes()
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.a)
        scene.screen.advance(by: 0.3)
        scene.screen.gamepadButton(.start)
        #expect(exits == 1 && !field.isFirstResponder)
        #expect(keyboard(scene) == nil)
        scene.screen.advance(by: 0.3)
        #expect(notes.names == ["WillShow", "DidShow", "WillHide", "DidHide"])
        #expect(notes.endFrame(of: UIResponder.keyboardDidHideNotification)?.minY == 300)
    }

    @Test func bOnAnEmptyFieldClosesTheKeyboard() throws {
        let (scene, field) = try fieldScene()
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.a)
        #expect(keyboard(scene) != nil)
        scene.screen.gamepadButton(.b)
        #expect(!field.isFirstResponder && keyboard(scene) == nil)
    }

    @Test func keyboardOrMouseEditingShowsNoKeyboard() throws {
        let (scene, field) = try fieldScene()
        let notes = KeyboardNotes()
        scene.screen.tap(at: CGPoint(x: 100, y: 37))
        #expect(field.isFirstResponder && keyboard(scene) == nil)
        field.resignFirstResponder()
        scene.screen.key(.keyboardTab)
        scene.screen.key(.keyboardReturnOrEnter)
        #expect(field.isFirstResponder && keyboard(scene) == nil)
        scene.screen.advance(by: 0.3)
        #expect(notes.names.isEmpty)
    }

    @Test func anInputViewReplacesTheKeyboardForAnyInput() throws {
        let (scene, field) = try fieldScene()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        field.inputView = picker
        let notes = KeyboardNotes()
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.a)
        #expect(keyboard(scene) == nil && picker.window === scene.screen.window)
        scene.screen.advance(by: 0.3)
        #expect(picker.frame == CGRect(x: 0, y: 180, width: 400, height: 120))
        #expect(notes.endFrame(of: UIResponder.keyboardWillShowNotification) == picker.frame)
        field.resignFirstResponder()
        scene.screen.advance(by: 0.3)
        #expect(picker.window == nil)
        #expect(notes.names == ["WillShow", "DidShow", "WillHide", "DidHide"])
        scene.screen.tap(at: CGPoint(x: 100, y: 37))
        #expect(picker.window != nil, "a mouse click shows the input view too")
    }

    @Test func tappingAKeyTypesIt() throws {
        let (scene, field) = try fieldScene()
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.a)
        scene.screen.advance(by: 0.3)
        let keys = try #require(keyboard(scene))
        keys.layoutIfNeeded()
        let e = keys.subviews[12]  // the third key of the second row
        scene.screen.tap(at: e.convert(CGPoint(x: e.bounds.midX, y: e.bounds.midY), to: nil))
        #expect(field.text == "E", "the first letter of a sentence")
    }

    @Test func layoutMovesToTheNearestKeyAcrossRows() {
        let layout = OnScreenKeyboardLayout.standard()
        #expect(layout.move(from: (3, 9), .down).row == 4)
        #expect(layout.move(from: (3, 9), .down).column == 2, "under '.' lies Done")
        #expect(layout.move(from: (4, 1), .up).column == 4, "above space's centre (4.5) lies the fifth key")
        #expect(layout.move(from: (0, 0), .left).column == 0)
        #expect(layout.move(from: (0, 0), .up).row == 0)
    }
}
