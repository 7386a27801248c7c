import Foundation

/// Reordering by the grip: the lifted row follows the finger inside its
/// section, the rows it passes slide out of its way, and the delegate's
/// `targetIndexPathForMoveFromRowAt` may redirect each proposed place. On
/// drop the data source's `moveRowAt` is called and the table moves the
/// row itself, animating every row to its new place.
extension UITableView {
    func reorderMayBegin(at point: CGPoint) -> Bool {
        guard editingMode, swipeActions.openRow == nil, reorder == nil, let row = indexPathForRow(at: point),
            let cell = visibleRows[row], let grip = cell.reorderGripFrame
        else { return false }
        return grip.contains(cell.convert(point, from: self))
    }

    func reorderDidChange(_ recognizer: UIGestureRecognizer) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began: liftRow(at: point)
        case .changed: dragLiftedRow(to: point)
        case .ended: dropLiftedRow()
        case .cancelled: dropLiftedRow(cancelled: true)
        default: break
        }
    }

    private func liftRow(at point: CGPoint) {
        guard let row = indexPathForRow(at: point), let cell = visibleRows[row] else { return }
        touchedRow = nil
        reorder = TableReorderState(
            source: row, cell: cell, height: cell.frame.height, grab: point.y - cell.frame.minY, proposed: row,
            target: row)
        bringSubviewToFront(cell)
    }

    private func dragLiftedRow(to point: CGPoint) {
        guard var state = reorder, let range = rowRange(ofSection: state.source.section) else { return }
        let top = min(max(point.y - state.grab, range.lowerBound), range.upperBound - state.height)
        UIView.performWithoutAnimation { state.cell.frame.origin.y = top }
        let proposed = proposedRow(forTop: top, in: range, state)
        guard proposed != state.proposed else { return }
        state.proposed = proposed
        state.target = redirectedTarget(from: state.source, proposed: proposed)
        reorder = state
        UIView.animate(withDuration: Self.updateDuration) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// The rows' span of a section in content coordinates.
    private func rowRange(ofSection section: Int) -> ClosedRange<CGFloat>? {
        let count = numberOfRows(inSection: section)
        guard count > 0, let first = geometry.rowSpan(IndexPath(row: 0, section: section)),
            let last = geometry.rowSpan(IndexPath(row: count - 1, section: section))
        else { return nil }
        return first.y...(last.y + last.height)
    }

    /// The lifted row's place: past the middle of another row, it takes that row's place; held against
    /// either end of the section, it goes there.
    private func proposedRow(forTop top: CGFloat, in range: ClosedRange<CGFloat>, _ state: TableReorderState)
        -> IndexPath
    {
        let section = state.source.section
        if top <= range.lowerBound { return IndexPath(row: 0, section: section) }
        if top >= range.upperBound - state.height {
            return IndexPath(row: numberOfRows(inSection: section) - 1, section: section)
        }
        let centre = top + state.height / 2
        guard let under = geometry.row(at: centre), under.section == section, let span = geometry.rowSpan(under)
        else { return state.proposed }
        let pastMiddle = centre > span.y + span.height / 2
        let above = under.row + (pastMiddle ? 1 : 0)
        let sourceAbove = state.source.row < under.row || (state.source.row == under.row && pastMiddle)
        return IndexPath(row: above - (sourceAbove ? 1 : 0), section: section)
    }

    /// The delegate's redirect, when it names a place the row can go (else logged and the proposal kept).
    private func redirectedTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
        guard let delegate = tableDelegate else { return proposed }
        let target = delegate.tableView(
            self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        let count = numberOfRows(inSection: target.section) - (target.section == source.section ? 1 : 0)
        guard target.count == 2, target.section >= 0, target.section < numberOfSections, target.row >= 0,
            target.row <= count
        else {
            SDLViewsLog.error(
                "UITableView: targetIndexPathForMoveFromRowAt returned \(target), where row \(source) cannot go; "
                    + "using \(proposed)")
            return proposed
        }
        return target
    }

    /// While a row is lifted: its own frame stays under the finger, the rows it passed move by its height.
    func reorderedFrame(of row: IndexPath, cell: UITableViewCell) -> CGRect? {
        guard let state = reorder else { return nil }
        if cell === state.cell { return cell.frame }
        guard var frame = rowRect(row) else { return nil }
        if row > state.source { frame.origin.y -= state.height }
        let shifted = row.section == state.source.section && row.row > state.source.row
        let newRow = IndexPath(row: row.row - (shifted ? 1 : 0), section: row.section)
        if newRow >= state.target { frame.origin.y += state.height }
        return frame
    }

    private func dropLiftedRow(cancelled: Bool = false) {
        guard let state = reorder else { return }
        reorder = nil
        var target = cancelled ? state.source : state.target
        if target != state.source {
            moveReachedDefault = false
            dataSource?.tableView(self, moveRowAt: state.source, to: target)
            if moveReachedDefault {
                SDLViewsLog.error(
                    "UITableView: the data source does not implement tableView(_:moveRowAt:to:); "
                        + "row \(state.source) goes back")
                target = state.source
            }
        }
        guard target == state.source else { return moveRow(at: state.source, to: target) }
        UIView.animate(withDuration: Self.updateDuration) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }
}
