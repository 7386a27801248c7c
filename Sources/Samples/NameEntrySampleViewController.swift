import Foundation
import SDLViews

/// A save-game name entry: a name field limited to 16 characters by its
/// delegate, a secure password field with a clear button, Tab between them,
/// Return in the password field signs in (`.editingDidEndOnExit` resigns).
@MainActor
final class NameEntrySampleViewController: SampleViewController, UITextFieldDelegate {
    private(set) var nameField: UITextField!
    private(set) var passwordField: UITextField!
    private var status: UILabel!

    override func buildContent(in content: UIView) {
        content.addSubview(SampleTheme.label("Player name", frame: CGRect(x: 40, y: 30, width: 300, height: 22)))
        nameField = makeField(y: 56, placeholder: "Up to 16 characters")
        nameField.text = "Ada"
        nameField.clearButtonMode = .whileEditing
        content.addSubview(SampleTheme.label("Password", frame: CGRect(x: 40, y: 110, width: 300, height: 22)))
        passwordField = makeField(y: 136, placeholder: "Password")
        passwordField.isSecureTextEntry = true
        passwordField.text = "hunter2"
        passwordField.returnKeyType = .go
        passwordField.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .editingDidEndOnExit)
        content.addSubview(nameField)
        content.addSubview(passwordField)
        let button = SampleButton("Sign in", frame: CGRect(x: 40, y: 196, width: 120, height: 34)) { [weak self] in
            self?.signIn()
        }
        content.addSubview(button)
        status = SampleTheme.label(
            "Tab moves between the fields · Return in the password signs in · Ctrl+Z undoes",
            font: SampleTheme.captionFont, frame: CGRect(x: 40, y: 246, width: 700, height: 20))
        content.addSubview(status)
    }

    private func makeField(y: CGFloat, placeholder: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 40, y: y, width: 320, height: 36))
        field.borderStyle = .roundedRect
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
