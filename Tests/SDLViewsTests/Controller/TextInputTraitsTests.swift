import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// `UITextInputTraits` as the on-screen keyboard and typing honour them:
/// keys by keyboard type, the return key's title and enabling, automatic
/// shift, the look, smart punctuation, and the input accessory view.
@MainActor
@Suite(.serialized) struct TextInputTraitsTests {
    private func fieldScene(_ configure: (UITextField) -> Void = { _ in }) throws -> (FocusScene, UITextField) {
        let scene = try FocusScene(width: 400, height: 300)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        configure(field)
        scene.root.view.addSubview(field)
        scene.screen.runFrame()
        return (scene, field)
    }

    /// Focuses the field with the pad and starts editing, so the on-screen keyboard shows.
    private func keyboard(editing scene: FocusScene) throws -> OnScreenKeyboardView {
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.a)
        scene.screen.advance(by: 0.3)
        return try #require(runtime.gameController.keyboard.activeKeyboard(in: scene.screen.window))
    }

    private func labels(_ keys: OnScreenKeyboardView) -> [[String]] { keys.layout.rows.map { $0.map(\.label) } }

    @Test func aNumberPadHasDigitsOnlyAndTypesThem() throws {
        let (scene, field) = try fieldScene { $0.keyboardType = .numberPad }
        let keys = try keyboard(editing: scene)
        #expect(labels(keys) == [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["⌫", "0", "Done"]])
        #expect(keys.highlightedKey.label == "4")
        scene.screen.gamepadButton(.a)  // 4
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.dpadDown)  // under 7 lies ⌫
        scene.screen.gamepadButton(.dpadRight)
        scene.screen.gamepadButton(.a)  // 0
        #expect(field.text == "40", "no shift on a pad: digits as they are")
        keys.layoutIfNeeded()
        #expect(keys.subviews[0].frame.width > 100, "three keys fill a row")
    }

    @Test func eachKeyboardTypeOffersItsKeys() {
        func keys(_ type: UIKeyboardType) -> Set<String> {
            Set(OnScreenKeyboardLayout.forKeyboardType(type, returnTitle: "Done").rows.joined().map(\.label))
        }
        #expect(keys(.emailAddress).contains("@") && !keys(.default).contains("@"))
        #expect(keys(.URL).isSuperset(of: ["/", ":", ".com"]) && !keys(.URL).contains("space"))
        #expect(keys(.twitter).isSuperset(of: ["@", "#"]))
        #expect(keys(.decimalPad) == Set("1234567890.".map(String.init) + ["⌫", "Done"]))
        #expect(keys(.phonePad).isSuperset(of: ["+", "*", "#"]) && !keys(.phonePad).contains("a"))
        #expect(keys(.asciiCapableNumberPad) == keys(.numberPad))
    }

    @Test func theReturnKeyIsTitledByTheReturnKeyType() throws {
        let (scene, _) = try fieldScene { $0.returnKeyType = .search }
        let keys = try keyboard(editing: scene)
        #expect(keys.layout.rows.last?.last?.label == "Search")
        #expect(OnScreenKeyboardLayout.returnTitle(for: .next) == "Next")
        #expect(OnScreenKeyboardLayout.returnTitle(for: .default) == "Done")
    }

    @Test func theReturnKeyWaitsForTextWhenAsked() throws {
        let (scene, field) = try fieldScene { $0.enablesReturnKeyAutomatically = true }
        var returns = 0
        field.addAction(UIAction { _ in returns += 1 }, for: .editingDidEndOnExit)
        _ = try keyboard(editing: scene)
        scene.screen.gamepadButton(.start)
        #expect(returns == 0 && field.isFirstResponder, "Done does nothing while the field is empty")
        scene.screen.gamepadButton(.a)
        scene.screen.gamepadButton(.start)
        #expect(returns == 1 && !field.isFirstResponder)
    }

    @Test func shiftFollowsTheAutocapitalizationType() throws {
        #expect(AutomaticCapitalization.wantsCapital(.sentences, before: ""))
        #expect(AutomaticCapitalization.wantsCapital(.sentences, before: "Done. "))
        #expect(AutomaticCapitalization.wantsCapital(.sentences, before: "Why?  "))
        #expect(!AutomaticCapitalization.wantsCapital(.sentences, before: "Done."))
        #expect(!AutomaticCapitalization.wantsCapital(.sentences, before: "one two "))
        #expect(AutomaticCapitalization.wantsCapital(.sentences, before: "line\n"))
        #expect(AutomaticCapitalization.wantsCapital(.words, before: "one "))
        #expect(!AutomaticCapitalization.wantsCapital(.words, before: "one"))
        #expect(AutomaticCapitalization.wantsCapital(.allCharacters, before: "ABC"))
        #expect(!AutomaticCapitalization.wantsCapital(.none, before: ""))

        let (scene, field) = try fieldScene { $0.autocapitalizationType = .words }
        let keys = try keyboard(editing: scene)
        #expect(keys.isShifted)
        scene.screen.gamepadButton(.a)  // Q
        #expect(!keys.isShifted)
        scene.screen.gamepadButton(.a)  // q
        scene.screen.gamepadButton(.x)  // space: the next word starts shifted
        #expect(keys.isShifted)
        scene.screen.gamepadButton(.a)
        #expect(field.text == "Qq Q")
    }

    @Test func noAutocapitalizationTypesLowerCase() throws {
        let (scene, field) = try fieldScene { $0.autocapitalizationType = .none }
        let keys = try keyboard(editing: scene)
        #expect(!keys.isShifted)
        scene.screen.gamepadButton(.a)
        #expect(field.text == "q")
    }

    @Test func aLightAppearanceGivesLightKeys() throws {
        let (scene, _) = try fieldScene { $0.keyboardAppearance = .light }
        let keys = try keyboard(editing: scene)
        let background = try #require(keys.backgroundColor?.cgColor.components)
        #expect(background[0] > 0.7)
        let plainKey = try #require(keys.subviews.compactMap { $0 as? UILabel }.first { $0.text?.lowercased() == "w" })
        #expect(plainKey.textColor == .black && plainKey.backgroundColor == .white)
    }

    @Test func aTraitChangedWhileEditingReachesTheKeyboardAtReloadInputViews() throws {
        let (scene, field) = try fieldScene()
        let keys = try keyboard(editing: scene)
        field.keyboardType = .numberPad
        #expect(keys.layout.columns == 10, "UIKit waits for reloadInputViews")
        field.reloadInputViews()
        #expect(keys.layout.columns == 3)
    }

    @Test func smartQuotesAndDashesOnlyWhenAskedFor() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        for text in ["\"", "a", "\"", " ", "'", "b", "'", "-", "-"] { field.insertText(text) }
        #expect(field.text == "\"a\" 'b'--", ".default leaves typing as it is")
        field.text = ""
        field.smartQuotesType = .yes
        field.smartDashesType = .yes
        for text in ["\"", "a", "\"", " ", "'", "b", "'", "s", " ", "-", "-", "x"] { field.insertText(text) }
        #expect(field.text == "\u{201C}a\u{201D} \u{2018}b\u{2019}s \u{2014}x")
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.smartDashesType = .yes
        view.insertText("a-")
        view.insertText("-")
        #expect(view.text == "a\u{2014}")
    }

    @Test func anAccessoryViewSitsAboveTheKeyboard() throws {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        let (scene, field) = try fieldScene { $0.inputAccessoryView = bar }
        let notes = KeyboardNotes()
        let keys = try keyboard(editing: scene)
        let keyboardHeight = keys.preferredHeight(forWidth: 400)
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 300 - keyboardHeight - 44, width: 400, height: 44))
        #expect(keys.convert(keys.bounds, to: nil).maxY == 300)
        #expect(
            notes.endFrame(of: UIResponder.keyboardDidShowNotification)
                == CGRect(x: 0, y: 300 - keyboardHeight - 44, width: 400, height: keyboardHeight + 44))
        field.resignFirstResponder()
        scene.screen.advance(by: 0.3)
        #expect(bar.window == nil)
    }

    @Test func withAPhysicalKeyboardTheAccessoryDocksAlone() throws {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        let (scene, field) = try fieldScene { $0.inputAccessoryView = bar }
        scene.screen.tap(at: CGPoint(x: 100, y: 37))
        scene.screen.advance(by: 0.3)
        #expect(field.isFirstResponder)
        #expect(runtime.gameController.keyboard.activeKeyboard(in: scene.screen.window) == nil)
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 256, width: 400, height: 44))
    }
}
