import CSDL
import Foundation

extension ShooterGame {
    /// Reads the left stick of the first open game controller that is off
    /// centre into the movement input. For a game whose events SDLViews owns
    /// (the launcher's sample: axis events reach no responder, as UIKit
    /// delivers no thumbstick presses either); a game with its own loop gets
    /// the axes from `handle(_:)` instead. Nothing is read while paused, so
    /// a stick steering the pause menu does not queue a move.
    public func pollStick() {
        guard !overlay.isPaused else { return }
        var stick = CGPoint.zero
        for index in 0..<SDL_NumJoysticks() where SDL_IsGameController(index) == SDL_TRUE {
            // The controller SDLViews opened (nil when it is not open: nothing to read).
            guard let controller = SDL_GameControllerFromInstanceID(SDL_JoystickGetDeviceInstanceID(index)) else {
                continue
            }
            let x = CGFloat(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTX)) / 32767
            let y = CGFloat(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTY)) / 32767
            if max(abs(x), abs(y)) >= ShooterInput.stickDeadZone {
                stick = CGPoint(x: x, y: y)
                break
            }
        }
        input.setStick(x: stick.x, y: stick.y)
    }
}
