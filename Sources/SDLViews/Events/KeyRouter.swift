import Foundation
import CSDL

/// Keys and text for the key window's first responder (else its root view
/// controller, else the window): key commands along the responder chain
/// first, then `pressesBegan/Ended`, then, for a responder adopting
/// `UIKeyInput`, Backspace and Return as editing; SDL text input as
/// `insertText`. SDL text input runs only while such a responder is first.
@MainActor
final class KeyRouter {
    var now: CFTimeInterval = 0
    private var presses: [Int32: UIPress] = [:]
    /// Presses a key command consumed: their release is not delivered either.
    private var consumed: Set<Int32> = []

    func handleKey(_ e: SDL_KeyboardEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else { return false }
        let responder = Self.target(in: window)
        let code = Int32(e.keysym.scancode.rawValue)
        let key = UIKey(sdl: e.keysym)
        if e.type == SDL_KEYDOWN.rawValue {
            keyDown(key, code: code, isRepeat: e.repeat != 0 && presses[code] != nil, to: responder)
        } else {
            keyUp(code, to: responder)
        }
        return true
    }

    static func target(in window: UIWindow) -> UIResponder {
        window.firstResponder ?? window.rootViewController ?? window
    }

    private func keyDown(_ key: UIKey, code: Int32, isRepeat: Bool, to responder: UIResponder) {
        if performKeyCommand(key, from: responder) {
            if !isRepeat { consumed.insert(code) }
            return
        }
        if !isRepeat {
            if let stale = presses[code] { end(stale, code: code, to: responder) }
            let press = UIPress(key: key, timestamp: now)
            presses[code] = press
            responder.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: now))
        }
        edit(with: key, responder: responder)
    }

    private func keyUp(_ code: Int32, to responder: UIResponder) {
        if consumed.remove(code) != nil { return }
        guard let press = presses[code] else { return }
        end(press, code: code, to: responder)
    }

    private func end(_ press: UIPress, code: Int32, to responder: UIResponder) {
        presses[code] = nil
        press.phase = .ended
        press.timestamp = now
        responder.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: now))
    }

    /// The first command matching `key` along the chain from `responder`.
    private func performKeyCommand(_ key: UIKey, from responder: UIResponder) -> Bool {
        var current: UIResponder? = responder
        while let r = current {
            if let command = r.keyCommands?.first(where: { $0.matches(key) }) {
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
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else { return false }
        let text = withUnsafeBytes(of: e.text) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !text.isEmpty, let input = window.firstResponder as? UIKeyInput else { return true }
        input.insertText(text)
        return true
    }

    /// Focus loss cancels held keys, as UIKit does when the app resigns active.
    func cancelAll(in window: UIWindow) {
        let responder = Self.target(in: window)
        let held = presses
        presses.removeAll()
        consumed.removeAll()
        for press in held.values {
            press.phase = .cancelled
            press.timestamp = now
            responder.pressesCancelled([press], with: UIPressesEvent(presses: [press], timestamp: now))
        }
    }

    /// SDL text input follows the first responder: on while the key window's first responder adopts `UIKeyInput`.
    static func syncTextInput() {
        let wants = UIApplication.shared.keyWindow?.firstResponder is UIKeyInput
        let active = SDL_IsTextInputActive() == SDL_TRUE
        if wants && !active { SDL_StartTextInput() } else if !wants && active { SDL_StopTextInput() }
    }
}
