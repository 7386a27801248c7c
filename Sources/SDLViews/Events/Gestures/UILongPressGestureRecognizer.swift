import Foundation

/// UIKit's `UILongPressGestureRecognizer` (continuous): after
/// `numberOfTapsRequired` taps, `numberOfTouchesRequired` fingers held for
/// `minimumPressDuration` (0.5 s) without moving more than
/// `allowableMovement` (10 points) begin it; moving then reports `.changed`
/// (no distance limit any more) and lifting ends it. The duration runs on
/// the application clock.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1

    private var tapsDone = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    public required init() { super.init() }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.windowLocation }
        cancelTimer()
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        guard numberOfTouches == numberOfTouchesRequired, tapsDone >= numberOfTapsRequired else { return }
        let duration = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0.5
        scheduleTimer(after: duration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let moved = touches.contains { touch in
                guard let start = starts[ObjectIdentifier(touch)] else { return false }
                return GestureGeometry.distance(start, touch.windowLocation) > allowableMovement
            }
            if moved { state = .failed }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: liftedBeforeRecognizing(lastLift: numberOfTouches == touches.count)
        default: break
        }
    }

    /// A lift before the press: a preceding tap if taps are required, else failure.
    private func liftedBeforeRecognizing(lastLift: Bool) {
        guard tapsDone < numberOfTapsRequired, isTimerIdle else { state = .failed; return }
        guard lastLift else { return }
        tapsDone += 1
        scheduleTimer(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in self?.state = .failed }
    }

    private var isTimerIdle: Bool { timerDeadline == nil }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { continuousCancel() }

    open override func reset() {
        super.reset()
        tapsDone = 0
        starts.removeAll()
    }
}
