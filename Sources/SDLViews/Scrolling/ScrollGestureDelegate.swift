import Foundation

/// The delegate of a scroll view's own recognizers: its pan and pinch work together, as in UIKit.
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
}
