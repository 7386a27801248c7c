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

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

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
