import Foundation
import CSDL

/// Turns SDL events into UIKit events: the left mouse button and SDL fingers
/// become `UITouch`es (hit-tested once at touch-down, then kept with that
/// view), keys become `UIPress`es for the first responder, and window events
/// resize, expose or close windows.
@MainActor
final class EventPump {
    /// UIKit counts a tap as repeated within this interval and distance.
    static let multipleTapInterval: CFTimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 10
    private var lastTap: (time: CFTimeInterval, location: CGPoint, count: Int, window: ObjectIdentifier)?
    private var presses: [Int32: UIPress] = [:]
    private var now: CFTimeInterval = 0

    /// Handles every queued SDL event.
    func pumpPendingEvents(at time: CFTimeInterval) {
        now = time
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { dispatch(event) }
    }

    /// Handles one SDL event; true if it concerned SDLViews.
    @discardableResult
    func dispatch(_ event: SDL_Event) -> Bool {
        if now == 0 { now = MediaClock.now }
        switch SDL_EventType(event.type) {
        case SDL_QUIT: UIApplication.shared.quitRequested(); return true
        case SDL_WINDOWEVENT: return handleWindowEvent(event.window)
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            UIApplication.shared.windows.forEach { $0.host?.renderResourcesWereReset() }
            return true
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: return handleMouseButton(event.button)
        case SDL_MOUSEMOTION: return handleMouseMotion(event.motion)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: return handleFinger(event.tfinger)
        case SDL_KEYDOWN, SDL_KEYUP: return handleKey(event.key)
        default: return false
        }
    }

    // MARK: Windows

    private func handleWindowEvent(_ e: SDL_WindowEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) else { return false }
        switch SDL_WindowEventID(UInt32(e.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED: window.sdlWindowDidResize()
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN: window.host?.setNeedsComposite()
        case SDL_WINDOWEVENT_FOCUS_LOST: cancelTouches(in: window)
        case SDL_WINDOWEVENT_CLOSE: window.isHidden = true; window.close()
        default: break
        }
        return true
    }

    // MARK: Touches

    private func handleMouseButton(_ e: SDL_MouseButtonEvent) -> Bool {
        guard e.which != UInt32.max, e.button == UInt8(SDL_BUTTON_LEFT),
              let window = UIApplication.shared.window(withSDLID: e.windowID) else { return false }
        let point = window.pointFromSDL(x: CGFloat(e.x), y: CGFloat(e.y))
        if e.type == SDL_MOUSEBUTTONDOWN.rawValue {
            touchBegan(.mouse, type: .indirectPointer, at: point, in: window)
        } else {
            touchEnded(.mouse, at: point, in: window)
        }
        return true
    }

    private func handleMouseMotion(_ e: SDL_MouseMotionEvent) -> Bool {
        guard e.which != UInt32.max, let window = UIApplication.shared.window(withSDLID: e.windowID) else { return false }
        guard window.activeTouches[.mouse] != nil else { return true }
        touchMoved(.mouse, to: window.pointFromSDL(x: CGFloat(e.x), y: CGFloat(e.y)), in: window)
        return true
    }

    private func handleFinger(_ e: SDL_TouchFingerEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else { return false }
        let size = window.bounds.size
        let point = CGPoint(x: CGFloat(e.x) * size.width, y: CGFloat(e.y) * size.height)
        let key = TouchKey(device: e.touchId, finger: e.fingerId)
        switch SDL_EventType(e.type) {
        case SDL_FINGERDOWN: touchBegan(key, type: .direct, at: point, in: window)
        case SDL_FINGERMOTION: touchMoved(key, to: point, in: window)
        default: touchEnded(key, at: point, in: window)
        }
        return true
    }

    private func touchBegan(_ key: TouchKey, type: UITouch.TouchType, at point: CGPoint, in window: UIWindow) {
        if window.activeTouches[key] != nil { touchEnded(key, at: point, in: window) }
        let hit = window.hitTest(point, with: nil)
        let target = acceptsNewTouch(hit, in: window) ? hit : nil
        let touch = UITouch(type: type, at: point, in: window, view: target, timestamp: now, tapCount: tapCount(at: point, in: window))
        window.activeTouches[key] = touch
        deliver(touch, in: window) { $0.touchesBegan($1, with: $2) }
    }

    /// A view that does not take multiple touches gets only its first one.
    private func acceptsNewTouch(_ view: UIView?, in window: UIWindow) -> Bool {
        guard let view, !view.isMultipleTouchEnabled else { return true }
        return !window.activeTouches.values.contains { $0.view === view }
    }

    private func touchMoved(_ key: TouchKey, to point: CGPoint, in window: UIWindow) {
        guard let touch = window.activeTouches[key] else { return }
        touch.move(to: point, at: now)
        touch.phase = .moved
        deliver(touch, in: window) { $0.touchesMoved($1, with: $2) }
    }

    private func touchEnded(_ key: TouchKey, at point: CGPoint, in window: UIWindow) {
        guard let touch = window.activeTouches[key] else { return }
        touch.move(to: point, at: now)
        touch.phase = .ended
        deliver(touch, in: window) { $0.touchesEnded($1, with: $2) }
        window.activeTouches[key] = nil
        lastTap = (now, point, touch.tapCount, ObjectIdentifier(window))
    }

    /// Losing focus cancels every touch in the window, as an incoming call does on iOS.
    func cancelTouches(in window: UIWindow) {
        for (key, touch) in window.activeTouches {
            touch.phase = .cancelled
            touch.timestamp = now
            deliver(touch, in: window) { $0.touchesCancelled($1, with: $2) }
            window.activeTouches[key] = nil
        }
    }

    private func deliver(_ touch: UITouch, in window: UIWindow, _ call: (UIResponder, Set<UITouch>, UIEvent) -> Void) {
        guard let view = touch.view else { return }
        let event = UIEvent(type: .touches, timestamp: now, touches: Set(window.activeTouches.values))
        call(view, [touch], event)
    }

    private func tapCount(at point: CGPoint, in window: UIWindow) -> Int {
        guard let last = lastTap, last.window == ObjectIdentifier(window),
              now - last.time <= EventPump.multipleTapInterval,
              hypot(point.x - last.location.x, point.y - last.location.y) <= EventPump.multipleTapDistance else { return 1 }
        return last.count + 1
    }

    // MARK: Keys

    private func handleKey(_ e: SDL_KeyboardEvent) -> Bool {
        guard let window = UIApplication.shared.window(withSDLID: e.windowID) ?? UIApplication.shared.keyWindow else { return false }
        let responder: UIResponder = window.firstResponder ?? window.rootViewController ?? window
        let code = Int32(e.keysym.scancode.rawValue)
        if e.type == SDL_KEYDOWN.rawValue {
            let press = UIPress(key: UIKey(sdl: e.keysym), timestamp: now)
            presses[code] = press
            responder.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: now))
        } else if let press = presses.removeValue(forKey: code) {
            press.phase = .ended
            press.timestamp = now
            responder.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: now))
        }
        return true
    }
}

extension UIWindow {
    /// SDL window coordinates → points (they differ only when the pixel scale is forced).
    func pointFromSDL(x: CGFloat, y: CGFloat) -> CGPoint {
        guard let host else { return CGPoint(x: x, y: y) }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(host.sdlWindow, &w, &h)
        let size = host.pointSize
        guard w > 0, h > 0 else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x * size.width / CGFloat(w), y: y * size.height / CGFloat(h))
    }
}
