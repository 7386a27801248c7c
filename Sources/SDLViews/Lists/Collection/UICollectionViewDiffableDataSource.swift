import Foundation

/// UIKit's `UICollectionViewDiffableDataSource`: a collection view's data source driven by
/// snapshots. `apply(_:animatingDifferences:completion:)` works out the section and item
/// deletes, inserts, moves and reloads between the current snapshot and the new one and
/// performs them as one batch update (animated or not); cells come from the cell provider.
///
/// The collection view does not retain its data source, so keep a reference, as in UIKit.
/// A cell provider returning nil (UIKit raises) logs and shows a plain cell.
@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    /// UIKit's cell provider: returns the configured cell for an item at an index path.
    public typealias CellProvider =
        @MainActor (UICollectionView, IndexPath, ItemIdentifierType) ->
        UICollectionViewCell?
    /// UIKit's supplementary view provider: returns the header, footer or other view of a kind at an index path.
    public typealias SupplementaryViewProvider =
        @MainActor (UICollectionView, String, IndexPath) ->
        UICollectionReusableView?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// A section's outline.
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// UIKit's `SectionSnapshotHandlers`: asked and told when the user expands
    /// or collapses an outline row (its `.outlineDisclosure` accessory).
    public struct SectionSnapshotHandlers {
        public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
        public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
        public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
        public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?
        /// The children to show under a parent being expanded (its snapshot of them given).
        public var snapshotForExpandingParent:
            (@MainActor (ItemIdentifierType, SectionSnapshot) -> SectionSnapshot)?
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The outlines applied with `apply(_:to:animatingDifferences:completion:)`.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// The handlers for user expansion and collapse of outline rows.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers()

    /// Makes supplementary views (headers, footers) when the layout asks for them.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot`, animating the differences from the current one (UIKit's 0.3 s batch
    /// update) or applying them at once; `completion` runs when the update is done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        dropOutlines(changedBy: snapshot)
        applyWhole(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// UIKit's: shows the section snapshot's visible items as the section's
    /// items (adding the section at the end when it is not shown yet),
    /// animating the differences as `apply(_:animatingDifferences:completion:)`.
    open func apply(
        _ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        sectionSnapshots[section] = snapshot
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        applyWhole(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's outline: the one last applied to it, else its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    private func applyWhole(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        guard let collectionView else {
            current = snapshot
            completion?()
            return
        }
        let diff = SnapshotDiff(from: current, to: snapshot)
        let update = {
            collectionView.performBatchUpdates(
                {
                    self.current = snapshot
                    self.perform(diff, on: collectionView)
                },
                completion: { _ in completion?() })
            if !diff.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: diff.reconfiguredItems) }
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows `snapshot` by reloading all data (no diff, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        dropOutlines(changedBy: snapshot)
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { current }

    /// The item shown at an index path (nil outside the snapshot).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemsBySection[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where an item is shown (nil when it is not in the snapshot).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The section identifier at a section index (nil out of range).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section (nil when it is not in the snapshot).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            indentOutlineRow(cell, item: item, section: indexPath.section)
            return cell
        }
        SDLViewsLog.error("UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        SDLViewsLog.error(
            "UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath) "
                + "(set supplementaryViewProvider)")
        return UICollectionReusableView(frame: .zero)
    }

    /// Outlines of sections whose items a whole snapshot changed no longer hold.
    private func dropOutlines(changedBy snapshot: Snapshot) {
        for (section, outline) in sectionSnapshots {
            let shown = snapshot.indexOfSection(section) != nil ? snapshot.itemIdentifiers(inSection: section) : nil
            if shown != outline.visibleItems { sectionSnapshots[section] = nil }
        }
    }

    /// As UIKit's, a list cell in an outline is indented by its item's level.
    private func indentOutlineRow(_ cell: UICollectionViewCell, item: ItemIdentifierType, section: Int) {
        guard let listCell = cell as? UICollectionViewListCell, let identifier = sectionIdentifier(for: section),
            let outline = sectionSnapshots[identifier], outline.contains(item)
        else { return }
        listCell.indentationLevel = outline.level(of: item)
    }

    private func perform(_ diff: SnapshotDiff, on collectionView: UICollectionView) {
        collectionView.deleteSections(IndexSet(diff.deletedSections))
        collectionView.insertSections(IndexSet(diff.insertedSections))
        for move in diff.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        collectionView.deleteItems(at: diff.deletedItems)
        collectionView.insertItems(at: diff.insertedItems)
        for move in diff.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        collectionView.reloadItems(at: diff.reloadedItems)
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpansionSource {
    func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else {
            return false
        }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }

    /// A tap on an outline disclosure: asks the handlers, then expands or collapses the row, animated.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section)
        else { return }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        collectionView?.cellForItem(at: indexPath)?.setNeedsUpdateConfiguration()
    }
}
