import Foundation

/// Keeping cells for exactly the rows on screen: rows that leave go back to
/// the reuse queue first (so the rows that come can reuse them), then the
/// rows that come are asked from the data source, given their real height
/// and placed.
extension UITableView {
    func layoutTable() {
        loadDataIfNeeded()
        updateContentSize()
        layoutTableAccessories()
        swipeActions.closeIfScrolled()
        recycleRows(outside: bounds)
        tileRowsReloadingWhenAsked()
        updateContentSize()
        tileSupplementaries()
        appearingRows.removeAll()
        updatePrefetching()
    }

    /// Tiles, and when the data source reloaded the table from one of the tiler's callbacks,
    /// reloads then and tiles again (coalesced: several reloads in one pass make one). A data
    /// source that reloads on every cell gets a few passes, then the rest waits for the next layout.
    private func tileRowsReloadingWhenAsked() {
        for _ in 0..<Self.reloadPassesPerLayout {
            isTilingRows = true
            tileRows()
            isTilingRows = false
            guard needsDataReload else { return }
            invalidateData()
            loadDataIfNeeded()
            updateContentSize()
        }
        SDLViewsLog.error(
            "UITableView: the data source reloaded the table from cellForRowAt on every pass; "
                + "its rows are shown from the next layout")
        invalidateData()
        loadDataIfNeeded()
    }

    static let reloadPassesPerLayout = 4

    /// Every row whose span meets the visible rectangle gets a cell, in order. A row of
    /// height 0 gets none (nothing of it would show; UIKit still asks for its cell): its
    /// height is asked first, and runs of such rows are jumped over, so hidden rows cost
    /// one height question each the first time and nothing after.
    private func tileRows() {
        var shown = Set<IndexPath>()
        var path = geometry.firstRow(endingBelow: bounds.minY)
        while let current = path, let span = geometry.rowSpan(current), span.y < bounds.maxY {
            path = geometry.row(afterSkippingEmpty: current)
            if resolveFixedHeight(of: current) == 0 {
                if needsDataReload { return }
                continue
            }
            let existing = visibleRows[current]
            guard let cell = existing ?? makeCell(for: current) else { break }
            // A reload asked for inside `cellForRowAt`: the geometry walked here is stale.
            if needsDataReload { return }
            resolveHeight(of: current, cell: cell)
            if existing == nil {
                UIView.performWithoutAnimation { place(cell, at: current) }
            } else {
                place(cell, at: current)
            }
            appear(cell, at: current)
            shown.insert(current)
            path = geometry.row(afterSkippingEmpty: current)
        }
        for (row, _) in visibleRows where !shown.contains(row) { recycleRow(row) }
    }

    func rowRect(_ indexPath: IndexPath) -> CGRect? {
        loadDataIfNeeded()
        guard let span = geometry.rowSpan(indexPath) else { return nil }
        let inset: CGFloat = style == .insetGrouped ? Self.insetGroupedMargin : 0
        return CGRect(x: inset, y: span.y, width: max(0, bounds.width - 2 * inset), height: span.height)
    }

    static let insetGroupedMargin: CGFloat = 20
    static let insetGroupedRadius: CGFloat = 10

    private func makeCell(for indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        var cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if visibleRows.values.contains(where: { $0 === cell }) {
            SDLViewsLog.error(
                "UITableView: the data source returned a cell already shown for another row at \(indexPath); "
                    + "showing a plain cell there")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        reuse.remove(cell)
        // A reused cell keeps its frame, so nothing else would lay it out again: the data source may
        // have given its labels longer or shorter text (a value1 detail measured for "Low" would cut
        // "2560 × 1440" short). UIKit lays out every cell it takes from the data source before showing it.
        cell.setNeedsLayout()
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        applyEditingState(to: cell, at: indexPath)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        visibleRows[indexPath] = cell
        return cell
    }

    private func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard let frame = reorderedFrame(of: indexPath, cell: cell) ?? rowRect(indexPath) else { return }
        cell.frame = frame
        applyRowAppearance(cell, at: indexPath)
        if !displayedRows.contains(indexPath) {
            displayedRows.insert(indexPath)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// A cell left at its default background takes the table style's, as
    /// UIKit's: grouped rows are `secondarySystemGroupedBackground` (white in
    /// light appearance, grey over the black grouped background in dark).
    private func applyDefaultBackground(to cell: UITableViewCell) {
        guard let current = cell.backgroundColor,
            current === UIColor.systemBackground || current === UIColor.secondarySystemGroupedBackground
        else { return }
        let wanted: UIColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        if current !== wanted { cell.backgroundColor = wanted }
    }

    /// The separator and (in `.insetGrouped`) the rounded corners a row's position in its section gives its cell.
    private func applyRowAppearance(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let last = indexPath.row == geometry.sections[indexPath.section].rowCount - 1
        cell.showsSeparator = separatorStyle == .singleLine && !(style != .plain && last)
        cell.separatorLine.backgroundColor = separatorColor
        cell.tableSeparatorInset = separatorInset
        applyDefaultBackground(to: cell)
        guard style == .insetGrouped else { return }
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : Self.insetGroupedRadius
        cell.layer.maskedCorners = corners
    }

    /// Gives a row coming on screen its real height (the delegate's, or the
    /// cell's own for `automaticDimension`). A change above the visible top
    /// moves the content offset by as much, so what is on screen stays put.
    private func resolveHeight(of indexPath: IndexPath, cell: UITableViewCell) {
        guard !geometry.isResolved(indexPath) else { return }
        apply(height: measuredHeight(of: cell), to: indexPath)
    }

    /// Resolves a row the delegate (or `rowHeight`) gives a fixed height, before any cell is
    /// made, as UIKit asks heights first; returns the row's height, or nil when it is
    /// `automaticDimension` (the cell must be made and measured).
    private func resolveFixedHeight(of indexPath: IndexPath) -> CGFloat? {
        guard geometry.contains(indexPath) else { return nil }
        guard !geometry.isResolved(indexPath) else { return geometry.sections[indexPath.section].rows.height(of: indexPath.row) }
        var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == UITableView.automaticDimension { return nil }
        if !(height.isFinite && height >= 0) {
            SDLViewsLog.error(
                "UITableView: height \(height) for the row at \(indexPath) is not valid; using \(rowEstimate)")
            height = rowEstimate
        }
        // The delegate may have reloaded the table: the row may be gone.
        guard !needsDataReload && geometry.contains(indexPath) else { return nil }
        apply(height: height, to: indexPath)
        return height
    }

    private func apply(height: CGFloat, to indexPath: IndexPath) {
        guard let span = geometry.rowSpan(indexPath) else { return }
        let change = geometry.resolve(indexPath, height: height)
        // The content size follows after the walk (layoutTable); only a change above the top moves what shows.
        guard change != 0, span.y < bounds.minY else { return }
        updateContentSize()
        shiftContent(by: change)
    }

    /// The cell's height at the table's width from its content (Auto Layout in its content view, or its labels).
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        let width = rowRect(IndexPath(row: 0, section: 0))?.width ?? bounds.width
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        guard size.height.isFinite && size.height > 0 else { return rowEstimate }
        return size.height.rounded(.up)
    }

    /// Moves the content and any scrolling under way by `delta`, without stopping it.
    func shiftContent(by delta: CGFloat) {
        shiftScrolling(by: CGPoint(x: 0, y: delta))
    }

    // MARK: Recycling

    func recycleRows(outside rect: CGRect) {
        // Spans, not `CGRect.intersects`: Linux's Foundation counts rectangles that only touch as meeting.
        for (row, cell) in visibleRows
        where cell.frame.maxY <= rect.minY || cell.frame.minY >= rect.maxY || !geometry.contains(row) {
            recycleRow(row)
        }
    }

    func recycleAllRows() {
        for row in Array(visibleRows.keys) { recycleRow(row) }
    }

    func recycleRow(_ row: IndexPath) {
        guard let cell = visibleRows.removeValue(forKey: row) else { return }
        if touchedRow == row { touchedRow = nil }
        // A reusable cell stays in the table, hidden, as UIKit keeps it: taking
        // it out and putting it back would tell its whole subtree it left and
        // rejoined the window on every row a fling scrolls past. One without a
        // reuse identifier is never asked for again, so it goes.
        if cell.reuseIdentifier == nil {
            cell.removeFromSuperview()
        } else {
            cell.isHidden = true
        }
        reuse.enqueue(cell)
        if displayedRows.remove(row) != nil {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row)
        }
    }
}
