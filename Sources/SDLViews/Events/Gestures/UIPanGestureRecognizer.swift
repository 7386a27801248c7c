import Foundation

/// UIKit's `UIPanGestureRecognizer` (continuous): begins once the centroid
/// of at least `minimumNumberOfTouches` fingers has moved 10 points from the
/// touch-down point; `translation(in:)` is measured from that touch-down
/// point (so it is not zero at `.began`), `velocity(in:)` over the last
/// 0.1 s. Fingers beyond `maximumNumberOfTouches` are ignored; adding or
/// lifting fingers does not make the translation jump. With
/// `allowedScrollTypesMask` it also pans by wheel or trackpad scrolling
/// (no touches; it ends 0.1 s after the last scroll event).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    static let hysteresis: CGFloat = 10
    static let scrollEndDelay: CFTimeInterval = 0.1

    /// Translation so far (window space) at the moment `anchor` was taken.
    private var base = CGPoint.zero
    /// The centroid when the touch set last changed (or the translation was set).
    private var anchor: CGPoint?
    private var sampler = VelocitySampler()

    public required init() { super.init() }

    /// The translation in `view`'s coordinate space (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        GestureGeometry.convertVector(windowTranslation, fromWindowOf: lastWindow, to: view)
    }

    /// Resets the translation (usually to `.zero` after applying it), as UIKit.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        base = GestureGeometry.convertVector(translation, from: view, toWindowOf: lastWindow)
        anchor = currentWindowLocation()
        sampler.reset()
        sampler.add(base, at: now)
    }

    /// Points per second in `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint {
        GestureGeometry.convertVector(sampler.velocity, fromWindowOf: lastWindow, to: view)
    }

    private var windowTranslation: CGPoint {
        guard let anchor, let centroid = currentWindowLocation() else { return base }
        return CGPoint(x: base.x + centroid.x - anchor.x, y: base.y + centroid.y - anchor.y)
    }

    /// The touch set changes: fold the movement so far into `base`.
    private func rebase(excluding gone: Set<UITouch> = []) {
        base = windowTranslation
        let remaining = trackedTouches.filter { !gone.contains($0) }
        anchor = remaining.isEmpty ? nil : Self.centroid(remaining)
    }

    private static func centroid(_ touches: [UITouch]) -> CGPoint {
        let n = CGFloat(touches.count)
        return CGPoint(
            x: touches.map(\.windowLocation.x).reduce(0, +) / n, y: touches.map(\.windowLocation.y).reduce(0, +) / n)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let earlier = trackedTouches.filter { !touches.contains($0) }
        var room = max(0, maximumNumberOfTouches - earlier.count)
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            if room > 0 { room -= 1 } else { ignore(touch, for: event) }
        }
        // Until enough fingers are down nothing counts as panning yet.
        if state == .possible && earlier.count < minimumNumberOfTouches {
            base = .zero
        } else if let anchor, !earlier.isEmpty {
            let centroid = Self.centroid(earlier)
            base = CGPoint(x: base.x + centroid.x - anchor.x, y: base.y + centroid.y - anchor.y)
        }
        anchor = currentWindowLocation()
        sampler.add(windowTranslation, at: now)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sampler.add(windowTranslation, at: now)
        let t = windowTranslation
        continuousMove(recognizes: numberOfTouches >= minimumNumberOfTouches && hypot(t.x, t.y) >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        sampler.add(windowTranslation, at: now)
        rebase(excluding: touches)
        let remaining = numberOfTouches - touches.count
        switch state {
        case .began, .changed: if remaining < minimumNumberOfTouches { state = .ended }
        case .possible: if remaining == 0 { state = .failed }
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        rebase(excluding: touches)
        continuousCancel()
    }

    // MARK: Scrolling

    /// Wheel or trackpad input over this recognizer's view (see `PointerRouter`).
    func scrolled(by delta: CGPoint, at point: CGPoint, in window: UIWindow) {
        guard isEnabled, trackedTouches.isEmpty else { return }
        lastWindow = window
        lastWindowLocation = point
        base = CGPoint(x: base.x + delta.x, y: base.y + delta.y)
        sampler.add(base, at: now)
        switch state {
        case .possible where pendingState == nil:
            runtime.gestureEnvironment.activate(self)
            state = .began
        case .began, .changed: state = .changed
        default: return
        }
        scheduleTimer(after: Self.scrollEndDelay) { [weak self] in
            guard let self, self.state == .began || self.state == .changed else { return }
            self.state = .ended
        }
    }

    open override func reset() {
        super.reset()
        base = .zero
        anchor = nil
        sampler.reset()
    }
}
