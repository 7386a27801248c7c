/// A pan that only begins when its first touch is near the leading edge of
/// its view (the left edge, or the right one when the view is right to left): the navigation controller's interactive pop (UIKit's
/// `interactivePopGestureRecognizer`, a screen-edge pan). It follows one
/// finger: a second finger is ignored, so the screen does not jump to the centroid.
final class EdgePanGestureRecognizer: UIPanGestureRecognizer {
    required init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    /// How far from the edge a touch may start, in points.
    var edgeWidth: CGFloat = 20

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first, !isNearLeadingEdge(touch.location(in: view).x) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func isNearLeadingEdge(_ x: CGFloat) -> Bool {
        guard let view, view.isRightToLeft else { return x <= edgeWidth }
        return x >= view.bounds.width - edgeWidth
    }
}
