import Foundation

/// Swipe actions of a list's rows (UIKit's behaviour on tables and list
/// collection views): a horizontal pan on a row pushes its content aside and
/// shows the row's buttons in the space left. On release the row snaps open
/// past half the buttons' width or on a fast swipe, and closes otherwise;
/// past the full-swipe distance the first button fills the row and the
/// release performs it. A tap on a button performs its action, a tap
/// anywhere else or a scroll closes the row. One row is open at a time.
@MainActor
final class SwipeActionsDriver {
    /// A release faster than this (points per second) opens or closes whatever the distance.
    static let snapSpeed: CGFloat = 500
    /// The share of the row's width past which a full swipe is armed (at least the buttons' width).
    static let fullSwipeFraction: CGFloat = 0.6
    static let duration: TimeInterval = 0.3

    private(set) weak var host: (any SwipeActionsHost)?
    /// The row whose actions are being dragged or are open.
    private(set) var open: SwipeActionsState?
    /// What the recognizer found where its movement started, until the drag begins.
    private var pending: SwipeActionsState?
    private var serial = 0
    /// A touch that began while a row was open: its release taps a button or closes the row.
    private var touchActive = false
    let recognizer = SwipeActionsGestureRecognizer()

    init(host: any SwipeActionsHost) {
        self.host = host
        recognizer.driver = self
        recognizer.maximumNumberOfTouches = 1
        host.addGestureRecognizer(recognizer)
        recognizer.addTarget { [weak self] pan in self?.panDidChange(pan) }
    }

    var openRow: IndexPath? { open?.row }
    var isShowingConfirmation: Bool { open?.isConfirmation == true }

    /// Asked by the recognizer once a horizontal movement starts at `point`:
    /// whether the row there has actions on the side the movement uncovers
    /// (a leftward drag uncovers the right edge: the trailing actions, or
    /// the leading ones when the list is right to left, as UIKit mirrors them).
    func mayBegin(at point: CGPoint, uncoveringRight: Bool) -> Bool {
        pending = nil
        let uncoveringTrailing = uncoveringRight != (host?.isRightToLeft ?? false)
        guard let host, let row = host.swipeRow(at: point), let cell = host.swipeCell(at: row) else { return false }
        if let open, open.row == row {
            guard host.swipeMayDrag(open) else { return false }
            pending = open
            return true
        }
        guard host.swipeMayDrag(nil), let configuration = host.swipeConfiguration(for: row, trailing: uncoveringTrailing),
            !configuration.actions.isEmpty
        else { return false }
        pending = make(
            row: row, cell: cell, side: uncoveringTrailing ? .trailing : .leading, configuration: configuration,
            confirmation: false)
        return true
    }

    /// Opens `configuration` on the row's trailing side without a drag: a table's delete
    /// confirmation (`isConfirmation`), or a list's delete accessory revealing the row's actions.
    func reveal(
        _ configuration: UISwipeActionsConfiguration, row: IndexPath, cell: any SwipeableCell, isConfirmation: Bool
    ) {
        guard !configuration.actions.isEmpty else { return }
        let state = make(row: row, cell: cell, side: .trailing, configuration: configuration, confirmation: isConfirmation)
        begin(state, cell: cell)
        openFully(animated: true)
    }

    private func make(
        row: IndexPath, cell: any SwipeableCell, side: SwipeActionsView.Side,
        configuration: UISwipeActionsConfiguration, confirmation: Bool
    ) -> SwipeActionsState {
        serial += 1
        let view = SwipeActionsView(
            actions: configuration.actions, side: side, height: cell.bounds.height,
            rightToLeft: host?.isRightToLeft ?? false)
        return SwipeActionsState(
            row: row, side: side, configuration: configuration, view: view, listOffset: host?.bounds.minY ?? 0,
            isConfirmation: confirmation, serial: serial)
    }

    /// Another row's open actions close first; a swipe (not a confirmation) tells the host it begins.
    private func begin(_ state: SwipeActionsState, cell: any SwipeableCell) {
        if open != nil { close(animated: true) }
        open = state
        cell.showSwipeActions(state.view)
        if !state.isConfirmation { host?.swipeDidBegin(at: state.row) }
    }

    // MARK: Dragging

    private func panDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: dragBegan(pan)
        case .changed: dragMoved(pan)
        case .ended: dragEnded(velocity: pan.velocity(in: host).x)
        case .cancelled: dragEnded(velocity: 0)
        default: break
        }
    }

    private func dragBegan(_ pan: UIPanGestureRecognizer) {
        guard let pending, let cell = host?.swipeCell(at: pending.row) else { return }
        self.pending = nil
        if open?.serial != pending.serial { begin(pending, cell: cell) }
        open?.dragStart = cell.swipeOffset
        open?.isDragging = true
        pan.setTranslation(.zero, in: host)
    }

    private func dragMoved(_ pan: UIPanGestureRecognizer) {
        guard let state = open, state.isDragging, let cell = host?.swipeCell(at: state.row) else { return }
        let distance = followedDistance(state.distance(of: state.dragStart + pan.translation(in: host).x), state)
        state.view.isExpanded = fullSwipeArmed(distance, state)
        setOffset(cell, state.offset(uncovering: distance), animated: false)
    }

    /// The finger's distance, never past the row's edge; past the buttons it is
    /// resisted like a scroll view's edge unless a full swipe may follow.
    private func followedDistance(_ raw: CGFloat, _ state: SwipeActionsState) -> CGFloat {
        let width = host?.bounds.width ?? 0
        let open = state.view.openWidth
        var distance = max(0, raw)
        if !state.configuration.performsFirstActionWithFullSwipe && distance > open {
            distance = open + ScrollPhysics.rubberBand(distance - open, dimension: width)
        }
        return min(distance, width)
    }

    private func fullSwipeArmed(_ distance: CGFloat, _ state: SwipeActionsState) -> Bool {
        guard state.configuration.performsFirstActionWithFullSwipe else { return false }
        return distance > max(state.view.openWidth, (host?.bounds.width ?? 0) * Self.fullSwipeFraction)
    }

    private func dragEnded(velocity: CGFloat) {
        guard var state = open, state.isDragging, let cell = host?.swipeCell(at: state.row) else { return }
        state.isDragging = false
        open = state
        if state.view.isExpanded {
            setOffset(cell, state.offset(uncovering: cell.bounds.width), animated: true)
            if let button = state.view.buttons.first { perform(button) }
            return
        }
        let opening = state.view.isOnRight ? -velocity : velocity
        let distance = state.distance(of: cell.swipeOffset)
        let opens = opening > Self.snapSpeed || (opening >= -Self.snapSpeed && distance > state.view.openWidth / 2)
        if opens { openFully(animated: true) } else { close(animated: true) }
    }

    // MARK: Opening, closing, performing

    private func openFully(animated: Bool) {
        guard let state = open, let cell = host?.swipeCell(at: state.row) else { return }
        open?.listOffset = host?.bounds.minY ?? 0
        state.view.isExpanded = false
        setOffset(cell, state.offset(uncovering: state.view.openWidth), animated: animated)
    }

    /// Closes the open row (its buttons go when the content is back); the host hears `swipeDidEnd`.
    func close(animated: Bool) {
        guard let state = open else { return }
        open = nil
        pending = nil
        touchActive = false
        if let cell = host?.swipeCell(at: state.row) {
            state.view.isExpanded = false
            setOffset(cell, 0, animated: animated) { [weak cell] in
                guard let cell, cell.swipeActionsView === state.view else { return }
                cell.clearSwipeActions()
            }
        }
        if !state.isConfirmation { host?.swipeDidEnd(at: state.row) }
    }

    /// The list scrolled since the row opened (not while it is dragged): the row closes.
    func closeIfScrolled() {
        guard let state = open, !state.isDragging, host?.bounds.minY != state.listOffset else { return }
        close(animated: true)
    }

    /// An update moved, reloaded or deleted rows: the open row follows its row, ends when its cell is
    /// replaced (a reload), or ends with it (`swipeDidEnd(nil)`).
    func rowsMoved(reloaded: Set<IndexPath> = [], to newRow: (IndexPath) -> IndexPath?) {
        guard let state = open else { return }
        let row = newRow(state.row)
        if let row, !reloaded.contains(state.row) {
            open?.row = row
            return
        }
        open = nil
        if !state.isConfirmation { host?.swipeDidEnd(at: row) }
    }

    // MARK: Touches

    /// A touch while a row is open is the actions' (no row is highlighted or selected).
    func touchBegan() -> Bool {
        guard open != nil else { return false }
        touchActive = true
        return true
    }

    var ownsTouch: Bool { touchActive }

    /// The release of that touch: on a button it performs the action, elsewhere it closes the row.
    func touchEnded(at point: CGPoint) -> Bool {
        guard touchActive else { return false }
        touchActive = false
        tapped(at: point)
        return true
    }

    func touchCancelled() -> Bool {
        guard touchActive else { return false }
        touchActive = false
        return true
    }

    /// Also while a handler has not called its completion, so a forgotten completion cannot leave the row stuck.
    private func tapped(at point: CGPoint) {
        guard let host, let state = open, !state.isDragging else { return }
        if !state.isPerforming, let cell = host.swipeCell(at: state.row), state.view.superview === cell,
            let button = state.view.button(at: state.view.convert(point, from: host))
        {
            perform(button)
        } else {
            close(animated: true)
        }
    }

    /// Runs the action's handler; its completion closes the row unless the row was deleted meanwhile.
    private func perform(_ button: SwipeActionButton) {
        guard let serial = open?.serial else { return }
        open?.isPerforming = true
        let action = button.action
        action.handler(action, button) { [weak self] _ in
            guard let self, self.open?.serial == serial else { return }
            self.open?.isPerforming = false
            self.close(animated: true)
        }
    }

    private func setOffset(
        _ cell: any SwipeableCell, _ offset: CGFloat, animated: Bool, completion: (() -> Void)? = nil
    ) {
        cell.swipeOffset = offset
        cell.setNeedsLayout()
        guard animated && host?.window != nil else {
            UIView.performWithoutAnimation { cell.layoutIfNeeded() }
            completion?()
            return
        }
        UIView.animate(
            withDuration: Self.duration, animations: { cell.layoutIfNeeded() }, completion: { _ in completion?() })
    }
}
