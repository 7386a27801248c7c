import Foundation

/// The life of touches in a window: hit-tested once at touch-down, kept with
/// that view, given to the recognizers of the view and its ancestors first
/// (`GestureEnvironment`), then to the view (`ViewTouchDelivery`), whose
/// unhandled calls go up the responder chain.
@MainActor
final class TouchRouter {
    /// UIKit counts a tap as repeated within this interval and distance.
    static let multipleTapInterval: CFTimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 10

    struct Contact {
        let key: TouchKey
        let point: CGPoint
    }

    /// The application clock at the event being handled.
    var now: CFTimeInterval = 0
    /// `UIApplication.beginIgnoringInteractionEvents()` nesting.
    var ignoringInteractionCount = 0
    private struct LastTap {
        let time: CFTimeInterval
        let location: CGPoint
        let count: Int
        weak var window: UIWindow?
    }
    private var lastTap: LastTap?
    private var environment: GestureEnvironment { runtime.gestureEnvironment }

    func began(_ contacts: [Contact], type: UITouch.TouchType, in window: UIWindow) {
        guard ignoringInteractionCount == 0 else { return }
        let stale = contacts.filter { window.activeTouches[$0.key] != nil }
        if !stale.isEmpty { ended(stale, in: window) }
        let touches = contacts.map { makeTouch($0, type: type, in: window) }
        dispatch(touches, phase: .began, in: window)
    }

    private func makeTouch(_ contact: Contact, type: UITouch.TouchType, in window: UIWindow) -> UITouch {
        let hit = window.hitTest(contact.point, with: nil)
        let blocked = hit.map { isBlockedByExclusiveTouch($0, in: window) } ?? false
        let touch = UITouch(
            type: type, at: contact.point, in: window, view: blocked ? nil : hit, timestamp: now,
            tapCount: tapCount(at: contact.point, in: window))
        if let hit, !blocked {
            touch.delivery.toView = acceptsAnotherTouch(hit, in: window)
            environment.attach(touch, chainFrom: hit)
        }
        window.activeTouches[contact.key] = touch
        return touch
    }

    /// A view that does not take multiple touches gets only its first one
    /// (its recognizers still see the others, so a pinch works on it).
    private func acceptsAnotherTouch(_ view: UIView, in window: UIWindow) -> Bool {
        view.isMultipleTouchEnabled || !window.activeTouches.values.contains { $0.view === view && $0.delivery.toView }
    }

    /// UIKit's `isExclusiveTouch`: an exclusive view tracking a touch blocks
    /// new touches on other views, and gets none while other views track.
    private func isBlockedByExclusiveTouch(_ view: UIView, in window: UIWindow) -> Bool {
        let others = window.activeTouches.values.compactMap(\.view).filter { $0 !== view }
        guard !others.isEmpty else { return false }
        return view.isExclusiveTouch || others.contains { $0.isExclusiveTouch }
    }

    func moved(_ contacts: [Contact], in window: UIWindow) {
        let touches = contacts.compactMap { contact -> UITouch? in
            guard let touch = window.activeTouches[contact.key] else { return nil }
            touch.move(to: contact.point, at: now)
            touch.phase = .moved
            return touch
        }
        dispatch(touches, phase: .moved, in: window)
    }

    func ended(_ contacts: [Contact], in window: UIWindow) {
        let touches = contacts.compactMap { contact -> UITouch? in
            guard let touch = window.activeTouches[contact.key] else { return nil }
            touch.move(to: contact.point, at: now)
            touch.phase = .ended
            lastTap = LastTap(time: now, location: contact.point, count: touch.tapCount, window: window)
            return touch
        }
        dispatch(touches, phase: .ended, in: window)
        for contact in contacts where window.activeTouches[contact.key]?.phase == .ended {
            window.activeTouches[contact.key] = nil
        }
    }

    /// Losing focus cancels every touch in the window, as an incoming call does on iOS.
    func cancelAll(in window: UIWindow) {
        cancel(Array(window.activeTouches.keys), in: window)
    }

    /// Cancels some touches (their view left the window, or the window lost focus).
    func cancel(_ keys: [TouchKey], in window: UIWindow) {
        let touches = keys.compactMap { window.activeTouches.removeValue(forKey: $0) }
        for touch in touches {
            touch.phase = .cancelled
            touch.timestamp = now
        }
        dispatch(touches, phase: .cancelled, in: window)
    }

    /// Recognizers first, then (after their state changes took effect) the views.
    private func dispatch(_ touches: [UITouch], phase: UITouch.Phase, in window: UIWindow) {
        guard !touches.isEmpty else { return }
        var all = Set(window.activeTouches.values)
        all.formUnion(touches)
        let event = UIEvent(type: .touches, timestamp: now, touches: all)
        environment.now = now
        environment.handling {
            environment.deliver(touches, phase: phase, event: event)
            environment.settle()
            runtime.touchDelivery.deliver(touches, phase: phase)
        }
    }

    private func tapCount(at point: CGPoint, in window: UIWindow) -> Int {
        guard let last = lastTap, last.window === window,
            now >= last.time, now - last.time <= Self.multipleTapInterval,
            GestureGeometry.distance(point, last.location) <= Self.multipleTapDistance
        else { return 1 }
        return last.count + 1
    }
}

extension TouchKey {
    /// The second finger an Alt-drag mirrors around the window's centre.
    static let mirroredMouse = TouchKey(device: -1, finger: 1)
}
