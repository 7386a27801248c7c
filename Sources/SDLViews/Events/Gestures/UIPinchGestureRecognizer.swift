import Foundation

/// UIKit's `UIPinchGestureRecognizer` (continuous): two fingers; it begins
/// when their distance has changed by 8 points since the second came down,
/// and `scale` is the ratio of their distance to that starting distance
/// (times the scale set last). `velocity` is in scale per second. Lifting a
/// finger ends it; a third finger is ignored.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    static let hysteresis: CGFloat = 8

    private var tracker = TwoFingerTracker()
    private var scaleBase: CGFloat = 1
    private var currentRatio: CGFloat = 1

    public required init() { super.init() }

    /// Settable, usually back to 1 after applying it (measurement restarts from the current span).
    open var scale: CGFloat {
        get { scaleBase * currentRatio }
        set {
            scaleBase = newValue.isFinite ? newValue : 1
            currentRatio = 1
            if let (a, b) = TwoFingerTracker.pair(trackedTouches) { tracker.start(a, b) }
        }
    }

    open var velocity: CGFloat { tracker.sampler.velocity.x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        if !tracker.isTracking, let (a, b) = TwoFingerTracker.pair(trackedTouches) {
            tracker.start(a, b)
            tracker.sampler.add(CGPoint(x: scale, y: 0), at: now)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracker.isTracking, let (a, b) = TwoFingerTracker.pair(trackedTouches) else { return }
        currentRatio = tracker.update(a, b).scale
        tracker.sampler.add(CGPoint(x: scale, y: 0), at: now)
        switch state {
        case .possible:
            if abs(TwoFingerTracker.span(a, b) - tracker.startSpan) >= Self.hysteresis { state = .began }
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
        scaleBase = 1
        currentRatio = 1
    }
}
