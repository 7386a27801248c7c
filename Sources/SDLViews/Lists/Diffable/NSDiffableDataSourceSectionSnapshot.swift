import Foundation

/// UIKit's `NSDiffableDataSourceSectionSnapshot`: the items of one section
/// as an outline, each item with its children, each parent expanded or
/// collapsed. Only the `visibleItems` (roots, and the children of expanded
/// parents whose own parents are visible) show when it is applied to a
/// section with `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`.
///
/// Where UIKit raises (an item already in the snapshot, a parent or
/// neighbour that is not in it), the snapshot logs the reason and leaves
/// itself unchanged.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    private var roots: [Item] = []
    private var childrenOf: [Item: [Item]] = [:]
    private var parentOf: [Item: Item] = [:]
    private var expanded: Set<Item> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (parents before their children).
    public var items: [ItemIdentifierType] { roots.flatMap { subtree($0) } }

    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items that show: roots, and the children of expanded visible parents, depth first.
    public var visibleItems: [ItemIdentifierType] { roots.flatMap { visibleSubtree($0) } }

    public func contains(_ item: ItemIdentifierType) -> Bool { parentOf[item] != nil || roots.contains(item) }

    /// Whether the item's children show when it does.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether the item shows: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The item's parent (nil for a root or an item not in the snapshot).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// How deep the item is: 0 for a root; -1 (UIKit's NSNotFound aside) with a log when it is not in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        guard contains(item) else {
            SDLViewsLog.error("NSDiffableDataSourceSectionSnapshot: \(item) is not in the snapshot; level -1")
            return -1
        }
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's position in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The parent's descendants as a snapshot of their own (with the parent as its root when
    /// `includingParent`), keeping their expansion.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard contains(parent) else {
            SDLViewsLog.error("NSDiffableDataSourceSectionSnapshot snapshot(of:): \(parent) is not in the snapshot")
            return result
        }
        if includingParent {
            result.copySubtree(of: parent, from: self, to: nil)
        } else {
            for child in childrenOf[parent] ?? [] { result.copySubtree(of: child, from: self, to: nil) }
        }
        return result
    }

    // MARK: Editing

    /// Adds the items at the end of `parent`'s children (of the roots when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard checkNew(items), checkParent(parent) else { return }
        place(items, under: parent, at: nil)
    }

    /// Adds the items just before `item`, at its level.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false)
    }

    /// Adds the items just after `item`, at its level.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true)
    }

    /// Adds another snapshot's items (with their outline) under `parent`.
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        guard checkNew(snapshot.items), checkParent(parent) else { return }
        for root in snapshot.roots { copySubtree(of: root, from: snapshot, to: parent) }
    }

    /// Removes the items and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for gone in subtree(item) {
                childrenOf[gone] = nil
                expanded.remove(gone)
                if gone != item { parentOf[gone] = nil }
            }
            if let parent = parentOf[item] {
                childrenOf[parent]?.removeAll { $0 == item }
                parentOf[item] = nil
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Shows the items' children (where their ancestors are expanded too).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Hides the items' children.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Replaces `parent`'s children by the snapshot's items.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard checkParent(parent) else { return }
        delete(childrenOf[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// A text drawing of the outline, one item a line, indented by level
    /// (`+` expanded, `-` collapsed, `*` leaf), as UIKit's debugging aid.
    public func visualDescription() -> String {
        items.map { item in
            let mark = childrenOf[item]?.isEmpty == false ? (expanded.contains(item) ? "+" : "-") : "*"
            return String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)"
        }.joined(separator: "\n")
    }
}

// MARK: - Implementation

extension NSDiffableDataSourceSectionSnapshot {
    private func subtree(_ item: Item) -> [Item] {
        [item] + (childrenOf[item] ?? []).flatMap { subtree($0) }
    }

    private func visibleSubtree(_ item: Item) -> [Item] {
        guard expanded.contains(item) else { return [item] }
        return [item] + (childrenOf[item] ?? []).flatMap { visibleSubtree($0) }
    }

    private func checkNew(_ items: [Item]) -> Bool {
        var seen = Set<Item>()
        for item in items where contains(item) || !seen.insert(item).inserted {
            SDLViewsLog.error("NSDiffableDataSourceSectionSnapshot: \(item) is already in the snapshot; nothing added")
            return false
        }
        return true
    }

    private func checkParent(_ parent: Item?) -> Bool {
        guard let parent, !contains(parent) else { return true }
        SDLViewsLog.error("NSDiffableDataSourceSectionSnapshot: parent \(parent) is not in the snapshot; nothing added")
        return false
    }

    private mutating func place(_ items: [Item], under parent: Item?, at index: Int?) {
        if let parent {
            var children = childrenOf[parent] ?? []
            children.insert(contentsOf: items, at: index ?? children.count)
            childrenOf[parent] = children
            for item in items { parentOf[item] = parent }
        } else {
            roots.insert(contentsOf: items, at: index ?? roots.count)
        }
    }

    private mutating func insert(_ items: [Item], beside item: Item, after: Bool) {
        guard contains(item) else {
            return SDLViewsLog.error(
                "NSDiffableDataSourceSectionSnapshot insert: \(item) is not in the snapshot; nothing added")
        }
        guard checkNew(items) else { return }
        let parent = parentOf[item]
        let siblings = parent.map { childrenOf[$0] ?? [] } ?? roots
        guard let position = siblings.firstIndex(of: item) else { return }
        place(items, under: parent, at: after ? position + 1 : position)
    }

    /// Copies `item` and its descendants (with their expansion) from `source` under `parent`.
    fileprivate mutating func copySubtree(of item: Item, from source: Self, to parent: Item?) {
        place([item], under: parent, at: nil)
        if source.expanded.contains(item) { expanded.insert(item) }
        for child in source.childrenOf[item] ?? [] { copySubtree(of: child, from: source, to: item) }
    }
}
