import Foundation
import SDLViews

/// grid-one-change: one label's text changes every frame, then `window.runFrame()`
/// (re-rasterize that label, re-upload its texture, composite), against
/// grid-static on the same grid in alternating blocks.
struct GridOneChangeScenario: Scenario {
    static let name = "grid-one-change"
    static let summary = "same grid, one label's text changes each frame, then window.runFrame(); ratio to grid-static"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        var rows: [BenchResult] = []
        try GridBench.forEachGrid(in: context) { kind, n, grid in
            guard let label = grid.cellLabels.first else { return }
            var frame = 0, frames = 0, composited = 0, uploads = 0
            var before = (composited: 0, uploads: 0)
            var change = Interleaved.Subject(name: "one change") {
                frame += 1
                label.text = String(format: "C%04d", frame % 10_000)
                window.runFrame()
            }
            change.setUp = {
                before = (window.compositedFrameCount, window.benchTextureUploads.count); frames -= frame
            }
            change.tearDown = {
                composited += window.compositedFrameCount - before.composited
                uploads += window.benchTextureUploads.count - before.uploads
                frames += frame
            }
            let stats = try Interleaved.measure(
                [GridBench.staticSubject("static", window: window), change], in: context)
            rows.append(
                BenchResult(
                    scenario: Self.name, name: "\(kind.rawValue) static", n: n, stats: stats[0],
                    ratio: 1, ratioTo: "grid-static \(kind.rawValue)",
                    note: "reference: forceComposite() on the same grid"))
            var row = BenchResult(
                scenario: Self.name, name: "\(kind.rawValue) one change", n: n, stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: stats[0].median),
                ratioTo: "grid-static \(kind.rawValue)",
                note: "composited \(composited) of \(frames) frames, \(uploads) texture uploads (one each expected)")
            row.setTarget("≤ 1.05×", limit: 1.05)
            rows.append(row)
        }
        return rows
    }
}
