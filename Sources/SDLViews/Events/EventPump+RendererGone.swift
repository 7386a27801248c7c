import Foundation
internal import CSDL

/// Input for a wrapped window whose game destroyed its renderer (or window).
/// Such a window draws nothing, so nothing of it can be clicked, typed into or
/// navigated: its pointer, key, text and gamepad events are the game's
/// (`handle(_:)` returns false and nothing is delivered), presses and keys in
/// flight are cancelled, and the first such event is logged once per window.
/// Quit, window and reset events are still observed.
extension EventPump {
    func refusesInputAfterRendererGone(_ event: SDL_Event) -> Bool {
        guard let id = EventPump.inputWindowID(of: event) else { return false }
        let window = (id == 0 ? nil : UIApplication.shared.window(withSDLID: id)) ?? UIApplication.shared.keyWindow
        guard let window, let host = window.host, !host.ownsSDLObjects, !host.checkSDLObjectsAlive() else {
            return false
        }
        if !host.refusedInputAfterRendererGone {
            host.refusedInputAfterRendererGone = true
            SDLViewsLog.error(
                "input for a UIWindow whose SDL renderer is gone is left to the game (the window draws nothing); "
                    + "close the window or wrap the new renderer")
            touches.cancelAll(in: window)
            keys.cancelAll(in: window)
            capture.release(window)
        }
        return true
    }

    /// The SDL window id an input event names (0: none, the key window's), or
    /// nil for events that are not input (quit, window, reset, device events).
    private static func inputWindowID(of event: SDL_Event) -> UInt32? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: return event.button.windowID
        case SDL_MOUSEMOTION: return event.motion.windowID
        case SDL_MOUSEWHEEL: return event.wheel.windowID
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: return event.tfinger.windowID
        case SDL_KEYDOWN, SDL_KEYUP: return event.key.windowID
        case SDL_TEXTINPUT: return event.text.windowID
        case SDL_TEXTEDITING: return event.edit.windowID
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP, SDL_CONTROLLERAXISMOTION: return 0
        default: return nil
        }
    }
}
