import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The quest-log sample: the search row and the large title collapsing as the
/// list is dragged up, searching, the toolbar's buttons, and a pushed quest's
/// small title and own items.
@Suite(.serialized) @MainActor struct QuestLogSampleTests {
    private func toolbarButtons(_ navigation: UINavigationController) -> [UIButton] {
        navigation.toolbar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
    }

    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func draggingTheListCollapsesTheLargeTitle() throws {
        let sample = try OpenSample("quest-log", as: QuestLogSampleViewController.self)
        let navigation = sample.controller.navigation!
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 148, "the bar, the large title and the search row")
        sample.drag(from: CGPoint(x: 400, y: 450), to: CGPoint(x: 400, y: 250), steps: 10)
        sample.wait(2)
        #expect(bar.frame.height == 44, "scrolled up: the small title")
        expectGolden(sample.screen, "sample-quest-log-collapsed")
        sample.drag(from: CGPoint(x: 400, y: 200), to: CGPoint(x: 400, y: 500), steps: 10)
        sample.wait(2)
        #expect(bar.frame.height == 148, "back at the top: large again, with the search row")
    }

    @Test func typingInTheSearchRowFiltersTheQuests() throws {
        let sample = try OpenSample("quest-log", as: QuestLogSampleViewController.self)
        let list = sample.controller.list!
        let field = list.searchController.searchBar.searchTextField
        sample.screen.tap(at: centre(of: field))
        #expect(list.searchController.isActive)
        sample.screen.type("sunken")
        sample.wait(0.4)
        #expect(list.shown.map(\.name) == ["The Sunken Bell", "Ashes of the Watch"], "by name or region")
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        sample.screen.key(.keyboardEscape)
        sample.wait(0.4)
        #expect(!list.searchController.isActive && list.tableView.numberOfRows(inSection: 0) == 10)
    }

    @Test func theToolbarFiltersAndAQuestHasItsOwnItems() throws {
        let sample = try OpenSample("quest-log", as: QuestLogSampleViewController.self)
        let navigation = sample.controller.navigation!
        let list = sample.controller.list!
        let buttons = toolbarButtons(navigation)
        #expect(buttons.map { $0.currentTitle ?? "" } == ["Hide Done", ""])
        sample.screen.tap(at: centre(of: buttons[0]))
        sample.wait(0.4)
        #expect(!list.showsDone && list.tableView.numberOfRows(inSection: 0) == 8)
        sample.screen.tap(at: centre(of: toolbarButtons(navigation)[1]))
        sample.wait(0.4)
        #expect(list.quests.count == 11)
        let rect = list.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        sample.screen.tap(at: list.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
        sample.wait(1)
        let detail = try #require(navigation.topViewController as? QuestDetailController)
        #expect(detail.quest.name == "The Lighthouse Keeper")
        #expect(navigation.navigationBar.frame.height == 44 && detail.view.safeAreaInsets.top == 44)
        #expect(toolbarButtons(navigation).map { $0.currentTitle ?? "" } == ["", "Track"])
        expectGolden(sample.screen, "sample-quest-log-detail")
        navigation.popViewController(animated: true)
        sample.wait(1)
        #expect(navigation.navigationBar.frame.height == 148)
        #expect(toolbarButtons(navigation).map { $0.currentTitle ?? "" } == ["Show Done", ""])
    }
}
