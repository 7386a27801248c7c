import Foundation
internal import CSDL

extension UIApplication {
    /// The key that shows and hides the key window's inspector
    /// (`UIWindow.isInspectorVisible`), F12 by default; nil turns the key off.
    /// The key is used by the inspector (`handle(_:)` returns true for it) and
    /// never reaches a responder. An SDLViews addition.
    public var inspectorToggleKey: UIKeyboardHIDUsage? {
        get { runtime.inspectorToggleKey }
        set { runtime.inspectorToggleKey = newValue }
    }

    /// The toggle key's press shows or hides the inspector; its release is
    /// used too. While the inspector is open its own keys (arrows, Escape)
    /// are its, and used, unless a text field is being edited.
    func handleInspectorKey(_ e: SDL_KeyboardEvent) -> Bool {
        guard let key = runtime.inspectorToggleKey, Int(e.keysym.scancode.rawValue) == key.rawValue else {
            return handleOpenInspectorKey(e)
        }
        guard e.type == SDL_KEYDOWN.rawValue, e.repeat == 0 else { return true }
        guard let window = window(withSDLID: e.windowID) ?? keyWindow else { return false }
        window.isInspectorVisible.toggle()
        return true
    }
}

extension UIApplication {
    /// Arrows and Escape while the key window's inspector is open, both press
    /// and release (the game never sees half a key).
    private func handleOpenInspectorKey(_ e: SDL_KeyboardEvent) -> Bool {
        let code = Int(e.keysym.scancode.rawValue)
        // The release of a key the inspector took (Escape closed it) is its too.
        if e.type == SDL_KEYUP.rawValue, inspectorHeldKeys.remove(code) != nil { return true }
        // A new press whose release never came to the inspector (it closed, the window
        // lost focus) starts afresh: the stale hold must not swallow this press's release.
        if e.type == SDL_KEYDOWN.rawValue, e.repeat == 0 { inspectorHeldKeys.remove(code) }
        guard let window = window(withSDLID: e.windowID) ?? keyWindow, let inspector = window.inspectorView,
            !(window.firstResponder is UIKeyInput)
        else { return false }
        let key = UIKeyboardHIDUsage(rawValue: code)
        guard [.keyboardEscape, .keyboardUpArrow, .keyboardDownArrow].contains(key) else { return false }
        if e.type == SDL_KEYDOWN.rawValue {
            inspectorHeldKeys.insert(code)
            _ = inspector.handleKey(key)
        }
        return true
    }
}

/// Keys whose press the open inspector took, until their release.
@MainActor private var inspectorHeldKeys = Set<Int>()
