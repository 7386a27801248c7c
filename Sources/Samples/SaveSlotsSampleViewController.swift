import Foundation
import SDLViews

/// A game's save slots as a `UITableView` in a `UINavigationController`:
/// the Edit button (`editButtonItem`) shows the delete controls and the
/// reorder grips; a swipe to the left shows Delete, to the right Favourite.
@MainActor
final class SaveSlotsSampleViewController: SampleViewController {
    private(set) var navigation: UINavigationController!
    private(set) var list: SaveSlotsListController!

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 360, height: 300)) }

    override func buildContent(in content: UIView) {
        list = SaveSlotsListController()
        navigation = UINavigationController(rootViewController: list)
        addChild(navigation)
        navigation.view.frame = content.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }
}

/// One saved game.
struct SaveSlot: Equatable {
    var name: String
    var place: String
    var playTime: String
    var isFavourite = false
}

/// The slots list: delete and reorder in editing mode, swipe actions otherwise.
@MainActor
final class SaveSlotsListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var slots: [SaveSlot] = [
        SaveSlot(name: "Autosave", place: "Harbour Town", playTime: "12 h 40 min"),
        SaveSlot(name: "Before the boss", place: "Sunken Keep, floor 3", playTime: "11 h 58 min", isFavourite: true),
        SaveSlot(name: "Chapter 4", place: "Glass Desert", playTime: "9 h 12 min"),
        SaveSlot(name: "Speedrun attempt", place: "Prologue", playTime: "0 h 41 min"),
        SaveSlot(name: "Chapter 3", place: "Mistwood", playTime: "6 h 05 min"),
        SaveSlot(name: "Chapter 2", place: "Old Mill", playTime: "3 h 30 min"),
        SaveSlot(name: "Chapter 1", place: "Harbour Town", playTime: "1 h 02 min")
    ]
    private(set) var tableView: UITableView!

    override func loadView() {
        title = "Save Slots"
        tableView = UITableView(frame: UIScreen.main.bounds, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "slot")
        tableView.rowHeight = 60
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { slots.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Saved games" }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Swipe a slot to delete or favourite it; Edit reorders."
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let slot = slots[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "slot", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = (slot.isFavourite ? "★ " : "") + slot.name
        content.secondaryText = "\(slot.place) · \(slot.playTime)"
        cell.contentConfiguration = content
        cell.showsReorderControl = true
        return cell
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        slots.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        slots.insert(slots.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.slots.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let favourite = slots[indexPath.row].isFavourite
        let action = UIContextualAction(style: .normal, title: favourite ? "Unfavourite" : "Favourite") {
            [weak self] _, _, done in
            self?.slots[indexPath.row].isFavourite.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        action.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [action])
    }
}
