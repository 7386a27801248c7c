import CSDL
import Foundation
import SDLViews

/// host-overhead: a game that owns its window, renderer and loop (`HostGame`),
/// frame by frame (a clear, 500 moving rectangles, a wait for the drawing and
/// a present), alone and with an idle SDLViews HUD over it (a panel, three
/// labels, three buttons: `runFrame()` and `render()` each frame, nothing
/// changing), in alternating blocks on the same renderer. The target is < 1.02× the game's frame.
struct HostOverheadScenario: Scenario {
    static let name = "host-overhead"
    static let summary = "a game frame alone vs with an idle SDLViews HUD in host mode (runFrame + render); ratio"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let host = try HostGame(context: context)
        defer { host.close() }
        let ui = host.ui
        let renderer = host.renderer
        let size = BenchContext.windowSize
        buildHUD(in: ui)
        let gameFrame = host.drawGameFrame
        let endFrame = host.endFrame
        let game = Interleaved.Subject(name: "game") {
            gameFrame()
            endFrame()
        }
        let hosted = { (keepsUI: Bool) in
            Interleaved.Subject(
                name: keepsUI ? "game+ui" : "game+ui direct", setUp: { ui.benchKeepsHostedUI = keepsUI },
                frame: {
                    gameFrame()
                    UIApplication.shared.runFrame()
                    ui.render()
                    endFrame()
                })
        }
        // The floor under any kept UI: the same frame plus one blended copy of a
        // HUD-sized translucent texture, in raw SDL.
        let hudSized = try host.translucentTexture(size: Self.panelFrame.size)
        defer { SDL_DestroyTexture(hudSized) }
        let oneCopy = Interleaved.Subject(name: "game+copy") {
            gameFrame()
            var rect = SDL_Rect(
                x: Int32(Self.panelFrame.minX), y: Int32(Self.panelFrame.minY), w: Int32(Self.panelFrame.width),
                h: Int32(Self.panelFrame.height))
            SDL_RenderCopy(renderer, hudSized, nil, &rect)
            endFrame()
        }
        // The same HUD plus a minimap in the opposite corner: what a kept UI
        // copies when the HUD's parts are far apart.
        let minimap = UIView(frame: CGRect(x: size.width - 180, y: size.height - 140, width: 160, height: 120))
        minimap.backgroundColor = UIColor(white: 0, alpha: 0.6)
        minimap.layer.cornerRadius = 10
        let corners = Interleaved.Subject(
            name: "game+corners", setUp: {
                ui.benchKeepsHostedUI = true
                ui.addSubview(minimap)
            }, tearDown: { minimap.removeFromSuperview() },
            frame: {
                gameFrame()
                UIApplication.shared.runFrame()
                ui.render()
                endFrame()
            })
        let stats = try Interleaved.measure([game, hosted(true), hosted(false), oneCopy, corners], in: context)
        var row = BenchResult(
            scenario: Self.name, name: "game + idle HUD", n: 7, stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "the game's frame alone",
            note: "panel, 3 labels, 3 buttons; render() copies the kept HUD")
        row.setTarget("< 1.02×", limit: 1.02, strict: true)
        return [
            BenchResult(
                scenario: Self.name, name: "game alone", n: 0, stats: stats[0], ratio: 1,
                ratioTo: "the game's frame alone", note: "clear, 500 12×12 rectangles, finish, present"),
            row,
            BenchResult(
                scenario: Self.name, name: "game + idle HUD, composited each frame", n: 7, stats: stats[2],
                ratio: BenchResult.ratio(stats[2].median, to: stats[0].median), ratioTo: "the game's frame alone",
                note: "the same HUD drawn without the kept texture (the direct path)"),
            BenchResult(
                scenario: Self.name, name: "game + one blended texture copy, raw SDL", n: 1, stats: stats[3],
                ratio: BenchResult.ratio(stats[3].median, to: stats[0].median), ratioTo: "the game's frame alone",
                note: "the floor of a kept HUD: one SDL_RenderCopy of a panel-sized translucent texture"),
            BenchResult(
                scenario: Self.name, name: "game + idle HUD and a minimap in the far corner", n: 8, stats: stats[4],
                ratio: BenchResult.ratio(stats[4].median, to: stats[0].median), ratioTo: "the game's frame alone",
                note: "the HUD plus a 160×120 panel at the bottom right, kept")
        ]
    }

    private static let panelFrame = CGRect(x: 20, y: 20, width: 260, height: 120)

    @MainActor
    private func buildHUD(in ui: UIWindow) {
        let panel = UIView(frame: Self.panelFrame)
        panel.backgroundColor = UIColor(white: 0, alpha: 0.6)
        panel.layer.cornerRadius = 10
        for (i, text) in ["HP 100", "Ammo 30", "Score 1200"].enumerated() {
            let label = UILabel(frame: CGRect(x: 12, y: 10 + CGFloat(i) * 34, width: 120, height: 28))
            label.text = text
            label.textColor = .white
            panel.addSubview(label)
        }
        for i in 0..<3 {
            let button = UIButton(frame: CGRect(x: 150, y: 10 + CGFloat(i) * 34, width: 96, height: 28))
            button.setTitle(["Inventory", "Map", "Pause"][i], for: .normal)
            button.backgroundColor = .systemBlue
            panel.addSubview(button)
        }
        ui.addSubview(panel)
    }
}
