import Foundation

/// The delegate of a scroll view's own recognizers: its pan and pinch work
/// together, as in UIKit; a scroll view whose pointer drags do not scroll
/// (a text view's select) leaves pointer touches to the view, undelayed.
@MainActor
final class ScrollGestureDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scrollView else { return false }
        let own: [UIGestureRecognizer?] = [scrollView.panRecognizer, scrollView.pinchRecognizer]
        return own.contains { $0 === gestureRecognizer } && own.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let scrollView, !scrollView.pointerDragsScroll, touch.type != .direct else { return true }
        return gestureRecognizer !== scrollView.panRecognizer && gestureRecognizer !== scrollView.contentTouchRecognizer
    }
}
