import Foundation
@testable import SDLViews
import SDLViewsTesting

/// An editable list of strings that logs the editing and swipe calls in the order the table makes them.
@MainActor
final class EditableTableModel: UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    var log: [String] = []
    var logsQueries = true
    var editingStyles: [Int: UITableViewCell.EditingStyle] = [:]
    var notIndented: Set<Int> = []
    var notEditable: Set<Int> = []
    var redirect: ((IndexPath) -> IndexPath)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var deleteTitle: String? = "Delete"

    init(rows count: Int) { rows = (0..<count).map { "Row \($0)" } }

    private func note(_ entry: String, _ path: IndexPath?) {
        guard logsQueries || !entry.hasPrefix("?") else { return }
        log.append(path.map { "\(entry) \($0.section).\($0.row)" } ?? "\(entry) nil")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.showsReorderControl = true
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        note("?canEdit", indexPath)
        return !notEditable.contains(indexPath.row)
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        note("?canMove", indexPath)
        return true
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        note(editingStyle == .delete ? "commit delete" : "commit insert", indexPath)
        if editingStyle == .delete {
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else {
            rows.insert("New", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .fade)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row)→\(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        note("?style", indexPath)
        return editingStyles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        note("?indent", indexPath)
        return !notIndented.contains(indexPath.row)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        note("titleForDelete", indexPath)
        return deleteTitle
    }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        log.append("target \(sourceIndexPath.row)→\(proposedDestinationIndexPath.row)")
        return redirect?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        note("willBeginEditing", indexPath)
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        note("didEndEditing", indexPath)
    }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        note("?trailing", indexPath)
        return trailingActions?(indexPath)
    }
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        note("?leading", indexPath)
        return leadingActions?(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { note("didSelect", indexPath) }

    /// A trailing "Delete" for `row` that removes it and completes true, logging its handler.
    func deleteAction(_ tableView: UITableView, row: IndexPath) -> UIContextualAction {
        UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            self.log.append("handler Delete \(row.section).\(row.row)")
            self.rows.remove(at: row.row)
            tableView.deleteRows(at: [row], with: .fade)
            done(true)
        }
    }
}

/// A 200 × 440 screen with an editable table of 44-point rows.
@MainActor
struct EditableTableScene {
    let screen: HeadlessScreen
    let table: UITableView
    let model: EditableTableModel
    static let frame = 1.0 / 60

    init(rows: Int = 20, style: UITableView.Style = .plain, width: Int = 200, height: Int = 440) throws {
        screen = try HeadlessScreen(width: width, height: height)
        table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        model = EditableTableModel(rows: rows)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        screen.window.addSubview(table)
        screen.runFrame()
    }

    var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    /// Touches down at `start`, then moves by `step` each frame `count` times, without lifting.
    func drag(from start: CGPoint, step: CGPoint, count: Int) -> CGPoint {
        screen.dragSteps(from: start, step: step, count: count, frame: Self.frame)
    }

    /// Lifts the finger at `point` one frame later.
    func lift(at point: CGPoint) {
        screen.advance(by: Self.frame)
        screen.touchUp(at: point)
    }

    /// Runs frames for `seconds` (animations end).
    func wait(_ seconds: Double) {
        var elapsed = 0.0
        while elapsed < seconds - 1e-9 {
            screen.advance(by: Self.frame)
            elapsed += Self.frame
        }
    }
}
