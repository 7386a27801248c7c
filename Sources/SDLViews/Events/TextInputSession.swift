import Foundation
internal import CSDL

/// Who turns SDL text input on and off. SDL text input runs while the key
/// window's first responder adopts `UIKeyInput`. Over windows SDLViews opened
/// it owns text input and also switches off SDL's own default; in host mode
/// (a game's wrapped window) it stops only what it started, so a game's own
/// `SDL_StartTextInput()` stays on.
@MainActor
enum TextInputSession {
    /// Whether SDLViews started the text input now running.
    private(set) static var startedHere = false

    static var wanted: Bool { UIApplication.shared.keyWindow?.firstResponder is UIKeyInput }

    /// Starts or stops SDL text input to follow the first responder.
    static func sync() {
        let active = SDL_IsTextInputActive() == SDL_TRUE
        if wanted {
            guard !active else { return }
            SDL_StartTextInput()
            startedHere = true
        } else if active, startedHere || !UIApplication.shared.isHostMode {
            SDL_StopTextInput()
            startedHere = false
        } else if !active {
            startedHere = false
        }
    }
}
