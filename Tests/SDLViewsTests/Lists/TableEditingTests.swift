import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite(.serialized)
struct TableEditingTests {
    private func row(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    @Test func editingIndentsTheContentAndShowsTheControlsAtUIKitsFrames() throws {
        let scene = try EditableTableScene()
        let cell = try #require(scene.cell(2))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        scene.model.notIndented = [3]
        scene.model.notEditable = [4]
        scene.model.editingStyles = [5: .insert]
        scene.table.setEditing(true, animated: false)
        #expect(scene.table.isEditing && cell.isEditing && cell.editingStyle == .delete)
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 120, height: 44))
        #expect(cell.editingControl.frame == CGRect(x: 0, y: 0, width: 47, height: 44))
        #expect(cell.reorderControl.frame == CGRect(x: 158, y: 0, width: 42, height: 44))
        #expect(cell.editingControl.alpha == 1 && cell.reorderControl.alpha == 1)
        let flush = try #require(scene.cell(3))
        #expect(flush.contentView.frame == CGRect(x: 0, y: 0, width: 158, height: 44))
        let fixed = try #require(scene.cell(4))
        #expect(fixed.editingStyle == .none && fixed.editingControl.alpha == 0)
        #expect(fixed.contentView.frame == CGRect(x: 0, y: 0, width: 158, height: 44))
        #expect(scene.cell(5)?.editingStyle == .insert && scene.cell(5)?.editingControl.style == .insert)
        scene.table.setEditing(false, animated: false)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(cell.editingControl.frame.maxX == 0 && cell.editingControl.alpha == 0)
        #expect(cell.reorderControl.frame.minX == 200 && !cell.isEditing)
    }

    @Test func setEditingAsksEachVisibleRowInUIKitsOrderAndCellsComingOnScreenFollow() throws {
        let scene = try EditableTableScene(rows: 30)
        scene.model.log.removeAll()
        scene.table.setEditing(true, animated: false)
        #expect(scene.model.log.prefix(4) == ["?canEdit 0.0", "?style 0.0", "?indent 0.0", "?canMove 0.0"])
        #expect(scene.model.log.count == 40)
        scene.table.contentOffset = CGPoint(x: 0, y: 440)
        scene.screen.runFrame()
        #expect(scene.table.visibleCells.allSatisfy { $0.isEditing && $0.contentView.frame.minX == 38 })
    }

    @Test func animatedEditingSlidesOverThreeTenthsOfASecond() throws {
        let scene = try EditableTableScene()
        let cell = try #require(scene.cell(0))
        scene.table.setEditing(true, animated: true)
        #expect(cell.contentView.frame.minX == 38)
        scene.screen.advance(by: 0.15)
        let middle = try #require(cell.contentView.layer.presentation()?.frame.minX)
        #expect(middle > 0 && middle < 38)
        scene.screen.advance(by: 0.16)
        #expect(cell.contentView.layer.presentation()?.frame.minX == 38)
    }

    @Test func theDeleteControlShowsTheConfirmationAndItsTapCommits() throws {
        let scene = try EditableTableScene()
        scene.model.logsQueries = false
        scene.table.setEditing(true, animated: false)
        scene.model.deleteTitle = "Erase"
        scene.screen.tap(at: CGPoint(x: 23, y: 110))
        scene.wait(0.35)
        let cell = try #require(scene.cell(2))
        let width = try #require(cell.swipeActionsView?.openWidth)
        #expect(width == 74)
        #expect(cell.showingDeleteConfirmation)
        #expect(cell.swipeActionsView?.frame == CGRect(x: 200 - width, y: 0, width: width, height: 44))
        #expect(cell.swipeActionsView?.buttons.first?.action.title == "Erase")
        #expect(cell.contentView.frame.minX == 38 - width)
        #expect(scene.model.log == ["titleForDelete 0.2"])
        scene.screen.tap(at: CGPoint(x: 190, y: 110))
        scene.wait(0.35)
        #expect(scene.model.log == ["titleForDelete 0.2", "commit delete 0.2"])
        #expect(scene.model.rows.count == 19 && !scene.model.rows.contains("Row 2"))
        #expect(Array(scene.visibleTexts.prefix(3)) == ["Row 0", "Row 1", "Row 3"])
        #expect(scene.table.visibleCells.allSatisfy { $0.swipeActionsView == nil && $0.contentView.frame.minX == 38 })
    }

    @Test func aTapElsewhereDismissesTheConfirmationWithoutSelecting() throws {
        let scene = try EditableTableScene()
        scene.table.allowsSelectionDuringEditing = true
        scene.model.logsQueries = false
        scene.table.setEditing(true, animated: false)
        scene.screen.tap(at: CGPoint(x: 23, y: 110))
        scene.wait(0.35)
        scene.screen.tap(at: CGPoint(x: 100, y: 300))
        scene.wait(0.35)
        #expect(scene.model.log == ["titleForDelete 0.2"])
        #expect(scene.cell(2)?.swipeActionsView == nil && scene.cell(2)?.contentView.frame.minX == 38)
        #expect(scene.table.indexPathForSelectedRow == nil)
        scene.screen.tap(at: CGPoint(x: 100, y: 300))
        scene.screen.runFrame()
        #expect(scene.table.indexPathForSelectedRow == row(6))
    }

    @Test func theInsertControlCommitsAtOnce() throws {
        let scene = try EditableTableScene()
        scene.model.editingStyles = [1: .insert]
        scene.model.logsQueries = false
        scene.table.setEditing(true, animated: false)
        scene.screen.tap(at: CGPoint(x: 23, y: 66))
        scene.wait(0.35)
        #expect(scene.model.log.first == "commit insert 0.1")
        #expect(Array(scene.visibleTexts.prefix(3)) == ["Row 0", "Row 1", "New"])
    }

    @Test func selectionDuringEditingFollowsItsOwnFlags() throws {
        let scene = try EditableTableScene()
        scene.table.setEditing(true, animated: false)
        scene.screen.tap(at: CGPoint(x: 100, y: 66))
        scene.screen.runFrame()
        #expect(scene.table.indexPathForSelectedRow == nil)
        scene.table.allowsSelectionDuringEditing = true
        scene.table.allowsMultipleSelectionDuringEditing = true
        scene.screen.tap(at: CGPoint(x: 100, y: 66))
        scene.screen.tap(at: CGPoint(x: 100, y: 154))
        scene.screen.runFrame()
        #expect(scene.table.indexPathsForSelectedRows == [row(1), row(3)])
    }

    // MARK: Reordering

    @Test func draggingTheGripLiftsTheRowAndTheOthersSlideThenTheDropMovesIt() throws {
        let scene = try EditableTableScene()
        scene.model.logsQueries = false
        scene.table.setEditing(true, animated: false)
        let lifted = try #require(scene.cell(1))
        let end = scene.drag(from: CGPoint(x: 180, y: 66), step: CGPoint(x: 0, y: 11), count: 13)
        #expect(abs(lifted.frame.minY - (44 + 143)) < 0.01, "the finger's 143 points down")
        scene.wait(0.35)
        #expect(scene.model.log == ["target 1→2", "target 1→3", "target 1→4"])
        #expect(scene.cell(2)?.frame.minY == 44)
        #expect(scene.cell(3)?.frame.minY == 88)
        #expect(scene.cell(4)?.frame.minY == 132)
        #expect(scene.cell(5)?.frame.minY == 220)
        #expect(scene.table.contentOffset.y == 0)
        scene.lift(at: end)
        scene.wait(0.35)
        #expect(scene.model.log.last == "move 1→4")
        #expect(Array(scene.visibleTexts.prefix(6)) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
        for (index, cell) in scene.table.visibleCells.enumerated() {
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(index) * 44, width: 200, height: 44))
        }
        #expect(scene.cell(4) === lifted, "the lifted cell keeps its row: a move, not a reload")
    }

    @Test func theDelegateMayRedirectTheDrop() throws {
        let scene = try EditableTableScene()
        scene.model.logsQueries = false
        scene.table.setEditing(true, animated: false)
        scene.model.redirect = { proposed in IndexPath(row: min(proposed.row, 2), section: 0) }
        let end = scene.drag(from: CGPoint(x: 180, y: 22), step: CGPoint(x: 0, y: 11), count: 24)
        scene.wait(0.35)
        #expect(scene.cell(3)?.frame.minY == 132, "rows past the redirected place stay")
        scene.lift(at: end)
        scene.wait(0.35)
        #expect(scene.model.log.last == "move 0→2")
        #expect(Array(scene.visibleTexts.prefix(4)) == ["Row 1", "Row 2", "Row 0", "Row 3"])
    }

    @Test func aRedirectOutOfRangeIsLoggedAndTheProposalKept() throws {
        let scene = try EditableTableScene(rows: 5)
        scene.table.setEditing(true, animated: false)
        scene.model.redirect = { _ in IndexPath(row: 99, section: 0) }
        let end = scene.drag(from: CGPoint(x: 180, y: 22), step: CGPoint(x: 0, y: 11), count: 6)
        scene.lift(at: end)
        scene.wait(0.35)
        #expect(SDLViewsLog.messages.contains { $0.contains("targetIndexPathForMoveFromRowAt returned [0, 99]") })
        #expect(scene.model.rows == ["Row 1", "Row 0", "Row 2", "Row 3", "Row 4"])
        #expect(scene.visibleTexts == scene.model.rows)
    }

    @Test func movingARowToAnIndexPathOutOfRangeIsLoggedAndReloads() throws {
        let scene = try EditableTableScene(rows: 5)
        scene.table.moveRow(at: row(1), to: row(7))
        scene.screen.runFrame()
        #expect(SDLViewsLog.messages.contains { $0.contains("attempt to insert or move to row 7 in section 0") })
        #expect(scene.visibleTexts == scene.model.rows)
    }

    @Test func aDropOnADataSourceWithoutMoveRowAtGoesBack() throws {
        final class FixedOrder: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "\(indexPath.row)"
                cell.showsReorderControl = true
                return cell
            }
        }
        let scene = try EditableTableScene(rows: 4)
        let fixed = FixedOrder()
        scene.table.dataSource = fixed
        scene.screen.runFrame()
        scene.table.setEditing(true, animated: false)
        let end = scene.drag(from: CGPoint(x: 180, y: 22), step: CGPoint(x: 0, y: 11), count: 8)
        scene.lift(at: end)
        scene.wait(0.35)
        #expect(SDLViewsLog.messages.contains { $0.contains("does not implement tableView(_:moveRowAt:to:)") })
        #expect(scene.visibleTexts == ["0", "1", "2", "3"])
        #expect(scene.cell(0)?.frame.minY == 0)
    }

    /// Random deletes (confirmation and full swipe), reorder drags and inserts against an array.
    @Test func randomEditsKeepTheVisibleCellsEqualToTheModel() throws {
        let scene = try EditableTableScene(rows: 14)
        scene.model.logsQueries = false
        scene.model.trailingActions = { [unowned model = scene.model, unowned table = scene.table] path in
            UISwipeActionsConfiguration(actions: [model.deleteAction(table, row: path)])
        }
        var random = SeededGenerator(seed: 1616)
        var expected = scene.model.rows
        var inserted = 0
        for step in 0..<40 {
            let count = expected.count
            let visible = min(count, 10)
            let source = Int.random(in: 0..<max(visible, 1), using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where count > 1:
                scene.table.setEditing(true, animated: true)
                scene.wait(0.35)
                scene.screen.tap(at: CGPoint(x: 23, y: CGFloat(source) * 44 + 22))
                scene.wait(0.35)
                scene.screen.tap(at: CGPoint(x: 190, y: CGFloat(source) * 44 + 22))
                expected.remove(at: source)
            case 1 where count > 1:
                scene.table.setEditing(false, animated: true)
                scene.wait(0.35)
                let end = scene.drag(
                    from: CGPoint(x: 190, y: CGFloat(source) * 44 + 22), step: CGPoint(x: -20, y: 0), count: 8)
                scene.lift(at: end)
                expected.remove(at: source)
            case 2 where visible > 1:
                scene.table.setEditing(true, animated: false)
                let destination = Int.random(in: 0..<visible, using: &random)
                // Past the destination row's middle by a little, as a finger would.
                let past: CGFloat = destination > source ? 12 : destination < source ? -12 : 0
                let rowsMoved = CGFloat(destination - source) * 44 + past
                let end = scene.drag(
                    from: CGPoint(x: 180, y: CGFloat(source) * 44 + 22), step: CGPoint(x: 0, y: rowsMoved / 8),
                    count: 8)
                scene.lift(at: end)
                expected.insert(expected.remove(at: source), at: destination)
            default:
                inserted += 1
                let at = Int.random(in: 0...count, using: &random)
                scene.model.rows.insert("Added \(inserted)", at: at)
                scene.table.insertRows(at: [row(at)], with: .fade)
                expected.insert("Added \(inserted)", at: at)
            }
            scene.wait(0.4)
            #expect(scene.model.rows == expected, "step \(step)")
            #expect(scene.visibleTexts == Array(expected.prefix(10)), "step \(step)")
            #expect(scene.table.visibleCells.allSatisfy { $0.swipeActionsView == nil }, "step \(step)")
        }
    }
}
