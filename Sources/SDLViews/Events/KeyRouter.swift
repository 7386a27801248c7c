import Foundation
internal import CSDL

/// Keys and text for the key window's first responder (else its root view
/// controller, else the window): key commands along the responder chain
/// first, then `pressesBegan/Ended`, then, for a responder adopting
/// `UIKeyInput`, Backspace and Return as editing; SDL text input as
/// `insertText`. SDL text input runs only while such a responder is first.
@MainActor
final class KeyRouter {
    var now: CFTimeInterval = 0
    /// A key down: its press, the window it went to and the responder that got `pressesBegan`.
    private struct Held {
        let press: UIPress
        weak var window: UIWindow?
        weak var responder: UIResponder?
    }
    private var presses: [Int32: Held] = [:]
    /// Presses a key command consumed: their release is not delivered either.
    private var consumed: Set<Int32> = []

    func handleKey(_ e: SDL_KeyboardEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else {
            return false
        }
        let responder = Self.target(in: window)
        let code = Int32(e.keysym.scancode.rawValue)
        let key = UIKey(sdl: e.keysym)
        if e.type == SDL_KEYDOWN.rawValue {
            keyDown(key, code: code, isRepeat: e.repeat != 0 && presses[code] != nil, to: responder, in: window)
        } else {
            keyUp(code)
        }
        return true
    }

    static func target(in window: UIWindow) -> UIResponder {
        window.firstResponder ?? window.rootViewController ?? window
    }

    private func keyDown(_ key: UIKey, code: Int32, isRepeat: Bool, to responder: UIResponder, in window: UIWindow) {
        // Text editing keys win over key commands unless a command asks for priority (UIKit since iOS 15).
        if performKeyCommand(key, from: responder, priorityOnly: true)
            || (responder as? TextEditingResponder)?.handleEditingKey(key) == true
            || performKeyCommand(key, from: responder)
        {
            if !isRepeat { consumed.insert(code) }
            return
        }
        if !isRepeat {
            if presses[code] != nil { keyUp(code) }
            let press = UIPress(key: key, timestamp: now)
            presses[code] = Held(press: press, window: window, responder: responder)
            responder.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: now))
        }
        edit(with: key, responder: responder)
    }

    /// The release goes to the responder that got the press.
    private func keyUp(_ code: Int32) {
        if consumed.remove(code) != nil { return }
        guard let held = presses.removeValue(forKey: code) else { return }
        let press = held.press
        press.phase = .ended
        press.timestamp = now
        held.responder?.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: now))
    }

    /// The first command matching `key` along the chain from `responder`
    /// (with `priorityOnly`, only one that wants priority over text editing).
    private func performKeyCommand(_ key: UIKey, from responder: UIResponder, priorityOnly: Bool = false) -> Bool {
        var current: UIResponder? = responder
        while let r = current {
            if let command = r.keyCommands?.first(where: { $0.matches(key) }),
                !priorityOnly || command.wantsPriorityOverSystemBehavior
            {
                command.perform()
                return true
            }
            current = r.next
        }
        return false
    }

    /// Backspace and Return edit a `UIKeyInput` first responder (repeating while held).
    private func edit(with key: UIKey, responder: UIResponder) {
        guard let input = responder as? UIKeyInput else { return }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: input.deleteBackward()
        case .keyboardReturnOrEnter: input.insertText("\n")
        default: break
        }
    }

    func handleText(_ e: SDL_TextInputEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else {
            return false
        }
        guard let text = Self.validText(e.text, from: "SDL_TEXTINPUT") else { return true }
        guard !text.isEmpty, let input = window.firstResponder as? UIKeyInput else { return true }
        input.insertText(text)
        return true
    }

    /// SDL_TEXTEDITING: the IME's composition, shown as marked text with its cursor.
    func handleComposition(_ e: SDL_TextEditingEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else {
            return false
        }
        guard let text = Self.validText(e.text, from: "SDL_TEXTEDITING") else { return true }
        guard let input = window.firstResponder as? UITextInput else { return true }
        // SDL counts the cursor in code points; the marked range wants UTF-16 units.
        let scalars = Array(text.unicodeScalars)
        let start = min(max(Int(e.start), 0), scalars.count)
        let end = min(start + max(Int(e.length), 0), scalars.count)
        let units = { (n: Int) in scalars[..<n].reduce(0) { $0 + $1.utf16.count } }
        input.setMarkedText(text, selectedRange: NSRange(location: units(start), length: units(end) - units(start)))
        return true
    }

    /// The NUL-terminated UTF-8 in an SDL text event; invalid UTF-8 is dropped with a log line.
    private static func validText<T>(_ bytes: T, from event: String) -> String? {
        withUnsafeBytes(of: bytes) { raw in
            let utf8 = raw.prefix { $0 != 0 }
            guard let text = String(validating: utf8, as: UTF8.self) else {
                SDLViewsLog.error("\(event): text is not valid UTF-8 (\(utf8.count) bytes); dropped")
                return nil
            }
            return text
        }
    }

    /// Focus loss cancels the keys held in that window, as UIKit does when the app resigns active.
    func cancelAll(in window: UIWindow) {
        consumed.removeAll()
        for (code, held) in presses where held.window === window || held.window == nil {
            presses[code] = nil
            let press = held.press
            press.phase = .cancelled
            press.timestamp = now
            held.responder?.pressesCancelled([press], with: UIPressesEvent(presses: [press], timestamp: now))
        }
    }

    /// SDL text input follows the first responder: on while the key window's first responder adopts `UIKeyInput`.
    static func syncTextInput() {
        let wants = UIApplication.shared.keyWindow?.firstResponder is UIKeyInput
        let active = SDL_IsTextInputActive() == SDL_TRUE
        if wants && !active { SDL_StartTextInput() } else if !wants && active { SDL_StopTextInput() }
    }
}
