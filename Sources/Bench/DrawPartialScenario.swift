import Foundation
import SDLViews

/// draw-partial: a 1024×1024-point view that overrides `draw(_:)` (a 32×32
/// checkerboard of 32-point cells, each a `UIRectFill`). "partial" marks one
/// 32×32 rectangle with `setNeedsDisplay(_:)` (a different visible one each
/// frame) then runs a frame; "full" marks the whole view with
/// `setNeedsDisplay()`. Both in the same run, interleaved. Rows: whole-frame time, time inside
/// `draw(_:)`, with texture bytes uploaded per frame in the notes.
struct DrawPartialScenario: Scenario {
    static let name = "draw-partial"
    static let summary =
        "1024×1024 custom-drawn view: setNeedsDisplay(32×32 rect) vs setNeedsDisplay() per frame; frame time, draw time, uploaded bytes"

    static let side: CGFloat = 1024
    static let dirtySide: CGFloat = 32

    /// The drawn view: cells of alternating colours, only those meeting the dirty rect.
    @MainActor
    final class Checkerboard: UIView {
        var drawMilliseconds: [Double] = []
        var generation = 0
        override func draw(_ rect: CGRect) {
            drawMilliseconds.append(Stopwatch.milliseconds { paint(rect) })
        }

        private func paint(_ rect: CGRect) {
            let cell = DrawPartialScenario.dirtySide
            let colors: [UIColor] = [.systemBlue, .systemOrange, .white]
            for row in Int(rect.minY / cell)..<Int((rect.maxY / cell).rounded(.up)) {
                for column in Int(rect.minX / cell)..<Int((rect.maxX / cell).rounded(.up)) {
                    colors[(row + column + generation) % colors.count].setFill()
                    UIRectFill(CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell))
                }
            }
        }
    }

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let view = Checkerboard(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        view.isOpaque = true
        window.addSubview(view)
        defer { view.removeFromSuperview(); context.settle() }
        window.runFrame()
        let cells = Int(Self.side / Self.dirtySide)
        // Only rectangles the window shows: an invisible one is drawn but its
        // upload waits until it is composited.
        let visibleRows = Int(BenchContext.windowSize.height / Self.dirtySide)
        var step = 0
        var bytes = [0, 0], frames = [0, 0], draws = [[Double](), [Double]()]
        var before = 0
        func subject(_ name: String, _ index: Int, mark: @escaping () -> Void) -> Interleaved.Subject {
            var s = Interleaved.Subject(name: name) {
                view.generation += 1
                mark()
                window.runFrame()
            }
            s.setUp = {
                before = window.benchTextureUploads.bytes; view.drawMilliseconds.removeAll()
            }
            s.tearDown = {
                bytes[index] += window.benchTextureUploads.bytes - before
                frames[index] += view.drawMilliseconds.count
                draws[index] += view.drawMilliseconds
            }
            return s
        }
        let full = subject("full", 0) { view.setNeedsDisplay() }
        let partial = subject("partial", 1) {
            step += 1
            let cell = (step * 7919) % (cells * visibleRows)
            view.setNeedsDisplay(
                CGRect(
                    x: CGFloat(cell % cells) * Self.dirtySide, y: CGFloat(cell / cells) * Self.dirtySide,
                    width: Self.dirtySide, height: Self.dirtySide))
        }
        let stats = try Interleaved.measure([full, partial], in: context)
        let perFrame = (0..<2).map { frames[$0] > 0 ? bytes[$0] / frames[$0] : 0 }
        let drawStats = draws.map(Stats.init)
        let byteRatio = perFrame[0] > 0 ? Double(perFrame[1]) / Double(perFrame[0]) : 0
        let n = Int(Self.side)
        return [
            BenchResult(
                scenario: Self.name, name: "frame, full redraw", n: n, stats: stats[0], ratio: 1,
                ratioTo: "full redraw",
                note: "uploaded \(perFrame[0]) bytes/frame"),
            BenchResult(
                scenario: Self.name, name: "frame, 32×32 rect", n: n, stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "full redraw",
                note: "uploaded \(perFrame[1]) bytes/frame (\(String(format: "%.5f", byteRatio))× the full redraw's)"),
            BenchResult(
                scenario: Self.name, name: "draw(_:), full", n: n, stats: drawStats[0], ratio: 1,
                ratioTo: "draw(_:), full",
                note: "time inside draw(_:) only"),
            BenchResult(
                scenario: Self.name, name: "draw(_:), 32×32 rect", n: n, stats: drawStats[1],
                ratio: BenchResult.ratio(drawStats[1].median, to: drawStats[0].median), ratioTo: "draw(_:), full",
                note: "time inside draw(_:) only")
        ]
    }
}
