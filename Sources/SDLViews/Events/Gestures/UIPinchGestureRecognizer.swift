import Foundation

/// UIKit's `UIPinchGestureRecognizer` (continuous): two fingers; it begins
/// when their distance has changed by 8 points since the second came down,
/// and `scale` is the ratio of their distance to that starting distance
/// (times the scale set last). `velocity` is in scale per second. Lifting a
/// finger ends it; a third finger is ignored.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var tracker = TwoFingerTracker(measure: .scale)

    public required init() { super.init() }

    /// Settable, usually back to 1 after applying it (measurement restarts from the current span).
    open var scale: CGFloat {
        get { tracker.value }
        set { tracker.setValue(newValue, touches: trackedTouches) }
    }

    open var velocity: CGFloat { tracker.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignore(touches, beyondFirst: 2, for: event)
        tracker.begin(trackedTouches, at: now)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let passed = tracker.follow(trackedTouches, at: now) else { return }
        continuousMove(recognizes: passed)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { continuousEnd() }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { continuousCancel() }

    open override func reset() {
        super.reset()
        tracker = TwoFingerTracker(measure: .scale)
    }
}
