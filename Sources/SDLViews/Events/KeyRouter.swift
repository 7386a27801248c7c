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
    /// Knows the scroll view under the pointer, which scrolls with keys nothing else took.
    weak var pointer: PointerRouter?
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
        if performKeyCommand(key, from: responder) || scrollsWithKey(key, responder: responder, in: window) {
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

    /// Arrows, pages, Home and End scroll the scroll view around the first responder or under the pointer.
    private func scrollsWithKey(_ key: UIKey, responder: UIResponder, in window: UIWindow) -> Bool {
        UIScrollView.routeKey(key, responder: responder, hovered: pointer?.hoveredScrollView(in: window))
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
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else {
            return false
        }
        let text = withUnsafeBytes(of: e.text) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !text.isEmpty, let input = window.firstResponder as? UIKeyInput else { return true }
        input.insertText(text)
        return true
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
