import Foundation
internal import CSDL

/// Who turns SDL text input on and off. SDL text input runs while the key
/// window's first responder adopts `UIKeyInput`, or while a host game says it
/// wants it (`UIApplication.hostWantsTextInput`). Over windows SDLViews opened
/// it owns text input and also switches off SDL's own default; in host mode
/// (a game's wrapped window) it stops only what it started, so text input the
/// game started before a field began editing is on again (still on) when the
/// field resigns: the game's state as it was.
@MainActor
enum TextInputSession {
    /// Whether SDLViews started the text input now running (or took it over
    /// when the game set `hostWantsTextInput`), so that it may stop it.
    private(set) static var startedHere = false

    /// `UIApplication.hostWantsTextInput`.
    static var hostWants = false {
        didSet {
            guard hostWants != oldValue else { return }
            // From now on the game says what it wants through the flag: running
            // text input is managed here, on while the game or a field needs it.
            startedHere = true
            sync()
        }
    }

    static var wanted: Bool { UIApplication.shared.keyWindow?.firstResponder is UIKeyInput }

    /// Starts or stops SDL text input to follow the first responder and the game.
    static func sync() {
        let active = SDL_IsTextInputActive() == SDL_TRUE
        if wanted || hostWants {
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
