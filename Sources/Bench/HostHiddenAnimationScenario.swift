import CSDL
import Foundation
import SDLViews

/// host-hidden-animation: a game in host mode with an idle HUD, alone and
/// with a hidden pause menu whose "press start" dot pulses forever (a
/// repeating UIView animation inside the hidden menu), in alternating blocks
/// on the same renderer, beside the raw floor (the game frame plus one blended
/// copy of a HUD-sized texture). A hidden view's animation costs nothing:
/// the HUD with the hidden menu stays at the idle HUD's cost (target ≤ 1.02×)
/// and composites nothing while idle.
struct HostHiddenAnimationScenario: Scenario {
    static let name = "host-hidden-animation"
    static let summary = "an idle host-mode HUD with a hidden menu holding a pulsing dot vs without it; ratio"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let host = try HostGame(context: context)
        defer { host.close() }
        let ui = host.ui
        let size = BenchContext.windowSize
        let panel = UIView(frame: Self.panelFrame)
        panel.backgroundColor = UIColor(white: 0, alpha: 0.6)
        panel.layer.cornerRadius = 10
        for i in 0..<3 {
            let button = UIButton(frame: CGRect(x: 150, y: 10 + CGFloat(i) * 34, width: 96, height: 28))
            button.setTitle(["Inventory", "Map", "Pause"][i], for: .normal)
            button.backgroundColor = .systemBlue
            panel.addSubview(button)
        }
        ui.addSubview(panel)
        let menu = UIView(frame: CGRect(x: size.width / 2 - 150, y: size.height / 2 - 100, width: 300, height: 200))
        menu.backgroundColor = UIColor(white: 0.1, alpha: 0.9)
        menu.layer.cornerRadius = 16
        let dot = UIView(frame: CGRect(x: 140, y: 150, width: 20, height: 20))
        dot.backgroundColor = .systemYellow
        dot.layer.cornerRadius = 10
        menu.addSubview(dot)
        menu.isHidden = true
        let gameFrame = host.drawGameFrame
        let endFrame = host.endFrame
        let hosted = host.hostedFrame
        let w = Int32(Self.panelFrame.width), h = Int32(Self.panelFrame.height)
        let hudSized = try host.translucentTexture(size: Self.panelFrame.size)
        defer { SDL_DestroyTexture(hudSized) }
        let copy = Interleaved.Subject(name: "game+copy") {
            gameFrame()
            var rect = SDL_Rect(x: Int32(Self.panelFrame.minX), y: Int32(Self.panelFrame.minY), w: w, h: h)
            SDL_RenderCopy(host.renderer, hudSized, nil, &rect)
            endFrame()
        }
        let idle = Interleaved.Subject(name: "game+hud", frame: hosted)
        var composites = (start: 0, frames: 0, composited: 0)
        var unparked = (start: 0, frames: 0, composited: 0)
        let addMenu = {
            ui.addSubview(menu)
            UIView.animate(
                withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction],
                animations: { dot.alpha = 0.2 })
            for _ in 0..<3 { hosted() }
        }
        let removeMenu = {
            dot.layer.removeAllAnimations()
            dot.alpha = 1
            menu.removeFromSuperview()
        }
        // Before: the same with every animation evaluated each tick (no parking).
        let withMenuEvaluated = Interleaved.Subject(
            name: "game+hud+hidden menu, evaluated",
            setUp: {
                UIWindow.benchParksHiddenAnimations = false
                addMenu()
                unparked.start = ui.compositedFrameCount
            },
            tearDown: {
                unparked.composited += ui.compositedFrameCount - unparked.start
                removeMenu()
                UIWindow.benchParksHiddenAnimations = true
            },
            frame: {
                hosted()
                unparked.frames += 1
            })
        let withMenu = Interleaved.Subject(
            name: "game+hud+hidden menu",
            setUp: {
                ui.addSubview(menu)
                UIView.animate(
                    withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction],
                    animations: { dot.alpha = 0.2 })
                // Settle: the frame that adds the menu composites, then the HUD is kept.
                for _ in 0..<3 { hosted() }
                composites.start = ui.compositedFrameCount
            },
            tearDown: {
                composites.composited += ui.compositedFrameCount - composites.start
                dot.layer.removeAllAnimations()
                dot.alpha = 1
                menu.removeFromSuperview()
            },
            frame: {
                hosted()
                composites.frames += 1
            })
        let stats = try Interleaved.measure([copy, idle, withMenu, withMenuEvaluated], in: context)
        var row = BenchResult(
            scenario: Self.name, name: "idle HUD + hidden menu with a pulsing dot", n: 4, stats: stats[2],
            ratio: BenchResult.ratio(stats[2].median, to: stats[1].median), ratioTo: "the idle HUD alone",
            note: "\(composites.composited) composites in \(composites.frames) frames; "
                + String(format: "%.2f× the game frame + one raw HUD-sized copy", stats[2].median / stats[0].median))
        row.setTarget("≤ 1.02×", limit: 1.02)
        let before = BenchResult(
            scenario: Self.name, name: "the same, every animation evaluated (before)", n: 4, stats: stats[3],
            ratio: BenchResult.ratio(stats[3].median, to: stats[1].median), ratioTo: "the idle HUD alone",
            note: "\(unparked.composited) composites in \(unparked.frames) frames; "
                + String(format: "%.2f× the game frame + one raw HUD-sized copy", stats[3].median / stats[0].median))
        return [
            BenchResult(
                scenario: Self.name, name: "game + one blended texture copy, raw SDL", n: 1, stats: stats[0],
                ratio: 1, ratioTo: "itself", note: "the floor of a kept HUD"),
            BenchResult(
                scenario: Self.name, name: "idle HUD", n: 4, stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: stats[0].median),
                ratioTo: "the game frame + one raw copy", note: "panel with 3 buttons, kept and copied"),
            row,
            before
        ]
    }

    private static let panelFrame = CGRect(x: 20, y: 20, width: 260, height: 120)
}
