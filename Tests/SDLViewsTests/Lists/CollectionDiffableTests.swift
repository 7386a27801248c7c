import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UICollectionViewDiffableDataSource: random snapshots applied one after another (animated or
/// not, time passing) always leave the visible cells showing exactly the snapshot's items in order.
@MainActor
@Suite(.serialized) struct CollectionDiffableTests {
    final class ItemCell: UICollectionViewCell {
        var item: Int?
    }

    @Test func visibleCellsShowTheSnapshotAfterEveryApply() throws {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let screen = try HeadlessScreen(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collectionView = UICollectionView(frame: screen.window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<ItemCell, Int> { cell, _, item in cell.item = item }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        screen.window.addSubview(collectionView)
        var random = SeededGenerator(seed: 61)
        var previous = NSDiffableDataSourceSnapshot<String, Int>()
        for _ in 0..<300 {
            let snapshot =
                Bool.random(using: &random)
                ? DiffableSnapshotTests.edited(previous, using: &random)
                : DiffableSnapshotTests.randomSnapshot(using: &random)
            dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
            screen.advance(by: [0, 0.1, 0.5].randomElement(using: &random)!)
            collectionView.layoutIfNeeded()
            let shown = collectionView.indexPathsForVisibleItems.map {
                (collectionView.cellForItem(at: $0) as? ItemCell)?.item
            }
            let expected = collectionView.indexPathsForVisibleItems.map { dataSource.itemIdentifier(for: $0) }
            #expect(shown == expected)
            #expect(dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
            #expect(collectionView.numberOfSections == snapshot.numberOfSections)
            previous = snapshot
        }
        #expect(!SDLViewsLog.messages.contains { $0.contains("Invalid update") })
    }

    @Test func indexPathsAndIdentifiersAgree() throws {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { _, _, _ in
            UICollectionViewCell()
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.indexPath(for: 3) == IndexPath(item: 0, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "b")
        #expect(dataSource.index(for: "b") == 1)
    }
}
