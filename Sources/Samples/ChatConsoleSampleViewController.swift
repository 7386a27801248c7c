import Foundation
import SDLViews

/// A game's chat console: a read-only, selectable UITextView log that scrolls
/// to the newest line, with its links detected (`dataDetectorTypes`: a click
/// opens them in the browser), and a text field whose Return sends the message.
@MainActor
final class ChatConsoleSampleViewController: SampleViewController, UITextFieldDelegate {
    private(set) var log: UITextView!
    private(set) var input: UITextField!

    static let history = [
        "[system] Welcome to the lobby. Type below and press Return.",
        "<Ada> anyone up for a co-op run?",
        "<Grace> sure, give me a minute to find my controller",
        "<Linus> the new map is huge — the river crossing alone takes five minutes",
        "<Ada> bring a boat then",
        "<Linus> patch notes: https://example.com/patch/1.2",
        "[system] Grace joined the party.",
        "<Grace> 准备好了！ (ready!)"
    ]

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 400, height: 260)) }

    override func buildContent(in content: UIView) {
        let width = content.bounds.width - 40
        log = UITextView(frame: CGRect(x: 20, y: 20, width: width, height: content.bounds.height - 132))
        log.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        log.isEditable = false
        log.accessibilityLabel = "Chat log"
        log.dataDetectorTypes = [.link]
        log.font = UIFont.systemFont(ofSize: 15)
        log.textContainerInset = UIEdgeInsets(top: 10, left: 8, bottom: 10, right: 8)
        log.layer.borderWidth = 1
        log.layer.borderColor = UIColor.separator.cgColor
        log.layer.cornerRadius = 6
        log.text = Self.history.joined(separator: "\n")
        content.addSubview(log)
        input = UITextField(frame: CGRect(x: 20, y: content.bounds.height - 96, width: width, height: 36))
        input.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        input.borderStyle = .roundedRect
        input.placeholder = "Say something…"
        input.accessibilityLabel = "Message"
        input.returnKeyType = .send
        input.delegate = self
        content.addSubview(input)
    }

    /// Asked to become first responder when shown, the console focuses its input field.
    override func becomeFirstResponder() -> Bool {
        input.becomeFirstResponder() || super.becomeFirstResponder()
    }

    /// Return appends the line to the log and keeps the field focused, as chat boxes do.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let message = (textField.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !message.isEmpty else { return false }
        log.text += "\n<You> " + message
        log.scrollRangeToVisible(NSRange(location: (log.text as NSString).length, length: 0))
        textField.text = ""
        return false
    }
}
