import Foundation

/// Row insertions, deletions, moves and reloads, alone or batched. The
/// table checks the data source's new counts against the changes (UIKit's
/// "Invalid update" message, logged, then a full reload instead of UIKit's
/// exception), moves its row geometry, keeps the cells of surviving rows
/// (re-keyed to their new rows), and animates: leaving cells fade or slide
/// out, surviving cells move to their new frames, new rows fade or slide in.
extension UITableView {
    static let updateDuration: TimeInterval = 0.3

    func record(_ animation: RowAnimation, _ change: (inout TableUpdateBatch) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            pendingBatch!.animation = animation
            return
        }
        var batch = TableUpdateBatch()
        batch.animation = animation
        change(&batch)
        applyBatch(batch, completion: nil)
    }

    func beginBatch() {
        batchDepth += 1
        if pendingBatch == nil { pendingBatch = TableUpdateBatch() }
    }

    func endBatch(completion: ((Bool) -> Void)?) {
        guard batchDepth > 0 else {
            SDLViewsLog.error("UITableView.endUpdates: called without beginUpdates; ignored")
            return
        }
        batchDepth -= 1
        guard batchDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        applyBatch(batch, completion: completion)
    }

    private func applyBatch(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?) {
        guard !needsDataReload else {
            loadDataIfNeeded()
            completion?(true)
            return
        }
        let oldCounts = geometry.sections.map(\.rowCount)
        let newCounts = currentCounts()
        if batch.changesSections {
            applySectionBatch(batch, oldSectionCount: oldCounts.count, newSectionCount: newCounts.count, completion)
            return
        }
        if let problem = batch.inconsistency(oldCounts: oldCounts, newCounts: newCounts) {
            SDLViewsLog.error("UITableView: \(problem) Reloading the table instead.")
            reloadData()
            completion?(false)
            return
        }
        let mapping = batch.newPositions(
            oldCounts: oldCounts, newCounts: newCounts, rows: Set(visibleRows.keys).union(selectedRows))
        moveGeometry(batch, oldCounts: oldCounts)
        let leaving = rekeyRows(mapping, reloads: batch.reloads)
        swipeActions.rowsMoved(reloaded: batch.reloads) { mapping[$0] }
        updateContentSize()
        animateUpdate(batch, leaving: leaving, completion: completion)
    }

    /// Section changes are checked as UIKit does, then shown by reloading the table: rows are not animated.
    private func applySectionBatch(
        _ batch: TableUpdateBatch, oldSectionCount: Int, newSectionCount: Int, _ completion: ((Bool) -> Void)?
    ) {
        let problem = batch.sectionInconsistency(oldCount: oldSectionCount, newCount: newSectionCount)
        if let problem { SDLViewsLog.error("UITableView: \(problem) Reloading the table instead.") }
        reloadData()
        layoutIfNeeded()
        completion?(problem == nil)
    }

    private func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        return (0..<sections).map {
            checkedCount(dataSource.tableView(self, numberOfRowsInSection: $0), "numberOfRowsInSection \($0)")
        }
    }

    /// Applies the batch to the row heights: removals from the highest row down, then insertions from the lowest.
    private func moveGeometry(_ batch: TableUpdateBatch, oldCounts: [Int]) {
        var movedHeights: [IndexPath: CGFloat] = [:]
        for move in batch.moves where geometry.isResolved(move.from) {
            movedHeights[move.to] = geometry.sections[move.from.section].rows.height(of: move.from.row)
        }
        let removals = batch.deletes.union(batch.moves.map(\.from)).sorted(by: >)
        for path in removals { geometry.removeRow(path) }
        let insertions = batch.inserts.union(batch.moves.map(\.to)).sorted()
        for path in insertions { geometry.insertRow(
                path, height: movedHeights[path], estimate: geometry.uniformRowHeight ?? rowEstimate) }
        for path in batch.reloads { geometry.unresolve(path) }
        geometry.recomputeTops()
    }

    /// Moves the cells, displayed rows and selection of surviving rows to their new paths; returns the cells leaving.
    private func rekeyRows(_ mapping: [IndexPath: IndexPath], reloads: Set<IndexPath>) -> [UITableViewCell] {
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [UITableViewCell] = []
        var displayed = Set<IndexPath>()
        for (old, cell) in visibleRows {
            if let new = mapping[old], !reloads.contains(old) {
                kept[new] = cell
                if displayedRows.contains(old) { displayed.insert(new) }
            } else {
                leaving.append(cell)
                if displayedRows.contains(old) { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old) }
            }
        }
        visibleRows = kept
        displayedRows = displayed
        selectedRows = Set(selectedRows.compactMap { mapping[$0] })
        touchedRow = nil
        return leaving
    }

    private func animateUpdate(
        _ batch: TableUpdateBatch, leaving: [UITableViewCell], completion: ((Bool) -> Void)?
    ) {
        let animated = batch.animation != .none && window != nil
        if animated {
            for path in batch.inserts.union(batch.reloads) { appearingRows[path] = batch.animation }
        }
        guard animated else {
            for cell in leaving { retire(cell) }
            setNeedsLayout()
            layoutIfNeeded()
            completion?(true)
            return
        }
        UIView.animate(
            withDuration: Self.updateDuration,
            animations: {
                for (path, cell) in self.visibleRows {
                    if let frame = self.rowRect(path) { cell.frame = frame }
                }
                for cell in leaving { Self.disappear(cell, animation: batch.animation) }
                // New rows' cells are made here, so their entrance is part of this block (and its completion).
                self.setNeedsLayout()
                self.layoutIfNeeded()
            },
            completion: { finished in
                for cell in leaving { self.retire(cell) }
                completion?(finished)
            })
    }

    /// A leaving cell's end state inside the animation block.
    private static func disappear(_ cell: UITableViewCell, animation: RowAnimation) {
        switch animation {
        case .left: cell.frame.origin.x -= cell.frame.width
        case .right: cell.frame.origin.x += cell.frame.width
        default: cell.alpha = 0
        }
    }

    /// A new row's cell comes in: called when the tiler makes it inside the update's animation block.
    func appear(_ cell: UITableViewCell, at path: IndexPath) {
        guard let animation = appearingRows.removeValue(forKey: path) else { return }
        let frame = cell.frame
        UIView.performWithoutAnimation {
            switch animation {
            case .left: cell.frame.origin.x -= frame.width
            case .right: cell.frame.origin.x += frame.width
            default: cell.alpha = 0
            }
        }
        cell.frame = frame
        cell.alpha = 1
    }

    /// A cell that left with an update goes back to the queue, reset.
    private func retire(_ cell: UITableViewCell) {
        guard !visibleRows.values.contains(where: { $0 === cell }) else { return }
        cell.removeFromSuperview()
        cell.alpha = 1
        reuse.enqueue(cell)
    }
}
