import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A settings list as an iOS developer writes it: a screen with a table whose delegate keeps its section header row out of focus and starts
/// focus on the row the player used last.
@MainActor
final class SettingsListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 240, height: 220), style: .plain)
    var focused: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = indexPath.row == 0 ? "AUDIO" : "Setting \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }

    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        if let row = context.nextFocusedIndexPath?.row { focused.append(row) }
    }

    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { IndexPath(row: 2, section: 0) }
}

@MainActor
@Suite struct TableFocusAPITests {
    @Test func aDelegateKeepsARowOutOfFocusAndPrefersAnother() throws {
        let screen = try HeadlessScreen(width: 240, height: 220)
        let controller = SettingsListController()
        screen.window.rootViewController = controller
        screen.runFrame()
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardUpArrow)
        screen.key(.keyboardUpArrow)
        #expect(controller.focused == [2, 1], "starts on row 2; row 0 cannot be focused")
    }
}
