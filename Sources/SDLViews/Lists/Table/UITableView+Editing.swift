import Foundation

/// Editing mode: the rows' controls, the taps on them, and the delete
/// confirmation (shown as trailing swipe actions with one destructive
/// action, as UIKit since iOS 11).
extension UITableView {
    /// The swipe recognizer goes first, then the reorder grip's.
    func setUpEditingGestures() {
        _ = swipeActions
        reorderRecognizer.tableView = self
        addGestureRecognizer(reorderRecognizer)
        reorderRecognizer.addTarget { [weak self] recognizer in self?.reorderDidChange(recognizer) }
    }

    func setEditingImplementation(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        swipeActions.close(animated: animated)
        editingMode = editing
        loadDataIfNeeded()
        let animate = animated && window != nil
        for (row, cell) in visibleRows.sorted(by: { $0.key < $1.key }) {
            if editing { configureEditing(cell, at: row) }
            cell.setEditing(editing, animated: animate)
        }
    }

    /// A cell coming on screen takes the table's editing state (without animation).
    func applyEditingState(to cell: UITableViewCell, at row: IndexPath) {
        if editingMode { configureEditing(cell, at: row) }
        if cell.isEditing != editingMode { cell.setEditing(editingMode, animated: false) }
    }

    /// Asks the data source and delegate what the row shows while editing, in UIKit's order.
    func configureEditing(_ cell: UITableViewCell, at row: IndexPath) {
        let editable = dataSource?.tableView(self, canEditRowAt: row) ?? false
        cell.tableEditingStyle = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: row) ?? .delete : .none
        cell.tableIndents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: row) ?? true
        cell.tableAllowsMove = cell.showsReorderControl && (dataSource?.tableView(self, canMoveRowAt: row) ?? false)
        cell.setNeedsLayout()
    }

    /// Whether selection is allowed now (`allowsSelectionDuringEditing` while editing).
    var selectionAllowed: Bool { editingMode ? allowsSelectionDuringEditing : allowsSelection }
    var multipleSelectionAllowed: Bool {
        editingMode ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: Touches

    /// A touch while swipe actions are open goes to them (or closes them); a
    /// touch on an editing control is the control's. Either way no row is selected.
    func editingTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first, reorder == nil else { return false }
        if swipeActions.touchBegan() { return true }
        guard editingMode, let row = editingControlRow(at: touch.location(in: self)) else { return false }
        editingTouchRow = row
        return true
    }

    func editingTouchMoved() -> Bool { swipeActions.ownsTouch || editingTouchRow != nil }

    func editingTouchEnded(_ touches: Set<UITouch>) -> Bool {
        let point = touches.first?.location(in: self) ?? .zero
        if swipeActions.touchEnded(at: point) { return true }
        guard let row = editingTouchRow else { return false }
        editingTouchRow = nil
        if editingControlRow(at: point) == row { editingControlTapped(row) }
        return true
    }

    func editingTouchCancelled() -> Bool {
        let swiped = swipeActions.touchCancelled()
        guard swiped || editingTouchRow != nil else { return false }
        editingTouchRow = nil
        return true
    }

    /// The row whose visible editing control is under `point` (content coordinates).
    private func editingControlRow(at point: CGPoint) -> IndexPath? {
        guard let row = indexPathForRow(at: point), let cell = visibleRows[row],
            let control = cell.editingControlFrame
        else { return nil }
        return control.contains(cell.convert(point, from: self)) ? row : nil
    }

    /// UIKit: the red control asks for the confirmation; the green one inserts at once.
    private func editingControlTapped(_ row: IndexPath) {
        guard let cell = visibleRows[row] else { return }
        switch cell.editingStyle {
        case .delete: showDeleteConfirmation(for: row, cell: cell)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: row)
        case .none: break
        }
    }

    private func showDeleteConfirmation(for row: IndexPath, cell: UITableViewCell) {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self, let row = self.swipeActions.openRow else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [action])
        configuration.performsFirstActionWithFullSwipe = false
        swipeActions.reveal(configuration, row: row, cell: cell, isConfirmation: true)
    }
}
