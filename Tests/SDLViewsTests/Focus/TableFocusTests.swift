import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Table cells in the focus engine: focusable while the table allows focus,
/// moved through with the keyboard, selected by a `.select` press, and the
/// row focused last preferred again (`remembersLastFocusedIndexPath`).
@MainActor
@Suite struct TableFocusTests {
    private func focusedRow(_ scene: TableScene) -> Int? {
        scene.table.visibleCells.first { $0.isFocused }.flatMap { scene.table.indexPath(for: $0)?.row }
    }

    @Test func arrowsMoveFocusThroughTheCellsAndReturnSelectsTheRow() throws {
        let scene = try TableScene(model: TableModel(rows: 30))
        scene.screen.key(.keyboardDownArrow)  // shows focus on the first cell
        #expect(focusedRow(scene) == 0)
        scene.screen.key(.keyboardDownArrow)
        scene.screen.key(.keyboardDownArrow)
        #expect(focusedRow(scene) == 2)
        scene.screen.key(.keyboardReturnOrEnter)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.model.events.suffix(2) == ["willSelect 0.2", "didSelect 0.2"])
    }

    @Test func aTableThatDoesNotAllowFocusHasNoFocusableCells() throws {
        let scene = try TableScene(model: TableModel(rows: 30))
        scene.table.allowsFocus = false
        #expect(scene.table.visibleCells.allSatisfy { !$0.canBecomeFocused })
        scene.screen.key(.keyboardDownArrow)
        #expect(focusedRow(scene) == nil)
    }

    @Test func theRowFocusedLastIsPreferredWhenTheTableRemembersIt() throws {
        let scene = try TableScene(model: TableModel(rows: 30))
        scene.table.remembersLastFocusedIndexPath = true
        for _ in 0..<4 { scene.screen.key(.keyboardDownArrow) }
        #expect(focusedRow(scene) == 3)
        let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(scene.table.preferredFocusEnvironments.first === cell)
        scene.table.remembersLastFocusedIndexPath = false
        #expect(scene.table.preferredFocusEnvironments.first !== cell)
    }
}

/// A table longer than the screen walked with a held D-pad: every row is
/// reached, the rows without cells scrolled into view one by one.
@MainActor
@Suite struct TableFocusTraversalTests {
    @Test func holdingTheDpadReachesEveryRowOfALongTable() throws {
        let scene = try TableScene(model: TableModel(rows: 100))
        let table = scene.table
        func focusedRow() -> Int? {
            (scene.screen.window.focusSystem.focusedItem as? UITableViewCell).flatMap { table.indexPath(for: $0)?.row }
        }
        scene.screen.plugGamepad()
        scene.screen.gamepadButton(.dpadDown)
        #expect(focusedRow() == 0)
        scene.screen.gamepadButtonDown(.dpadDown)
        #expect(focusedRow() == 1)
        scene.screen.advance(by: 0.4)
        #expect(focusedRow() == 2)
        let top = -table.adjustedContentInset.top
        for repeats in 1...40 {
            scene.screen.advance(by: 0.1)
            let row = 2 + repeats
            #expect(focusedRow() == row, "repeat \(repeats)")
            // Ten 44-point rows fill the 440-point table; past them the row's bottom sits on the bottom edge.
            let expected = row < 10 ? top : CGFloat(row + 1) * 44 - 440
            #expect(table.contentOffset.y == expected, "row \(row)")
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(table.bounds.contains(cell.frame), "row \(row) is on screen")
        }
        scene.screen.gamepadButtonUp(.dpadDown)
        #expect(table.contentOffset.y == CGFloat(43 * 44 - 440), "rows 33 to 42 on screen")
        scene.screen.gamepadButtonDown(.dpadUp)
        scene.screen.advance(by: 0.4)
        for _ in 0..<9 { scene.screen.advance(by: 0.1) }
        scene.screen.gamepadButtonUp(.dpadUp)
        #expect(focusedRow() == 31, "eleven moves up")
        #expect(table.contentOffset.y == CGFloat(31 * 44), "moving up past the top row, the row's top sits on the top edge")
        scene.screen.unplugGamepad()
    }

    @Test func focusEnteringTheTableReturnsToTheRememberedRowScrolledBackIntoView() throws {
        let scene = try TableScene(model: TableModel(rows: 100), width: 300)
        let table = scene.table
        table.frame.size.width = 200
        table.remembersLastFocusedIndexPath = true
        let button = UIButton(type: .system)
        button.setTitle("Side", for: .normal)
        button.frame = CGRect(x: 220, y: 10, width: 60, height: 40)
        scene.screen.window.addSubview(button)
        scene.screen.runFrame()
        scene.screen.key(.keyboardDownArrow)
        for _ in 0..<14 { scene.screen.key(.keyboardDownArrow) }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 14, section: 0)))
        #expect(cell.isFocused)
        scene.screen.key(.keyboardRightArrow)
        #expect(button.isFocused)
        table.setContentOffset(.zero, animated: false)
        scene.screen.runFrame()
        #expect(table.cellForRow(at: IndexPath(row: 14, section: 0)) == nil, "row 14 scrolled away")
        scene.screen.key(.keyboardLeftArrow)
        let back = try #require(table.cellForRow(at: IndexPath(row: 14, section: 0)))
        #expect(back.isFocused, "the remembered row, scrolled back into view")
    }
}

/// A table delegate answering, vetoing and hearing focus.
@MainActor
final class TableFocusDelegate: UITableViewDelegate {
    var unfocusable: Set<Int> = []
    var vetoed: Set<Int> = []
    var preferred: IndexPath?
    var events: [String] = []

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        !unfocusable.contains(indexPath.row)
    }
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        !(context.nextFocusedIndexPath.map { vetoed.contains($0.row) } ?? false)
    }
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        events.append("\(context.previouslyFocusedIndexPath?.row ?? -1)>\(context.nextFocusedIndexPath?.row ?? -1)")
    }
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { preferred }
}

@MainActor
@Suite struct TableFocusDelegateTests {
    @Test func theDelegateRefusesVetoesPrefersAndHearsFocus() throws {
        let scene = try TableScene(model: TableModel(rows: 30))
        let delegate = TableFocusDelegate()
        delegate.preferred = IndexPath(row: 3, section: 0)
        delegate.unfocusable = [4]
        delegate.vetoed = [7]
        scene.table.delegate = delegate
        scene.screen.runFrame()
        func focusedRow() -> Int? {
            (scene.screen.window.focusSystem.focusedItem as? UITableViewCell).flatMap {
                scene.table.indexPath(for: $0)?.row
            }
        }
        scene.screen.key(.keyboardDownArrow)
        #expect(focusedRow() == 3, "the delegate's preferred row")
        scene.screen.key(.keyboardDownArrow)
        #expect(focusedRow() == 5, "row 4 cannot be focused")
        scene.screen.key(.keyboardDownArrow)
        scene.screen.key(.keyboardDownArrow)
        #expect(focusedRow() == 6, "the update to row 7 is vetoed")
        #expect(delegate.events == ["-1>3", "3>5", "5>6"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 4, section: 0))?.canBecomeFocused == false)
        delegate.preferred = IndexPath(row: 99, section: 0)
        #expect(scene.table.preferredFocusIndexPath == nil, "an index path past the rows is logged and ignored")
    }
}
