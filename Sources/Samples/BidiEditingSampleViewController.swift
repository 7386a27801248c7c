import Foundation
import SDLViews

/// Editing text that mixes directions (issue 39): a field with English and
/// Hebrew, a field in Arabic with a Latin word, and a text view whose
/// paragraphs each align by their own direction. The arrows move in visual
/// order (as iOS with a hardware keyboard), Shift extends, a selection across
/// a direction boundary shows as several pieces, Backspace removes one
/// grapheme cluster. The screenshot shows the caret inside the Hebrew run.
@MainActor
final class BidiEditingSampleViewController: SampleViewController {
    private(set) var hebrewField: UITextField!
    private(set) var arabicField: UITextField!
    private(set) var notes: UITextView!

    override func buildContent(in content: UIView) {
        let help = SampleTheme.label(
            "← → move in visual order · Shift selects · Alt/Ctrl moves by words · Backspace deletes a cluster",
            font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 20, width: 740, height: 20))
        content.addSubview(help)
        hebrewField = makeField(y: 50, label: "English and Hebrew")
        hebrewField.text = "Hello \u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{05E2}\u{05D5}\u{05DC}\u{05DD} world"
        content.addSubview(hebrewField)
        arabicField = makeField(y: 104, label: "Arabic")
        arabicField.text =
            "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} SDLViews \u{0628}\u{0627}\u{0644}\u{0639}\u{0627}\u{0644}\u{0645} 2026"
        content.addSubview(arabicField)
        notes = UITextView(frame: CGRect(x: 30, y: 162, width: 740, height: 250))
        notes.font = UIFont.systemFont(ofSize: 18)
        notes.accessibilityLabel = "Mixed notes"
        notes.layer.borderWidth = 1
        notes.layer.borderColor = UIColor.separator.cgColor
        notes.text = [
            "A left-to-right paragraph with \u{05E2}\u{05D1}\u{05E8}\u{05D9}\u{05EA} inside it.",
            "\u{05E4}\u{05E1}\u{05E7}\u{05D4} \u{05D1}\u{05E2}\u{05D1}\u{05E8}\u{05D9}\u{05EA} with English, aligned right.",
            "\u{0641}\u{0642}\u{0631}\u{0629} \u{0639}\u{0631}\u{0628}\u{064A}\u{0629} \u{0645}\u{0639} 123 \u{0623}\u{0631}\u{0642}\u{0627}\u{0645}.",
        ].joined(separator: "\n")
        content.addSubview(notes)
    }

    private func makeField(y: CGFloat, label: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 30, y: y, width: 740, height: 40))
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 20)
        field.accessibilityLabel = label
        return field
    }

    /// Asked to become first responder when shown, the sample edits its first
    /// field with the caret after the second Hebrew letter, inside the run.
    override func becomeFirstResponder() -> Bool {
        guard hebrewField.becomeFirstResponder() else { return super.becomeFirstResponder() }
        hebrewField.selectedTextRange = hebrewField.textRange(
            from: hebrewField.position(from: hebrewField.beginningOfDocument, offset: 8)!,
            to: hebrewField.position(from: hebrewField.beginningOfDocument, offset: 8)!)
        return true
    }
}
