import Foundation
import SDLViews

/// animate: every cell of the menu grid runs a UIView animation of its
/// position and opacity (repeating, autoreversing) and each frame is a normal
/// `window.runFrame()` (the animations stage evaluates them all, then the
/// frame composites), against grid-static on the same grid in alternating blocks.
///
/// The reference is the grid as built, nothing animating, fully redrawn:
/// after each animated block the cells get their original centre and alpha back
/// (removing an animation leaves the model at the block's end values), and every
/// reference block checks that no animation runs and that its frame has the
/// same pixels as the first reference frame.
struct AnimateScenario: Scenario {
    static let name = "animate"
    static let summary = "N views each animating position + opacity, window.runFrame() each frame; ratio to grid-static"
    static let counts = [1_000, 10_000]

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        var rows: [BenchResult] = []
        let counts = context.options.counts.isEmpty ? Self.counts : context.options.counts
        for n in counts {
            let grid = try GridBench.installGrid(.labels, count: n, in: context)
            defer { grid.remove() }
            let reference = StaticReference(cells: grid.cells, window: window)
            var animated = Interleaved.Subject(name: "animated") { window.runFrame() }
            animated.setUp = { Self.start(grid.cells) }
            var lastFrame = ""
            animated.tearDown = {
                lastFrame =
                    "\(GridBench.compositeNote(window)), \(window.benchPixmanBlends) faded copies blended by pixman, \(UIWindow.benchParkedAnimations) animated layers parked"
                reference.restore()
            }
            // The same animation with faded copies left to SDL's blitter (software renderer only).
            var sdlBlitted = Interleaved.Subject(name: "sdl-blitted") { window.runFrame() }
            sdlBlitted.setUp = {
                UIWindow.benchBlendsFadedCopiesWithPixman = false
                Self.start(grid.cells)
            }
            sdlBlitted.tearDown = {
                UIWindow.benchBlendsFadedCopiesWithPixman = true
                reference.restore()
            }
            let software = context.options.renderer == "software"
            var subjects = [reference.subject(), animated]
            let imgui = try context.imgui()
            if let imgui { subjects.append(Interleaved.Subject(name: "imgui") { imgui.animatedFrame(count: n) }) }
            if software { subjects.append(sdlBlitted) }
            let split = try Interleaved.measureSplit(subjects, in: context)
            let stats = split.map(\.total)
            try reference.verify()
            rows.append(
                BenchResult(
                    scenario: Self.name, name: "static", n: n, stats: stats[0], ratio: 1,
                    ratioTo: "grid-static labels",
                    note:
                        "reference: forceComposite() on the same grid, no animation, \(reference.checkedFrames) reference block(s) pixel-identical"
                ))
            var row = BenchResult(
                scenario: Self.name, name: "position+opacity", n: n, stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "grid-static labels",
                note: "\(n) UIView animations of center and alpha running; last frame: \(lastFrame)")
            if n == 1_000 { row.setTarget("≤ 1.5×", limit: 1.5, strict: false) }
            if let imgui, let r = BenchResult.ratio(stats[1].median, to: stats[2].median) {
                row.note =
                    (row.note ?? "")
                    + String(
                        format:
                            "; %.2f× Dear ImGui's animating frame (same run); outside SDL_RenderPresent %.2f ms, Dear ImGui's %.2f ms",
                        r, split[1].outsidePresent.median, split[2].outsidePresent.median)
                rows.append(row)
                rows.append(
                    BenchResult(
                        scenario: Self.name, name: "imgui position+opacity", n: n, stats: stats[2],
                        ratio: BenchResult.ratio(stats[2].median, to: stats[0].median), ratioTo: "grid-static labels",
                        note: imgui.lastFrameNote + ", labels moved and faded each frame"))
            } else {
                rows.append(row)
            }
            if software, let last = stats.last {
                rows.append(
                    BenchResult(
                        scenario: Self.name, name: "position+opacity, SDL blits", n: n, stats: last,
                        ratio: BenchResult.ratio(last.median, to: stats[0].median), ratioTo: "grid-static labels",
                        note: String(
                            format: "the same animation with faded copies left to SDL's blitter (no pixman); pixman's frame is %.2f× this",
                            (stats[1].median / last.median))))
            }
        }
        return rows
    }

    @MainActor
    private static func start(_ cells: [UIView]) {
        for cell in cells {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut, .allowUserInteraction],
                animations: {
                    cell.center.x += 8
                    cell.alpha = 0.5
                })
        }
    }
}
