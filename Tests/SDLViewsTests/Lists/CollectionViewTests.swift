import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UICollectionView: only visible items exist, views are reused, selection follows UIKit's
/// callbacks, updates animate to their end state, and invalid updates reload.
@MainActor
@Suite(.serialized) struct CollectionViewTests {
    /// One full-width 50-point item per line, 60 points apart: 8 lines fill a 480-point view.
    private func listLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        return layout
    }

    @Test func onlyVisibleItemsAreMadeAndScrollingReusesThem() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let (collectionView, dataSource) = makeCollectionView(
            frame: screen.window.bounds, layout: listLayout(), counts: [100_000])
        screen.window.addSubview(collectionView)
        screen.runFrame()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0..<8))
        #expect(collectionView.visibleCells.count == 8)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 100_000 * 60 - 10))
        for step in 1...400 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 25)
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(166..<175))
        #expect(collectionView.cellsMade(withReuseIdentifier: "cell") <= 9 + 1)
        #expect(dataSource.cellRequests > 100)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 170, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 10_200, width: 320, height: 50))
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 170, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 5, y: 10_220)) == IndexPath(item: 170, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 5, y: 10_255)) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func prepareForReuseRunsOnDequeue() throws {
        final class CountingCell: UICollectionViewCell {
            static var reuses = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                CountingCell.reuses += 1
            }
        }
        CountingCell.reuses = 0
        let screen = try HeadlessScreen(width: 320, height: 480)
        let (collectionView, _) = makeCollectionView(
            frame: screen.window.bounds, layout: listLayout(), counts: [1000])
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        screen.window.addSubview(collectionView)
        screen.runFrame()
        #expect(collectionView.visibleCells.allSatisfy { $0 is CountingCell })
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        collectionView.layoutIfNeeded()
        #expect(CountingCell.reuses == 2)
    }

    @Test func scrollToItemPositions() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let (collectionView, _) = makeCollectionView(
            frame: screen.window.bounds, layout: listLayout(), counts: [100])
        screen.window.addSubview(collectionView)
        screen.runFrame()
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 3000)
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        #expect(abs(collectionView.contentOffset.y - (3025 - 240)) < 0.01)
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .bottom, animated: false)
        #expect(abs(collectionView.contentOffset.y - (3050 - 480)) < 0.01)
        collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == collectionView.contentSize.height - 480)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
    }

    @Test func tapsSelectSingleAndMultiple() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let (collectionView, _) = makeCollectionView(
            frame: screen.window.bounds, layout: listLayout(), counts: [20])
        let log = SelectionLog()
        collectionView.delegate = log
        screen.window.addSubview(collectionView)
        screen.runFrame()
        screen.tap(at: CGPoint(x: 100, y: 25))
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 100, y: 85))
        screen.advance(by: 0.5)
        #expect(
            log.events == [
                "highlight 0", "unhighlight 0", "select 0", "highlight 1", "unhighlight 1", "deselect 0", "select 1"
            ])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        collectionView.allowsMultipleSelection = true
        log.events = []
        screen.tap(at: CGPoint(x: 100, y: 145))
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 100, y: 85))
        screen.advance(by: 0.5)
        #expect(
            log.events == ["highlight 2", "unhighlight 2", "select 2", "highlight 1", "unhighlight 1", "deselect 1"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        log.refuseSelection = [IndexPath(item: 3, section: 0)]
        screen.tap(at: CGPoint(x: 100, y: 205))
        screen.advance(by: 0.5)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func batchUpdateAnimatesToTheEndState() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let (collectionView, dataSource) = makeCollectionView(
            frame: screen.window.bounds, layout: listLayout(), counts: [10])
        screen.window.addSubview(collectionView)
        screen.runFrame()
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                dataSource.counts = [10]
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
        // Item 0 is now at 1; the old item 2 stays at 2; the new item 0 fades in.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === third)
        #expect(first.frame == CGRect(x: 0, y: 60, width: 320, height: 50))
        screen.advance(by: 0.15)
        let middle = try #require(first.layer.presentation()?.frame)
        #expect(middle.minY > 0 && middle.minY < 60)
        #expect(third.layer.presentation()?.frame.minY == 120)
        screen.advance(by: 0.3)
        #expect(finished == true)
        #expect(first.layer.presentation()?.frame.minY == 60)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0..<8))
        #expect(collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 8)
    }

    @Test func movesCarryCellsAndSelectionAcrossSections() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let (collectionView, dataSource) = makeCollectionView(
            frame: screen.window.bounds, layout: listLayout(), counts: [3, 3])
        screen.window.addSubview(collectionView)
        screen.runFrame()
        let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        collectionView.performBatchUpdates {
            dataSource.counts = [4, 2]
            collectionView.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
        }
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === moved)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        screen.advance(by: 0.5)
        #expect(moved.frame.minY == 0)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        // Deleting a section: its cells leave, the next section's cells move up.
        let survivor = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        collectionView.performBatchUpdates {
            dataSource.counts = [2]
            collectionView.deleteSections(IndexSet(integer: 0))
        }
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === survivor)
        screen.advance(by: 0.5)
        #expect(survivor.frame.minY == 0)
        #expect(collectionView.visibleCells.count == 2)
    }

    @Test func inconsistentCountsLogUIKitsMessageAndReload() throws {
        SDLViewsLog.clear()
        let screen = try HeadlessScreen(width: 320, height: 480)
        let (collectionView, dataSource) = makeCollectionView(
            frame: screen.window.bounds, layout: listLayout(), counts: [5])
        screen.window.addSubview(collectionView)
        screen.runFrame()
        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                dataSource.counts = [7]
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
        #expect(finished == false)
        #expect(
            SDLViewsLog.messages.contains {
                $0.contains("Invalid update: invalid number of items in section 0")
                    && $0.contains("after the update (7)") && $0.contains("before the update (5)")
                    && $0.contains("(1 inserted, 0 deleted)")
            })
        #expect(collectionView.indexPathsForVisibleItems.count == 7)
    }

    @Test func cellRegistrationConfiguresDequeuedCells() throws {
        final class LabelCell: UICollectionViewCell {
            var text = ""
        }
        final class Source: UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in
                cell.text = item
            }
            let items = ["a", "b", "c"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueConfiguredReusableCell(
                    using: registration, for: indexPath, item: items[indexPath.item])
            }
        }
        let screen = try HeadlessScreen(width: 320, height: 480)
        let collectionView = UICollectionView(frame: screen.window.bounds, collectionViewLayout: listLayout())
        let source = Source()
        collectionView.dataSource = source
        screen.window.addSubview(collectionView)
        screen.runFrame()
        #expect(collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.text } == ["a", "b", "c"])
    }

    @Test func unregisteredIdentifierLogsAndGivesAPlainCell() throws {
        SDLViewsLog.clear()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: listLayout())
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self)
        #expect(SDLViewsLog.messages.last?.contains("nope") == true)
    }
}
