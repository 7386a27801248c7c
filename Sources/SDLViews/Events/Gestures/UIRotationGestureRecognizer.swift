import Foundation

/// UIKit's `UIRotationGestureRecognizer` (continuous): two fingers; it
/// begins once the line between them has turned 0.07 rad (4°) since the
/// second came down. `rotation` is in radians, positive clockwise on
/// screen (y down), accumulated across turns; `velocity` in radians per
/// second. Lifting a finger ends it; a third finger is ignored.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var tracker = TwoFingerTracker(measure: .rotation)

    public required init() { super.init() }

    /// Settable, usually back to 0 after applying it.
    open var rotation: CGFloat {
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
        tracker = TwoFingerTracker(measure: .rotation)
    }
}
