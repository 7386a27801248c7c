import Foundation

/// UIKit's `UITableViewDataSource`. The two required methods give the rows
/// and their cells; the others are optional, with UIKit's default answers in
/// the protocol extension (one section, no titles, rows editable and
/// movable). Only rows that come on screen are asked for cells.
///
/// Editing: `commit` is called when the user confirms a delete or taps an
/// insert control; the data source updates its data and calls `deleteRows`
/// or `insertRows`. `moveRowAt` is called when a dragged row is dropped
/// elsewhere (the table has already moved it). A row shows its reorder grip
/// when its cell's `showsReorderControl` is on and `canMoveRowAt` says yes
/// (UIKit's default answer when `moveRowAt` is implemented); a drop on a data
/// source without `moveRowAt` is logged and the row goes back.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

public extension UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        // Swift cannot ask whether a method is implemented: the default says it ran instead.
        tableView.moveReachedDefault = true
    }
}
