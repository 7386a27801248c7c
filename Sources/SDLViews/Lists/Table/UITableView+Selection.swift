import Foundation

/// Selection as UIKit: a touch on a row highlights it when the content sees
/// the touch (after the scroll view's delay, or at once on a tap), a lift in
/// the same row selects it (`willSelectRowAt` may redirect or refuse,
/// the previous row is deselected first in single selection), and a drag
/// that scrolls cancels the highlight. Programmatic selection does not tell
/// the delegate.
extension UITableView {
    func rowTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard touchedRow == nil, let touch = touches.first, selectionAllowed else { return false }
        guard let row = indexPathForRow(at: touch.location(in: self)), let cell = visibleRows[row] else { return false }
        touchedRow = row
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true else { return true }
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: row)
        return true
    }

    func rowTouchMoved(_ touches: Set<UITouch>) -> Bool { touchedRow != nil }

    func rowTouchEnded(_ touches: Set<UITouch>) -> Bool {
        guard let row = touchedRow else { return false }
        endHighlight()
        if let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == row {
            selectFromTouch(row)
        }
        return true
    }

    func rowTouchCancelled() -> Bool {
        guard touchedRow != nil else { return false }
        endHighlight()
        return true
    }

    private func endHighlight() {
        guard let row = touchedRow else { return }
        touchedRow = nil
        guard let cell = visibleRows[row], cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: row)
    }

    /// A lift on `row`: toggles it in multiple selection, else selects it.
    func selectFromTouch(_ row: IndexPath) {
        if multipleSelectionAllowed && selectedRows.contains(row) {
            deselectFromUser(row)
            return
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: row) } ?? row
        guard let target, geometry.contains(target) else { return }
        if !multipleSelectionAllowed {
            for other in selectedRows.sorted() where other != target { deselectFromUser(other) }
        }
        setRow(target, selected: true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// A `.select` press released on a focused cell: selects its row as a tap's lift does.
    func selectFromPress(_ cell: UITableViewCell) {
        guard selectionAllowed, let row = indexPath(for: cell) else { return }
        selectFromTouch(row)
    }

    private func deselectFromUser(_ row: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
        guard let target, selectedRows.contains(target) else { return }
        setRow(target, selected: false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    func setRow(_ row: IndexPath, selected: Bool, animated: Bool) {
        if selected { selectedRows.insert(row) } else { selectedRows.remove(row) }
        visibleRows[row]?.setSelected(selected, animated: animated)
    }

    func selectRowImplementation(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for row in selectedRows { setRow(row, selected: false, animated: animated) }
            return
        }
        guard geometry.contains(indexPath) else {
            SDLViewsLog.error("UITableView.selectRow: no row at \(indexPath); nothing selected")
            return
        }
        if !allowsMultipleSelection {
            for other in selectedRows where other != indexPath { setRow(other, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func deselectRowImplementation(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.contains(indexPath) else { return }
        setRow(indexPath, selected: false, animated: animated)
    }

    func trimSelectionToOne() {
        guard let first = selectedRows.min() else { return }
        for row in selectedRows where row != first { setRow(row, selected: false, animated: false) }
    }
}
