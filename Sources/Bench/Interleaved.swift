import CImGuiBench
import Foundation
import SDLViews

/// Measures several things against each other in alternating blocks of frames
/// (round 1: A, B, C; round 2: A, B, C; …) so that a slow drift of the machine
/// (another process, a thermal change) is shared by everything compared instead
/// of landing on whichever ran last.
@MainActor
enum Interleaved {
    struct Subject {
        var name: String
        /// Untimed, before each block (e.g. put a grid into the window).
        var setUp: () throws -> Void = {}
        /// Untimed, after each block.
        var tearDown: () -> Void = {}
        /// One timed frame.
        var frame: () throws -> Void
    }

    /// Untimed frames at the start of later blocks (the first block gets the context's warm-up).
    static let blockWarmup = 2

    /// Per subject, the statistics of `frames` (default `context.measuredFrames`) timed frames.
    static func measure(_ subjects: [Subject], in context: BenchContext, frames: Int? = nil) throws -> [Stats] {
        try measureSplit(subjects, in: context, frames: frames).map(\.total)
    }

    /// The same, with each frame's time outside `SDL_RenderPresent` beside it:
    /// GPU renderers finish drawing inside the present, so what remains is the
    /// CPU's part of the frame (building, batching, queueing commands).
    static func measureSplit(_ subjects: [Subject], in context: BenchContext, frames: Int? = nil) throws
        -> [(total: Stats, outsidePresent: Stats)]
    {
        let total = frames ?? context.measuredFrames
        let rounds = max(1, min(context.rounds, total))
        let perBlock = (total + rounds - 1) / rounds
        var samples = Array(repeating: [Double](), count: subjects.count)
        var outside = samples
        UIWindow.benchTimesPresents = true
        defer { UIWindow.benchTimesPresents = false }
        for round in 0..<rounds {
            for (index, subject) in subjects.enumerated() {
                try subject.setUp()
                defer { subject.tearDown() }
                let warmup = round == 0 ? context.warmupFrames : blockWarmup
                for _ in 0..<warmup { try subject.frame() }
                let count = min(perBlock, total - samples[index].count)
                for _ in 0..<count {
                    let presented = PresentClock.nanoseconds()
                    let milliseconds = try Stopwatch.milliseconds(subject.frame)
                    samples[index].append(milliseconds)
                    outside[index].append(milliseconds - Double(PresentClock.nanoseconds() - presented) / 1e6)
                }
            }
        }
        return zip(samples, outside).map { (Stats($0), Stats($1)) }
    }
}

/// Time spent in `SDL_RenderPresent` by SDLViews' windows and by the Dear ImGui comparator.
@MainActor
enum PresentClock {
    static func nanoseconds() -> UInt64 { UIWindow.benchPresentNanoseconds &+ imgui_bench_present_nanoseconds() }
}
