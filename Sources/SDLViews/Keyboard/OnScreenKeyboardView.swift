import Foundation

/// The on-screen keyboard shown when a text field becomes first responder
/// from a gamepad (`KeyboardPresenter`): a grid of keys, one highlighted,
/// that the D-pad (or the left stick) moves through. A types the highlighted
/// key, B deletes backwards (and closes the keyboard when the text is
/// empty), X types a space, Y toggles shift, Start is Done. Done sends the
/// field its Return (`textFieldShouldReturn`, `.editingDidEndOnExit`) and
/// ends editing. A tap or click on a key types it too. Keys are plain views,
/// not focus items, so the focus engine never lands behind the keyboard.
/// The target's `UITextInputTraits` choose the keys (`keyboardType`), the
/// return key's title and whether it waits for text, when shift turns on by
/// itself (`autocapitalizationType`) and the look (`keyboardAppearance`).
@MainActor
final class OnScreenKeyboardView: UIView {
    static let keyHeight: CGFloat = 40
    static let gap: CGFloat = 6
    static let inset: CGFloat = 8

    weak var target: UIKeyInput? {
        didSet { if let target { configure(for: target) } }
    }
    private(set) var layout = OnScreenKeyboardLayout.standard()
    private(set) var highlighted = (row: 1, column: 0)
    private(set) var isShifted = false
    private var keyViews: [[UILabel]] = []
    private var appearance = UIKeyboardAppearance.dark

    init() {
        super.init(frame: .zero)
        buildKeys()
    }

    required init?(coder: NSCoder) { return nil }

    /// Four key rows and the bottom row, with gaps and insets.
    func preferredHeight(forWidth width: CGFloat) -> CGFloat {
        let rows = CGFloat(layout.rows.count)
        return rows * Self.keyHeight + (rows - 1) * Self.gap + 2 * Self.inset
    }

    /// A fresh keyboard: the first key of the second row highlighted (the
    /// first letter, or 4 on a pad), shift as autocapitalization wants it.
    func reset() {
        highlighted = (1, 0)
        isShifted = false
        refreshAutomaticShift()
    }

    // MARK: Traits

    /// Takes the keys, return title and look `target`'s traits ask for.
    private func configure(for target: UIKeyInput) {
        let title = OnScreenKeyboardLayout.returnTitle(for: target.returnKeyType)
        let wanted = OnScreenKeyboardLayout.forKeyboardType(target.keyboardType, returnTitle: title)
        if wanted != layout || target.keyboardAppearance != appearance {
            layout = wanted
            appearance = target.keyboardAppearance
            highlighted = (1, 0)
            buildKeys()
            setNeedsLayout()
        }
        refreshAutomaticShift()
    }

    private func buildKeys() {
        keyViews.joined().forEach { $0.removeFromSuperview() }
        backgroundColor = appearance == .light ? UIColor(white: 0.82, alpha: 0.97) : UIColor(white: 0.16, alpha: 0.97)
        keyViews = layout.rows.map { row in
            row.map { key in
                let label = UILabel(frame: .zero)
                label.text = key.label
                label.textAlignment = .center
                label.font = .systemFont(ofSize: 18)
                label.layer.cornerRadius = 6
                label.clipsToBounds = true
                addSubview(label)
                return label
            }
        }
        applyHighlight()
    }

    /// Shift on where `autocapitalizationType` wants a capital next (UIKit's
    /// keyboard does the same); a shift the player set stays until a letter.
    private func refreshAutomaticShift() {
        guard let target, layout.hasLetters else { return applyHighlight() }
        isShifted = AutomaticCapitalization.wantsCapital(
            target.autocapitalizationType, before: Self.textBeforeCaret(of: target)) || isShifted
        applyHighlight()
    }

    /// The text before the caret (a `UITextInput`), else "" or "x" for a plain `UIKeyInput`.
    private static func textBeforeCaret(of target: UIKeyInput) -> String {
        guard let input = target as? UITextInput, let caret = input.selectedTextRange?.start,
            let range = input.textRange(from: input.beginningOfDocument, to: caret)
        else { return target.hasText ? "x" : "" }
        return input.text(in: range) ?? ""
    }

    /// The return key waits for text when `enablesReturnKeyAutomatically` is set.
    private var isReturnEnabled: Bool {
        guard let target else { return false }
        return !target.enablesReturnKeyAutomatically || target.hasText
    }

    var highlightedKey: OnScreenKeyboardLayout.Key { layout.rows[highlighted.row][highlighted.column] }

    // MARK: Gamepad

    /// Whether the keyboard takes a pad press of `type` (everything it has a meaning for).
    func takes(_ type: UIPress.PressType) -> Bool {
        type.focusHeading != nil || [.select, .menu, .buttonX, .buttonY, .playPause].contains(type)
    }

    /// A pad press the keyboard took.
    func press(_ type: UIPress.PressType) {
        if let heading = type.focusHeading {
            let next = layout.move(from: highlighted, heading)
            highlighted = (next.row, next.column)
            applyHighlight()
            return
        }
        switch type {
        case .select: perform(highlightedKey.action)
        case .menu: backOrClose()
        case .buttonX: perform(.space)
        case .buttonY: perform(.shift)
        case .playPause: perform(.done)
        default: break
        }
    }

    private func backOrClose() {
        guard let target else { return }
        if target.hasText { target.deleteBackward() } else { (target as? UIResponder)?.resignFirstResponder() }
    }

    func perform(_ action: OnScreenKeyboardLayout.Action) {
        guard let target else { return }
        switch action {
        case .text(let text):
            let typed = isShifted ? text.uppercased() : text
            isShifted = false
            target.insertText(typed)
            refreshAutomaticShift()
        case .space:
            target.insertText(" ")
            refreshAutomaticShift()
        case .backspace:
            target.deleteBackward()
            refreshAutomaticShift()
        case .shift:
            isShifted.toggle()
            applyHighlight()
        case .done:
            guard isReturnEnabled else { return }
            if target is UITextField { target.insertText("\n") }
            if let responder = target as? UIResponder, responder.isFirstResponder { responder.resignFirstResponder() }
        }
    }

    // MARK: Touches

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        for (row, views) in keyViews.enumerated() {
            if let column = views.firstIndex(where: { $0.frame.contains(point) }) {
                highlighted = (row, column)
                applyHighlight()
                perform(highlightedKey.action)
                return
            }
        }
    }

    // MARK: Look

    private func applyHighlight() {
        let light = appearance == .light
        let keyColour = light ? UIColor.white : UIColor(white: 0.32, alpha: 1)
        for (row, views) in keyViews.enumerated() {
            for (column, view) in views.enumerated() {
                let key = layout.rows[row][column]
                let on = row == highlighted.row && column == highlighted.column
                view.backgroundColor = on ? tintColor : keyColour
                view.textColor = on || !light ? .white : .black
                if case .text(let text) = key.action { view.text = isShifted ? text.uppercased() : text }
                if key.action == .shift { view.backgroundColor = on ? tintColor : (isShifted ? .systemGray : keyColour) }
                view.alpha = key.action == .done && !isReturnEnabled ? 0.4 : 1
            }
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyHighlight()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let unit = (bounds.width - 2 * Self.inset + Self.gap) / layout.columns
        for (row, views) in keyViews.enumerated() {
            let y = Self.inset + CGFloat(row) * (Self.keyHeight + Self.gap)
            for (column, view) in views.enumerated() {
                let key = layout.rows[row][column]
                view.frame = CGRect(
                    x: Self.inset + key.start * unit, y: y, width: key.width * unit - Self.gap, height: Self.keyHeight)
            }
        }
    }
}
