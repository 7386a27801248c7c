import Foundation
import SDLViews

/// Interface Builder files at run time: a settings screen (Settings.xib, a
/// view controller's nib with outlets, an action and constraints), a game HUD
/// (HUD.xib through `Bundle.loadNibNamed`) and a two-scene storyboard whose
/// button presents the second scene through a segue. With
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
        embed(settings, in: content, frame: CGRect(x: 20, y: 20, width: 360, height: 300))
        if let hud = bundle.loadNibNamed("HUD", owner: nil)?.first as? UIView {
            hud.frame.origin = CGPoint(x: 400, y: 20)
            content.addSubview(hud)
            self.hud = hud
        }
        if let levels = UIStoryboard(name: "Levels", bundle: bundle).instantiateInitialViewController() {
            embed(levels, in: content, frame: CGRect(x: 400, y: 96, width: 300, height: 200))
            self.levels = levels
        }
        let hint = SampleTheme.label(
            UINib.hotReloadEnabled
                ? "Hot reload on: edit Sources/Samples/Interface/Settings.xib and save"
                : "Run with SDLVIEWS_HOT_RELOAD=1 to edit Settings.xib while this runs",
            font: SampleTheme.captionFont, color: .darkGray, frame: CGRect(x: 20, y: 332, width: 680, height: 20))
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

/// The owner of Settings.xib: outlets by `@Outlet`, the slider's action by name.
@MainActor
final class SettingsPanelController: UIViewController, InterfaceBuilderConnectable {
    @Outlet var volumeSlider: UISlider!
    @Outlet var summaryLabel: UILabel!

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

/// The storyboard's first scene: passes the level to the second in `prepare(for:sender:)`.
final class LevelListController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? LevelController)?.level = 3
        segue.destination.modalPresentationStyle = .formSheet
    }
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
