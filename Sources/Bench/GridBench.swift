import Foundation
import SDLViews

/// Building blocks of the menu-grid scenarios: grids put into the shared
/// window, the forced full composite ("grid-static") every grid scenario
/// compares against, the raw-SDL baselines, and a pixel comparison.
@MainActor
enum GridBench {
    static let defaultCounts = [100, 1_000, 10_000]

    /// The N values to sweep: the defaults, or those given with `--n`.
    static func counts(_ context: BenchContext) -> [Int] {
        context.options.counts.isEmpty ? defaultCounts : context.options.counts
    }

    /// Builds a grid (not yet in the window).
    static func makeGrid(_ kind: MenuGrid.Kind, count: Int, in context: BenchContext) throws -> MenuGrid {
        _ = try context.window()
        context.settle()  // releases textures of grids dropped earlier
        return MenuGrid(kind: kind, count: count)
    }

    /// Puts `grid` into the window and runs one frame (layout, text rasterization
    /// the first time, composite).
    static func show(_ grid: MenuGrid, in window: UIWindow) {
        grid.install(in: window)
        window.runFrame()
    }

    /// Builds a grid and shows it.
    static func installGrid(_ kind: MenuGrid.Kind, count: Int, in context: BenchContext) throws -> MenuGrid {
        let grid = try makeGrid(kind, count: count, in: context)
        show(grid, in: try context.window())
        return grid
    }

    /// Runs `body` for every grid the scenarios measure (each N, labels then
    /// mixed), with the grid shown in the window and removed afterwards.
    static func forEachGrid(in context: BenchContext, _ body: (MenuGrid.Kind, Int, MenuGrid) throws -> Void) throws {
        for n in counts(context) {
            for kind in [MenuGrid.Kind.labels, .mixed] {
                let grid = try installGrid(kind, count: n, in: context)
                defer { grid.remove() }
                try body(kind, n, grid)
            }
        }
    }

    /// grid-static's frame: clear, draw everything, present, whatever changed.
    static func staticSubject(
        _ name: String, window: UIWindow, setUp: @escaping () throws -> Void = {},
        tearDown: @escaping () -> Void = {}
    ) -> Interleaved.Subject {
        Interleaved.Subject(name: name, setUp: setUp, tearDown: tearDown) { window.forceComposite() }
    }

    /// A raw-SDL baseline frame with `count` quads.
    static func baselineSubject(_ kind: RawBaselines.Kind, count: Int, in context: BenchContext) throws
        -> Interleaved.Subject
    {
        let baselines = try context.baselines()
        try baselines.prepare(count: count)
        return Interleaved.Subject(name: kind.rawValue) { baselines.drawFrame(kind, count: count) }
    }

    static func baselineNote(_ kind: RawBaselines.Kind, count: Int) -> String {
        switch kind {
        case .geom1: return "1 SDL_RenderGeometry call, 1 texture"
        case .copy: return "\(count) SDL_RenderCopy calls, 1 texture"
        case .ttfCached: return "\(count) SDL_RenderCopy calls, \(count) textures"
        case .ttfCachedMixed:
            return "\(count / 2) SDL_RenderFillRect + \(count) SDL_RenderCopy calls: the mixed grid's pixels by hand"
        }
    }

    static func compositeNote(_ window: UIWindow) -> String {
        let s = window.lastCompositeStatistics
        let copied = window.benchFlattenedCards.copied
        let flattened = copied > 0 ? " (\(copied) of them from flattened copies)" : ""
        return
            "\(s.layersDrawn) layers drawn\(flattened), \(s.drawCalls) draw calls, \(s.offscreenPasses) offscreen passes per frame"
    }

    /// Pixels of one baseline frame, drawn now on the shared renderer.
    static func baselineFrame(_ kind: RawBaselines.Kind, count: Int, in context: BenchContext) throws -> CGImage? {
        let baselines = try context.baselines()
        try baselines.prepare(count: count)
        baselines.drawFrame(kind, count: count)
        return try context.window().readFramePixels()
    }

    /// How far two frames are apart: pixels whose colour differs by more than 2
    /// in any channel, the largest channel difference, and how many pixels of
    /// `a` are not black (so that "no difference" is not two empty frames).
    static func difference(_ a: CGImage, _ b: CGImage) -> (pixels: Int, maxDelta: Int, inked: Int)? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var pixels = 0, maxDelta = 0, inked = 0
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                var i = 0
                while i < p.count {
                    var worst = 0
                    for c in 0..<3 { worst = max(worst, abs(Int(p[i + c]) - Int(q[i + c]))) }
                    if worst > 2 { pixels += 1 }
                    if p[i] != 0 || p[i + 1] != 0 || p[i + 2] != 0 { inked += 1 }
                    maxDelta = max(maxDelta, worst)
                    i += 4
                }
            }
        }
        return (pixels, maxDelta, inked)
    }
}
