import Foundation

/// The scroll view's pan (UIKit's private `UIScrollViewPanGestureRecognizer`):
/// a `UIPanGestureRecognizer` that fails when the finger's first movement runs
/// along an axis the scroll view cannot scroll, so a vertical drag on a
/// horizontal shelf inside a vertical list scrolls the list. A touch-down
/// catches a moving scroll view (the touch then goes to no content).
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollView?.touchesDidBegin(touches)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let scrollView, movesAlongBlockedAxis(of: scrollView) {
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }

    /// Past the pan's threshold, the movement's main axis is one the scroll view cannot scroll along.
    private func movesAlongBlockedAxis(of scrollView: UIScrollView) -> Bool {
        let t = translation(in: scrollView)
        guard hypot(t.x, t.y) >= UIPanGestureRecognizer.hysteresis else { return false }
        return abs(t.x) > abs(t.y) ? !scrollView.canScrollHorizontally : !scrollView.canScrollVertically
    }

    override func reset() {
        super.reset()
        scrollView?.panDidReset()
    }
}
