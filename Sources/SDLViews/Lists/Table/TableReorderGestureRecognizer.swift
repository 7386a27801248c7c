import Foundation

/// Lifts a row by its reorder grip: it begins at touch-down on a visible
/// grip (so the table's scroll pan and the row's selection never get the
/// touch) and fails at once anywhere else.
@MainActor
final class TableReorderGestureRecognizer: UIGestureRecognizer {
    weak var tableView: UITableView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard numberOfTouches == 1, let tableView, tableView.reorderMayBegin(at: location(in: tableView)) else {
            state = .failed
            return
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        continuousEnd()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        continuousCancel()
    }
}
