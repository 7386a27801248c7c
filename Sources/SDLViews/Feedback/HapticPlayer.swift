import Foundation
internal import CSDL

/// Plays haptic patterns on the game controller used last, with
/// `SDL_GameControllerRumble` (and `SDL_GameControllerRumbleTriggers` where
/// the pad has trigger motors). A pattern's later pulses are started by a
/// frame callback on the application clock. With no controller nothing
/// happens and nothing is logged; a controller that cannot rumble is
/// logged once.
@MainActor
final class HapticPlayer {
    private struct Scheduled {
        let pulse: HapticPulse
        let pad: SDL_JoystickID
        let due: CFTimeInterval
    }
    private var scheduled: [Scheduled] = []
    private var token: Int?
    /// Pads whose failure to rumble was logged.
    private var loggedPads: Set<SDL_JoystickID> = []
    /// How many pulses reached a controller (tests, the inspector of a game's feel).
    private(set) var pulsesPlayed = 0

    /// Plays `pattern` on the controller used last (or the only one connected).
    func play(_ pattern: [HapticPulse]) {
        guard let (pad, _) = Self.targetController() else { return }
        let now = MediaClock.now
        for pulse in pattern {
            if pulse.delay <= 0 {
                start(pulse, on: pad)
            } else {
                scheduled.append(Scheduled(pulse: pulse, pad: pad, due: now + pulse.delay))
            }
        }
        if !scheduled.isEmpty && token == nil {
            token = UIApplication.shared.pipeline.addFrameCallback { [weak self] time in self?.frame(at: time) }
        }
    }

    /// Whether a controller would rumble now (generators' `prepare()` asks nothing more).
    var hasController: Bool { Self.targetController() != nil }

    /// Forgets the pulses still to come on a pad that went away.
    func stop(on pad: SDL_JoystickID) {
        scheduled.removeAll { $0.pad == pad }
    }

    private func frame(at time: CFTimeInterval) {
        let due = scheduled.filter { $0.due <= time + 1e-9 }
        scheduled.removeAll { $0.due <= time + 1e-9 }
        for item in due { start(item.pulse, on: item.pad) }
        if scheduled.isEmpty, let token {
            UIApplication.shared.pipeline.removeCallback(token)
            self.token = nil
        }
    }

    private func start(_ pulse: HapticPulse, on pad: SDL_JoystickID) {
        guard let controller = UIApplication.shared.pipeline.pump.gamepads.controller(for: pad) else { return }
        let ms = pulse.milliseconds
        if SDL_GameControllerRumble(controller, HapticPulse.motor(pulse.low), HapticPulse.motor(pulse.high), ms) != 0 {
            if loggedPads.insert(pad).inserted {
                SDLViewsLog.error("haptics: game controller \(pad) does not rumble (\(SDLRuntime.lastError)); feedback is skipped")
            }
            return
        }
        pulsesPlayed += 1
        if pulse.triggers > 0, SDL_GameControllerHasRumbleTriggers(controller) == SDL_TRUE {
            let value = HapticPulse.motor(pulse.triggers)
            _ = SDL_GameControllerRumbleTriggers(controller, value, value, ms)
        }
    }

    /// The controller used last if still connected, else the first connected one.
    private static func targetController() -> (SDL_JoystickID, OpaquePointer)? {
        let pads = UIApplication.shared.pipeline.pump.gamepads
        if let last = runtime.gameController.lastGamepad, let controller = pads.controller(for: last) {
            return (last, controller)
        }
        return pads.anyController()
    }
}
