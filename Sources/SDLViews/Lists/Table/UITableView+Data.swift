import Foundation

/// Loading: the counts, header and footer heights and row estimates from the
/// data source and delegate (O(sections): rows are asked only when shown).
extension UITableView {
    func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        setUpEditingGestures()
    }

    func reloadDataImplementation() {
        selectedRows.removeAll()
        // A reload from inside `cellForRowAt` (or a height callback) while the tiler walks the
        // old geometry: rebuilding it now would leave the tiler holding rows that may no longer
        // exist. UIKit defers such a reload; here the tiler stops and the layout reloads after it.
        guard !isTilingRows else {
            needsDataReload = true
            setNeedsLayout()
            return
        }
        invalidateData()
        loadDataIfNeeded()
    }

    /// The data or a metric changed: the visible cells go back to the queue and the geometry is rebuilt.
    func invalidateData() {
        swipeActions.rowsMoved { _ in nil }
        reorder = nil
        recycleAllRows()
        recycleAllSupplementaries()
        prefetchedRows.removeAll()
        needsDataReload = true
        setNeedsLayout()
    }

    func loadDataIfNeeded() {
        guard needsDataReload else { return }
        needsDataReload = false
        geometry = buildGeometry()
        selectedRows = selectedRows.filter { geometry.contains($0) }
        updateContentSize()
    }

    /// The height rows have until they are shown.
    var rowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight > 0 ? rowHeight : 44
    }

    func buildGeometry() -> TableGeometry {
        var result = TableGeometry()
        result.tableHeader = tableHeaderView?.frame.height ?? 0
        result.tableFooter = tableFooterView?.frame.height ?? 0
        guard let dataSource else { return result }
        let sectionCount = checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        let counts = (0..<sectionCount).map { section in
            checkedCount(
                dataSource.tableView(self, numberOfRowsInSection: section), "numberOfRowsInSection \(section)")
        }
        let uniform = uniformRowHeight(counts: counts)
        result.uniformRowHeight = uniform
        let estimate = uniform ?? rowEstimate
        result.sections = counts.enumerated().map { section, rows in
            var part = TableGeometry.Section(rows: RowHeights(count: rows, uniform: estimate))
            part.allResolved = uniform != nil
            part.header = supplementaryHeight(section, header: true)
            part.headerPadding = headerTopPadding(above: part.header)
            part.header += part.headerPadding
            part.footer = supplementaryHeight(section, header: false)
            return part
        }
        result.recomputeTops()
        return result
    }

    /// `rowHeight` when every row has it: a fixed `rowHeight` and a delegate that does not
    /// implement `tableView(_:heightForRowAt:)` (UIKit's `respondsToSelector` check; here the
    /// protocol's default implementation marks the table when it runs). Rows then need no
    /// asking one by one: 200,000 rows of height 0 cost what 200,000 rows of 44 do.
    private func uniformRowHeight(counts: [Int]) -> CGFloat? {
        guard rowHeight != UITableView.automaticDimension else { return nil }
        guard let delegate = tableDelegate else { return rowHeight }
        // Asks one row that exists (the delegate's own data can answer it), as UIKit asks rows early.
        guard let section = counts.firstIndex(where: { $0 > 0 }) else { return nil }
        rowHeightCameFromDefault = false
        _ = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section))
        defer { rowHeightCameFromDefault = false }
        return rowHeightCameFromDefault ? rowHeight : nil
    }

    func checkedCount(_ count: Int, _ what: String) -> Int {
        guard count < 0 else { return count }
        SDLViewsLog.error("UITableView: the data source's \(what) returned \(count); using 0")
        return 0
    }

    /// Refuses NaN, infinite and negative heights other than `automaticDimension`.
    func checkedHeight(_ height: CGFloat, _ what: String) -> CGFloat? {
        if height.isFinite && (height >= 0 || height == UITableView.automaticDimension) { return height }
        SDLViewsLog.error("UITableView.\(what): \(height) is not a valid height; ignored")
        return nil
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    private func replaceAccessoryHeights() {
        geometry.tableHeader = tableHeaderView?.frame.height ?? 0
        geometry.tableFooter = tableFooterView?.frame.height ?? 0
        geometry.recomputeTops()
    }

    func replaceTableAccessory(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        replaceAccessoryHeights()
        updateContentSize()
        setNeedsLayout()
    }

    func layoutTableAccessories() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: geometry.contentHeight - footer.frame.height, width: bounds.width,
                height: footer.frame.height)
        }
    }
}
