import Foundation
import Testing
import SDLViews
import SDLViewsTesting

/// A cell that reacts to editing as iOS cells do: it overrides setEditing and calls super.
final class InventoryCell: UITableViewCell {
    let log = CallLog()

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        log.add("setEditing(\(editing), animated: \(animated))")
    }
}

/// An inventory screen's data source and delegate, written as an iOS app writes them.
final class InventoryController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var items = ["Sword", "Shield", "Potion", "Map", "Rope"]
    var pinned: Set<String> = []
    let log = CallLog()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(InventoryCell.self, forCellReuseIdentifier: "item")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.showsReorderControl = true
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        indexPath.row == items.count - 1 ? .insert : .delete
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Drop"
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath.row == 0 ? IndexPath(row: 1, section: 0) : proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.add("willBeginEditing \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.add("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let drop = UIContextualAction(style: .destructive, title: "Drop") { [weak self] _, _, completion in
            self?.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        drop.image = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 3, y: 3, width: 12, height: 12))
        }
        return UISwipeActionsConfiguration(actions: [drop])
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let item = items[indexPath.row]
        let pin = UIContextualAction(style: .normal, title: pinned.contains(item) ? "Unpin" : "Pin") {
            [weak self] action, sourceView, completion in
            self?.log.add("\(action.title ?? "") from \(type(of: sourceView) == UIView.self ? "a view" : "a button")")
            self?.pinned.insert(item)
            completion(true)
        }
        pin.backgroundColor = .systemBlue
        let configuration = UISwipeActionsConfiguration(actions: [pin])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

@MainActor
@Suite(.serialized)
struct TableEditingAPITests {
    @Test func theEditButtonPutsTheTableAndItsCellsIntoEditing() throws {
        let screen = try HeadlessScreen(width: 320, height: 300)
        let controller = InventoryController()
        screen.window.rootViewController = controller
        screen.runFrame()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? InventoryCell)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing && cell.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        #expect(cell.log.entries == ["setEditing(true, animated: false)"])
        #expect(cell.editingStyle == .delete && !cell.showingDeleteConfirmation)
        #expect(
            controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle
                == UITableViewCell.EditingStyle.none)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 4, section: 0))?.editingStyle == .insert)
        #expect(cell.contentView.frame.minX > 0, "the content is indented")
        screen.tap(at: CGPoint(x: 23, y: 66))
        for _ in 0..<24 { screen.advance(by: 1.0 / 60) }
        #expect(cell.showingDeleteConfirmation)
        screen.tap(at: CGPoint(x: 300, y: 66))
        for _ in 0..<24 { screen.advance(by: 1.0 / 60) }
        #expect(controller.items == ["Sword", "Potion", "Map", "Rope"])
        controller.setEditing(false, animated: true)
        #expect(!controller.tableView.isEditing && controller.editButtonItem.title == "Edit")
    }

    @Test func aSwipeShowsTheAppsActionsAndTheHandlerGetsItsButton() throws {
        let screen = try HeadlessScreen(width: 320, height: 300)
        let controller = InventoryController()
        screen.window.rootViewController = controller
        screen.runFrame()
        var point = CGPoint(x: 40, y: 110)
        screen.touchDown(at: point)
        for _ in 0..<6 {
            screen.advance(by: 1.0 / 60)
            point.x += 20
            screen.touchMove(to: point)
        }
        screen.advance(by: 1.0 / 60)
        screen.touchUp(at: point)
        for _ in 0..<24 { screen.advance(by: 1.0 / 60) }
        screen.tap(at: CGPoint(x: 30, y: 110))
        for _ in 0..<24 { screen.advance(by: 1.0 / 60) }
        #expect(controller.log.entries == ["willBeginEditing 2", "Pin from a button", "didEndEditing 2"])
        #expect(controller.pinned == ["Potion"])
    }
}
