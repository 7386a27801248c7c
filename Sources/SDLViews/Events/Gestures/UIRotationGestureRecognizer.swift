import Foundation

/// UIKit's `UIRotationGestureRecognizer` (continuous): two fingers; it
/// begins once the line between them has turned 0.07 rad (4°) since the
/// second came down. `rotation` is in radians, positive clockwise on
/// screen (y down), accumulated across turns; `velocity` in radians per
/// second. Lifting a finger ends it; a third finger is ignored.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    static let hysteresis: CGFloat = 0.07

    private var tracker = TwoFingerTracker()
    private var rotationBase: CGFloat = 0
    private var currentRotation: CGFloat = 0

    public required init() { super.init() }

    /// Settable, usually back to 0 after applying it.
    open var rotation: CGFloat {
        get { rotationBase + currentRotation }
        set {
            rotationBase = newValue.isFinite ? newValue : 0
            currentRotation = 0
            if let (a, b) = TwoFingerTracker.pair(trackedTouches) { tracker.start(a, b) }
        }
    }

    open var velocity: CGFloat { tracker.sampler.velocity.x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        if !tracker.isTracking, let (a, b) = TwoFingerTracker.pair(trackedTouches) {
            tracker.start(a, b)
            tracker.sampler.add(CGPoint(x: rotation, y: 0), at: now)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracker.isTracking, let (a, b) = TwoFingerTracker.pair(trackedTouches) else { return }
        currentRotation = tracker.update(a, b).rotation
        tracker.sampler.add(CGPoint(x: rotation, y: 0), at: now)
        switch state {
        case .possible: if abs(currentRotation) >= Self.hysteresis { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        tracker = TwoFingerTracker()
        rotationBase = 0
        currentRotation = 0
    }
}
