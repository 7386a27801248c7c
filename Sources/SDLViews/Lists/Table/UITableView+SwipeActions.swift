import Foundation

/// Swipe actions: a horizontal pan on a row pushes its content aside and
/// shows the delegate's buttons in the space left. On release the row snaps
/// open past half the buttons' width or on a fast swipe, and closes
/// otherwise; past the full-swipe distance the first button fills the row
/// and the release performs it. A tap on a button performs its action, a tap
/// anywhere else or a scroll closes the row.
extension UITableView {
    /// A release faster than this (points per second) opens or closes whatever the distance.
    static let swipeSnapSpeed: CGFloat = 500
    /// The share of the row's width past which a full swipe is armed (at least the buttons' width).
    static let fullSwipeFraction: CGFloat = 0.6
    static let swipeDuration: TimeInterval = 0.3

    func setUpEditingGestures() {
        swipeRecognizer.tableView = self
        swipeRecognizer.maximumNumberOfTouches = 1
        addGestureRecognizer(swipeRecognizer)
        swipeRecognizer.addTarget { [weak self] pan in self?.swipeDidChange(pan) }
        reorderRecognizer.tableView = self
        addGestureRecognizer(reorderRecognizer)
        reorderRecognizer.addTarget { [weak self] recognizer in self?.reorderDidChange(recognizer) }
    }

    /// Asked by the recognizer once a horizontal movement starts at `point`:
    /// whether the row there has actions on the side the movement uncovers.
    func swipeMayBegin(at point: CGPoint, uncoveringTrailing: Bool) -> Bool {
        pendingSwipe = nil
        guard !editingMode || swipe?.isConfirmation == true, reorder == nil,
            let row = indexPathForRow(at: point), visibleRows[row] != nil
        else { return false }
        if let swipe, swipe.row == row {
            pendingSwipe = swipe
            return true
        }
        guard !editingMode, dataSource?.tableView(self, canEditRowAt: row) ?? false,
            let configuration = swipeConfiguration(for: row, trailing: uncoveringTrailing),
            !configuration.actions.isEmpty
        else { return false }
        pendingSwipe = makeSwipe(
            row: row, side: uncoveringTrailing ? .trailing : .leading, configuration: configuration, confirmation: false
        )
        return true
    }

    private func swipeConfiguration(for row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        return trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
    }

    func makeSwipe(
        row: IndexPath, side: TableSwipeActionsView.Side, configuration: UISwipeActionsConfiguration,
        confirmation: Bool
    ) -> TableSwipeState {
        swipeSerial += 1
        let height = rowRect(row)?.height ?? rowHeight
        let view = TableSwipeActionsView(actions: configuration.actions, side: side, height: height)
        return TableSwipeState(
            row: row, side: side, configuration: configuration, view: view, tableOffset: bounds.minY,
            isConfirmation: confirmation, serial: swipeSerial)
    }

    /// Another row's open actions close first; a swipe (not a confirmation) tells the delegate it begins.
    func beginSwipe(_ state: TableSwipeState, cell: UITableViewCell) {
        if swipe != nil { closeSwipe(animated: true) }
        swipe = state
        cell.showSwipeActions(state.view)
        if !state.isConfirmation { tableDelegate?.tableView(self, willBeginEditingRowAt: state.row) }
    }

    // MARK: Dragging

    private func swipeDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: swipeDragBegan(pan)
        case .changed: swipeDragMoved(pan)
        case .ended: swipeDragEnded(velocity: pan.velocity(in: self).x)
        case .cancelled: swipeDragEnded(velocity: 0)
        default: break
        }
    }

    private func swipeDragBegan(_ pan: UIPanGestureRecognizer) {
        guard let pending = pendingSwipe, let cell = visibleRows[pending.row] else { return }
        pendingSwipe = nil
        if swipe?.serial != pending.serial { beginSwipe(pending, cell: cell) }
        swipe?.dragStart = cell.swipeOffset
        swipe?.isDragging = true
        pan.setTranslation(.zero, in: self)
    }

    private func swipeDragMoved(_ pan: UIPanGestureRecognizer) {
        guard let state = swipe, state.isDragging, let cell = visibleRows[state.row] else { return }
        let distance = followedDistance(state.distance(of: state.dragStart + pan.translation(in: self).x), state)
        state.view.isExpanded = fullSwipeArmed(distance, state)
        setSwipe(cell, offset: state.offset(uncovering: distance), animated: false)
    }

    /// The finger's distance, never past the row's edge; past the buttons it is
    /// resisted like a scroll view's edge unless a full swipe may follow.
    func followedDistance(_ raw: CGFloat, _ state: TableSwipeState) -> CGFloat {
        let open = state.view.openWidth
        var distance = max(0, raw)
        if !state.configuration.performsFirstActionWithFullSwipe && distance > open {
            distance = open + ScrollPhysics.rubberBand(distance - open, dimension: bounds.width)
        }
        return min(distance, bounds.width)
    }

    func fullSwipeArmed(_ distance: CGFloat, _ state: TableSwipeState) -> Bool {
        guard state.configuration.performsFirstActionWithFullSwipe else { return false }
        return distance > max(state.view.openWidth, bounds.width * Self.fullSwipeFraction)
    }

    private func swipeDragEnded(velocity: CGFloat) {
        guard var state = swipe, state.isDragging, let cell = visibleRows[state.row] else { return }
        state.isDragging = false
        swipe = state
        if state.view.isExpanded {
            setSwipe(cell, offset: state.offset(uncovering: cell.bounds.width), animated: true)
            if let button = state.view.buttons.first { perform(button) }
            return
        }
        let opening = state.side == .trailing ? -velocity : velocity
        let distance = state.distance(of: cell.swipeOffset)
        let opens =
            opening > Self.swipeSnapSpeed || (opening >= -Self.swipeSnapSpeed && distance > state.view.openWidth / 2)
        if opens { openSwipe(animated: true) } else { closeSwipe(animated: true) }
    }

    // MARK: Opening, closing, performing

    func openSwipe(animated: Bool) {
        guard let state = swipe, let cell = visibleRows[state.row] else { return }
        swipe?.tableOffset = bounds.minY
        state.view.isExpanded = false
        setSwipe(cell, offset: state.offset(uncovering: state.view.openWidth), animated: animated)
    }

    /// Closes the open row (its buttons go when the content is back); the delegate hears `didEndEditingRowAt`.
    func closeSwipe(animated: Bool) {
        guard let state = swipe else { return }
        swipe = nil
        pendingSwipe = nil
        swipeTouchActive = false
        if let cell = visibleRows[state.row] {
            state.view.isExpanded = false
            setSwipe(cell, offset: 0, animated: animated) { [weak cell] in
                guard let cell, cell.swipeActionsView === state.view else { return }
                cell.clearSwipeActions()
            }
        }
        if !state.isConfirmation { tableDelegate?.tableView(self, didEndEditingRowAt: state.row) }
    }

    func closeSwipeIfScrolled() {
        guard let state = swipe, !state.isDragging, bounds.minY != state.tableOffset else {
            return
        }
        closeSwipe(animated: true)
    }

    /// A tap while a row is open: on a button it performs the action, elsewhere it closes the row (also
    /// while a handler has not called its completion, so a forgotten completion cannot leave it stuck).
    func swipeTapped(at point: CGPoint) {
        guard let state = swipe, !state.isDragging else { return }
        if !state.isPerforming, let cell = visibleRows[state.row], state.view.superview === cell,
            let button = state.view.button(at: state.view.convert(point, from: self))
        {
            perform(button)
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Runs the action's handler; its completion closes the row unless the row was deleted meanwhile.
    private func perform(_ button: TableSwipeActionButton) {
        guard let serial = swipe?.serial else { return }
        swipe?.isPerforming = true
        let action = button.action
        action.handler(action, button) { [weak self] _ in
            guard let self, self.swipe?.serial == serial else { return }
            self.swipe?.isPerforming = false
            self.closeSwipe(animated: true)
        }
    }

    /// An update moved, reloaded or deleted rows: the open row follows its row, ends when its cell is
    /// replaced (a reload), or ends with it (`didEndEditingRowAt(nil)`).
    func swipeRowsMoved(_ mapping: [IndexPath: IndexPath], reloaded: Set<IndexPath> = []) {
        guard let state = swipe else { return }
        let row = mapping[state.row]
        if let row, !reloaded.contains(state.row) {
            swipe?.row = row
            return
        }
        swipe = nil
        if !state.isConfirmation { tableDelegate?.tableView(self, didEndEditingRowAt: row) }
    }

    private func setSwipe(
        _ cell: UITableViewCell, offset: CGFloat, animated: Bool, completion: (() -> Void)? = nil
    ) {
        cell.swipeOffset = offset
        cell.setNeedsLayout()
        guard animated && window != nil else {
            UIView.performWithoutAnimation { cell.layoutIfNeeded() }
            completion?()
            return
        }
        UIView.animate(
            withDuration: Self.swipeDuration, animations: { cell.layoutIfNeeded() },
            completion: { _ in completion?() })
    }
}
