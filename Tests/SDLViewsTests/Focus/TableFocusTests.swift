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
