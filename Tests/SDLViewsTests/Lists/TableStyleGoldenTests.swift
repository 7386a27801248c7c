import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The three table styles on their own, editing mode and an open swipe, as pictures.
@MainActor
@Suite(.serialized)
struct TableStyleGoldenTests {
    private func scene(_ style: UITableView.Style) throws -> TableScene {
        let model = TableModel(sections: [
            ["Sound", "Music", "Voices", "Subtitles"], ["Keyboard", "Gamepad", "Touch"]
        ])
        model.headerTitles = [0: "Audio", 1: "Controls"]
        model.footerTitles = style == .plain ? [:] : [0: "Applies at once."]
        let scene = try TableScene(model: model, style: style, width: 320, height: 300)
        scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .disclosureIndicator
        scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = .checkmark
        scene.screen.runFrame()
        return scene
    }

    @Test func plainWithAStickyHeader() throws {
        let scene = try scene(.plain)
        scene.table.contentOffset = CGPoint(x: 0, y: 60)
        scene.screen.runFrame()
        #expect(scene.table.headerView(forSection: 0)?.frame.minY == 60, "the header sticks to the top")
        expectGolden(scene.screen, "table-style-plain-sticky")
    }

    @Test func grouped() throws {
        expectGolden(try scene(.grouped).screen, "table-style-grouped")
    }

    @Test func insetGrouped() throws {
        expectGolden(try scene(.insetGrouped).screen, "table-style-inset-grouped")
    }

    @Test func editingMode() throws {
        let scene = try EditableTableScene(width: 320, height: 300)
        scene.model.editingStyles = [2: .insert, 3: .none]
        scene.table.setEditing(true, animated: false)
        scene.screen.runFrame()
        expectGolden(scene.screen, "table-editing")
        scene.screen.tap(at: CGPoint(x: 23, y: 22))
        scene.wait(0.35)
        expectGolden(scene.screen, "table-editing-delete-confirmation")
    }

    @Test func openSwipe() throws {
        let scene = try EditableTableScene(width: 320, height: 300)
        scene.model.trailingActions = { [unowned model = scene.model, unowned table = scene.table] path in
            let more = UIContextualAction(style: .normal, title: "More") { _, _, done in done(false) }
            return UISwipeActionsConfiguration(actions: [model.deleteAction(table, row: path), more])
        }
        let end = scene.drag(from: CGPoint(x: 300, y: 66), step: CGPoint(x: -20, y: 0), count: 6)
        scene.lift(at: end)
        scene.wait(0.35)
        expectGolden(scene.screen, "table-swipe-open")
    }
}
