import Foundation
import SDLViews
import SDLViewsTesting
import SampleScenes

/// pause-menu-open (issue 43): a pause menu animating in and out over a
/// running host-mode game, one frame per 1/60 s of the virtual clock. The
/// menu is a translucent rounded panel with a blurred shadow, a title, a
/// clipped picture card and three buttons; it fades in while growing from
/// 85 % (0.3 s), stays 0.3 s, and fades out while shrinking (0.3 s). Measured
/// with the shadow taken from the panel's content (no `shadowPath`, what most
/// code writes), along a `shadowPath`, and fading without scaling. Each row is the worst
/// animated frame against the frame with the menu shown and still (same run).
/// Targets: every frame within 1/60 s on the software renderer, and ≤ 1.5×
/// the still menu's frame on opengl.
struct PauseMenuOpenScenario: Scenario {
    static let name = "pause-menu-open"
    static let summary =
        "a shadowed pause menu animating in and out over a host-mode game: worst frame vs the still menu's"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let host = try HostGame(context: context)
        defer { host.close() }
        VirtualClock.start(at: 0)
        defer { VirtualClock.stop() }
        let base = UIViewController()
        host.ui.rootViewController = base
        let frame = { () -> Double in
            VirtualClock.advance(by: 1.0 / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            host.hostedFrame()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        let frames = { (seconds: Double) -> [Double] in (0..<Int((seconds * 60).rounded())).map { _ in frame() } }
        var rows: [BenchResult] = []
        for (withPath, scales) in [(false, true), (true, true), (false, false)] {
            let variant = (withPath ? "with shadowPath" : "no shadowPath") + (scales ? "" : ", fading only")
            let menu = PauseMenuPanel(in: base.view.bounds, shadowPath: withPath, scales: scales)
            base.view.addSubview(menu.view)
            _ = frames(0.3)
            let still = Stats(frames(context.quick ? 0.2 : 1))
            menu.view.removeFromSuperview()
            _ = frames(0.2)
            var animated: [Double] = []
            for _ in 0..<(context.quick ? 1 : 6) {
                base.view.addSubview(menu.view)
                menu.animateIn()
                let opening = frames(0.6)
                menu.animateOut()
                let closing = frames(0.35)
                if ProcessInfo.processInfo.environment["PAUSE_MENU_TRACE"] != nil {
                    print(variant, "in:", opening.map { String(format: "%.1f", $0) }.joined(separator: " "))
                    print(variant, "out:", closing.map { String(format: "%.1f", $0) }.joined(separator: " "))
                }
                animated += opening + closing
                _ = frames(0.2)
            }
            let stats = Stats(animated)
            rows.append(
                BenchResult(
                    scenario: Self.name, name: "still menu, \(variant)", n: 1, stats: still, ratio: 1,
                    ratioTo: "the still menu's frame", note: "game frame + the menu shown, nothing animating"))
            var row = BenchResult(
                scenario: Self.name, name: "animating in and out, \(variant): worst frame", n: 1, stats: stats,
                ratio: BenchResult.ratio(stats.max, to: still.median), ratioTo: "the still menu's frame",
                note: String(
                    format: "median %.2f ms, p99 %.2f ms; worst %.1f ms (%@ 1/60 s)", stats.median, stats.p99,
                    stats.max, stats.max <= 1000.0 / 60 ? "within" : "over"))
            row.setTarget("≤ 1.5×", limit: 1.5)
            rows.append(row)
        }
        return rows
    }
}

/// The pause menu the scenario animates: a dimmed backdrop and a centred
/// panel (translucent, rounded, a blurred shadow) with the pause-menu
/// scenario's content (a title, a rounded card clipping a picture, three buttons).
@MainActor
final class PauseMenuPanel {
    let view: UIView
    private let panel: UIView
    /// The panel grows and shrinks as it fades (false: it only fades).
    private let scales: Bool

    init(in bounds: CGRect, shadowPath: Bool, scales: Bool) {
        self.scales = scales
        view = UIView(frame: bounds)
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        panel = PauseMenuScene.panel(centre: CGPoint(x: bounds.midX, y: bounds.midY), shadowPath: shadowPath)
        view.addSubview(panel)
    }

    func animateIn() {
        view.alpha = 0
        if scales { panel.transform = CGAffineTransform(scaleX: 0.85, y: 0.85) }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
            self.view.alpha = 1
            self.panel.transform = .identity
        }
    }

    func animateOut() {
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseIn],
            animations: {
                self.view.alpha = 0
                if self.scales { self.panel.transform = CGAffineTransform(scaleX: 0.85, y: 0.85) }
            },
            completion: { _ in
                self.view.removeFromSuperview()
                self.view.alpha = 1
                self.panel.transform = .identity
            })
    }
}
