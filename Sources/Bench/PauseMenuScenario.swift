import Foundation
import SDLViews
import SampleScenes

/// pause-menu: a game's pause menu over a scene of tiles, as issue 15
/// describes it: a translucent panel with a blurred shadow (a `shadowPath`),
/// a rounded, clipped card with an image inside it, and one view pulsing
/// (scale and opacity) inside the panel. Measured: the scene static
/// (`forceComposite()`, everything drawn) and animating (`runFrame()` while
/// the view pulses), in alternating blocks; the target is animating ≤ 1.5×
/// static. The shadow must be reused (not re-blurred) while content inside the
/// panel animates, and the clipped card must not read pixels back.
struct PauseMenuScenario: Scenario {
    static let name = "pause-menu"
    static let summary =
        "pause menu (shadowed translucent panel, rounded clipped card, one pulsing view): animating vs static"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let scene = PauseMenuScene(size: window.bounds.size)
        let show = {
            window.addSubview(scene.root); window.runFrame()
        }
        let hide = {
            scene.stop(); scene.root.removeFromSuperview(); window.runFrame()
        }
        let still = Interleaved.Subject(name: "static", setUp: show, tearDown: hide) { window.forceComposite() }
        let animating = Interleaved.Subject(
            name: "animating",
            setUp: {
                show(); scene.start()
            }, tearDown: hide
        ) { window.runFrame() }
        let stats = try Interleaved.measure([still, animating], in: context)
        var row = BenchResult(
            scenario: Self.name, name: "animating", n: 1, stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "pause-menu static",
            note: "runFrame() while one view in the panel pulses (scale and opacity)")
        row.setTarget("≤ 1.5×", limit: 1.5, strict: false)
        return [
            BenchResult(
                scenario: Self.name, name: "static", n: 1, stats: stats[0], ratio: 1, ratioTo: "pause-menu static",
                note: "forceComposite() of the whole scene, nothing animating"),
            row
        ]
    }
}

/// Tiles (the game), a dimming layer, and the menu panel: translucent,
/// rounded, with a blurred shadow along its `shadowPath`; inside it a rounded
/// card clipping an image, three buttons and a pulsing badge.
@MainActor
final class PauseMenuScene {
    let root: UIView
    private let badge = UIView(frame: CGRect(x: 250, y: 28, width: 28, height: 28))

    init(size: CGSize) {
        root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.2, alpha: 1)
        let colors: [UIColor] = [.systemGreen, .systemTeal, .systemOrange, .systemBlue]
        for index in 0..<24 {
            let tile = UIView(
                frame: CGRect(
                    x: 20 + CGFloat(index % 8) * 155, y: 30 + CGFloat(index / 8) * 230, width: 130, height: 200))
            tile.backgroundColor = colors[index % colors.count]
            root.addSubview(tile)
        }
        let dim = UIView(frame: root.bounds)
        dim.backgroundColor = UIColor(white: 0, alpha: 0.45)
        root.addSubview(dim)
        root.addSubview(makePanel(centre: CGPoint(x: size.width / 2, y: size.height / 2)))
    }

    private func makePanel(centre: CGPoint) -> UIView {
        let panel = Self.panel(centre: centre, shadowPath: true)
        badge.backgroundColor = .systemYellow
        badge.layer.cornerRadius = 14
        panel.addSubview(badge)
        return panel
    }

    /// The menu's panel, 320 × 400 points: translucent, rounded, a blurred
    /// shadow (along a `shadowPath`, or taken from its content), holding the
    /// title, a rounded card clipping a picture, and three buttons.
    static func panel(centre: CGPoint, shadowPath: Bool) -> UIView {
        let panel = UIView(frame: CGRect(x: centre.x - 160, y: centre.y - 200, width: 320, height: 400))
        panel.backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.18, alpha: 0.9)
        panel.layer.cornerRadius = 16
        panel.layer.shadowColor = UIColor.black.cgColor
        panel.layer.shadowOpacity = 0.6
        panel.layer.shadowRadius = 18
        panel.layer.shadowOffset = CGSize(width: 0, height: 8)
        if shadowPath { panel.layer.shadowPath = UIBezierPath(roundedRect: panel.bounds, cornerRadius: 16).cgPath }
        addContent(to: panel)
        return panel
    }

    private static func addContent(to panel: UIView) {
        let title = UILabel(frame: CGRect(x: 24, y: 24, width: 200, height: 36))
        title.text = "Paused"
        title.font = .boldSystemFont(ofSize: 28)
        title.textColor = .white
        panel.addSubview(title)
        let card = UIView(frame: CGRect(x: 24, y: 76, width: 272, height: 150))
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        let picture = UIImageView(image: SampleImages.landscape(size: CGSize(width: 300, height: 170)))
        picture.frame = CGRect(x: -14, y: -10, width: 300, height: 170)
        card.addSubview(picture)
        panel.addSubview(card)
        for (index, name) in ["Resume", "Options", "Quit to title"].enumerated() {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 24, y: 244 + CGFloat(index) * 48, width: 272, height: 38)
            button.setTitle(name, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = index == 2 ? .systemRed : UIColor(white: 0.3, alpha: 1)
            button.layer.cornerRadius = 8
            panel.addSubview(button)
        }
    }

    /// The badge pulses: scale and opacity, repeating.
    func start() {
        UIView.animate(
            withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction],
            animations: {
                self.badge.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                self.badge.alpha = 0.4
            })
    }

    func stop() {
        badge.layer.removeAllAnimations()
        badge.transform = .identity
        badge.alpha = 1
    }
}
