import Foundation
import SDLViews

/// Typing through an input method (IBus, Fcitx, the OS's IME): the
/// composition shows underlined at the caret with its own cursor, the
/// candidate window follows the caret (SDL_SetTextInputRect), and Return or
/// a candidate commits. The panel below shows the marked and selected ranges
/// live. The screenshot shows a composition in progress.
@MainActor
final class IMEDemoSampleViewController: SampleViewController, UITextViewDelegate {
    private(set) var field: UITextField!
    private(set) var notes: UITextView!
    private var state: UILabel!

    override func buildContent(in content: UIView) {
        let help = SampleTheme.label(
            "Turn on an input method (e.g. Pinyin, Kana, Hangul) and type: the composition is underlined in place.",
            font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 20, width: 740, height: 20))
        content.addSubview(help)
        field = UITextField(frame: CGRect(x: 30, y: 50, width: 740, height: 40))
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 20)
        field.placeholder = "日本語・中文・한국어…"
        field.accessibilityLabel = "Text input"
        field.addAction(UIAction { [weak self] _ in self?.showState() }, for: [.editingChanged, .editingDidBegin])
        content.addSubview(field)
        notes = UITextView(frame: CGRect(x: 30, y: 110, width: 740, height: 300))
        notes.font = UIFont.systemFont(ofSize: 18)
        notes.accessibilityLabel = "Notes"
        notes.text = "Multi-line text works the same way.\nRésumé, naïve, 東京, 서울, and more."
        notes.layer.borderWidth = 1
        notes.layer.borderColor = UIColor.separator.cgColor
        notes.delegate = self
        content.addSubview(notes)
        state = SampleTheme.label(
            "", font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 424, width: 740, height: 20))
        content.addSubview(state)
        field.text = "Hello "
    }

    /// Asked to become first responder when shown, the sample focuses its field
    /// instead, with what an IME shows mid-composition (the launcher's
    /// screenshot): "にほんご" with its cursor after "にほ".
    override func becomeFirstResponder() -> Bool {
        guard field.becomeFirstResponder() else { return super.becomeFirstResponder() }
        if field.markedTextRange == nil && field.text == "Hello " {
            field.setMarkedText("にほんご", selectedRange: NSRange(location: 2, length: 0))
        }
        showState()
        return true
    }

    func textViewDidChange(_ textView: UITextView) { showState(textView) }

    private func showState(_ input: UITextInput? = nil) {
        let input = input ?? field!
        let marked = input.markedTextRange.map { range in
            "marked \(input.offset(from: input.beginningOfDocument, to: range.start))…"
                + "\(input.offset(from: input.beginningOfDocument, to: range.end))"
        }
        let caret = input.selectedTextRange.map { input.offset(from: input.beginningOfDocument, to: $0.start) } ?? 0
        state.text = [marked ?? "no composition", "caret at \(caret)"].joined(separator: " · ")
    }
}
