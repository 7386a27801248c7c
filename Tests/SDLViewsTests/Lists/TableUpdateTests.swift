import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite(.serialized)
struct TableUpdateTests {
    @Test func insertDeleteAndMoveEndStates() throws {
        let scene = try TableScene(model: TableModel(rows: 6))
        let keptCell = scene.table.cellForRow(at: IndexPath(row: 3, section: 0))
        scene.model.sections[0].remove(at: 1)
        scene.model.sections[0].insert("New", at: 0)
        scene.table.performBatchUpdates {
            scene.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        }
        scene.screen.runFrame()
        #expect(scene.table.cellForRow(at: IndexPath(row: 3, section: 0)) === keptCell)
        #expect(scene.visibleTexts == ["New", "Row 0", "Row 2", "Row 3", "Row 4", "Row 5"])
        scene.screen.advance(by: 0.5)
        #expect(scene.table.subviews.filter { $0 is UITableViewCell }.count == 6)
        scene.model.sections[0].swapAt(0, 5)
        let moved = scene.model.sections[0].remove(at: 5)
        scene.model.sections[0].insert(moved, at: 0)
        scene.model.sections[0].swapAt(1, 5)
        // Equivalent single move: row 0 ("New") to row 5.
        scene.model.sections[0] = ["Row 0", "Row 2", "Row 3", "Row 4", "Row 5", "New"]
        scene.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 0))
        scene.screen.advance(by: 0.5)
        #expect(scene.visibleTexts == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 5", "New"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame.minY == 220)
    }

    @Test func inconsistentCountsLogUIKitsMessageAndReload() throws {
        SDLViewsLog.clear()
        let scene = try TableScene(model: TableModel(rows: 5))
        scene.model.sections[0].append("Extra")
        var finished: Bool?
        scene.table.performBatchUpdates(
            {
                scene.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }, completion: { finished = $0 })
        scene.screen.runFrame()
        #expect(finished == false)
        #expect(
            SDLViewsLog.messages.contains {
                $0.contains(
                    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                        + "section after the update (6) must be equal to the number of rows contained in that section "
                        + "before the update (5), plus or minus the number of rows inserted or deleted from that "
                        + "section (0 inserted, 1 deleted)")
            })
        #expect(scene.visibleTexts.count == 6 && scene.visibleTexts.last == "Extra")
    }

    @Test func selectionFollowsItsRowThroughUpdates() throws {
        let scene = try TableScene(model: TableModel(rows: 8))
        scene.table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        scene.model.sections[0].insert("A", at: 0)
        scene.model.sections[0].insert("B", at: 0)
        scene.table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        scene.model.sections[0].remove(at: 6)
        scene.table.deleteRows(at: [IndexPath(row: 6, section: 0)], with: .none)
        #expect(scene.table.indexPathForSelectedRow == nil)
    }

    @Test func completionRunsAfterTheAnimation() throws {
        let scene = try TableScene(model: TableModel(rows: 5))
        scene.model.sections[0].append("X")
        var finished: Bool?
        scene.table.performBatchUpdates(
            {
                scene.table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        scene.screen.advance(by: 0.1)
        #expect(finished == nil)
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 5, section: 0)))
        let opacity = cell.layer.presentation()?.opacity ?? 1
        #expect(opacity > 0 && opacity < 1)
        scene.screen.advance(by: 0.4)
        #expect(finished == true)
    }

    /// Random batches of deletes, inserts and moves against an array model:
    /// after each, the visible cells show exactly the model's rows under the viewport.
    @Test(arguments: [false, true]) func randomBatchesKeepVisibleCellsEqualToTheModel(animated: Bool) throws {
        SDLViewsLog.clear()
        var generator = SeededGenerator(seed: animated ? 7 : 11)
        let model = TableModel(sections: [(0..<40).map { "r\($0)" }, (0..<5).map { "s\($0)" }])
        let scene = try TableScene(model: model)
        var serial = 0
        for _ in 0..<150 {
            var rows = model.sections
            var deletes: [IndexPath] = []
            var inserts: [IndexPath] = []
            var move: (IndexPath, IndexPath)?
            for section in rows.indices {
                let deleteCount = Int.random(in: 0...min(3, rows[section].count), using: &generator)
                let doomed = Array(rows[section].indices.shuffled(using: &generator).prefix(deleteCount)).sorted()
                deletes += doomed.map { IndexPath(row: $0, section: section) }
                for index in doomed.reversed() { rows[section].remove(at: index) }
            }
            if Bool.random(using: &generator), let section = rows.indices.first(where: { !rows[$0].isEmpty }) {
                // A move of a row that is not deleted: from its old index to a new one.
                let survivors = model.sections[section].indices.filter {
                    !deletes.contains(IndexPath(row: $0, section: section))
                }
                if let from = survivors.randomElement(using: &generator) {
                    let text = model.sections[section][from]
                    let position = rows[section].firstIndex(of: text)!
                    rows[section].remove(at: position)
                    let to = Int.random(in: 0...rows[section].count, using: &generator)
                    rows[section].insert(text, at: to)
                    move = (IndexPath(row: from, section: section), IndexPath(row: to, section: section))
                }
            }
            for section in rows.indices {
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    serial += 1
                    let at = Int.random(in: 0...rows[section].count, using: &generator)
                    rows[section].insert("n\(serial)", at: at)
                    // Earlier inserted paths at or after `at` shift down by one.
                    inserts = inserts.map {
                        $0.section == section && $0.row >= at ? IndexPath(row: $0.row + 1, section: section) : $0
                    }
                    inserts.append(IndexPath(row: at, section: section))
                    if let (from, to) = move, to.section == section, to.row >= at {
                        move = (from, IndexPath(row: to.row + 1, section: section))
                    }
                }
            }
            model.sections = rows
            scene.table.performBatchUpdates {
                scene.table.deleteRows(at: deletes, with: animated ? .fade : .none)
                scene.table.insertRows(at: inserts, with: animated ? .fade : .none)
                if let (from, to) = move { scene.table.moveRow(at: from, to: to) }
            }
            scene.table.contentOffset.y = CGFloat.random(
                in: 0...max(0, scene.table.contentSize.height - 440), using: &generator)
            scene.screen.advance(by: animated ? 0.4 : 1.0 / 60)
            let expected = (scene.table.indexPathsForRows(in: scene.table.bounds) ?? []).map {
                model.sections[$0.section][$0.row]
            }
            #expect(scene.visibleTexts == expected)
            #expect(scene.table.numberOfRows(inSection: 0) == model.sections[0].count)
            for (path, cell) in zip(scene.table.indexPathsForVisibleRows ?? [], scene.table.visibleCells) {
                #expect(cell.frame == scene.table.rectForRow(at: path))
            }
        }
        #expect(!SDLViewsLog.messages.contains { $0.contains("Invalid update") })
    }
}
