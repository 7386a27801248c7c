import Foundation
import CSDL
import SDLViews

/// startup: from nothing to the first presented frame of a window showing a
/// 100-label grid, against a bare SDL window + software renderer presenting
/// one cleared frame (on the chosen renderer). Both in this process, several repetitions each.
struct StartupScenario: Scenario {
    static let name = "startup"
    static let summary =
        "new window with a 100-label grid to first presented frame; ratio to a bare SDL window + the same renderer presenting once"

    static let labels = 100

    func run(in context: BenchContext) throws -> [BenchResult] {
        let repetitions = context.quick ? 2 : 15
        // Whether this is the first thing the process does with SDL and fonts.
        let cold = SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0 && !context.hasWindow
        let first = try frameworkStartup(context)
        var framework: [Double] = [], bare: [Double] = []
        for _ in 0..<repetitions {
            bare.append(try bareStartup(context))
            framework.append(try frameworkStartup(context))
        }
        let bareStats = Stats(bare), frameworkStats = Stats(framework)
        var rows = [
            BenchResult(
                scenario: Self.name, name: "bare SDL window+renderer", n: 1, stats: bareStats, ratio: 1,
                ratioTo: "bare SDL",
                note:
                    "SDL_CreateWindow (hidden) + SDL_CreateRenderer (\(context.options.renderer)) + clear + SDL_RenderPresent"
            ),
            BenchResult(
                scenario: Self.name, name: "UIWindow + 100 labels", n: Self.labels, stats: frameworkStats,
                ratio: BenchResult.ratio(frameworkStats.median, to: bareStats.median), ratioTo: "bare SDL",
                note: "makeHeadless + build grid + runFrame (layout, text rasterization, composite, present)")
        ]
        let firstName = cold ? "first in process (cold)" : "first repetition"
        rows.append(
            BenchResult(
                scenario: Self.name, name: firstName, n: Self.labels, stats: Stats(single: first),
                ratio: BenchResult.ratio(first, to: bareStats.median), ratioTo: "bare SDL",
                note: cold
                    ? "includes SDL video init, SDL_ttf init, font registration and first font open"
                    : "SDL and fonts were already set up by an earlier scenario"))
        rows += try processRows(context)
        return rows
    }

    /// The release launcher's first frame against a bare SDL program's, each
    /// a fresh process (issue 43's start-up target: ≤ 3×).
    private func processRows(_ context: BenchContext) throws -> [BenchResult] {
        let startup = ProcessStartup(videoDriver: context.options.videoDriver, renderer: context.options.renderer)
        guard startup.missing.isEmpty else {
            print("startup: process rows skipped: \(startup.missing.joined(separator: ", ")) not built beside the bench")
            return []
        }
        let times = try startup.measure(repetitions: context.quick ? 2 : 15)
        let bare = Stats(times.bare), launcher = Stats(times.launcher)
        var launcherRow = BenchResult(
            scenario: Self.name, name: "process: samples --first-frame", n: 1, stats: launcher,
            ratio: BenchResult.ratio(launcher.median, to: bare.median), ratioTo: "process: bare-frame",
            note: "exec to exit: the launcher's window, list and first presented frame")
        launcherRow.setTarget("≤ 3×", limit: 3)
        return [
            BenchResult(
                scenario: Self.name, name: "process: bare-frame", n: 1, stats: bare, ratio: 1,
                ratioTo: "process: bare-frame", note: "exec to exit: a C program's SDL_Init, window, renderer, one present"),
            launcherRow,
        ]
    }

    /// Milliseconds to the first presented frame; closing the window is not timed.
    @MainActor
    private func frameworkStartup(_ context: BenchContext) throws -> Double {
        let start = Stopwatch.nanoseconds()
        let window = try context.makeWindow()
        let grid = MenuGrid(kind: .labels, count: Self.labels)
        grid.install(in: window)
        let before = window.compositedFrameCount
        window.runFrame()
        let elapsed = Double(Stopwatch.nanoseconds() - start) / 1e6
        let presented = window.compositedFrameCount > before
        window.close()
        guard presented else {
            throw RawBaselines.Failure(description: "bench: startup window presented nothing on its first frame")
        }
        return elapsed
    }

    /// Milliseconds to the first presented frame; destroying is not timed.
    @MainActor
    private func bareStartup(_ context: BenchContext) throws -> Double {
        let start = Stopwatch.nanoseconds()
        let centered: Int32 = 0x2FFF_0000
        guard
            let window = SDL_CreateWindow(
                "bare", centered, centered, Int32(BenchContext.windowSize.width),
                Int32(BenchContext.windowSize.height), SDL_WINDOW_HIDDEN.rawValue)
        else {
            throw RawBaselines.Failure(
                description: "bench: SDL_CreateWindow failed: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, context.renderDriverIndex(), 0) else {
            throw RawBaselines.Failure(
                description: "bench: SDL_CreateRenderer failed: \(String(cString: SDL_GetError()))")
        }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        SDL_RenderPresent(renderer)
        let elapsed = Double(Stopwatch.nanoseconds() - start) / 1e6
        SDL_DestroyRenderer(renderer)
        return elapsed
    }
}
