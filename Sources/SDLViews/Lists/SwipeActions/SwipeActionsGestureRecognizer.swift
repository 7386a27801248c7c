import Foundation

/// A list's horizontal pan for swipe actions (UIKit's private swipe
/// recognizer, on tables and list collection views): it fails when the
/// finger's first movement is vertical (so the list scrolls, whose own pan
/// fails on horizontal movement), or when the row under the finger has no
/// actions on the side the movement uncovers.
@MainActor
final class SwipeActionsGestureRecognizer: UIPanGestureRecognizer {
    weak var driver: SwipeActionsDriver?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let driver, let list = driver.host, !mayBegin(in: list, driver: driver) {
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }

    private func mayBegin(in list: UIView, driver: SwipeActionsDriver) -> Bool {
        let t = translation(in: list)
        guard hypot(t.x, t.y) >= UIPanGestureRecognizer.hysteresis else { return true }
        guard abs(t.x) > abs(t.y) else { return false }
        let start = CGPoint(x: location(in: list).x - t.x, y: location(in: list).y - t.y)
        return driver.mayBegin(at: start, uncoveringRight: t.x < 0)
    }
}
