import SDLViews

/// A table of levels; selecting one pushes its detail screen.
@MainActor
public final class LevelsViewController: UITableViewController {
    public let levels = ["Forest", "Caves", "Harbour", "Citadel", "Summit"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Levels"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "level")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        levels.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "level", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = levels[indexPath.row]
        content.secondaryText = "Level \(indexPath.row + 1)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(LevelViewController(name: levels[indexPath.row]), animated: true)
    }
}
