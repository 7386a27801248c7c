import Foundation

/// The on-screen keyboard shown when a text field becomes first responder
/// from a gamepad (`KeyboardPresenter`): a grid of keys, one highlighted,
/// that the D-pad (or the left stick) moves through. A types the highlighted
/// key, B deletes backwards (and closes the keyboard when the text is
/// empty), X types a space, Y toggles shift, Start is Done. Done sends the
/// field its Return (`textFieldShouldReturn`, `.editingDidEndOnExit`) and
/// ends editing. A tap or click on a key types it too. Keys are plain views,
/// not focus items, so the focus engine never lands behind the keyboard.
@MainActor
final class OnScreenKeyboardView: UIView {
    static let keyHeight: CGFloat = 40
    static let gap: CGFloat = 6
    static let inset: CGFloat = 8

    weak var target: UIKeyInput?
    let layout = OnScreenKeyboardLayout.standard
    private(set) var highlighted = (row: 1, column: 0)
    private(set) var isShifted = false
    private var keyViews: [[UILabel]] = []

    init() {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.16, alpha: 0.97)
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

    required init?(coder: NSCoder) { return nil }

    /// Four key rows and the bottom row, with gaps and insets.
    func preferredHeight(forWidth width: CGFloat) -> CGFloat {
        let rows = CGFloat(layout.rows.count)
        return rows * Self.keyHeight + (rows - 1) * Self.gap + 2 * Self.inset
    }

    /// A fresh keyboard: the first letter highlighted, no shift.
    func reset() {
        highlighted = (1, 0)
        isShifted = false
        applyHighlight()
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
            target.insertText(isShifted ? text.uppercased() : text)
            if isShifted { isShifted = false; applyHighlight() }
        case .space: target.insertText(" ")
        case .backspace: target.deleteBackward()
        case .shift:
            isShifted.toggle()
            applyHighlight()
        case .done:
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
        for (row, views) in keyViews.enumerated() {
            for (column, view) in views.enumerated() {
                let key = layout.rows[row][column]
                let on = row == highlighted.row && column == highlighted.column
                view.backgroundColor = on ? tintColor : UIColor(white: 0.32, alpha: 1)
                view.textColor = .white
                if case .text(let text) = key.action { view.text = isShifted ? text.uppercased() : text }
                if key.action == .shift { view.backgroundColor = on ? tintColor : (isShifted ? .systemGray : view.backgroundColor) }
            }
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyHighlight()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let unit = (bounds.width - 2 * Self.inset + Self.gap) / OnScreenKeyboardLayout.columns
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
