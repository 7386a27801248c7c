import Foundation

/// UIKit's `UITableViewDiffableDataSource`: a table's data source driven by snapshots.
/// `apply(_:animatingDifferences:completion:)` works out the section and row deletes,
/// inserts, moves and reloads between the current snapshot and the new one and performs
/// them as one batch update with `defaultRowAnimation` (or none); cells come from the cell
/// provider. As in UIKit, subclasses override `tableView(_:titleForHeaderInSection:)`,
/// `titleForFooterInSection`, `canEditRowAt`, `canMoveRowAt`, `commit` and `moveRowAt`.
///
/// The table does not retain its data source, so keep a reference, as in UIKit. A cell
/// provider returning nil (UIKit raises) logs and shows a plain cell. Differs from UIKit:
/// a snapshot that changes sections reloads the table instead of animating (see
/// `UITableView.insertSections(_:with:)`).
@MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
    /// UIKit's cell provider: returns the configured cell for an item at an index path.
    public typealias CellProvider =
        @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// The animation `apply` uses when it animates (UIKit's default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `snapshot`, animating the differences from the current one with
    /// `defaultRowAnimation` or applying them at once; `completion` runs when the update is done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            current = snapshot
            completion?()
            return
        }
        let diff = SnapshotDiff(from: current, to: snapshot)
        let animation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performBatchUpdates(
            {
                self.current = snapshot
                self.perform(diff, on: tableView, animation: animation)
            },
            completion: { _ in completion?() })
        if !diff.reconfiguredItems.isEmpty { tableView.reloadRows(at: diff.reconfiguredItems, with: .none) }
    }

    /// Shows `snapshot` by reloading all data (no diff, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { current }

    /// The item shown at an index path (nil outside the snapshot).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where an item is shown (nil when it is not in the snapshot).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section identifier at a section index (nil out of range).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section (nil when it is not in the snapshot).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        SDLViewsLog.error("UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title unless a subclass gives one (UIKit's hook).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title unless a subclass gives one (UIKit's hook).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows are editable unless a subclass says otherwise (UIKit's hook).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Rows are not movable unless a subclass says otherwise (UIKit's hook).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing happens unless a subclass handles the edit (UIKit's hook).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Nothing happens unless a subclass handles the move (UIKit's hook).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    private func perform(_ diff: SnapshotDiff, on tableView: UITableView, animation: UITableView.RowAnimation) {
        tableView.deleteSections(IndexSet(diff.deletedSections), with: animation)
        tableView.insertSections(IndexSet(diff.insertedSections), with: animation)
        for move in diff.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        tableView.deleteRows(at: diff.deletedItems, with: animation)
        tableView.insertRows(at: diff.insertedItems, with: animation)
        for move in diff.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        tableView.reloadRows(at: diff.reloadedItems, with: animation)
    }
}
