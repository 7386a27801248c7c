import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite(.serialized)
struct TableViewTests {
    @Test func indexPathHasRowSectionAndItem() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        #expect(Array(path) == [1, 3])
        #expect(IndexPath(item: 2, section: 0) == IndexPath(row: 2, section: 0))
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
    }

    @Test func onlyVisibleRowsAreAskedOfHundredThousand() throws {
        let scene = try TableScene(model: TableModel(rows: 100_000))
        #expect(scene.model.cellRequests == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(scene.table.reuse.created == 10)
        #expect(scene.table.contentSize == CGSize(width: 200, height: 4_400_000))
        #expect(scene.visibleTexts.first == "Row 0" && scene.visibleTexts.last == "Row 9")
        #expect(scene.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
    }

    @Test func scrollingReusesCellsAndShowsTheRowsUnderTheViewport() throws {
        let scene = try TableScene(model: TableModel(rows: 100_000))
        scene.table.contentOffset = CGPoint(x: 0, y: 22)
        scene.screen.runFrame()
        #expect(scene.table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        scene.table.contentOffset = CGPoint(x: 0, y: 44 * 5_000)
        scene.screen.runFrame()
        #expect(scene.visibleTexts == (5_000..<5_010).map { "Row \($0)" })
        #expect(scene.table.reuse.created == 11)
        for cell in scene.table.visibleCells {
            let row = scene.table.indexPath(for: cell)!.row
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(row) * 44, width: 200, height: 44))
        }
    }

    @Test func aFlingNeverCreatesMoreThanVisiblePlusOneCells() throws {
        let scene = try TableScene(model: TableModel(rows: 100_000))
        scene.fling(fromY: 400, step: 40, count: 8, settle: false)
        var frames = 0
        while scene.table.animator.isMoving && frames < 600 {
            scene.screen.advance(by: TableScene.frame)
            let visible = scene.table.indexPathsForVisibleRows ?? []
            let expected = scene.table.indexPathsForRows(in: scene.table.bounds) ?? []
            #expect(visible == expected)
            frames += 1
        }
        #expect(scene.table.contentOffset.y > 1000)
        #expect(scene.table.reuse.created <= 11)
        #expect(scene.table.subviews.filter { $0 is UITableViewCell }.count == scene.table.visibleCells.count)
    }

    @Test func aTouchHighlightsAfterTheScrollDelayAndTheLiftSelects() throws {
        let scene = try TableScene(model: TableModel(rows: 50))
        let row = IndexPath(row: 2, section: 0)
        scene.screen.touchDown(at: CGPoint(x: 100, y: 110))
        scene.screen.advance(by: 0.1)
        #expect(scene.table.cellForRow(at: row)?.isHighlighted == false)
        scene.screen.advance(by: 0.1)
        #expect(scene.table.cellForRow(at: row)?.isHighlighted == true)
        #expect(scene.table.cellForRow(at: row)?.selectedBackgroundView?.alpha == 1)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 110))
        scene.screen.runFrame()
        #expect(scene.model.events == ["didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2", "didSelect 0.2"])
        #expect(scene.table.indexPathForSelectedRow == row)
        #expect(scene.table.cellForRow(at: row)?.isSelected == true)
        #expect(scene.table.cellForRow(at: row)?.isHighlighted == false)
    }

    @Test func aQuickTapSelectsAndTheNextTapDeselectsThePreviousRowFirst() throws {
        let scene = try TableScene(model: TableModel(rows: 50))
        scene.screen.tap(at: CGPoint(x: 100, y: 66))
        scene.screen.runFrame()
        scene.model.events.removeAll()
        scene.screen.tap(at: CGPoint(x: 100, y: 154))
        scene.screen.runFrame()
        #expect(
            scene.model.events == [
                "didHighlight 0.3", "didUnhighlight 0.3", "willSelect 0.3", "didDeselect 0.1", "didSelect 0.3"
            ])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionKeepsRowsAndASecondTapDeselects() throws {
        let scene = try TableScene(model: TableModel(rows: 50))
        scene.table.allowsMultipleSelection = true
        for y in [66.0, 154, 22] {
            scene.screen.tap(at: CGPoint(x: 100, y: y))
            scene.screen.runFrame()
        }
        #expect(scene.table.indexPathsForSelectedRows == [0, 1, 3].map { IndexPath(row: $0, section: 0) })
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        scene.model.events.removeAll()
        scene.screen.tap(at: CGPoint(x: 100, y: 66))
        scene.screen.runFrame()
        #expect(scene.model.events.contains("didDeselect 0.1"))
        #expect(!scene.model.events.contains { $0.hasPrefix("didSelect") })
        #expect(scene.table.indexPathsForSelectedRows == [0, 3].map { IndexPath(row: $0, section: 0) })
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        scene.table.allowsMultipleSelection = false
        #expect(scene.table.indexPathsForSelectedRows?.count == 1)
    }

    @Test func willSelectMayRedirectOrRefuse() throws {
        let scene = try TableScene(model: TableModel(rows: 50))
        scene.model.redirectSelection[IndexPath(row: 0, section: 0)] = .some(nil)
        scene.model.redirectSelection[IndexPath(row: 1, section: 0)] = IndexPath(row: 4, section: 0)
        scene.screen.tap(at: CGPoint(x: 100, y: 20))
        scene.screen.runFrame()
        #expect(scene.table.indexPathForSelectedRow == nil)
        scene.screen.tap(at: CGPoint(x: 100, y: 66))
        scene.screen.runFrame()
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(scene.model.events.last == "didSelect 0.4")
    }

    @Test func deselectRowAnimatedFadesTheBackgroundWithoutTellingTheDelegate() throws {
        let scene = try TableScene(model: TableModel(rows: 50))
        scene.screen.tap(at: CGPoint(x: 100, y: 66))
        scene.screen.runFrame()
        let row = IndexPath(row: 1, section: 0)
        let cell = try #require(scene.table.cellForRow(at: row))
        scene.model.events.removeAll()
        scene.table.deselectRow(at: row, animated: true)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(cell.isSelected == false)
        scene.screen.advance(by: 0.1)
        let midway = cell.selectedBackgroundView!.layer.presentation()!.opacity
        #expect(midway > 0.05 && midway < 0.95)
        scene.screen.advance(by: 0.3)
        #expect(cell.selectedBackgroundView!.layer.presentation()!.opacity == 0)
        #expect(scene.model.events.isEmpty)
    }

    @Test func aDragThatScrollsCancelsTheHighlightAndSelectsNothing() throws {
        let scene = try TableScene(model: TableModel(rows: 50))
        scene.screen.touchDown(at: CGPoint(x: 100, y: 300))
        scene.screen.advance(by: 0.2)
        #expect(scene.model.events == ["didHighlight 0.6"])
        for step in 1...5 {
            scene.screen.advance(by: TableScene.frame)
            scene.screen.touchMove(to: CGPoint(x: 100, y: 300 - CGFloat(step) * 12))
        }
        scene.screen.touchUp(at: CGPoint(x: 100, y: 240))
        scene.settle()
        #expect(scene.model.events == ["didHighlight 0.6", "didUnhighlight 0.6"])
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func programmaticSelectionDoesNotTellTheDelegate() throws {
        let scene = try TableScene(model: TableModel(rows: 50))
        scene.table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .middle)
        scene.screen.runFrame()
        #expect(scene.model.events.isEmpty)
        #expect(scene.table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected == true)
        #expect(scene.table.contentOffset.y == CGFloat(30 * 44 + 22 - 220))
    }

    @Test func rowGeometryQueries() throws {
        let scene = try TableScene(model: TableModel(sections: [["a", "b"], ["c", "d", "e"]]))
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.table.numberOfRows(inSection: 1) == 3)
        #expect(
            scene.table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 132, width: 200, height: 44))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 0, section: 1))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 300)) == nil)
        #expect(scene.table.rectForRow(at: IndexPath(row: 7, section: 1)) == .zero)
    }

    @Test func scrollToRowPositions() throws {
        let scene = try TableScene(model: TableModel(rows: 1000))
        let row = IndexPath(row: 100, section: 0)
        scene.table.scrollToRow(at: row, at: .top, animated: false)
        #expect(scene.table.contentOffset.y == 4400)
        scene.table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(4400 + 44 - 440))
        scene.table.scrollToRow(at: IndexPath(row: 95, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(4400 + 44 - 440))
        scene.table.scrollToRow(at: IndexPath(row: 80, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(80 * 44))
        scene.table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(1000 * 44 - 440))
        scene.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
        scene.settle()
        #expect(scene.table.contentOffset.y == 0)
        #expect(scene.visibleTexts.first == "Row 0")
    }

    @Test func reloadDataAsksOnlyCountsAndVisibleRowsAndClearsSelection() throws {
        let scene = try TableScene(model: TableModel(rows: 1_000_000))
        scene.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        scene.model.sections = [(0..<500_000).map { "New \($0)" }]
        scene.model.cellRequests.removeAll()
        scene.table.reloadData()
        #expect(scene.table.numberOfRows(inSection: 0) == 500_000)
        scene.screen.runFrame()
        #expect(scene.model.cellRequests.count == 10)
        #expect(scene.visibleTexts.first == "New 0")
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.reuse.created == 10)
    }

    @Test func fixedDelegateHeightsPlaceRows() throws {
        let model = TableModel(rows: 100)
        model.heights[IndexPath(row: 1, section: 0)] = 100
        let scene = try TableScene(model: model)
        #expect(scene.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 5, y: 143)) == IndexPath(row: 1, section: 0))
        #expect(scene.table.contentSize.height == CGFloat(99 * 44 + 100))
    }

    @Test func unregisteredIdentifierLogsAndGivesAPlainCell() throws {
        SDLViewsLog.clear()
        let model = TableModel(rows: 3)
        model.identifier = "missing"
        let scene = try TableScene(model: model)
        #expect(scene.table.visibleCells.count == 3)
        #expect(SDLViewsLog.messages.contains { $0.contains("no class registered for identifier \"missing\"") })
        #expect(scene.table.dequeueReusableCell(withIdentifier: "other") == nil)
    }

    @Test func aDataSourceReturningTheSameCellTwiceIsSurvived() throws {
        final class SameCell: UITableViewDataSource {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        SDLViewsLog.clear()
        let screen = try HeadlessScreen(width: 200, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        let source = SameCell()
        table.dataSource = source
        screen.window.addSubview(table)
        screen.runFrame()
        #expect(table.visibleCells.count == 4)
        #expect(Set(table.visibleCells.map { ObjectIdentifier($0) }).count == 4)
        #expect(SDLViewsLog.messages.contains { $0.contains("already shown for another row") })
    }

    @Test func invalidHeightsAreRefusedAndLogged() throws {
        SDLViewsLog.clear()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.rowHeight = .nan
        table.rowHeight = -5
        table.estimatedRowHeight = .infinity
        #expect(table.rowHeight == 44)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(SDLViewsLog.messages.filter { $0.contains("is not a valid height") }.count == 3)
        let model = TableModel(rows: 5)
        model.heights[IndexPath(row: 0, section: 0)] = .nan
        let screen = try HeadlessScreen(width: 100, height: 300)
        table.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        screen.window.addSubview(table)
        screen.runFrame()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(SDLViewsLog.messages.contains { $0.contains("height nan for the row at") })
    }

    @Test func registeringANonCellClassIsRefused() {
        SDLViewsLog.clear()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UIView.self, forCellReuseIdentifier: "view")
        #expect(table.dequeueReusableCell(withIdentifier: "view") == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("is not a UITableViewCell subclass") })
    }

    @Test func prepareForReuseRunsWhenACellComesBack() throws {
        final class CountingCell: UITableViewCell {
            var reuses = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }
        let scene = try TableScene(model: TableModel(rows: 100))
        scene.table.register(CountingCell.self, forCellReuseIdentifier: "counting")
        scene.model.identifier = "counting"
        scene.table.reloadData()
        scene.screen.runFrame()
        scene.table.contentOffset = CGPoint(x: 0, y: 44 * 10)
        scene.screen.runFrame()
        let cells = scene.table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(cells.count == 10)
        #expect(cells.map(\.reuses) == Array(repeating: 1, count: 10))
    }
}
