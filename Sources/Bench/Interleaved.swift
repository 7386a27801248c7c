import Foundation

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
        let total = frames ?? context.measuredFrames
        let rounds = max(1, min(context.rounds, total))
        let perBlock = (total + rounds - 1) / rounds
        var samples = Array(repeating: [Double](), count: subjects.count)
        for round in 0..<rounds {
            for (index, subject) in subjects.enumerated() {
                try subject.setUp()
                defer { subject.tearDown() }
                let warmup = round == 0 ? context.warmupFrames : blockWarmup
                for _ in 0..<warmup { try subject.frame() }
                let count = min(perBlock, total - samples[index].count)
                for _ in 0..<count { samples[index].append(try Stopwatch.milliseconds(subject.frame)) }
            }
        }
        return samples.map(Stats.init)
    }
}
