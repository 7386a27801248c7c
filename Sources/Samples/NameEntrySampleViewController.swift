import Foundation
import SDLViews

/// A save-game name entry: a name field limited to 16 characters by its
/// delegate, a secure password field with a clear button, Tab between them,
/// Return in the password field signs in (`.editingDidEndOnExit` resigns).
/// The fields' text input traits shape the on-screen keyboard (open a field
/// with a gamepad's A): the name capitalizes words and its return key says
/// Next, the password's says Go, the rescue code gets a number pad with an
/// accessory bar above it (shown alone at the bottom with a physical keyboard).
@MainActor
final class NameEntrySampleViewController: SampleViewController, UITextFieldDelegate {
    private(set) var nameField: UITextField!
    private(set) var passwordField: UITextField!
    private(set) var codeField: UITextField!
    private var status: UILabel!

    override func buildContent(in content: UIView) {
        content.addSubview(SampleTheme.label("Player name", frame: CGRect(x: 40, y: 30, width: 300, height: 22)))
        nameField = makeField(y: 56, placeholder: "Up to 16 characters")
        nameField.text = "Ada"
        nameField.clearButtonMode = .whileEditing
        nameField.autocapitalizationType = .words
        nameField.textContentType = .nickname
        nameField.returnKeyType = .next
        nameField.addAction(UIAction { [weak self] _ in self?.passwordField.becomeFirstResponder() }, for: .editingDidEndOnExit)
        content.addSubview(SampleTheme.label("Password", frame: CGRect(x: 40, y: 110, width: 300, height: 22)))
        passwordField = makeField(y: 136, placeholder: "Password")
        passwordField.isSecureTextEntry = true
        passwordField.text = "hunter2"
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go
        passwordField.enablesReturnKeyAutomatically = true
        passwordField.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .editingDidEndOnExit)
        content.addSubview(SampleTheme.label("Rescue code", frame: CGRect(x: 40, y: 190, width: 300, height: 22)))
        codeField = makeField(y: 216, placeholder: "6 digits")
        codeField.keyboardType = .numberPad
        codeField.textContentType = .oneTimeCode
        codeField.inputAccessoryView = makeCodeBar()
        content.addSubview(nameField)
        content.addSubview(passwordField)
        content.addSubview(codeField)
        let button = SampleButton("Sign in", frame: CGRect(x: 40, y: 276, width: 120, height: 34)) { [weak self] in
            self?.signIn()
        }
        content.addSubview(button)
        status = SampleTheme.label(
            "Tab moves between the fields · Return in the password signs in · Ctrl+Z undoes",
            font: SampleTheme.captionFont, frame: CGRect(x: 40, y: 326, width: 700, height: 20))
        content.addSubview(status)
    }

    /// The rescue code's accessory bar: a hint and a Done button, as iOS apps put over a number pad.
    private func makeCodeBar() -> UIView {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.backgroundColor = .secondarySystemBackground
        let rule = UIView(frame: CGRect(x: 0, y: 0, width: bar.bounds.width, height: 1))
        rule.backgroundColor = .separator
        rule.autoresizingMask = [.flexibleWidth]
        bar.addSubview(rule)
        let hint = SampleTheme.label(
            "The code is on the back of the manual", font: SampleTheme.captionFont,
            frame: CGRect(x: 12, y: 12, width: 300, height: 20))
        bar.addSubview(hint)
        let done = SampleButton("Done", frame: CGRect(x: 0, y: 6, width: 80, height: 32)) { [weak self] in
            self?.view.endEditing(true)
        }
        done.frame.origin.x = bar.bounds.width - 92
        done.autoresizingMask = [.flexibleLeftMargin]
        bar.addSubview(done)
        return bar
    }

    private func makeField(y: CGFloat, placeholder: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 40, y: y, width: 320, height: 36))
        field.borderStyle = .roundedRect
        // The placeholder names the field only while it is empty: a screen reader needs a label.
        field.accessibilityLabel = placeholder
        field.placeholder = placeholder
        field.font = UIFont.systemFont(ofSize: 17)
        field.delegate = self
        return field
    }

    private func signIn() {
        view.endEditing(true)
        let name = nameField.text ?? ""
        status.text =
            name.isEmpty
            ? "Enter a name first." : "Signed in as \(name) (password of \(passwordField.text?.count ?? 0) characters)."
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        guard textField === nameField else { return true }
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 16
    }
}
