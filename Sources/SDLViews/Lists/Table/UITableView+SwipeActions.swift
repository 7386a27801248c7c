import Foundation

/// A table's rows swipe through the shared `SwipeActionsDriver`: the
/// delegate's leading and trailing configurations for rows the data source
/// can edit, bracketed by `willBeginEditingRowAt` / `didEndEditingRowAt`;
/// not while editing (except the delete confirmation) or reordering.
extension UITableView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeCell(at row: IndexPath) -> (any SwipeableCell)? { visibleRows[row] }

    func swipeMayDrag(_ open: SwipeActionsState?) -> Bool {
        guard reorder == nil else { return false }
        return !editingMode || open?.isConfirmation == true
    }

    func swipeConfiguration(for row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: row) ?? false, let delegate = tableDelegate else { return nil }
        return trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
    }

    func swipeDidBegin(at row: IndexPath) { tableDelegate?.tableView(self, willBeginEditingRowAt: row) }

    func swipeDidEnd(at row: IndexPath?) { tableDelegate?.tableView(self, didEndEditingRowAt: row) }
}
