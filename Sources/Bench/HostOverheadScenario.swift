import CSDL
import Foundation
import SDLViews

/// host-overhead: a game that owns its window, renderer and loop, frame by
/// frame (a clear and 500 moving rectangles), alone and with an idle SDLViews
/// HUD over it (a panel, three labels, three buttons: `runFrame()` and
/// `render()` each frame, nothing changing), in alternating blocks on the same
/// renderer. The target is < 1.02× the game's frame.
struct HostOverheadScenario: Scenario {
    static let name = "host-overhead"
    static let summary = "a game frame alone vs with an idle SDLViews HUD in host mode (runFrame + render); ratio"

    func run(in context: BenchContext) throws -> [BenchResult] {
        _ = try context.window()  // brings up the chosen video driver
        let size = BenchContext.windowSize
        guard
            let sdlWindow = SDL_CreateWindow(
                "game", 0, 0, Int32(size.width), Int32(size.height), SDL_WINDOW_HIDDEN.rawValue),
            let renderer = SDL_CreateRenderer(sdlWindow, -1, 0)
        else {
            throw RawBaselines.Failure(
                description: "bench: no game window or renderer: \(String(cString: SDL_GetError()))")
        }
        defer {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(sdlWindow)
        }
        let ui = UIWindow(sdlWindow: sdlWindow, renderer: renderer)
        defer { ui.close() }
        buildHUD(in: ui)
        var tick = 0
        let gameFrame = {
            SDL_SetRenderDrawColor(renderer, 10, 20, 40, 255)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawColor(renderer, 200, 180, 60, 255)
            for i in 0..<500 {
                var rect = SDL_Rect(
                    x: Int32((i * 37 + tick * 3) % Int(size.width)), y: Int32((i * 53 + tick) % Int(size.height)),
                    w: 12, h: 12)
                SDL_RenderFillRect(renderer, &rect)
            }
            tick += 1
        }
        // SDL batches draw calls: both sides flush them, as the game's present would.
        let game = Interleaved.Subject(name: "game") {
            gameFrame()
            SDL_RenderFlush(renderer)
        }
        let hosted = { (keepsUI: Bool) in
            Interleaved.Subject(
                name: keepsUI ? "game+ui" : "game+ui direct", setUp: { ui.benchKeepsHostedUI = keepsUI },
                frame: {
                    gameFrame()
                    UIApplication.shared.runFrame()
                    ui.render()
                    SDL_RenderFlush(renderer)
                })
        }
        let stats = try Interleaved.measure([game, hosted(true), hosted(false)], in: context)
        var row = BenchResult(
            scenario: Self.name, name: "game + idle HUD", n: 7, stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "the game's frame alone",
            note: "panel, 3 labels, 3 buttons; render() copies the kept HUD")
        row.setTarget("< 1.02×", limit: 1.02, strict: true)
        return [
            BenchResult(
                scenario: Self.name, name: "game alone", n: 0, stats: stats[0], ratio: 1,
                ratioTo: "the game's frame alone", note: "clear + 500 rectangles"),
            row,
            BenchResult(
                scenario: Self.name, name: "game + idle HUD, composited each frame", n: 7, stats: stats[2],
                ratio: BenchResult.ratio(stats[2].median, to: stats[0].median), ratioTo: "the game's frame alone",
                note: "the same HUD drawn without the kept texture (the direct path)")
        ]
    }

    @MainActor
    private func buildHUD(in ui: UIWindow) {
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 120))
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
