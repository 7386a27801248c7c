import Foundation
import SDLViews

/// A game's settings as an inset grouped `UITableView` in a
/// `UINavigationController`: value rows with disclosure indicators push a
/// choice list (a checkmark on the chosen row), switch rows use
/// `accessoryView`, sections have header and footer titles.
@MainActor
final class SettingsTableSampleViewController: SampleViewController {
    private(set) var navigation: UINavigationController!

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 360, height: 300)) }

    override func buildContent(in content: UIView) {
        navigation = UINavigationController(rootViewController: SettingsListController())
        addChild(navigation)
        navigation.view.frame = content.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }
}

/// One setting: a choice among options, or an on/off switch.
@MainActor
final class SettingsEntry {
    let title: String
    var options: [String]
    var chosen: Int
    var isOn: Bool?

    init(_ title: String, options: [String] = [], chosen: Int = 0, isOn: Bool? = nil) {
        self.title = title
        self.options = options
        self.chosen = chosen
        self.isOn = isOn
    }
}

/// The settings list.
@MainActor
final class SettingsListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let sections: [(title: String, footer: String?, entries: [SettingsEntry])] = [
        (
            "Display", "Changes apply when you close the menu.",
            [
                SettingsEntry("Resolution", options: ["1280 × 720", "1920 × 1080", "2560 × 1440"], chosen: 1),
                SettingsEntry("Full screen", isOn: true),
                SettingsEntry("V-Sync", isOn: false),
                SettingsEntry("Quality", options: ["Low", "Medium", "High", "Ultra"], chosen: 2)
            ]
        ),
        (
            "Audio", nil,
            [
                SettingsEntry("Music", options: ["Off", "Quiet", "Normal", "Loud"], chosen: 2),
                SettingsEntry("Sound effects", isOn: true)
            ]
        ),
        (
            "Controls", nil,
            [
                SettingsEntry("Invert Y axis", isOn: false),
                SettingsEntry("Layout", options: ["WASD", "Arrows", "Gamepad"], chosen: 0)
            ]
        )
    ]
    private(set) var tableView: UITableView!

    override func loadView() {
        title = "Settings"
        tableView = UITableView(frame: UIScreen.main.bounds, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "switch")
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let row = tableView.indexPathForSelectedRow { tableView.deselectRow(at: row, animated: animated) }
        tableView.reloadData()
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].entries.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let entry = sections[indexPath.section].entries[indexPath.row]
        if let isOn = entry.isOn {
            let cell = tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath)
            cell.textLabel?.text = entry.title
            cell.selectionStyle = .none
            let toggle = UISwitch()
            toggle.isOn = isOn
            toggle.addAction(UIAction { [weak toggle] _ in entry.isOn = toggle?.isOn }, for: .valueChanged)
            cell.accessoryView = toggle
            return cell
        }
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "value")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
        cell.textLabel?.text = entry.title
        cell.detailTextLabel?.text = entry.options[entry.chosen]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        sections[indexPath.section].entries[indexPath.row].isOn == nil ? indexPath : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = sections[indexPath.section].entries[indexPath.row]
        navigationController?.pushViewController(SettingsChoiceController(entry: entry), animated: true)
    }
}

/// A list of a setting's options; a tap moves the checkmark.
@MainActor
final class SettingsChoiceController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let entry: SettingsEntry

    init(entry: SettingsEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        title = entry.title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "option")
        table.dataSource = self
        table.delegate = self
        view = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entry.options.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = entry.options[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.row == entry.chosen ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let previous = IndexPath(row: entry.chosen, section: 0)
        entry.chosen = indexPath.row
        tableView.deselectRow(at: indexPath, animated: true)
        tableView.cellForRow(at: previous)?.accessoryType = .none
        tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    }
}
