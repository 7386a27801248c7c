import Foundation
internal import CSDL

/// What an editing view gives its `TextInteraction`.
@MainActor
protocol TextInteractionHost: UIView, UIResponderStandardEditActions {
    var editor: TextEditor { get }
    /// The Character offset nearest to `point` (in the view's coordinates).
    func textOffset(at point: CGPoint) -> Int
    /// The caret's rectangle for `offset`, in the view's coordinates.
    func textCaretRect(at offset: Int) -> CGRect
    /// Return was pressed (a text field ends editing, a text view inserts a line break).
    func textReturnPressed()
    /// Tab (Shift+Tab backwards): a text field hands focus on, a text view inserts a tab.
    func textTabPressed(backwards: Bool)
    /// Shows or hides the caret (blinking, or while a selection is shown).
    func textSetCaretVisible(_ visible: Bool)
    /// Ctrl/Cmd+B or +U: toggles bold or underline where the view edits attributes; false otherwise.
    func textToggleStyle(_ key: UIKeyboardHIDUsage) -> Bool
}

extension TextInteractionHost {
    func textToggleStyle(_ key: UIKeyboardHIDUsage) -> Bool { false }
}

/// The keyboard, mouse and caret behaviour shared by `UITextField` and
/// `UITextView`: editing keys and shortcuts, click/drag/double- and
/// triple-click selection, the caret's blink on the application clock, and
/// the IME candidate window's place (`SDL_SetTextInputRect`).
///
/// Editing keys win over key commands along the responder chain, as UIKit's
/// text input does since iOS 15, unless a command sets
/// `wantsPriorityOverSystemBehavior`.
@MainActor
final class TextInteraction {
    /// One half of the caret's blink: shown, then hidden, as long.
    static let blinkHalfPeriod: CFTimeInterval = 0.5

    private unowned let host: any TextInteractionHost
    private var blinkLink: CADisplayLink?
    private var blinkEpoch: CFTimeInterval = 0
    /// What a drag extends: characters after a click, words after a double-click.
    private var dragGranularity = 1

    init(host: any TextInteractionHost) {
        self.host = host
    }

    // MARK: Focus

    func didBecomeFirstResponder() {
        restartBlink()
        let link = CADisplayLink { [weak self] link in self?.blink(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        blinkLink = link
        updateInputRect()
    }

    func didResignFirstResponder() {
        blinkLink?.invalidate()
        blinkLink = nil
        host.editor.unmarkText()
        host.textSetCaretVisible(false)
    }

    /// Any edit or move shows the caret solid again and moves the candidate window.
    func selectionDidChange() {
        guard blinkLink != nil else { return }
        restartBlink()
        updateInputRect()
    }

    private func restartBlink() {
        blinkEpoch = CACurrentMediaTime()
        host.textSetCaretVisible(host.editor.selection.isEmpty)
    }

    private func blink(at time: CFTimeInterval) {
        guard host.editor.selection.isEmpty else { return host.textSetCaretVisible(false) }
        let phase = Int(((time - blinkEpoch) / Self.blinkHalfPeriod).rounded(.down))
        host.textSetCaretVisible(phase % 2 == 0)
    }

    /// Keeps the IME's candidate window just under the caret (window coordinates = SDL's).
    func updateInputRect() {
        guard host.isFirstResponder, let window = host.window else { return }
        let caret = host.convert(host.textCaretRect(at: host.editor.caret), to: window)
        guard caret.isFinite else { return }
        var rect = SDL_Rect(
            x: Int32(saturating: caret.minX, rounding: .down), y: Int32(saturating: caret.minY, rounding: .down),
            w: 1, h: Int32(saturating: caret.height, rounding: .up))
        SDL_SetTextInputRect(&rect)
    }

    // MARK: Keys

    /// Handles an editing key; false for keys that are not (they go on to key commands and `pressesBegan`).
    func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.subtracting(.alphaShift)
        let shortcut = flags.contains(.control) || flags.contains(.command)
        if shortcut, let handled = handleShortcut(key, shift: flags.contains(.shift)) { return handled }
        if let movement = Self.movement(for: key.keyCode, flags: flags) {
            host.editor.move(movement, extending: flags.contains(.shift))
            return true
        }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            flags.contains(.control) || flags.contains(.alternate) ? deleteWordBackward() : host.editor.deleteBackward()
        case .keyboardDeleteForward: host.editor.deleteForward()
        case .keyboardReturnOrEnter, .keypadEnter: host.textReturnPressed()
        case .keyboardTab: host.textTabPressed(backwards: flags.contains(.shift))
        default: return false
        }
        return true
    }

    /// Ctrl (or Cmd) + A, C, V, X, Z, Y; nil when the key is no shortcut of ours.
    private func handleShortcut(_ key: UIKey, shift: Bool) -> Bool? {
        switch key.keyCode {
        case .keyboardA: host.selectAll(nil)
        case .keyboardC: host.copy(nil)
        case .keyboardV: host.paste(nil)
        case .keyboardX: host.cut(nil)
        case .keyboardZ: shift ? host.undoManager?.redo() : host.undoManager?.undo()
        case .keyboardY: host.undoManager?.redo()
        case .keyboardB, .keyboardU: return host.textToggleStyle(key.keyCode) ? true : nil
        default: return nil
        }
        return true
    }

    private func deleteWordBackward() {
        let editor = host.editor
        guard editor.selection.isEmpty else { return editor.deleteBackward() }
        let start = TextBoundaries.wordStart(before: editor.caret, in: editor.storage)
        editor.userReplace(start..<editor.caret, with: "")
    }

    private static func movement(for code: UIKeyboardHIDUsage, flags: UIKeyModifierFlags) -> TextEditor.Movement? {
        let word = flags.contains(.control) || flags.contains(.alternate)
        let command = flags.contains(.command)
        switch code {
        case .keyboardLeftArrow: return command ? .lineStart : word ? .wordLeft : .left
        case .keyboardRightArrow: return command ? .lineEnd : word ? .wordRight : .right
        case .keyboardUpArrow: return command ? .documentStart : .up
        case .keyboardDownArrow: return command ? .documentEnd : .down
        case .keyboardHome: return flags.contains(.control) ? .documentStart : .lineStart
        case .keyboardEnd: return flags.contains(.control) ? .documentEnd : .lineEnd
        default: return nil
        }
    }

    // MARK: Mouse and touches

    /// A click places the caret, a double-click selects a word, a triple-click a paragraph.
    func touchBegan(at point: CGPoint, tapCount: Int) {
        let editor = host.editor
        editor.unmarkText()
        let offset = host.textOffset(at: point)
        switch tapCount {
        case 2:
            editor.selectWord(at: offset)
            dragGranularity = 2
        case 3...:
            editor.selectParagraph(at: offset)
            dragGranularity = 3
        default:
            editor.select(offset..<offset)
            dragGranularity = 1
        }
        selectionDidChange()
    }

    /// Dragging extends the selection from where it began.
    func touchMoved(to point: CGPoint) {
        guard dragGranularity == 1 else { return }
        host.editor.extendSelection(to: host.textOffset(at: point))
    }
}
