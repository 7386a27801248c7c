import Foundation
import SDLViews

/// shadow-build: what building one blurred layer shadow costs in a frame. The
/// panel is screen-open's (560 × 520 points, `shadowRadius` 16, no
/// `shadowPath`, so the shadow is taken from its content). Each "rebuilt"
/// frame nudges the radius so the shadow is built again; the "kept" frames
/// draw the same panel with its shadow reused. The difference is the build.
struct ShadowBuildScenario: Scenario {
    static let name = "shadow-build"
    static let summary = "one layer shadow built (560 × 520 panel, radius 16, no shadowPath): rebuilt vs kept"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let panel = UIView(frame: CGRect(x: 360, y: 100, width: 560, height: 520))
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 14
        panel.layer.shadowOpacity = 0.5
        panel.layer.shadowRadius = 16
        panel.layer.shadowOffset = CGSize(width: 0, height: 6)
        let show = {
            window.addSubview(panel); window.runFrame()
        }
        let hide = {
            panel.removeFromSuperview(); window.runFrame()
        }
        var nudge = false
        let kept = Interleaved.Subject(name: "kept", setUp: show, tearDown: hide) { window.forceComposite() }
        let rebuilt = Interleaved.Subject(name: "rebuilt", setUp: show, tearDown: hide) {
            nudge.toggle()
            panel.layer.shadowRadius = nudge ? 16.01 : 16
            window.forceComposite()
        }
        let stats = try Interleaved.measure([kept, rebuilt], in: context)
        return [
            BenchResult(
                scenario: Self.name, name: "shadow kept", n: 1, stats: stats[0], ratio: 1,
                ratioTo: "shadow kept", note: "forceComposite() of the panel over the window"),
            BenchResult(
                scenario: Self.name, name: "shadow rebuilt", n: 1, stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "shadow kept",
                note: "the same frame with the shadow built again (a 656 × 616 px blur)")
        ]
    }
}
