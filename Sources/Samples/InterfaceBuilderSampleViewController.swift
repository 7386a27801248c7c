import Foundation
import SDLViews

/// Interface Builder files at run time: a settings screen (Settings.xib, a
/// view controller's nib with outlets, an action, constraints and a key
/// bindings table whose prototype cell the controller fills), a game HUD
/// (HUD.xib through `Bundle.loadNibNamed`) and a two-scene storyboard: a
/// `tableViewController` of levels (prototype cells with outlets) whose rows
/// present the second scene through a segue. With
/// `SDLVIEWS_HOT_RELOAD=1`, editing Sources/Samples/Interface/Settings.xib
/// while the sample runs rebuilds the settings screen.
@MainActor
final class InterfaceBuilderSampleViewController: SampleViewController {
    private(set) var settings: SettingsPanelController!
    private(set) var levels: UIViewController?
    private(set) var hud: UIView?

    override func buildContent(in content: UIView) {
        let bundle = SampleInterfaceFiles.bundle
        settings = SettingsPanelController(nibName: "Settings", bundle: bundle)
        embed(settings, in: content, frame: CGRect(x: 20, y: 20, width: 360, height: 460))
        if let hud = bundle.loadNibNamed("HUD", owner: nil)?.first as? UIView {
            hud.frame.origin = CGPoint(x: 400, y: 20)
            content.addSubview(hud)
            self.hud = hud
        }
        if let levels = UIStoryboard(name: "Levels", bundle: bundle).instantiateInitialViewController() {
            embed(levels, in: content, frame: CGRect(x: 400, y: 96, width: 300, height: 384))
            self.levels = levels
        }
        let hint = SampleTheme.label(
            UINib.hotReloadEnabled
                ? "Hot reload on: edit Sources/Samples/Interface/Settings.xib and save"
                : "Run with SDLVIEWS_HOT_RELOAD=1 to edit Settings.xib while this runs",
            font: SampleTheme.captionFont, color: .darkGray, frame: CGRect(x: 20, y: 492, width: 680, height: 20))
        content.addSubview(hint)
    }

    private func embed(_ child: UIViewController, in content: UIView, frame: CGRect) {
        addChild(child)
        child.view.frame = frame
        child.view.clipsToBounds = true
        content.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// The owner of Settings.xib: outlets by `@Outlet`, the slider's action by
/// name, and the data source of the bindings table (its `dataSource` outlet).
@MainActor
final class SettingsPanelController: UIViewController, InterfaceBuilderConnectable, UITableViewDataSource {
    @Outlet var volumeSlider: UISlider!
    @Outlet var summaryLabel: UILabel!
    @Outlet var bindingsTable: UITableView!
    let bindings = [("Jump", "Space"), ("Fire", "Ctrl"), ("Map", "M"), ("Pause", "Esc"), ("Quick save", "F5")]

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Key bindings" }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { bindings.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Binding", for: indexPath)
        cell.textLabel?.text = bindings[indexPath.row].0
        cell.detailTextLabel?.text = bindings[indexPath.row].1
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        volumeChanged(volumeSlider)
    }

    func action(named selector: String) -> ((Any?) -> Void)? {
        selector == "volumeChanged:" ? { [weak self] sender in self?.volumeChanged(sender as? UISlider) } : nil
    }

    private func volumeChanged(_ slider: UISlider?) {
        guard let slider else { return }
        summaryLabel?.text = "Volume \(Int((slider.value * 100).rounded()))%"
    }
}

/// The storyboard's first scene, a `tableViewController`: rows from the
/// "Level" prototype; a tapped row runs the "play" segue, and
/// `prepare(for:sender:)` passes its level to the second scene.
final class LevelListController: UITableViewController {
    let stars = [3, 2, 3, 1, 0, 0]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { stars.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Levels (Levels.storyboard)"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Level", for: indexPath)
        guard let level = cell as? LevelCell else { return cell }
        level.nameLabel.text = "Level \(indexPath.row + 1)"
        level.starsLabel.text =
            String(repeating: "★", count: stars[indexPath.row])
            + String(repeating: "☆", count: 3 - stars[indexPath.row])
        return level
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "play", sender: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? LevelController)?.level = ((sender as? IndexPath)?.row ?? 0) + 1
        segue.destination.modalPresentationStyle = .formSheet
    }
}

/// The levels table's prototype cell: its labels are outlets.
final class LevelCell: UITableViewCell {
    @Outlet var nameLabel: UILabel!
    @Outlet var starsLabel: UILabel!
}

/// The storyboard's second scene; a tap dismisses it.
final class LevelController: UIViewController {
    @Outlet var titleLabel: UILabel!
    var level = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Level \(level)"
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
    }
}

/// Where the sample's .xib and .storyboard files are read from: the source
/// folder when it exists (so edits show with hot reload), else the copies
/// SwiftPM bundled with the executable.
enum SampleInterfaceFiles {
    static var bundle: Bundle {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Interface")
        if FileManager.default.fileExists(atPath: source.appendingPathComponent("Settings.xib").path),
            let bundle = Bundle(path: source.path)
        {
            return bundle
        }
        return Bundle.module
    }
}
