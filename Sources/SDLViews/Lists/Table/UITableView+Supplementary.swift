import Foundation

/// Section headers and footers on screen: the delegate's views, or a
/// `UITableViewHeaderFooterView` showing the data source's title. In
/// `.plain` a header sticks to the top of the viewport while its section is
/// under it, and the next section's header pushes it away.
extension UITableView {
    struct SupplementaryKey: Hashable {
        let section: Int
        let isHeader: Bool
    }

    static let titleViewIdentifier = "UITableView.sectionTitle"

    func tileSupplementaries() {
        var shown = Set<SupplementaryKey>()
        if var section = geometry.section(at: bounds.minY) {
            while section < geometry.sections.count && geometry.sectionTops[section] < bounds.maxY {
                for isHeader in [true, false] {
                    let key = SupplementaryKey(section: section, isHeader: isHeader)
                    if placeSupplementary(key) { shown.insert(key) }
                }
                section += 1
            }
        }
        for key in visibleSupplementaries.keys where !shown.contains(key) { recycleSupplementary(key) }
    }

    /// Places (making it when it comes on screen) one header or footer; false when it is not shown.
    private func placeSupplementary(_ key: SupplementaryKey) -> Bool {
        let span = key.isHeader ? geometry.headerViewSpan(key.section) : geometry.footerSpan(key.section)
        guard span.height > 0 else { return false }
        var y = span.y
        if key.isHeader && style == .plain {
            let sectionEnd = geometry.sectionTops[key.section] + geometry.sections[key.section].height
            y = min(max(span.y, bounds.minY + adjustedContentInset.top), sectionEnd - span.height)
        }
        guard y + span.height > bounds.minY && y < bounds.maxY else { return false }
        guard let view = visibleSupplementaries[key] ?? makeSupplementary(key) else { return false }
        let inset: CGFloat = style == .insetGrouped ? Self.insetGroupedMargin : 0
        view.frame = CGRect(x: inset, y: y, width: max(0, bounds.width - 2 * inset), height: span.height)
        return true
    }

    private func makeSupplementary(_ key: SupplementaryKey) -> UIView? {
        let view = supplementaryFromDelegate(key) ?? titleView(key)
        guard let view else { return nil }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.titleRole =
                switch (style == .plain, key.isHeader) {
                case (true, true): .plainHeader
                case (true, false): .plainFooter
                case (false, true): .groupedHeader
                case (false, false): .groupedFooter
                }
        }
        addSubview(view)
        visibleSupplementaries[key] = view
        return view
    }

    private func supplementaryFromDelegate(_ key: SupplementaryKey) -> UIView? {
        key.isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
            : tableDelegate?.tableView(self, viewForFooterInSection: key.section)
    }

    private func titleView(_ key: SupplementaryKey) -> UIView? {
        let title =
            key.isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: key.section)
            : dataSource?.tableView(self, titleForFooterInSection: key.section)
        guard let title else { return nil }
        let view =
            reuse.dequeueHeaderFooter(identifier: Self.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.textLabel?.text = style != .plain && key.isHeader ? title.uppercased() : title
        return view
    }

    func recycleSupplementary(_ key: SupplementaryKey) {
        guard let view = visibleSupplementaries.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        if let headerFooter = view as? UITableViewHeaderFooterView { reuse.enqueueHeaderFooter(headerFooter) }
    }

    func recycleAllSupplementaries() {
        for key in Array(visibleSupplementaries.keys) { recycleSupplementary(key) }
    }
}
