import Foundation
import SDLViews

/// Keyboard shortcuts with UIKeyCommand (arrows move the square, Shift
/// moves it further, Ctrl+R resets, Ctrl+B recolours) found along the
/// responder chain from the first responder, and a UITextField: click it to
/// make it first responder (SDL text input starts), click elsewhere to resign
/// (it stops). While typing, text editing keys win over the controller's key
/// commands, as on iOS: Left and Right move the caret, not the square.
@MainActor
final class KeyboardSampleViewController: SampleViewController {
    private static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink]
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    private var colorIndex = 0
    private var status: UILabel!
    private(set) var field: UITextField!
    private var home = CGPoint.zero

    override func buildContent(in content: UIView) {
        field = UITextField(frame: CGRect(x: 20, y: 20, width: 360, height: 36))
        field.borderStyle = .roundedRect
        field.placeholder = "Click here and type…"
        field.accessibilityLabel = "Typing test"
        field.addAction(UIAction { [weak self] _ in self?.focusChanged() }, for: [.editingDidBegin, .editingDidEnd])
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

    /// A tap outside the field (the field takes its own taps) makes the controller first responder.
    private func tapped(_ tap: UITapGestureRecognizer) {
        if !field.point(inside: tap.location(in: field), with: nil) { becomeFirstResponder() }
    }

    private func focusChanged() {
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
