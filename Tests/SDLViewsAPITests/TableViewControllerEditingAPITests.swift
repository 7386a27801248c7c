import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// A quest log written as an iOS UITableViewController subclass: it overrides
/// only the data source and delegate methods it needs, and editing comes from
/// the controller's edit button.
final class QuestLogController: UITableViewController {
    var quests = ["Find the key", "Open the gate", "Talk to the smith"]
    var swipedRows: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "quest")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { quests.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "quest", for: indexPath)
        cell.textLabel?.text = quests[indexPath.row]
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        quests.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipedRows.append(indexPath.row)
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Abandon") { _, _, done in done(true) }
        ])
    }
}

@MainActor
@Suite struct TableViewControllerEditingAPITests {
    @Test func theControllersEditingEditsItsTableAndItsOverridesAreCalled() throws {
        let screen = try HeadlessScreen(width: 320, height: 300)
        let controller = QuestLogController(style: .plain)
        screen.window.rootViewController = controller
        screen.runFrame()
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        let delegate = try #require(controller.tableView.delegate as? UITableViewDelegate)
        #expect(
            delegate.tableView(controller.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))?
                .actions.first?.title == "Abandon")
        #expect(controller.swipedRows == [1])
        controller.tableView.dataSource?.tableView(
            controller.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        for _ in 0..<24 { screen.advance(by: 1.0 / 60) }
        #expect(controller.quests == ["Open the gate", "Talk to the smith"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        controller.setEditing(false, animated: true)
        #expect(!controller.tableView.isEditing)
    }
}
