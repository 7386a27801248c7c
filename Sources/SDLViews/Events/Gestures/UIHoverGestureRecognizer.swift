import Foundation

/// UIKit's `UIHoverGestureRecognizer` (continuous): the mouse pointer over
/// the view with no button down. It begins when the pointer enters the view
/// (as hit testing sees it, subviews included), changes as it moves and
/// ends when it leaves, a button goes down or the pointer leaves the window.
/// It takes no touches.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    public required init() { super.init() }

    override var takesTouches: Bool { false }

    func pointerMoved(to point: CGPoint, in window: UIWindow) {
        guard isEnabled else { return }
        lastWindow = window
        lastWindowLocation = point
        switch state {
        case .possible:
            runtime.gestureEnvironment.activate(self)
            state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    func pointerExited() {
        if state == .began || state == .changed { state = .ended }
    }
}
