import Foundation

/// grid-idle: the grid with nothing changing, one `window.runFrame()` per frame
/// (events, layout, display and composite stages, which should find nothing to
/// do), against grid-static on the same grid in alternating blocks.
struct GridIdleScenario: Scenario {
    static let name = "grid-idle"
    static let summary = "same grid, nothing changes, window.runFrame() each frame; ratio to grid-static"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        var rows: [BenchResult] = []
        try GridBench.forEachGrid(in: context) { kind, n, grid in
            var composited = 0
            var idle = Interleaved.Subject(name: "idle") { window.runFrame() }
            var before = 0
            idle.setUp = { before = window.compositedFrameCount }
            idle.tearDown = { composited += window.compositedFrameCount - before }
            let stats = try Interleaved.measure([GridBench.staticSubject("static", window: window), idle], in: context)
            rows.append(
                BenchResult(
                    scenario: Self.name, name: "\(kind.rawValue) static", n: n, stats: stats[0],
                    ratio: 1, ratioTo: "grid-static \(kind.rawValue)",
                    note: "reference: forceComposite() on the same grid"))
            var row = BenchResult(
                scenario: Self.name, name: "\(kind.rawValue) idle", n: n, stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: stats[0].median),
                ratioTo: "grid-static \(kind.rawValue)",
                note: "composited \(composited) of its frames (warm-up included); 0 expected")
            row.setTarget("< 0.02×", limit: 0.02, strict: true)
            rows.append(row)
        }
        return rows
    }
}
