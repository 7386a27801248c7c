import Foundation
internal import CSDL

/// Turns SDL events into UIKit events, in the events stage of each frame:
/// the left mouse button (type `indirectPointer`) and SDL fingers (real
/// multi-touch, `direct`) become `UITouch`es (`TouchRouter`); mouse motion
/// without buttons is hover and the wheel is scroll input (`PointerRouter`);
/// keys and text go to the first responder (`KeyRouter`); window events
/// resize, expose, close windows and cancel touches on focus loss. Gesture
/// timers due by the frame's time fire before and after the events.
///
/// A mouse user pinches and rotates as in the iOS Simulator: holding Alt
/// while pressing the button adds a second finger mirrored around the
/// window's centre, and both are then `direct` touches.
@MainActor
final class EventPump {
    let touches = TouchRouter()
    let pointer = PointerRouter()
    let keys = KeyRouter()
    /// Points per SDL unit of a precise (trackpad) wheel delta: 1:1 with the fingers on common drivers.
    static let preciseWheelPoints: CGFloat = 10
    /// The notches' speed-up (fast spins scroll further).
    private var wheelAcceleration = WheelNotchAcceleration()
    let capture = InputCapture()
    private var now: CFTimeInterval = 0
    private var mirroredMouse = false

    private(set) lazy var gamepads = GamepadRouter(keys: keys)

    init() { keys.pointer = pointer }

    /// After the events: held gamepad directions repeat, and each window's
    /// focus system runs pending updates (also in host mode, which pumps nothing).
    func frameDidStart(at time: CFTimeInterval, windows: [UIWindow]) {
        gamepads.tick(at: time)
        for window in windows { window.focusSystemIfCreated?.frameDidStart() }
    }
    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events SDL synthesized from fingers, which arrive as fingers too.
    static let touchMouseID = UInt32.max

    /// Handles every queued SDL event at the frame's time.
    func pumpPendingEvents(at time: CFTimeInterval) {
        setTime(time)
        TextInputSession.sync()
        runtime.gestureEnvironment.fireTimers()
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { route(event) }
        runtime.gestureEnvironment.fireTimers()
    }

    /// Handles one SDL event from a host's own loop, at the application clock's
    /// time; true if SDLViews used it (the contract is `UIApplication.handle(_:)`'s).
    @discardableResult
    func dispatch(_ event: SDL_Event) -> Bool {
        setTime(MediaClock.now)
        if refusesInputAfterRendererGone(event) { return false }
        return route(event)
    }

    private func setTime(_ time: CFTimeInterval) {
        now = time
        gamepads.now = time
        touches.now = time
        keys.now = time
        runtime.gestureEnvironment.now = time
    }

    /// Routes one event; true when the UI used it. Quit, window and reset
    /// events are only observed (false), so the game always sees them.
    @discardableResult
    private func route(_ event: SDL_Event) -> Bool {
        runtime.gameController.noteInput(event)
        switch SDL_EventType(event.type) {
        case SDL_QUIT: UIApplication.shared.quitRequested(); return false
        case SDL_WINDOWEVENT: handleWindowEvent(event.window); return false
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            UIApplication.shared.windows.forEach { $0.host?.renderResourcesWereReset(root: $0.layer) }
            return false
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: return handleMouseButton(event.button)
        case SDL_MOUSEMOTION: return handleMouseMotion(event.motion)
        case SDL_MOUSEWHEEL: return handleWheel(event.wheel)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: return handleFinger(event.tfinger)
        case SDL_KEYDOWN, SDL_KEYUP:
            return UIApplication.shared.handleInspectorKey(event.key) || keys.handleKey(event.key)
        case SDL_TEXTINPUT: return keys.handleText(event.text)
        case SDL_TEXTEDITING: return keys.handleComposition(event.edit)
        case SDL_CONTROLLERDEVICEADDED: return gamepads.deviceAdded(index: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED: return gamepads.deviceRemoved(id: event.cdevice.which)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP: return gamepads.button(event.cbutton)
        case SDL_CONTROLLERAXISMOTION: return gamepads.axis(event.caxis)
        default: return false
        }
    }

    // MARK: Windows

    private func handleWindowEvent(_ e: SDL_WindowEvent) {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) else { return }
        switch SDL_WindowEventID(UInt32(e.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED: window.sdlWindowDidResize()
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN: window.host?.setNeedsComposite()
        case SDL_WINDOWEVENT_FOCUS_LOST:
            touches.cancelAll(in: window)
            keys.cancelAll(in: window)
            capture.release(window)
        case SDL_WINDOWEVENT_LEAVE: pointer.exit(window)
        // A game's own window is the game's to close.
        case SDL_WINDOWEVENT_CLOSE where !window.isWrappingHostWindow: window.isHidden = true; window.close()
        default: break
        }
    }

    // MARK: Mouse

    private func handleMouseButton(_ e: SDL_MouseButtonEvent) -> Bool {
        guard e.which != EventPump.touchMouseID, let window = UIApplication.shared.window(withSDLID: e.windowID) else {
            return false
        }
        let point = window.pointFromSDL(x: CGFloat(e.x), y: CGFloat(e.y))
        capture.pointerMoved(to: point, in: window)
        if e.button == UInt8(SDL_BUTTON_RIGHT), e.type == SDL_MOUSEBUTTONDOWN.rawValue,
            ContextMenuTrigger.secondaryClick(at: point, in: window)
        {
            return true
        }
        guard e.button == UInt8(SDL_BUTTON_LEFT) else {
            return capture.isCaptured(.mouse, in: window) || capture.isOverUI(point, in: window)
        }
        // A press or release ends whatever mouse touches are down first
        // (a press may come without the release before it), so a mirrored
        // finger never outlives the button that made it.
        touches.ended(
            mouseContacts(at: point, in: window, mirrored: window.activeTouches[.mirroredMouse] != nil), in: window)
        let wasCaptured = capture.touchEnded(.mouse, in: window)
        guard e.type == SDL_MOUSEBUTTONDOWN.rawValue else {
            mirroredMouse = false
            return wasCaptured
        }
        pointer.exit(window)
        window.focusSystemIfCreated?.pointerUsed()
        mirroredMouse = SDL_GetModState().rawValue & KMOD_ALT.rawValue != 0
        touches.began(
            mouseContacts(at: point, in: window), type: mirroredMouse ? .direct : .indirectPointer, in: window)
        return endsEditingUnlessUsed(capture.touchBegan(.mouse, touch: window.activeTouches[.mouse], in: window), in: window)
    }

    private func handleMouseMotion(_ e: SDL_MouseMotionEvent) -> Bool {
        guard e.which != EventPump.touchMouseID, let window = UIApplication.shared.window(withSDLID: e.windowID) else {
            return false
        }
        let point = window.pointFromSDL(x: CGFloat(e.x), y: CGFloat(e.y))
        capture.pointerMoved(to: point, in: window)
        if window.activeTouches[.mouse] != nil {
            touches.moved(mouseContacts(at: point, in: window), in: window)
            return capture.isCaptured(.mouse, in: window)
        }
        if e.state == 0 { pointer.hover(at: point, in: window) }
        return capture.isOverUI(point, in: window)
    }

    /// The mouse's touch, and with Alt its mirror around the window's centre.
    private func mouseContacts(at point: CGPoint, in window: UIWindow, mirrored: Bool? = nil) -> [TouchRouter.Contact] {
        let mouse = TouchRouter.Contact(key: .mouse, point: point)
        guard mirrored ?? mirroredMouse else { return [mouse] }
        let size = window.bounds.size
        let mirror = CGPoint(x: size.width - point.x, y: size.height - point.y)
        return [mouse, TouchRouter.Contact(key: .mirroredMouse, point: mirror)]
    }

    /// A wheel notch scrolls about three lines and a fast spin accelerates
    /// (`WheelNotchAcceleration`); a trackpad's precise values (10 points per
    /// SDL unit, never accelerated) count as continuous scrolling. The wheel is
    /// the UI's when a recognizer scrolled, a view claims it, or the pointer is
    /// over a view that takes it.
    private func handleWheel(_ e: SDL_MouseWheelEvent) -> Bool {
        guard e.which != EventPump.touchMouseID, let window = UIApplication.shared.window(withSDLID: e.windowID) else {
            return false
        }
        let flip: Float = e.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let units = CGPoint(x: CGFloat(-e.preciseX * flip), y: CGFloat(e.preciseY * flip))
        let precise = e.preciseX != Float(e.x) || e.preciseY != Float(e.y)
        let scaled = precise
            ? CGPoint(x: units.x * Self.preciseWheelPoints, y: units.y * Self.preciseWheelPoints)
            : wheelAcceleration.distance(for: units, at: now)
        let dx = scaled.x, dy = scaled.y
        let point = window.pointFromSDL(x: CGFloat(e.mouseX), y: CGFloat(e.mouseY))
        capture.pointerMoved(to: point, in: window)
        // Shift with a plain vertical wheel scrolls sideways, as desktop systems do.
        let sideways = dx == 0 && keys.heldModifiers.contains(.shift)
        let delta = sideways ? CGPoint(x: dy, y: 0) : CGPoint(x: dx, y: dy)
        let scrolled = pointer.scroll(by: delta, at: point, precise: precise, in: window)
        return scrolled || InputCapture.claimsWheel(at: point, in: window) || capture.isOverUI(point, in: window)
    }

    // MARK: Fingers

    private func handleFinger(_ e: SDL_TouchFingerEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else {
            return false
        }
        let size = window.bounds.size
        let x = CGFloat(e.x.isFinite ? e.x : 0), y = CGFloat(e.y.isFinite ? e.y : 0)
        let point = CGPoint(x: Self.snap(x * size.width), y: Self.snap(y * size.height))
        let contact = TouchRouter.Contact(key: TouchKey(device: e.touchId, finger: e.fingerId), point: point)
        switch SDL_EventType(e.type) {
        case SDL_FINGERDOWN:
            window.focusSystemIfCreated?.pointerUsed()
            touches.began([contact], type: .direct, in: window)
            return endsEditingUnlessUsed(
                capture.touchBegan(contact.key, touch: window.activeTouches[contact.key], in: window), in: window)
        case SDL_FINGERMOTION:
            touches.moved([contact], in: window)
            return capture.isCaptured(contact.key, in: window)
        default:
            touches.ended([contact], in: window)
            return capture.touchEnded(contact.key, in: window)
        }
    }
}

extension EventPump {
    /// In host mode a press the UI did not use (a click on the playfield)
    /// ends text editing, as a click outside a field does on the desktop: the
    /// keyboard goes back to the game. Returns `used`.
    func endsEditingUnlessUsed(_ used: Bool, in window: UIWindow) -> Bool {
        if !used, window.isWrappingHostWindow, let field = window.firstResponder, field is UIKeyInput {
            _ = field.resignFirstResponder()
        }
        return used
    }

    /// SDL's normalized Float finger coordinates carry about 1e-5 point of
    /// rounding noise; snapping to 1/256 point (far below any display's
    /// resolution) makes a finger at 10 points arrive at exactly 10, so
    /// thresholds compare as written.
    static func snap(_ value: CGFloat) -> CGFloat { (value * 256).rounded() / 256 }
}
