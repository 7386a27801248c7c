import Foundation

/// The view's side of touch delivery, after the recognizers have seen a
/// phase: `touchesBegan` is held while a recognizer with `delaysTouchesBegan`
/// may still recognize, `touchesEnded` while one with `delaysTouchesEnded`
/// may, and a recognizer with `cancelsTouchesInView` that recognizes turns
/// the rest of the sequence into one `touchesCancelled` (or nothing, if the
/// view never saw the touch begin).
@MainActor
final class ViewTouchDelivery {
    struct State {
        /// False for a touch the view must not see (a second finger on a
        /// view without multiple touch, or one blocked by an exclusive view).
        var toView = true
        var beganSent = false
        var finished = false
        var heldBegan = false
        var heldEnd = false
        var cancelledByRecognizer = false
    }

    private var pendingCancellations: [UITouch] = []
    private var held: [UITouch] = []

    /// Delivers one phase of `touches` to their views, grouped per view.
    func deliver(_ touches: [UITouch], phase: UITouch.Phase) {
        sendGrouped(phase, touches.filter { accepts($0, phase) })
    }

    /// Updates the touch's delivery state; true if `phase` goes to the view now.
    private func accepts(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        guard touch.delivery.toView, !touch.delivery.cancelledByRecognizer, !touch.delivery.finished else {
            return false
        }
        switch phase {
        case .began:
            guard !delaysBegan(touch) else { hold(touch) { $0.heldBegan = true }; return false }
            touch.delivery.beganSent = true
            return true
        case .moved, .stationary:
            return touch.delivery.beganSent && !touch.delivery.heldBegan
        case .ended:
            guard !touch.delivery.heldBegan, !delaysEnded(touch) else {
                hold(touch) { $0.heldEnd = true }; return false
            }
            touch.delivery.finished = true
            return touch.delivery.beganSent
        case .cancelled:
            touch.delivery.heldBegan = false
            touch.delivery.heldEnd = false
            touch.delivery.finished = true
            return touch.delivery.beganSent
        }
    }

    private func hold(_ touch: UITouch, _ change: (inout State) -> Void) {
        change(&touch.delivery)
        if !held.contains(where: { $0 === touch }) { held.append(touch) }
    }

    private func delaysBegan(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesBegan && runtime.gestureEnvironment.isUndecided($0) }
    }

    private func delaysEnded(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && runtime.gestureEnvironment.isUndecided($0) }
    }

    /// A recognizer with `cancelsTouchesInView` recognized: these touches end for their views.
    func cancel(_ touches: [UITouch]) {
        for touch in touches where !touch.delivery.cancelledByRecognizer {
            touch.delivery.cancelledByRecognizer = true
            touch.delivery.heldBegan = false
            touch.delivery.heldEnd = false
            if touch.delivery.beganSent && !touch.delivery.finished { pendingCancellations.append(touch) }
            touch.delivery.finished = true
        }
    }

    func flushCancellations() {
        guard !pendingCancellations.isEmpty else { return }
        let touches = pendingCancellations
        pendingCancellations.removeAll()
        sendGrouped(.cancelled, touches)
    }

    /// Sends what was held once no recognizer may still claim the touch.
    func releaseHolds() {
        guard !held.isEmpty else { return }
        let touches = held
        held.removeAll()
        for touch in touches { release(touch) }
    }

    private func release(_ touch: UITouch) {
        guard let view = touch.view, !touch.delivery.cancelledByRecognizer else { return }
        if touch.delivery.heldBegan {
            guard !delaysBegan(touch) else { held.append(touch); return }
            touch.delivery.heldBegan = false
            touch.delivery.beganSent = true
            send(.began, [touch], to: view)
        }
        if touch.delivery.heldEnd {
            guard !delaysEnded(touch) else { held.append(touch); return }
            touch.delivery.heldEnd = false
            touch.delivery.finished = true
            send(.ended, [touch], to: view)
        }
    }

    /// One call per view with that view's touches, in the order the views first appear.
    private func sendGrouped(_ phase: UITouch.Phase, _ touches: [UITouch]) {
        var batches: [(view: UIView, touches: [UITouch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = batches.firstIndex(where: { $0.view === view }) {
                batches[index].touches.append(touch)
            } else {
                batches.append((view, [touch]))
            }
        }
        for batch in batches { send(phase, batch.touches, to: batch.view) }
    }

    private func send(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView) {
        let window = touches.first?.window
        var all = Set(window?.activeTouches.values.map { $0 } ?? [])
        all.formUnion(touches)
        let event = UIEvent(type: .touches, timestamp: touches.map(\.timestamp).max() ?? 0, touches: all)
        let set = Set(touches)
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved, .stationary: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        }
    }
}
