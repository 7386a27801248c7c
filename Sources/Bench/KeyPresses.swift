import CSDL
import SDLViews

/// A key pressed and released in a window through the application's event
/// handling, as a player's keyboard reaches it (the focus and accessibility
/// scenarios move focus this way).
@MainActor
enum KeyPresses {
    static func press(_ scancode: SDL_Scancode, in window: UIWindow, shift: Bool = false) {
        for type in [SDL_KEYDOWN, SDL_KEYUP] {
            var event = SDL_Event()
            event.key.type = type.rawValue
            event.key.windowID = window.sdlWindowID ?? 0
            event.key.keysym.scancode = scancode
            event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
            event.key.keysym.mod = UInt16(shift ? KMOD_LSHIFT.rawValue : 0)
            UIApplication.shared.handle(event)
        }
    }
}
