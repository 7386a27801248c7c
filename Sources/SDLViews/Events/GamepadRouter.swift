import Foundation
internal import CSDL

/// Game controllers through SDL's GameController API: each pad is opened on
/// `SDL_CONTROLLERDEVICEADDED` and closed on removal (several at once, hot
/// plugged). Buttons become `UIPress`es with tvOS's press types, delivered
/// along the key window's focused item's responder chain (`KeyRouter.target`);
/// a direction nobody took moves focus, repeating while held. The left
/// stick acts as the D-pad: read once per frame through a
/// `StickDirectionFilter`, its direction is an arrow press on the focused
/// item's chain (a focused slider, stepper, segmented control or page
/// control adjusts, repeating while held) or, unused, a focus move with the
/// same repeat. A pad removed while a button is held ends the press with
/// `pressesCancelled`. While the game has navigation input
/// (`UIApplication.wantsNavigationInput` false) focus neither wakes nor
/// moves, and a press no responder took, or the stick, is the game's
/// (`handle(_:)` false).
@MainActor
final class GamepadRouter {
    /// Below this fraction of full deflection the stick is at rest.
    static let stickDeadZone = 0.5
    /// A trigger is a button past half way, released below a third.
    static let triggerPress = 0.5
    static let triggerRelease = 0.33

    var now: CFTimeInterval = 0
    private unowned let keys: KeyRouter
    private var controllers: [SDL_JoystickID: OpaquePointer] = [:]

    private struct Source: Hashable {
        let pad: SDL_JoystickID
        let button: Int
        /// The left stick's pseudo button, whose direction repeats.
        static func stick(_ pad: SDL_JoystickID) -> Source { Source(pad: pad, button: -1) }
    }
    private struct Held {
        let press: UIPress
        weak var responder: UIResponder?
        /// A responder took the press or it moved focus: the game should not act on it.
        var used = true
    }
    private var held: [Source: Held] = [:]
    /// Presses that only showed focus: their release is not delivered either.
    private var consumed: Set<Source> = []
    private var repeaters: [Source: DirectionRepeater] = [:]
    private var sticks: [SDL_JoystickID: StickState] = [:]

    /// A pad's left stick: its latest axes (from events) and the direction
    /// the frame read from them.
    private struct StickState {
        var x = 0.0
        var y = 0.0
        var filter = StickDirectionFilter()
        /// Held since the game had it: a menu opening under a held stick
        /// waits for its release rather than moving focus at once.
        var heldForGame = false
        /// The direction whose arrow press the stick holds now.
        var pressed: UIFocusHeading?
    }

    init(keys: KeyRouter) { self.keys = keys }

    // MARK: Devices

    func deviceAdded(index: Int32) -> Bool {
        guard SDL_IsGameController(index) == SDL_TRUE, let controller = SDL_GameControllerOpen(index) else {
            SDLViewsLog.error("game controller \(index) could not be opened: \(SDLRuntime.lastError)")
            return false
        }
        let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
        if let old = controllers[id] { SDL_GameControllerClose(old) }
        controllers[id] = controller
        return true
    }

    /// The open controller with instance id `id` (haptics rumble it).
    func controller(for id: SDL_JoystickID) -> OpaquePointer? { controllers[id] }

    /// Some open controller (the lowest instance id), when any is connected.
    func anyController() -> (SDL_JoystickID, OpaquePointer)? {
        controllers.min { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    func deviceRemoved(id: SDL_JoystickID) -> Bool {
        runtime.gameController.gamepadRemoved(id)
        cancelPresses(of: id)
        sticks[id] = nil
        guard let controller = controllers.removeValue(forKey: id) else { return false }
        SDL_GameControllerClose(controller)
        return true
    }

    private func cancelPresses(of pad: SDL_JoystickID) {
        consumed = consumed.filter { $0.pad != pad }
        repeaters = repeaters.filter { $0.key.pad != pad }
        for (source, entry) in held where source.pad == pad {
            held[source] = nil
            entry.press.phase = .cancelled
            entry.press.timestamp = now
            entry.responder?.pressesCancelled(
                [entry.press], with: UIPressesEvent(presses: [entry.press], timestamp: now))
        }
    }

    /// SDL releases a removed pad's buttons before it reports the removal:
    /// those releases cancel the presses instead of ending them.
    private func cancelledAsDetached(_ pad: SDL_JoystickID) -> Bool {
        guard let controller = controllers[pad], SDL_GameControllerGetAttached(controller) != SDL_TRUE else {
            return false
        }
        cancelPresses(of: pad)
        sticks[pad] = nil
        return true
    }

    // MARK: Buttons

    func button(_ e: SDL_ControllerButtonEvent) -> Bool {
        if cancelledAsDetached(e.which) { return true }
        guard let type = Self.pressType(SDL_GameControllerButton(Int32(e.button))) else { return false }
        let source = Source(pad: e.which, button: Int(e.button))
        return e.state == UInt8(SDL_PRESSED) ? began(type, source) : ended(source)
    }

    private func began(_ type: UIPress.PressType, _ source: Source) -> Bool {
        guard held[source] == nil, !consumed.contains(source), let window = UIApplication.shared.keyWindow else {
            return false
        }
        // The on-screen keyboard, while shown, takes the pad before focus does.
        if let keyboard = runtime.gameController.keyboard.activeKeyboard(in: window), keyboard.takes(type) {
            consumed.insert(source)
            keyboard.press(type)
            return true
        }
        let focus = window.focusSystem
        focus.syncScope()
        focus.navigationInputArrived()
        // Y opens the focused view's context menu (or its button's menu).
        if type == .buttonY, ContextMenuTrigger.menuPress(in: window) {
            consumed.insert(source)
            return true
        }
        if type.focusHeading != nil || type == .select, focus.hasNavigationScope,
            focus.wake(movingFocus: type.focusHeading != nil)
        {
            consumed.insert(source)
            if let heading = type.focusHeading {
                repeaters[source] = DirectionRepeater(heading: heading, startedAt: now)
            }
            return true
        }
        let target = KeyRouter.target(in: window)
        let press = UIPress(type: type, timestamp: now)
        held[source] = Held(press: press, responder: target)
        target.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: now))
        let unhandled = keys.takeUnhandled(press)
        if !unhandled { UIFocusSoundHooks.pressUsed(type) }
        guard unhandled else { return true }
        guard let heading = type.focusHeading, focus.focusedItem != nil, focus.hasNavigationScope else {
            held[source]?.used = false
            return false
        }
        focus.move(heading)
        repeaters[source] = DirectionRepeater(heading: heading, startedAt: now)
        return true
    }

    private func ended(_ source: Source) -> Bool {
        repeaters[source] = nil
        if consumed.remove(source) != nil { return true }
        guard let entry = held.removeValue(forKey: source) else { return false }
        entry.press.phase = .ended
        entry.press.timestamp = now
        entry.responder?.pressesEnded([entry.press], with: UIPressesEvent(presses: [entry.press], timestamp: now))
        return entry.used
    }

    // MARK: Axes

    func axis(_ e: SDL_ControllerAxisEvent) -> Bool {
        if cancelledAsDetached(e.which) { return true }
        let value = max(Double(e.value) / 32767, -1)
        switch SDL_GameControllerAxis(Int32(e.axis)) {
        case SDL_CONTROLLER_AXIS_LEFTX: sticks[e.which, default: StickState()].x = value
        case SDL_CONTROLLER_AXIS_LEFTY: sticks[e.which, default: StickState()].y = value
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT: return trigger(.leftTrigger, value, Source(pad: e.which, button: 100))
        case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: return trigger(.rightTrigger, value, Source(pad: e.which, button: 101))
        default: return false
        }
        return stickBelongsToUI(pastDeadZone: abs(value) >= Self.stickDeadZone)
    }

    private func trigger(_ type: UIPress.PressType, _ value: Double, _ source: Source) -> Bool {
        let down = held[source] != nil
        if !down, value >= Self.triggerPress { return began(type, source) }
        if down, value < Self.triggerRelease { return ended(source) }
        return down
    }

    /// Whether the UI has navigation input, so the stick's motion is the
    /// UI's (`handle(_:)` true); its direction is read at the next frame.
    private func stickBelongsToUI(pastDeadZone deadZone: Bool) -> Bool {
        guard let focus = UIApplication.shared.keyWindow?.focusSystem else { return false }
        focus.syncScope()
        if deadZone { focus.navigationInputArrived() }
        return focus.hasNavigationScope
    }

    /// Once per frame: each stick's filtered direction. A change ends the
    /// previous direction's press and begins the new one's, exactly as the
    /// D-pad's buttons would (`began` / `ended`), while the UI has
    /// navigation input; otherwise the stick is the game's and any press
    /// it held ends.
    private func readSticks() {
        guard !sticks.isEmpty else { return }
        let hasScope = UIApplication.shared.keyWindow.map { window -> Bool in
            window.focusSystem.syncScope()
            return window.focusSystem.hasNavigationScope
        } ?? false
        for pad in sticks.keys.sorted() {
            guard var stick = sticks[pad] else { continue }
            let heading = stick.filter.update(x: stick.x, y: stick.y)
            if heading == nil { stick.heldForGame = false } else if !hasScope { stick.heldForGame = true }
            let wanted = hasScope && !stick.heldForGame ? heading : nil
            let changed = wanted != stick.pressed
            stick.pressed = wanted
            sticks[pad] = stick
            guard changed else { continue }
            let source = Source.stick(pad)
            _ = ended(source)
            if let wanted { _ = began(Self.pressType(for: wanted), source) }
        }
    }

    // MARK: Each frame

    /// Each frame, after the events: the sticks' directions are read, then
    /// held directions repeat on the application clock.
    func tick(at time: CFTimeInterval) {
        now = time
        readSticks()
        guard !repeaters.isEmpty, let focus = UIApplication.shared.keyWindow?.focusSystem else { return }
        for source in repeaters.keys.sorted(by: { ($0.pad, $0.button) < ($1.pad, $1.button) }) {
            guard var repeater = repeaters[source] else { continue }
            let count = repeater.repeatsDue(at: time)
            repeaters[source] = repeater
            for _ in 0..<count { focus.move(repeater.heading) }
        }
    }

    /// The arrow press of a stick direction.
    static func pressType(for heading: UIFocusHeading) -> UIPress.PressType {
        switch heading {
        case .up: .upArrow
        case .down: .downArrow
        case .left: .leftArrow
        default: .rightArrow
        }
    }

    static func pressType(_ button: SDL_GameControllerButton) -> UIPress.PressType? {
        switch button {
        case SDL_CONTROLLER_BUTTON_A: return .select
        case SDL_CONTROLLER_BUTTON_B: return .menu
        case SDL_CONTROLLER_BUTTON_X: return .buttonX
        case SDL_CONTROLLER_BUTTON_Y: return .buttonY
        case SDL_CONTROLLER_BUTTON_BACK: return .buttonOptions
        case SDL_CONTROLLER_BUTTON_GUIDE: return .buttonHome
        case SDL_CONTROLLER_BUTTON_START: return .playPause
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: return .leftThumbstickButton
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: return .rightThumbstickButton
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP: return .upArrow
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return .downArrow
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return .leftArrow
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return .rightArrow
        default: return nil
        }
    }
}
