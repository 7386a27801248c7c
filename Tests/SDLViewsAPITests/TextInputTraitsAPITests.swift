import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A custom text input as iOS code writes one: `UIKeyInput` plus the traits
/// it sets as stored properties; the rest take UIKit's defaults.
@MainActor
final class PinEntryView: UIView, UIKeyInput {
    var digits = ""
    var keyboardType: UIKeyboardType = .numberPad
    var textContentType: UITextContentType! = .oneTimeCode

    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text.filter(\.isNumber) }
    func deleteBackward() { _ = digits.popLast() }
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite struct TextInputTraitsAPITests {
    @Test func aCustomInputDeclaresOnlyTheTraitsItSets() {
        let pin = PinEntryView(frame: .zero)
        let traits: UITextInputTraits = pin
        #expect(traits.keyboardType == .numberPad)
        #expect(traits.textContentType == .oneTimeCode)
        #expect(traits.autocapitalizationType == .sentences, "UIKit's default")
        #expect(traits.returnKeyType == .default && !traits.isSecureTextEntry)
        pin.insertText("1a2")
        #expect(pin.digits == "12")
    }

    @Test func textFieldsAndViewsCarryEveryTrait() {
        let field = UITextField()
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.textContentType = .username
        field.returnKeyType = .next
        field.enablesReturnKeyAutomatically = true
        field.keyboardAppearance = .dark
        #expect(field.keyboardType == .emailAddress && field.textContentType == .username)
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        let view = UITextView()
        view.keyboardType = .twitter
        view.smartQuotesType = .no
        #expect(view.keyboardType == .twitter && view.smartQuotesType == .no)
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        field.inputAccessoryView = toolbar
        view.inputAccessoryView = toolbar
        #expect(field.inputAccessoryView === toolbar && view.inputAccessoryView === toolbar)
        #expect(UIResponder().inputAccessoryView == nil)
        // A notes screen flush with its edges, as iOS code writes it.
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        #expect(view.textContainer.lineFragmentPadding == 0 && view.textContainer.widthTracksTextView)
    }
}
