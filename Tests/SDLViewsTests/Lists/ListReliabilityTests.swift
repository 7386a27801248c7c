import Foundation
import SDLViewsTesting
import Testing

@testable import ReliabilityProbe
@testable import SDLViews

/// Issue 41's list attacks: a NaN identifier, a reload from inside `cellForRowAt`, batches that
/// name one row twice. Each used to crash or leave the list showing the wrong number of rows.
@MainActor
@Suite(.serialized) struct ListReliabilityTests {
    // MARK: Item 6: identifiers that are not equal to themselves

    @Test func nanSectionIsRefusedAndAppendItemsDoesNotCrash() {
        SDLViewsLog.clear()
        var snapshot = NSDiffableDataSourceSnapshot<Double, Int>()
        snapshot.appendSections([.nan])
        snapshot.appendItems([1, 2])
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(SDLViewsLog.messages.contains { $0.contains("not equal to itself") })
        snapshot.appendSections([1, .nan, 2])
        snapshot.appendItems([3])
        #expect(snapshot.sectionIdentifiers == [1, 2])
        #expect(snapshot.itemIdentifiers(inSection: 2) == [3])
        snapshot.insertSections([.nan], beforeSection: 1)
        #expect(snapshot.sectionIdentifiers == [1, 2])
    }

    @Test func nanItemIsRefused() {
        SDLViewsLog.clear()
        var snapshot = NSDiffableDataSourceSnapshot<Int, Double>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, .nan, 2])
        #expect(snapshot.itemIdentifiers == [1, 2])
        #expect(snapshot.numberOfItems == 2)
        snapshot.insertItems([.nan], afterItem: 1)
        #expect(snapshot.itemIdentifiers == [1, 2])
        #expect(SDLViewsLog.messages.contains { $0.contains("not equal to itself") })
    }

    // MARK: Item 7: reloadData inside cellForRowAt

    /// Shrinks its data and reloads the table from inside `cellForRowAt` (once, at `shrinkAtRow`).
    final class ShrinkingSource: NSObject, UITableViewDataSource {
        var rows: Int
        var shrinkAtRow: Int?
        let shrunkRows: Int
        var requests = 0

        init(rows: Int, shrinkAtRow: Int, shrunkRows: Int) {
            self.rows = rows
            self.shrinkAtRow = shrinkAtRow
            self.shrunkRows = shrunkRows
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            requests += 1
            if indexPath.row == shrinkAtRow {
                shrinkAtRow = nil
                rows = shrunkRows
                tableView.reloadData()
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func reloadDataInsideCellForRowAtAfterTheDataShrankIsDeferred() throws {
        let screen = try HeadlessScreen(width: 200, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = ShrinkingSource(rows: 10, shrinkAtRow: 5, shrunkRows: 2)
        table.dataSource = source
        screen.window.addSubview(table)
        screen.runFrame()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["Row 0", "Row 1"])
        #expect(table.contentSize.height == 88)
        #expect(table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == 2)
        // A data source that reloads on every cell is not looped over forever in one layout.
        final class AlwaysReloading: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.reloadData()
                return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let always = AlwaysReloading()
        table.dataSource = always
        screen.runFrame()
        screen.runFrame()
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    // MARK: Item 13: a batch naming one row twice

    @Test func tableBatchMovingOneRowTwiceIsRefused() throws {
        SDLViewsLog.clear()
        let scene = try TableScene(model: TableModel(rows: 5))
        var finished: Bool?
        scene.table.performBatchUpdates(
            {
                scene.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
                scene.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            }, completion: { finished = $0 })
        scene.screen.advance(by: 0.5)
        #expect(finished == false)
        #expect(SDLViewsLog.messages.contains { $0.contains("more than once") })
        #expect(scene.visibleTexts == (0..<5).map { "Row \($0)" })
    }

    @Test func tableBatchMovingAndDeletingOneRowIsRefused() throws {
        SDLViewsLog.clear()
        let scene = try TableScene(model: TableModel(rows: 5))
        scene.model.sections[0].remove(at: 0)
        scene.table.performBatchUpdates {
            scene.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            scene.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        }
        scene.screen.advance(by: 0.5)
        #expect(SDLViewsLog.messages.contains { $0.contains("a delete and a move from the same index path") })
        #expect(scene.visibleTexts == (1..<5).map { "Row \($0)" })
    }

    @Test func tableBatchInsertingAndMovingToOnePathIsRefused() throws {
        SDLViewsLog.clear()
        let scene = try TableScene(model: TableModel(rows: 5))
        scene.model.sections[0].insert("New", at: 2)
        scene.table.performBatchUpdates {
            scene.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            scene.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        }
        scene.screen.advance(by: 0.5)
        #expect(SDLViewsLog.messages.contains { $0.contains("an insert and a move to the same index path") })
        #expect(scene.visibleTexts.count == 6)
        #expect(scene.table.subviews.filter { $0 is UITableViewCell && !$0.isHidden && $0.alpha > 0 }.count == 6)
    }

    @Test func collectionRefusesTheSameBatchWithTheSameMessage() throws {
        SDLViewsLog.clear()
        let screen = try HeadlessScreen(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        let (collectionView, dataSource) = makeCollectionView(
            frame: screen.window.bounds, layout: layout, counts: [5])
        screen.window.addSubview(collectionView)
        screen.runFrame()
        dataSource.counts = [6]
        collectionView.performBatchUpdates {
            collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        }
        screen.advance(by: 0.5)
        #expect(SDLViewsLog.messages.contains { $0.contains("an insert and a move to the same index path") })
        #expect(collectionView.visibleCells.count == 6)
    }

    // MARK: Scale (items 17, 18, 20): child processes, whose deadline catches the old minutes-long runs

    @Test func twoHundredThousandZeroHeightRowsLayOutOnceWithoutCells() throws {
        try ProbeProcess.expectBehaves("table-zero-height-rows", deadline: 120)
    }

    @Test func compositionalWorkFollowsTheItemsShownNotTheGroupCapacity() throws {
        try ProbeProcess.expectBehaves("compositional-capacity", deadline: 60)
    }

    @Test func oneInsertIntoTwoMillionItemsIsCheap() throws {
        try ProbeProcess.expectBehaves("collection-insert-2m", deadline: 60)
    }

    // MARK: Item 17 in process: hidden rows get no cells and are asked once

    final class HiddenRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        let count: Int
        let visible: (Int) -> Bool
        var heightQuestions = 0
        var cellRequests = 0
        init(count: Int, visible: @escaping (Int) -> Bool) {
            self.count = count
            self.visible = visible
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellRequests += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightQuestions += 1
            return visible(indexPath.row) ? 44 : 0
        }
    }

    @Test func hiddenRowsGetNoCellsAndAreJumpedOverAfterTheFirstLayout() throws {
        let screen = try HeadlessScreen(width: 200, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        // Only every 100th row shows: ten of them fill the screen.
        let rows = HiddenRows(count: 5_000) { $0 % 100 == 0 }
        table.dataSource = rows
        table.delegate = rows
        screen.window.addSubview(table)
        screen.runFrame()
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == (0..<10).map { "Row \($0 * 100)" })
        #expect(rows.cellRequests == 10)
        #expect(table.createdCellCount <= 11)
        let asked = rows.heightQuestions
        #expect(asked <= 1_000 + 2)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(rows.heightQuestions == asked)
        #expect(table.visibleCells.count == 10)
    }

    @Test func rowHeightZeroWithoutPerRowHeightsAsksNothingAndMakesNoCells() throws {
        let screen = try HeadlessScreen(width: 200, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = ShrinkingSource(rows: 200_000, shrinkAtRow: -1, shrunkRows: 0)
        table.dataSource = source
        table.rowHeight = 0
        screen.window.addSubview(table)
        screen.runFrame()
        #expect(source.requests == 0)
        #expect(table.contentSize.height == 0)
        #expect(table.rect(forSection: 0).height == 0)
    }
}
