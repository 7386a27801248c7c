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
    /// A key down: its press, the window it went to, the responder that got
    /// `pressesBegan`, and whether the UI used it (the game should not).
    private struct Held {
        let press: UIPress
        weak var window: UIWindow?
        weak var responder: UIResponder?
        var used: Bool
        /// Nothing took the press: it moves focus (again on auto-repeat).
        var movesFocus = false
    }
    private var presses: [Int32: Held] = [:]
    /// Presses a key command consumed: their release is not delivered either.
    private var consumed: Set<Int32> = []
    /// Presses whose `pressesBegan` reached `UIApplication`: no responder handled them.
    private var unhandled: Set<ObjectIdentifier> = []
    /// The modifier keys held at the last key event (Shift turns a vertical wheel horizontal).
    private(set) var heldModifiers: UIKeyModifierFlags = []

    /// Delivers a key; true when the UI used it (see `UIApplication.handle(_:)`).
    func handleKey(_ e: SDL_KeyboardEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else {
            return false
        }
        let code = Int32(e.keysym.scancode.rawValue)
        let key = UIKey(sdl: e.keysym)
        heldModifiers = key.modifierFlags
        if e.type == SDL_KEYDOWN.rawValue {
            // A scope that appeared before this key is not one the key opened.
            window.focusSystem.syncScope()
            window.focusSystem.navigationInputArrived()
            let responder = Self.target(in: window)
            let used = keyDown(
                key, code: code, isRepeat: e.repeat != 0 && presses[code] != nil, to: responder, in: window)
            return used || Self.keepsKey(key, responder: responder)
        }
        let responder = Self.target(in: window)
        return keyUp(code) || Self.keepsKey(key, responder: responder)
    }

    /// A text field being edited keeps every key from the game (typing WASD
    /// must not move the ship), except Escape, which it has no use for: an
    /// Escape no key command or responder took reaches the game.
    private static func keepsKey(_ key: UIKey, responder: UIResponder) -> Bool {
        responder is UIKeyInput && key.keyCode != .keyboardEscape
    }

    /// The focused item when there is one and the first responder (if any)
    /// is on its responder chain (as UIKit gives presses to the focused item)
    /// or outside the navigation scope (a field behind a pause menu); else the
    /// first responder inside the scope; else the scope's controller or view
    /// (under a presentation the presented controller, so Escape dismisses
    /// it rather than popping the navigation stack behind it); else the first
    /// responder, the root view controller, the window.
    static func target(in window: UIWindow) -> UIResponder {
        let first = window.firstResponder
        guard let scope = NavigationScope.resolve(in: window) else {
            return first ?? window.rootViewController ?? window
        }
        let scopeView = NavigationScope.view(of: scope)
        let inScope = { (responder: UIResponder) -> Bool in
            guard let scopeView else { return true }
            let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
            return view?.isDescendant(of: scopeView) ?? false
        }
        let wholeWindow = scope === window.rootViewController || scope === window
        if let focused = window.focusSystemIfCreated?.focusedItem as? UIView, focused.window === window,
            first.map({ isOnChain($0, from: focused) || (!wholeWindow && !inScope($0)) }) ?? true
        {
            return focused
        }
        if wholeWindow { return first ?? window.rootViewController ?? window }
        if let first, inScope(first) { return first }
        return (scope as? UIResponder) ?? (scope as? UndimmedSheetScope)?.presentedController ?? first ?? window
    }

    private static func isOnChain(_ responder: UIResponder, from start: UIResponder) -> Bool {
        var current: UIResponder? = start
        var steps = 0
        while let node = current, steps < FocusTree.depthLimit {
            if node === responder { return true }
            current = node.next
            steps += 1
        }
        return false
    }

    /// Plain arrows, Tab and Shift-Tab move focus; Return and Space (`.select`) activate.
    static func focusHeading(for key: UIKey) -> UIFocusHeading? {
        let flags = key.modifierFlags.subtracting(.alphaShift)
        if key.keyCode == .keyboardTab, flags.isSubset(of: .shift) { return flags.isEmpty ? .next : .previous }
        guard flags.isEmpty else { return nil }
        return UIPress.PressType(key: key.keyCode, modifiers: flags).focusHeading
    }

    /// The keyboard's Menu (Application) key, or Shift+F10, opens the focused view's context menu.
    static func isMenuKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.subtracting(.alphaShift)
        if key.keyCode == UIKeyboardHIDUsage(rawValue: 101) { return flags.isEmpty }  // Application
        return key.keyCode == .keyboardF10 && flags == .shift
    }

    private static func isFocusKey(_ key: UIKey) -> Bool {
        focusHeading(for: key) != nil
            || (key.modifierFlags.subtracting(.alphaShift).isEmpty
                && UIPress.PressType(key: key.keyCode, modifiers: []) == .select)
    }

    /// Order: priority key commands, text editing, key commands; then, while
    /// no focus is shown, scrolling keys; a focus key with nothing focused (or
    /// the effect hidden) shows focus; then `pressesBegan` along the chain
    /// from the focused item (`target(in:)`); an arrow or Tab nobody took
    /// moves focus, and scrolls the scroll view around it when focus cannot move.
    private func keyDown(_ key: UIKey, code: Int32, isRepeat: Bool, to responder: UIResponder, in window: UIWindow)
        -> Bool
    {
        // A new press of a key whose release never came (focus lost, an event dropped)
        // starts afresh: the old press's consumption must not claim this one's release.
        if !isRepeat { consumed.remove(code) }
        let focus = window.focusSystem
        // The open inspector owns the keyboard: the app's focus neither wakes
        // nor moves under it; while the game has navigation input neither does
        // focus (arrows and Escape reach the responder chain, then the game).
        let navigating = focus.hasNavigationScope
        let focusEnabled = !window.isInspectorVisible && navigating
        // Space and Return typed into a text field are text, never a wake-up call for focus.
        let typing = responder is UIKeyInput && key.keyCode != .keyboardTab
        let focusShown = focus.isEffectVisible && focus.focusedItem != nil
        // Text editing keys win over key commands unless a command asks for priority (UIKit since iOS 15).
        if performKeyCommand(key, from: responder, priorityOnly: true)
            || (responder as? TextEditingResponder)?.handleEditingKey(key) == true
            || performKeyCommand(key, from: responder)
            || (focusEnabled && !isRepeat && Self.isMenuKey(key) && ContextMenuTrigger.menuPress(in: window))
            || (!focusShown && scrollsWithKey(key, responder: responder, in: window, hovered: navigating))
            || (focusEnabled && !typing && !isRepeat && Self.isFocusKey(key)
                && focus.wake(movingFocus: Self.focusHeading(for: key) != nil))
        {
            if !isRepeat { consumed.insert(code) }
            return true
        }
        let target = Self.target(in: window)
        var used = presses[code]?.used ?? false
        if !isRepeat {
            if presses[code] != nil { _ = keyUp(code) }
            let press = UIPress(key: key, timestamp: now)
            presses[code] = Held(press: press, window: window, responder: target, used: true)
            unhandled.removeAll()
            target.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: now))
            used = !unhandled.contains(ObjectIdentifier(press))
            unhandled.removeAll()
            if used { UIFocusSoundHooks.pressUsed(press.type) }
            presses[code]?.used = used
            presses[code]?.movesFocus =
                focusEnabled && !used && focus.focusedItem != nil && Self.focusHeading(for: key) != nil
        }
        if presses[code]?.movesFocus == true, let heading = Self.focusHeading(for: key) {
            if !focus.move(heading, withinGroup: true) {
                _ = scrollsWithKey(key, responder: target, in: window, hovered: true)
            }
            presses[code]?.used = true
            used = true
        }
        edit(with: key, responder: responder)
        return used
    }

    /// Whether `press` reached the application's `pressesBegan` (forgets it).
    func takeUnhandled(_ press: UIPress) -> Bool { unhandled.remove(ObjectIdentifier(press)) != nil }

    /// A press reached the application's `pressesBegan`: no responder took it.
    func pressesReachedApplication(_ presses: Set<UIPress>) {
        for press in presses { unhandled.insert(ObjectIdentifier(press)) }
    }

    /// The release goes to the responder that got the press; true when the UI used the press.
    private func keyUp(_ code: Int32) -> Bool {
        if consumed.remove(code) != nil { return true }
        guard let held = presses.removeValue(forKey: code) else { return false }
        let press = held.press
        press.phase = .ended
        press.timestamp = now
        held.responder?.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: now))
        return held.used
    }

    /// Arrows, pages, Home and End scroll the scroll view around the first responder or under the pointer.
    /// The scroll view under the pointer only when `hovered` (the UI has navigation input).
    private func scrollsWithKey(_ key: UIKey, responder: UIResponder, in window: UIWindow, hovered: Bool) -> Bool {
        UIScrollView.routeKey(key, responder: responder, hovered: hovered ? pointer?.hoveredScrollView(in: window) : nil)
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
        guard let input = window.firstResponder as? UIKeyInput else { return false }
        guard let text = Self.validText(e.text, from: "SDL_TEXTINPUT") else { return true }
        if !text.isEmpty { input.insertText(text) }
        return true
    }

    /// SDL_TEXTEDITING: the IME's composition, shown as marked text with its cursor.
    func handleComposition(_ e: SDL_TextEditingEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else {
            return false
        }
        guard let input = window.firstResponder as? UITextInput else { return false }
        guard let text = Self.validText(e.text, from: "SDL_TEXTEDITING") else { return true }
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
}
