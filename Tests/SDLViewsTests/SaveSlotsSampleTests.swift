import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The save-slots sample: the Edit button, deleting and reordering, and the swipe actions.
@Suite(.serialized) @MainActor struct SaveSlotsSampleTests {
    private func rowCentre(_ sample: OpenSample<SaveSlotsSampleViewController>, _ row: Int) -> CGPoint {
        let table = sample.controller.list.tableView!
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test func editDeletesAndReordersSlots() throws {
        let sample = try OpenSample("save-slots", as: SaveSlotsSampleViewController.self)
        let list = sample.controller.list!
        sample.screen.tap(at: CGPoint(x: 775, y: 70))
        sample.wait(0.4)
        #expect(list.isEditing && list.tableView.isEditing)
        #expect(list.editButtonItem.title == "Done")
        expectGolden(sample.screen, "sample-save-slots-editing")
        let second = rowCentre(sample, 1)
        sample.screen.tap(at: CGPoint(x: 43, y: second.y))
        sample.wait(0.4)
        sample.screen.tap(at: CGPoint(x: 770, y: second.y))
        sample.wait(0.4)
        #expect(list.slots.map(\.name).prefix(2) == ["Autosave", "Chapter 4"])
        let first = rowCentre(sample, 0)
        sample.drag(from: CGPoint(x: 760, y: first.y), to: CGPoint(x: 760, y: first.y + 130), steps: 10)
        sample.wait(0.4)
        #expect(list.slots.map(\.name).prefix(3) == ["Chapter 4", "Speedrun attempt", "Autosave"])
        let texts = list.tableView.visibleCells.compactMap {
            ($0.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(texts == list.slots.map { ($0.isFavourite ? "★ " : "") + $0.name })
    }

    @Test func swipingShowsDeleteAndFavourite() throws {
        let sample = try OpenSample("save-slots", as: SaveSlotsSampleViewController.self)
        let list = sample.controller.list!
        let third = rowCentre(sample, 2)
        sample.drag(from: CGPoint(x: 600, y: third.y), to: CGPoint(x: 540, y: third.y), steps: 6, lift: false)
        expectGolden(sample.screen, "sample-save-slots-mid-swipe")
        sample.screen.touchUp(at: CGPoint(x: 540, y: third.y))
        sample.wait(0.4)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.swipeActionsView != nil)
        sample.screen.tap(at: CGPoint(x: 740, y: third.y))
        sample.wait(0.4)
        #expect(!list.slots.contains { $0.name == "Chapter 4" })
        let first = rowCentre(sample, 0)
        sample.drag(from: CGPoint(x: 100, y: first.y), to: CGPoint(x: 200, y: first.y), steps: 5)
        sample.wait(0.4)
        sample.screen.tap(at: CGPoint(x: 40, y: first.y))
        sample.wait(0.4)
        #expect(list.slots[0].isFavourite)
    }
}
