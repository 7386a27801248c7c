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

    /// The toggle key's press shows or hides the inspector; its release is used too.
    func handleInspectorKey(_ e: SDL_KeyboardEvent) -> Bool {
        guard let key = runtime.inspectorToggleKey, Int(e.keysym.scancode.rawValue) == key.rawValue else {
            return false
        }
        guard e.type == SDL_KEYDOWN.rawValue, e.repeat == 0 else { return true }
        guard let window = window(withSDLID: e.windowID) ?? keyWindow else { return false }
        window.isInspectorVisible.toggle()
        return true
    }
}
