import Foundation
import SDLViews

/// The game menu's settings in tabs (a UITabBarController): Audio and Game,
/// each a menu screen; click a tab or press Ctrl+Tab / Ctrl+Shift+Tab.
/// The navigation bar's Reset puts every setting back.
@MainActor
final class SettingsTabsViewController: UITabBarController {
    private var sound = true
    private var music = true
    private var level = 1
    private static let levels = ["Easy", "Normal", "Hard"]
    private let audio = MenuScreenController(title: "Audio", items: [])
    private let game = MenuScreenController(title: "Game", items: [])

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Settings"
        audio.tabBarItem = UITabBarItem(title: "Audio", image: Self.icon(.speaker), tag: 0)
        game.tabBarItem = UITabBarItem(title: "Game", image: Self.icon(.gear), tag: 1)
        audio.items = [
            MenuItem("Sound: On") { [weak self] in self?.toggleSound() },
            MenuItem("Music: On") { [weak self] in self?.toggleMusic() }
        ]
        game.items = [MenuItem("Difficulty: Normal") { [weak self] in self?.nextLevel() }]
        viewControllers = [audio, game]
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reset", primaryAction: UIAction { [weak self] _ in self?.reset() })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.barTintColor = UIColor(red: 0.12, green: 0.14, blue: 0.26, alpha: 1)
        tabBar.tintColor = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1)
        tabBar.unselectedItemTintColor = UIColor(white: 0.7, alpha: 1)
    }

    /// The selected tab's menu (the sample sends it the menu keys).
    var selectedMenu: MenuScreenController? { selectedViewController as? MenuScreenController }

    private func toggleSound() {
        sound.toggle()
        audio.retitle(0, "Sound: \(sound ? "On" : "Off")")
    }

    private func toggleMusic() {
        music.toggle()
        audio.retitle(1, "Music: \(music ? "On" : "Off")")
    }

    private func nextLevel() {
        level = (level + 1) % Self.levels.count
        game.retitle(0, "Difficulty: \(Self.levels[level])")
    }

    private func reset() {
        (sound, music, level) = (true, true, 1)
        audio.retitle(0, "Sound: On")
        audio.retitle(1, "Music: On")
        game.retitle(0, "Difficulty: Normal")
    }

    private enum Icon { case speaker, gear }

    /// Small template icons drawn with paths (the sample ships no image files).
    private static func icon(_ icon: Icon) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            switch icon {
            case .speaker:
                let body = UIBezierPath()
                body.move(to: CGPoint(x: 3, y: 9))
                body.addLine(to: CGPoint(x: 8, y: 9))
                body.addLine(to: CGPoint(x: 14, y: 3))
                body.addLine(to: CGPoint(x: 14, y: 21))
                body.addLine(to: CGPoint(x: 8, y: 15))
                body.addLine(to: CGPoint(x: 3, y: 15))
                body.close()
                body.fill()
                let wave = UIBezierPath(
                    arcCenter: CGPoint(x: 14, y: 12), radius: 7, startAngle: -0.8, endAngle: 0.8, clockwise: true)
                wave.lineWidth = 2
                wave.stroke()
            case .gear:
                let ring = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 14, height: 14))
                ring.lineWidth = 4
                ring.stroke()
                for step in 0..<8 {
                    let angle = CGFloat(step) * .pi / 4
                    let tooth = UIBezierPath(
                        rect: CGRect(x: 12 + cos(angle) * 9 - 2, y: 12 + sin(angle) * 9 - 2, width: 4, height: 4))
                    tooth.fill()
                }
            }
        }
    }
}
