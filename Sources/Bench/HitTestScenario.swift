import Foundation
import SDLViews
import SDLViewsTesting

/// hit-test: `window.hitTest(_:with:)` at random points over 10,000 plain views
/// laid out as the menu grid, against a plain loop over the same views' frames
/// (front-most first, stopping at the first frame containing the point, as
/// hit testing does). One sample is one point; the same points for each.
struct HitTestScenario: Scenario {
    static let name = "hit-test"
    static let summary =
        "window.hitTest and one touch delivered with 100 recognizers, through 10,000 views; ratio to a plain walk over their frames"

    static let count = 10_000

    func run(in context: BenchContext) throws -> [BenchResult] {
        let n = Self.count
        let window = try context.window()
        let grid = try GridBench.installGrid(.plain, count: n, in: context)
        defer { grid.remove() }
        let samples = context.quick ? 20 : max(context.measuredFrames, 600)
        var generator = SeededGenerator(seed: 0x5D1_7E57)
        let size = BenchContext.windowSize
        let points = (0..<1_024).map { _ in
            CGPoint(
                x: CGFloat(Int.random(in: 0..<Int(size.width), using: &generator)) + 0.5,
                y: CGFloat(Int.random(in: 0..<Int(size.height), using: &generator)) + 0.5)
        }
        let cells = grid.cells
        let container = grid.container
        let rects = cells.map(\.frame)  // for the floor: frames copied into a plain array

        let delivery = TouchDeliveryBench(window: window, container: container, cells: cells)
        var hits = [0, 0, 0], next = [0, 0, 0, 0]
        func point(_ subject: Int) -> CGPoint {
            defer { next[subject] += 1 }
            return points[next[subject] % points.count]
        }
        let stats = try Interleaved.measure(
            [
                Interleaved.Subject(name: "plain walk") {
                    let p = point(0)
                    var found: UIView?
                    for view in cells.reversed() where view.frame.contains(p) { found = view; break }
                    if found != nil { hits[0] += 1 }
                },
                Interleaved.Subject(name: "CGRect array walk") {
                    let p = point(1)
                    var found = -1
                    for i in rects.indices.reversed() where rects[i].contains(p) { found = i; break }
                    if found >= 0 { hits[1] += 1 }
                },
                Interleaved.Subject(name: "window.hitTest") {
                    let hit = window.hitTest(point(2), with: nil)
                    if let hit, hit !== window, hit !== container { hits[2] += 1 }
                },
                Interleaved.Subject(name: "touch delivery") { delivery.touch(at: point(3)) }
            ], in: context, frames: samples)
        hits.append(delivery.counter.cellHits)
        let agree = Set(hits).count == 1 ? "all agree" : "DISAGREE"
        let walk = stats[0].median
        return [
            BenchResult(
                scenario: Self.name, name: "plain walk", n: n, stats: stats[0], ratio: 1, ratioTo: "plain walk",
                note: "for view in views.reversed() where view.frame.contains(p) { break }"),
            BenchResult(
                scenario: Self.name, name: "CGRect array walk", n: n, stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: walk), ratioTo: "plain walk",
                note: "the same loop over the frames copied into [CGRect] beforehand: the floor"),
            BenchResult(
                scenario: Self.name, name: "window.hitTest", n: n, stats: stats[2],
                ratio: BenchResult.ratio(stats[2].median, to: walk), ratioTo: "plain walk",
                note: "\(samples) points, ms per point; points hitting a cell (warm-up included): "
                    + "walk \(hits[0]), array \(hits[1]), hitTest \(hits[2]), delivery \(hits[3]) (\(agree))"),
            BenchResult(
                scenario: Self.name, name: "touch delivery, 100 recognizers", n: n, stats: stats[3],
                ratio: BenchResult.ratio(stats[3].median, to: walk), ratioTo: "plain walk",
                note: "finger down + up through UIApplication.handle: hit test, \(TouchDeliveryBench.recognizerCount) "
                    + "recognizers (5 on the container every touch passes), view delivery")
        ]
    }
}
