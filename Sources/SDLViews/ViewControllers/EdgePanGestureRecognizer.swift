/// A pan that only begins when its first touch is near the left edge of its
/// view: the navigation controller's interactive pop (UIKit's
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
        if state == .possible, let touch = touches.first, touch.location(in: view).x > edgeWidth {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
