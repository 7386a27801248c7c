import Foundation

/// Where every part of a table sits, top to bottom: the table header view,
/// then per section its header, rows and footer, then the table footer view.
/// Rows are `RowHeights` (nothing stored per row while heights are uniform),
/// and which rows have their real height yet (`resolved`) is kept per
/// section, so `reloadData` costs O(sections) whatever the row count.
struct TableGeometry {
    struct Section {
        /// The header's height, its top padding included.
        var header: CGFloat = 0
        /// The part of `header` above the header view (`sectionHeaderTopPadding`).
        var headerPadding: CGFloat = 0
        var footer: CGFloat = 0
        var rows: RowHeights
        /// Rows whose height came from the delegate or a measurement (the others have the estimate).
        var resolved = Set<Int>()
        /// Every row has its real height: the delegate does not size rows one by one, so each is `rowHeight`.
        var allResolved = false

        var rowCount: Int { rows.count }
        var height: CGFloat { header + rows.total + footer }
    }

    var sections: [Section] = []
    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    /// Every row's height when all rows have `rowHeight` (see `UITableView.uniformRowHeight`), else nil.
    var uniformRowHeight: CGFloat?
    /// The top of each section (its header's top); recomputed when a height changes.
    private(set) var sectionTops: [CGFloat] = []

    var contentHeight: CGFloat {
        (sectionTops.last.map { $0 + (sections.last?.height ?? 0) } ?? tableHeader) + tableFooter
    }

    var rowCount: Int { sections.reduce(0) { $0 + $1.rowCount } }

    mutating func recomputeTops() {
        var y = tableHeader
        sectionTops = sections.map { section in
            defer { y += section.height }
            return y
        }
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The vertical span of a row, or nil when the path names no row.
    func rowSpan(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat)? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath.section]
        let y = sectionTops[indexPath.section] + section.header + section.rows.offset(of: indexPath.row)
        return (y, section.rows.height(of: indexPath.row))
    }

    func headerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        (sectionTops[section], sections[section].header)
    }

    /// The header view's span: the header less its top padding.
    func headerViewSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        let part = sections[section]
        return (sectionTops[section] + part.headerPadding, part.header - part.headerPadding)
    }

    func footerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        let part = sections[section]
        return (sectionTops[section] + part.header + part.rows.total, part.footer)
    }

    /// The section whose span contains `y` (clamped to the sections), nil without sections.
    func section(at y: CGFloat) -> Int? {
        guard !sectionTops.isEmpty else { return nil }
        var low = 0
        var high = sectionTops.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row whose span contains `y`, nil when `y` is on no row.
    func row(at y: CGFloat) -> IndexPath? {
        guard let section = section(at: y), sections[section].rowCount > 0 else { return nil }
        let part = sections[section]
        let local = y - sectionTops[section] - part.header
        guard local >= 0 && local < part.rows.total else { return nil }
        return IndexPath(row: part.rows.row(at: local), section: section)
    }

    /// The first row whose bottom is below `y` (the first row a viewport from `y` shows), if any.
    func firstRow(endingBelow y: CGFloat) -> IndexPath? {
        guard var section = section(at: y) else { return nil }
        while section < sections.count {
            let part = sections[section]
            let local = y - sectionTops[section] - part.header
            if part.rowCount > 0 && local < part.rows.total {
                return IndexPath(row: local < 0 ? 0 : part.rows.row(at: local), section: section)
            }
            section += 1
        }
        return nil
    }

    /// The row after `indexPath` in table order, across sections.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sections[indexPath.section].rowCount {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < sections.count {
            if sections[section].rowCount > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The row before `indexPath` in table order, across sections.
    func row(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0 {
            if sections[section].rowCount > 0 {
                return IndexPath(row: sections[section].rowCount - 1, section: section)
            }
            section -= 1
        }
        return nil
    }

    /// Gives a row its real height; returns the change.
    mutating func resolve(_ indexPath: IndexPath, height: CGFloat) -> CGFloat {
        let old = sections[indexPath.section].rows.height(of: indexPath.row)
        sections[indexPath.section].resolved.insert(indexPath.row)
        guard height != old else { return 0 }
        sections[indexPath.section].rows.setHeight(height, of: indexPath.row)
        recomputeTops()
        return height - old
    }

    func isResolved(_ indexPath: IndexPath) -> Bool {
        sections[indexPath.section].allResolved || sections[indexPath.section].resolved.contains(indexPath.row)
    }

    /// The next row after `indexPath` with a height, jumping over runs of rows of height 0
    /// (hidden rows) in O(log n) each, so a layout's walk follows the rows that show.
    /// A row has height 0 only once resolved (estimates are never 0 unless every row is resolved).
    func row(afterSkippingEmpty indexPath: IndexPath) -> IndexPath? {
        var candidate = row(after: indexPath)
        while let next = candidate, sections[next.section].rows.height(of: next.row) == 0 {
            let rows = sections[next.section].rows
            // The last row starting where `next` starts: past every row of height 0 from there.
            let landing = rows.row(at: rows.offset(of: next.row))
            candidate = landing > next.row ? IndexPath(row: landing, section: next.section) : row(after: next)
        }
        return candidate
    }

    // MARK: Updates (the caller recomputes the tops after a batch)

    mutating func removeRow(_ path: IndexPath) {
        sections[path.section].rows.remove(path.row..<(path.row + 1))
        sections[path.section].resolved = Set(
            sections[path.section].resolved.compactMap { $0 == path.row ? nil : ($0 > path.row ? $0 - 1 : $0) })
    }

    /// Inserts a row with a known height (resolved) or the estimate.
    mutating func insertRow(_ path: IndexPath, height: CGFloat?, estimate: CGFloat) {
        sections[path.section].rows.insert(1, at: path.row, height: height ?? estimate)
        var resolved = Set(sections[path.section].resolved.map { $0 >= path.row ? $0 + 1 : $0 })
        if height != nil { resolved.insert(path.row) }
        sections[path.section].resolved = resolved
    }

    mutating func unresolve(_ path: IndexPath) {
        guard !sections[path.section].allResolved else { return }
        sections[path.section].resolved.remove(path.row)
    }
}
