import Foundation

/// The table's horizontal pan for swipe actions (UIKit's private swipe
/// recognizer): it fails when the finger's first movement is vertical (so the
/// table scrolls, whose own pan fails on horizontal movement), or when the row
/// under the finger has no actions on the side the movement uncovers.
@MainActor
final class TableSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var tableView: UITableView?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let tableView, !mayBegin(in: tableView) {
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }

    private func mayBegin(in tableView: UITableView) -> Bool {
        let t = translation(in: tableView)
        guard hypot(t.x, t.y) >= UIPanGestureRecognizer.hysteresis else { return true }
        guard abs(t.x) > abs(t.y) else { return false }
        let start = CGPoint(x: location(in: tableView).x - t.x, y: location(in: tableView).y - t.y)
        return tableView.swipeMayBegin(at: start, uncoveringTrailing: t.x < 0)
    }
}
