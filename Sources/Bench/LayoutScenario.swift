import Foundation
import SDLViews

/// layout: the mixed grid of 10,000 views with autoresizing masks in a container
/// whose size changes every frame, then `layoutIfNeeded()` and a composite;
/// against grid-static on the same grid, in alternating blocks.
struct LayoutScenario: Scenario {
    static let name = "layout"
    static let summary =
        "10,000 autoresizing views (mixed masks), container resized each frame, layoutIfNeeded + composite; ratio to grid-static mixed N=10,000"

    static let count = 10_000

    func run(in context: BenchContext) throws -> [BenchResult] {
        let n = Self.count
        let window = try context.window()
        let grid = try GridBench.installGrid(.mixed, count: n, in: context)
        defer { grid.remove() }
        grid.applyMixedMasks()
        let full = BenchContext.windowSize
        var frame = 0
        func resize() {
            frame += 1
            let d = CGFloat(frame % 40)
            grid.container.frame = CGRect(x: 0, y: 0, width: full.width - 4 * d, height: full.height - 2 * d)
            window.layoutIfNeeded()
        }
        let stats = try Interleaved.measure(
            [
                GridBench.staticSubject("static", window: window),
                Interleaved.Subject(name: "layout+composite") {
                    resize(); window.forceComposite()
                },
                Interleaved.Subject(name: "layout only") { resize() }
            ], in: context)
        // Labels only get margin masks, so none should need redrawing; any that
        // do had their size nudged by rounding in frame → autoresizing → frame.
        let stale = grid.labels.filter { $0.layer.needsDisplay() }.count
        let ratioTo = "grid-static mixed N=\(n.formatted)"
        return [
            BenchResult(
                scenario: Self.name, name: "static (reference)", n: n, stats: stats[0], ratio: 1, ratioTo: ratioTo,
                note: "forceComposite() on the same grid"),
            BenchResult(
                scenario: Self.name, name: "resize+layout+composite", n: n, stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: ratioTo,
                note:
                    "\(stale) of \(grid.labels.count) labels marked for redraw (0 expected: labels have margin-only masks; the redraw is not run here)"
            ),
            BenchResult(
                scenario: Self.name, name: "resize+layout only", n: n, stats: stats[2],
                ratio: BenchResult.ratio(stats[2].median, to: stats[0].median), ratioTo: ratioTo,
                note: "container.frame = … (autoresizing runs here) + window.layoutIfNeeded()")
        ]
    }
}
