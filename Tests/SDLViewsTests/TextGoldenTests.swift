import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// What the editing views look like: a text field with text, editing (caret
/// and a selection), showing its placeholder and secure; a text view with
/// wrapped text, a selection and an IME composition.
@MainActor
@Suite struct TextGoldenTests {
    private func expectGolden(
        _ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = GoldenImage.compare(screen.snapshot(), named: name, in: CompositorGoldenTests.goldenDirectory)
        #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
    }

    @Test func textFieldStates() throws {
        let screen = try HeadlessScreen(width: 260, height: 200)
        screen.window.backgroundColor = UIColor(white: 0.94, alpha: 1)
        func field(_ y: CGFloat) -> UITextField {
            let field = UITextField(frame: CGRect(x: 10, y: y, width: 240, height: 34))
            field.borderStyle = .roundedRect
            screen.window.addSubview(field)
            return field
        }
        let normal = field(10)
        normal.text = "Normal text"
        let editing = field(56)
        editing.text = "Editing here"
        editing.clearButtonMode = .whileEditing
        let placeholder = field(102)
        placeholder.placeholder = "Placeholder"
        let secure = field(148)
        secure.isSecureTextEntry = true
        secure.text = "hunter2"
        screen.runFrame()
        editing.becomeFirstResponder()
        editing.selectedTextRange = editing.textRange(
            from: UITextPosition.at(8, in: editing), to: UITextPosition.at(12, in: editing))
        screen.runFrame()
        expectGolden(screen, "text-field-states")
        editing.selectedTextRange = editing.textRange(
            from: UITextPosition.at(7, in: editing), to: UITextPosition.at(7, in: editing))
        screen.runFrame()
        expectGolden(screen, "text-field-caret")
    }

    @Test func textViewWrapsSelectsAndComposes() throws {
        let screen = try HeadlessScreen(width: 260, height: 160)
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 240, height: 140))
        view.font = UIFont.systemFont(ofSize: 15)
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        view.text = "A text view wraps long paragraphs at its width.\nSecond paragraph with a selection."
        screen.window.addSubview(view)
        screen.runFrame()
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 55, length: 9)
        screen.runFrame()
        expectGolden(screen, "text-view-selection")
        view.selectedRange = NSRange(location: 48, length: 0)
        view.setMarkedText("compose", selectedRange: NSRange(location: 3, length: 0))
        screen.runFrame()
        expectGolden(screen, "text-view-marked")
    }
}

extension UITextPosition {
    @MainActor
    static func at(_ offset: Int, in input: UITextInput) -> UITextPosition {
        input.position(from: input.beginningOfDocument, offset: offset)!
    }
}
