import Foundation
internal import CSDL

/// What the runtime knows about game controllers beyond routing their
/// presses: which input came last (a text field that becomes first
/// responder after a pad press shows the on-screen keyboard), which pad was
/// used last (haptics rumble it, button prompts follow its type), the
/// game's focus sound hooks, and the haptic patterns playing.
@MainActor
final class GameControllerState {
    let focusSoundHooks = UIFocusSoundHooks()
    let haptics = HapticPlayer()
    /// The on-screen keyboard and input views (`KeyboardPresenter`).
    let keyboard = KeyboardPresenter()
    /// The controller family a game forces for button prompts (`GamepadButtonPrompt.preferredFamily`).
    var preferredFamily: GamepadFamily?
    /// Whether the last user input came from a game controller (not a key, the mouse or a touch).
    private(set) var lastInputWasGamepad = false
    /// The instance id of the controller used last.
    private(set) var lastGamepad: SDL_JoystickID?

    /// Notes where an event came from before it is routed.
    func noteInput(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERBUTTONDOWN:
            usedGamepad(event.cbutton.which)
        case SDL_CONTROLLERAXISMOTION:
            // Stick drift below the dead zone is not use.
            if abs(Double(event.caxis.value) / 32767) >= GamepadRouter.stickDeadZone { usedGamepad(event.caxis.which) }
        case SDL_KEYDOWN, SDL_TEXTINPUT, SDL_MOUSEBUTTONDOWN, SDL_MOUSEWHEEL, SDL_FINGERDOWN:
            lastInputWasGamepad = false
        default:
            break
        }
    }

    /// A controller was used (also for tests and hosts that route pads themselves).
    func usedGamepad(_ id: SDL_JoystickID) {
        lastInputWasGamepad = true
        lastGamepad = id
    }

    /// A controller went away: it is no longer the one used last.
    func gamepadRemoved(_ id: SDL_JoystickID) {
        if lastGamepad == id { lastGamepad = nil }
        haptics.stop(on: id)
    }
}
