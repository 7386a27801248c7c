import Foundation

/// Mouse wheel and trackpad scrolling. A notch scrolls smoothly (0.15 s)
/// towards a target that further notches push on; precise deltas move the
/// content at once and, when they stop, carry on with their speed as a
/// deceleration (momentum). The wheel goes to the nearest scroll view under
/// the pointer that can scroll along the delta, so a vertical wheel over a
/// horizontal shelf scrolls the list around it.
extension UIScrollView {
    /// Wheel input at `point` in `window`, `delta` in points as a pan's
    /// translation (positive y: content moves down). True if a scroll view took it.
    static func routeWheel(_ delta: CGPoint, at point: CGPoint, precise: Bool, in window: UIWindow) -> Bool {
        guard delta.x.isFinite, delta.y.isFinite, delta != .zero else { return false }
        var current = window.hitTest(point, with: nil)
        while let view = current {
            if let scrollView = view as? UIScrollView, scrollView.takesWheel(delta) {
                scrollView.scrollByWheel(delta, precise: precise)
                return true
            }
            current = view.superview
        }
        return false
    }

    private func takesWheel(_ delta: CGPoint) -> Bool {
        (delta.x != 0 && canScrollHorizontally) || (delta.y != 0 && canScrollVertically)
    }

    /// Scrolls by one wheel event: `delta` is the content's movement (the offset moves the other way).
    func scrollByWheel(_ delta: CGPoint, precise: Bool) {
        guard !isDragging, !isZooming else { return }
        let move = CGPoint(x: canScrollHorizontally ? -delta.x : 0, y: canScrollVertically ? -delta.y : 0)
        indicators.show(in: self)
        if precise {
            if animator.isMoving { stopScrolling() }
            wheel.notchTarget = nil
            moveContent(to: clamped(CGPoint(x: contentOffset.x + move.x, y: contentOffset.y + move.y)))
            wheel.addPrecise(move, at: MediaClock.now)
            animator.keepTicking()
            return
        }
        isDecelerating = false
        let from = wheel.notchTarget ?? contentOffset
        let target = clamped(CGPoint(x: from.x + move.x, y: from.y + move.y))
        let now = MediaClock.now, start = contentOffset, duration = ScrollWheelTracker.notchDuration
        animator.start(
            x: ScrollAxisMotion(.timed(from: start.x, to: target.x, duration: duration), at: now),
            y: ScrollAxisMotion(.timed(from: start.y, to: target.y, duration: duration), at: now), reason: .wheel)
        wheel.notchTarget = target
    }

    /// The animator's frame hook: starts momentum once precise deltas stopped. True while waiting for that.
    func wheelFrame(at now: CFTimeInterval) -> Bool {
        if !animator.isMoving { wheel.notchTarget = nil }
        guard wheel.isCoasting else { return false }
        guard let velocity = wheel.momentum(at: now) else {
            if !wheel.isCoasting && !animator.isMoving { indicators.scrollingDidStop(in: self) }
            return wheel.isCoasting
        }
        let rate = decelerationRate.rawValue, offset = contentOffset
        func axis(_ position: CGFloat, _ speed: CGFloat) -> ScrollAxisMotion? {
            speed == 0 ? nil : ScrollAxisMotion(.decelerating(start: position, velocity: speed, rate: rate), at: now)
        }
        startDecelerating(x: axis(offset.x, velocity.x), y: axis(offset.y, velocity.y))
        return false
    }
}
