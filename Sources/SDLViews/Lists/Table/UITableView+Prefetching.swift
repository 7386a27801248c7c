import Foundation

/// Prefetching: after each layout pass, the rows just past the visible ones
/// in the scroll direction (as many as are visible) are announced once; rows
/// announced earlier that left that window without coming on screen are
/// cancelled.
extension UITableView {
    func updatePrefetching() {
        guard let prefetchDataSource, isPrefetchingEnabled, !visibleRows.isEmpty else { return }
        if contentOffset.y != prefetchOffset { prefetchesUpward = contentOffset.y < prefetchOffset }
        prefetchOffset = contentOffset.y
        let window = prefetchWindow(count: visibleRows.count)
        let cancelled = prefetchedRows.subtracting(window).filter { visibleRows[$0] == nil }
        let fresh = window.subtracting(prefetchedRows)
        prefetchedRows = window
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
        if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh.sorted()) }
    }

    private func prefetchWindow(count: Int) -> Set<IndexPath> {
        let shown = visibleRows.keys.sorted()
        var result = Set<IndexPath>()
        var path = prefetchesUpward ? geometry.row(before: shown[0]) : geometry.row(after: shown[shown.count - 1])
        while let current = path, result.count < count {
            result.insert(current)
            path = prefetchesUpward ? geometry.row(before: current) : geometry.row(after: current)
        }
        return result
    }
}
