import Foundation
import CSDL
import SDLViews

/// An offscreen screen for tests: a key, visible `UIWindow` on SDL's dummy video
/// driver with the software renderer, and a virtual clock that starts at 0 and
/// moves only through `advance(by:)`. No environment variables are needed.
/// Several screens may exist one after another in one process; each new one
/// starts from a fresh runtime context and resets the clock to 0.
///
/// `SDLVIEWS_TEST_RENDERER` names another SDL renderer for a second pass of the
/// golden tests (`scripts/test.sh` runs them on `opengles2`), on the video
/// driver `SDLVIEWS_TEST_VIDEO` (default `offscreen`: EGL pbuffers on Mesa's
/// llvmpipe, no display needed, and the frame stays readable after a present).
@MainActor
public final class HeadlessScreen {
    public let window: UIWindow
    /// The URLs `UIApplication.shared.open(_:)` was asked to open, oldest first: a
    /// headless screen records them (each open succeeds) instead of starting a browser.
    public private(set) var openedURLs: [URL] = []

    /// Starts from a fresh runtime context (`UIApplication.resetRuntime()`):
    /// no animation block, transaction, touch, pending layout or cache of an
    /// earlier screen is seen by this one.
    public init(width: Int, height: Int, scale: CGFloat = 1) throws {
        UIApplication.shared.resetRuntime()
        VirtualClock.start(at: 0)
        // The dummy window never has input focus; pad events must still arrive.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        let renderer = Self.rendererName
        window = try UIWindow.makeHeadless(
            width: width, height: height, scale: scale, videoDriver: renderer == "software" ? "dummy" : Self.videoName,
            renderDriver: renderer)
        window.backgroundColor = .white
        UIApplication.shared.urlOpener = { [weak self] url in
            self?.openedURLs.append(url)
            return true
        }
        window.runFrame()
    }

    /// The SDL renderer headless screens use: `SDLVIEWS_TEST_RENDERER`, else "software".
    public nonisolated static var rendererName: String {
        let name = ProcessInfo.processInfo.environment["SDLVIEWS_TEST_RENDERER"] ?? ""
        return name.isEmpty ? "software" : name
    }

    private static var videoName: String {
        let name = ProcessInfo.processInfo.environment["SDLVIEWS_TEST_VIDEO"] ?? ""
        return name.isEmpty ? "offscreen" : name
    }

    isolated deinit {
        window.close()
        detachGamepad()
    }

    /// Moves the virtual clock by `seconds`, then runs exactly one frame.
    public func advance(by seconds: TimeInterval) {
        VirtualClock.advance(by: seconds)
        window.runFrame()
    }

    /// Resizes the window (a window-resize event), then runs one frame.
    public func resize(width: Int, height: Int) {
        window.resizeHeadless(width: width, height: height)
        window.runFrame()
    }

    /// Runs one frame at the current time.
    public func runFrame() { window.runFrame() }

    /// The last composited frame as an image (pixels at the screen's scale).
    public func snapshot() -> UIImage {
        let scale = window.screen.scale
        guard let image = window.readFramePixels() else {
            return UIImage(cgImage: CGImage(width: 1, height: 1, bgraPixels: [0, 0, 0, 0])!, scale: scale)
        }
        return UIImage(cgImage: image, scale: scale)
    }

    /// The pixel under a point of the last frame (transparent black outside).
    public func pixel(at point: CGPoint) -> RGBA8 {
        let scale = window.screen.scale
        guard let image = window.readFramePixels() else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        let x = Int((point.x * scale).rounded(.down)), y = Int((point.y * scale).rounded(.down))
        return image.pixel(x: x, y: y) ?? RGBA8(r: 0, g: 0, b: 0, a: 0)
    }

    /// Draws characters the bundled font lacks from the font file at `path`
    /// (nil: none), and asks the system's fonts (fontconfig) only when
    /// `systemFonts`, so a test's text looks the same on every machine.
    public func useFallbackFont(at path: String?, systemFonts: Bool = false) {
        FontFallback.shared.preferredFiles = path.map { [$0] } ?? []
        FontFallback.shared.usesSystemFonts = systemFonts
    }

    // MARK: Input: real SDL events through the real pump, then one frame

    public func touchDown(at point: CGPoint, finger: Int = 0) { pushFinger(SDL_FINGERDOWN, at: point, finger: finger) }
    public func touchMove(to point: CGPoint, finger: Int = 0) {
        pushFinger(SDL_FINGERMOTION, at: point, finger: finger)
    }
    public func touchUp(at point: CGPoint, finger: Int = 0) { pushFinger(SDL_FINGERUP, at: point, finger: finger) }

    /// A touch down and up at one point, each in its own frame.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        touchUp(at: point)
    }

    /// Presses and releases a key with `modifiers` held (one frame each).
    public func key(_ code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        keyDown(code, modifiers: modifiers)
        keyUp(code, modifiers: modifiers)
    }

    /// Presses a key (one frame); `isRepeat` sends it as SDL's auto-repeat of a held key.
    public func keyDown(_ code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], isRepeat: Bool = false) {
        pushKey(SDL_KEYDOWN, code: code, modifiers: modifiers, isRepeat: isRepeat)
    }

    /// Releases a key (one frame).
    public func keyUp(_ code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        pushKey(SDL_KEYUP, code: code, modifiers: modifiers, isRepeat: false)
    }

    /// Types `text` as SDL text input events (one per character, one frame).
    /// SDL delivers them only while text input runs, that is while the first
    /// responder adopts `UIKeyInput`, as with a real keyboard.
    public func type(_ text: String) {
        for character in text {
            var event = SDL_Event()
            event.text.type = SDL_TEXTINPUT.rawValue
            event.text.timestamp = SDL_GetTicks()
            event.text.windowID = window.sdlWindowID ?? 0
            let bytes = Array(String(character).utf8.prefix(31))
            withUnsafeMutableBytes(of: &event.text.text) { raw in
                for (i, byte) in bytes.enumerated() { raw[i] = byte }
                raw[bytes.count] = 0
            }
            SDL_PushEvent(&event)
        }
        window.runFrame()
    }

    /// Shows `text` as an IME's composition (one SDL text-editing event, one
    /// frame) with its cursor after `cursor` Characters; empty text ends the
    /// composition without committing. `type(_:)` commits, as the IME does.
    public func compose(_ text: String, cursor: Int) {
        var event = SDL_Event()
        event.edit.type = SDL_TEXTEDITING.rawValue
        event.edit.timestamp = SDL_GetTicks()
        event.edit.windowID = window.sdlWindowID ?? 0
        let bytes = Self.utf8Prefix(text, limit: 31)
        withUnsafeMutableBytes(of: &event.edit.text) { raw in
            for (i, byte) in bytes.enumerated() { raw[i] = byte }
            raw[bytes.count] = 0
        }
        let clamped = min(max(cursor, 0), text.count)
        event.edit.start = Int32(String(text.prefix(clamped)).unicodeScalars.count)
        event.edit.length = 0
        SDL_PushEvent(&event)
        window.runFrame()
    }

    /// Pushes raw bytes as one SDL text-input event (one frame), for testing bad input.
    public func typeRawBytes(_ bytes: [UInt8]) {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        event.text.timestamp = SDL_GetTicks()
        event.text.windowID = window.sdlWindowID ?? 0
        let kept = Array(bytes.prefix(31))
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            for (i, byte) in kept.enumerated() { raw[i] = byte }
            raw[kept.count] = 0
        }
        SDL_PushEvent(&event)
        window.runFrame()
    }

    /// The UTF-8 of whole Characters of `text` that fit in `limit` bytes (SDL's event buffer).
    private static func utf8Prefix(_ text: String, limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for character in text {
            let next = Array(String(character).utf8)
            guard bytes.count + next.count <= limit else { break }
            bytes += next
        }
        return bytes
    }

    // MARK: Mouse: the left button is a touch, motion without it hover, the wheel scrolling

    /// Presses the left button; with `.alternate` a mirrored second finger joins, as in the iOS Simulator.
    public func mouseDown(at point: CGPoint, modifiers: UIKeyModifierFlags = []) {
        SDL_SetModState(modifiers.contains(.alternate) ? KMOD_LALT : KMOD_NONE)
        pushMouseButton(SDL_MOUSEBUTTONDOWN, at: point)
        SDL_SetModState(KMOD_NONE)
    }

    /// Moves the mouse; with the button down this moves its touch, else it hovers.
    public func mouseMove(to point: CGPoint, buttonDown: Bool = true) {
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.timestamp = SDL_GetTicks()
        event.motion.windowID = window.sdlWindowID ?? 0
        event.motion.state = buttonDown ? 1 : 0  // SDL_BUTTON_LMASK
        event.motion.x = Int32(point.x.rounded(.down))
        event.motion.y = Int32(point.y.rounded(.down))
        SDL_PushEvent(&event)
        window.runFrame()
    }

    public func mouseUp(at point: CGPoint) { pushMouseButton(SDL_MOUSEBUTTONUP, at: point) }

    /// Scrolls the wheel by `lines` (y up positive, as SDL) with the pointer at
    /// `point`; `precise` marks trackpad scrolling (fractional, continuous).
    public func scroll(x: Float = 0, y: Float, at point: CGPoint, precise: Bool = false) {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = SDL_GetTicks()
        event.wheel.windowID = window.sdlWindowID ?? 0
        event.wheel.preciseX = x
        event.wheel.preciseY = y
        event.wheel.x = precise ? 0 : Int32(x)
        event.wheel.y = precise ? 0 : Int32(y)
        event.wheel.mouseX = Int32(point.x.rounded(.down))
        event.wheel.mouseY = Int32(point.y.rounded(.down))
        SDL_PushEvent(&event)
        window.runFrame()
    }

    /// The window loses keyboard focus (one frame): touches and held keys are cancelled.
    public func loseFocus() { pushWindowEvent(SDL_WINDOWEVENT_FOCUS_LOST) }

    /// The pointer leaves the window (one frame): hovering ends.
    public func pointerLeaves() { pushWindowEvent(SDL_WINDOWEVENT_LEAVE) }

    private func pushWindowEvent(_ id: SDL_WindowEventID) {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        event.window.windowID = window.sdlWindowID ?? 0
        SDL_PushEvent(&event)
        window.runFrame()
    }

    /// A right click (secondary button down and up) at `point`: opens context menus.
    public func secondaryClick(at point: CGPoint) {
        pushMouseButton(SDL_MOUSEBUTTONDOWN, at: point, button: UInt8(SDL_BUTTON_RIGHT))
        pushMouseButton(SDL_MOUSEBUTTONUP, at: point, button: UInt8(SDL_BUTTON_RIGHT))
    }

    private func pushMouseButton(_ type: SDL_EventType, at point: CGPoint, button: UInt8 = UInt8(SDL_BUTTON_LEFT)) {
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.timestamp = SDL_GetTicks()
        event.button.windowID = window.sdlWindowID ?? 0
        event.button.button = button
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = Int32(point.x.rounded(.down))
        event.button.y = Int32(point.y.rounded(.down))
        SDL_PushEvent(&event)
        window.runFrame()
    }

    private func pushFinger(_ type: SDL_EventType, at point: CGPoint, finger: Int) {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.timestamp = SDL_GetTicks()
        event.tfinger.touchId = 1
        event.tfinger.fingerId = SDL_FingerID(finger)
        let size = window.bounds.size
        event.tfinger.x = Float(point.x / max(size.width, 1))
        event.tfinger.y = Float(point.y / max(size.height, 1))
        event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        event.tfinger.windowID = window.sdlWindowID ?? 0
        SDL_PushEvent(&event)
        window.runFrame()
    }

    private func pushKey(_ type: SDL_EventType, code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags, isRepeat: Bool)
    {
        var event = SDL_Event()
        event.key.type = type.rawValue
        event.key.timestamp = SDL_GetTicks()
        event.key.windowID = window.sdlWindowID ?? 0
        event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = isRepeat ? 1 : 0
        let scancode = SDL_Scancode(UInt32(code.rawValue))
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
        event.key.keysym.mod = Self.sdlModifiers(modifiers)
        SDL_PushEvent(&event)
        window.runFrame()
    }

    private static func sdlModifiers(_ flags: UIKeyModifierFlags) -> UInt16 {
        var mod: UInt32 = 0
        if flags.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
        if flags.contains(.control) { mod |= KMOD_LCTRL.rawValue }
        if flags.contains(.alternate) { mod |= KMOD_LALT.rawValue }
        if flags.contains(.command) { mod |= KMOD_LGUI.rawValue }
        if flags.contains(.alphaShift) { mod |= KMOD_CAPS.rawValue }
        return UInt16(mod)
    }

    // MARK: Gamepad: a virtual controller through SDL's GameController layer

    /// The buttons of the virtual game controller (SDL's `SDL_GameControllerButton`
    /// order); the triggers are axes pressed fully.
    public enum GamepadButton: Int, CaseIterable, Sendable {
        case a = 0, b, x, y, back, guide, start, leftStick, rightStick, leftShoulder, rightShoulder
        case dpadUp, dpadDown, dpadLeft, dpadRight
        case leftTrigger = 100, rightTrigger = 101
    }

    private var gamepad: OpaquePointer?

    /// Whether a virtual controller is plugged in.
    public var isGamepadAttached: Bool { gamepad != nil }

    /// Plugs in the virtual controller (SDL's virtual joystick driver, typed as
    /// a game controller) and runs one frame, in which SDLViews opens it.
    /// The button methods plug it in on first use.
    public func plugGamepad() {
        guard gamepad == nil else { return }
        SDLRuntime.startWaitingGameControllers()
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        desc.nbuttons = 15
        desc.button_mask = (1 << 15) - 1
        desc.axis_mask = (1 << UInt32(SDL_CONTROLLER_AXIS_MAX.rawValue)) - 1
        // SDL calls these for SDL_GameControllerRumble(Triggers) on the virtual pad: the test sees the motors.
        desc.Rumble = { _, low, high in
            GamepadRumbleRecorder.shared.record(GamepadRumble(motor: .body, low: low, high: high))
            return 0
        }
        desc.RumbleTriggers = { _, left, right in
            GamepadRumbleRecorder.shared.record(GamepadRumble(motor: .triggers, low: left, high: right))
            return 0
        }
        GamepadRumbleRecorder.shared.clear()
        let index = "SDLViews virtual gamepad".withCString { name in
            desc.name = name
            return SDL_JoystickAttachVirtualEx(&desc)
        }
        guard index >= 0, let joystick = SDL_JoystickOpen(index) else {
            SDLViewsLog.error("HeadlessScreen: no virtual gamepad: \(String(cString: SDL_GetError()))")
            return
        }
        gamepad = joystick
        window.runFrame()
    }

    /// Every rumble SDL asked of the virtual controller since it was plugged
    /// in, in order (stops, with both values 0, included).
    public var gamepadRumbles: [GamepadRumble] { GamepadRumbleRecorder.shared.rumbles }

    /// Unplugs the virtual controller (one frame): held buttons end with `pressesCancelled`.
    public func unplugGamepad() {
        detachGamepad()
        window.runFrame()
    }

    private func detachGamepad() {
        guard let joystick = gamepad else { return }
        gamepad = nil
        let id = SDL_JoystickInstanceID(joystick)
        SDL_JoystickClose(joystick)
        for index in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(index) == id {
            SDL_JoystickDetachVirtual(index)
            return
        }
    }

    /// Presses a button (one frame).
    public func gamepadButtonDown(_ button: GamepadButton) { setGamepadButton(button, down: true) }

    /// Releases a button (one frame).
    public func gamepadButtonUp(_ button: GamepadButton) { setGamepadButton(button, down: false) }

    /// Presses and releases a button, each in its own frame.
    public func gamepadButton(_ button: GamepadButton) {
        gamepadButtonDown(button)
        gamepadButtonUp(button)
    }

    /// Moves the left stick to (`x`, `y`), each in -1...1 (y down positive, as SDL), then runs one frame.
    public func gamepadStick(x: Double, y: Double) {
        plugGamepad()
        guard let gamepad else { return }
        SDL_JoystickSetVirtualAxis(gamepad, Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), Self.axisValue(x))
        SDL_JoystickSetVirtualAxis(gamepad, Int32(SDL_CONTROLLER_AXIS_LEFTY.rawValue), Self.axisValue(y))
        window.runFrame()
    }

    private func setGamepadButton(_ button: GamepadButton, down: Bool) {
        plugGamepad()
        guard let gamepad else { return }
        switch button {
        case .leftTrigger, .rightTrigger:
            let axis = button == .leftTrigger ? SDL_CONTROLLER_AXIS_TRIGGERLEFT : SDL_CONTROLLER_AXIS_TRIGGERRIGHT
            SDL_JoystickSetVirtualAxis(gamepad, Int32(axis.rawValue), down ? Int16.max : 0)
        default:
            SDL_JoystickSetVirtualButton(gamepad, Int32(button.rawValue), down ? 1 : 0)
        }
        window.runFrame()
    }

    private static func axisValue(_ value: Double) -> Int16 {
        let clamped = value.isFinite ? min(max(value, -1), 1) : 0
        return Int16((clamped * 32767).rounded())
    }
}
