import Foundation

/// Holds the content's `touchesBegan` for UIKit's 150 ms while
/// `delaysContentTouches` is on (a drag starting in that time takes the
/// touch and the content never sees it; a tap delivers began and ended
/// together), asks `touchesShouldBegin(_:with:in:)`, and never recognizes.
@MainActor
final class ScrollContentTouchRecognizer: UIGestureRecognizer {
    /// UIKit's content touch delay.
    static let delay: CFTimeInterval = 0.15
    weak var scrollView: UIScrollView?

    required init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let scrollView {
            for touch in touches {
                guard let view = touch.view, view !== scrollView else { continue }
                if !scrollView.touchesShouldBegin([touch], with: event, in: view) { touch.delivery.toView = false }
            }
        }
        guard state == .possible, timerDeadline == nil else { return }
        scheduleTimer(after: Self.delay) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count <= touches.count { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}
