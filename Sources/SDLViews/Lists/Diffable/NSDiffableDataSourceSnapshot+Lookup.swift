import Foundation

/// Index-path lookups the diffable data sources share.
extension NSDiffableDataSourceSnapshot {
    /// The item at `[section, index]`, nil outside the snapshot.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath[0]) else { return nil }
        let items = itemsBySection[indexPath[0]]
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// The item count of a section, 0 outside the snapshot.
    func itemCount(inSection section: Int) -> Int {
        itemsBySection.indices.contains(section) ? itemsBySection[section].count : 0
    }
}
