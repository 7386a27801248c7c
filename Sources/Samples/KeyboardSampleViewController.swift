import Foundation
import SDLViews

/// Keyboard shortcuts with UIKeyCommand (arrows move the square, Shift
/// moves it further, Ctrl+R resets, Ctrl+B recolours) found along the
/// responder chain from the first responder, and a small text field adopting
/// UIKeyInput: click it to make it first responder (SDL text input starts),
/// click elsewhere to resign (it stops). While typing, the field's own key
/// commands come first in the chain: Left and Right move its caret.
@MainActor
final class KeyboardSampleViewController: SampleViewController {
    private static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink]
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    private var colorIndex = 0
    private var status: UILabel!
    private(set) var field: SampleTextField!
    private var home = CGPoint.zero

    override func buildContent(in content: UIView) {
        field = SampleTextField(frame: CGRect(x: 20, y: 20, width: 360, height: 36))
        content.addSubview(field)
        let help = SampleTheme.label(
            "Arrows: move · Shift+arrows: move ×4 · Ctrl+R: reset · Ctrl+B: colour · Esc: back",
            font: SampleTheme.captionFont, frame: CGRect(x: 20, y: 70, width: 700, height: 20))
        content.addSubview(help)
        status = SampleTheme.label(
            "Click the field to type; shortcuts work while it is first responder too.",
            font: SampleTheme.captionFont, frame: CGRect(x: 20, y: 94, width: 700, height: 20))
        content.addSubview(status)
        home = CGPoint(x: content.bounds.midX, y: content.bounds.midY + 40)
        square.center = home
        square.backgroundColor = Self.colors[0]
        square.layer.cornerRadius = 8
        content.addSubview(square)
        let focus = UITapGestureRecognizer { [weak self] tap in self?.tapped(tap) }
        focus.cancelsTouchesInView = false
        content.addGestureRecognizer(focus)
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        if field.point(inside: tap.location(in: field), with: nil) {
            field.becomeFirstResponder()
        } else {
            becomeFirstResponder()
        }
        status.text =
            field.isFirstResponder
            ? "The field is first responder: SDL text input is on." : "The view controller is first responder."
    }

    override var keyCommands: [UIKeyCommand]? {
        let moves: [(String, CGFloat, CGFloat)] = [
            (UIKeyCommand.inputLeftArrow, -1, 0), (UIKeyCommand.inputRightArrow, 1, 0),
            (UIKeyCommand.inputUpArrow, 0, -1), (UIKeyCommand.inputDownArrow, 0, 1)
        ]
        var commands: [UIKeyCommand] = []
        for (input, dx, dy) in moves {
            for (flags, step) in [(UIKeyModifierFlags(), CGFloat(10)), (.shift, 40)] {
                commands.append(
                    UIKeyCommand(title: "Move", input: input, modifierFlags: flags) { [weak self] command in
                        self?.move(dx * step, dy * step, command)
                    })
            }
        }
        commands.append(
            UIKeyCommand(title: "Reset", input: "r", modifierFlags: .control) { [weak self] _ in self?.reset() })
        commands.append(
            UIKeyCommand(title: "Colour", input: "b", modifierFlags: .control) { [weak self] _ in self?.recolour() })
        return commands
    }

    private func move(_ dx: CGFloat, _ dy: CGFloat, _ command: UIKeyCommand) {
        square.center = CGPoint(x: square.center.x + dx, y: square.center.y + dy)
        status.text = String(format: "%@ (%.0f, %.0f)", command.title, square.center.x, square.center.y)
    }

    private func reset() {
        square.center = home
        status.text = "Reset"
    }

    private func recolour() {
        colorIndex = (colorIndex + 1) % Self.colors.count
        square.backgroundColor = Self.colors[colorIndex]
        status.text = "Colour"
    }
}

/// A one-line text field: UIKeyInput on a first responder, with a caret
/// while focused that Left, Right, Home and End move (its key commands, found
/// before those of the views and controllers behind it).
@MainActor
final class SampleTextField: UIView, UIKeyInput {
    private let label: UILabel
    private(set) var text = "" { didSet { refresh() } }
    /// Characters before the caret.
    private(set) var caret = 0 { didSet { refresh() } }

    override init(frame: CGRect) {
        label = SampleTheme.label("", frame: CGRect(x: 10, y: 0, width: frame.width - 20, height: frame.height))
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(label)
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    override func becomeFirstResponder() -> Bool {
        defer { refresh() }
        return super.becomeFirstResponder()
    }

    override func resignFirstResponder() -> Bool {
        defer { refresh() }
        return super.resignFirstResponder()
    }

    var hasText: Bool { !text.isEmpty }

    func insertText(_ text: String) {
        guard text != "\n" else { return }
        self.text.insert(contentsOf: text, at: caretIndex)
        caret += text.count
    }

    func deleteBackward() {
        guard caret > 0 else { return }
        text.remove(at: text.index(before: caretIndex))
        caret -= 1
    }

    private var caretIndex: String.Index { text.index(text.startIndex, offsetBy: caret) }

    override var keyCommands: [UIKeyCommand]? {
        guard isFirstResponder else { return nil }
        let moves: [(String, (Int, Int) -> Int)] = [
            (UIKeyCommand.inputLeftArrow, { caret, _ in max(caret - 1, 0) }),
            (UIKeyCommand.inputRightArrow, { caret, count in min(caret + 1, count) }),
            (UIKeyCommand.inputHome, { _, _ in 0 }),
            (UIKeyCommand.inputEnd, { _, count in count })
        ]
        return moves.map { input, move in
            UIKeyCommand(title: "Move caret", input: input) { [weak self] _ in
                guard let self else { return }
                self.caret = move(self.caret, self.text.count)
            }
        }
    }

    private func refresh() {
        let focused = isFirstResponder
        backgroundColor = focused ? UIColor(red: 0.93, green: 0.96, blue: 1, alpha: 1) : .white
        if text.isEmpty && !focused {
            label.text = "Click here and type…"
            label.textColor = .secondaryLabel
        } else {
            label.text = focused ? String(text.prefix(caret)) + "|" + String(text.dropFirst(caret)) : text
            label.textColor = .label
        }
    }
}
