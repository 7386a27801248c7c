import Foundation

/// Monotonic wall-clock timing in milliseconds.
enum Stopwatch {
    @inline(__always)
    static func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Milliseconds `body` took.
    @inline(__always)
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = nanoseconds()
        try body()
        return Double(nanoseconds() - start) / 1e6
    }

    /// Runs `body` `warmup` times untimed, then `frames` times timing each run.
    static func frames(warmup: Int, frames: Int, _ body: () throws -> Void) rethrows -> Stats {
        for _ in 0..<warmup { try body() }
        var times: [Double] = []
        times.reserveCapacity(frames)
        for _ in 0..<frames { times.append(try milliseconds(body)) }
        return Stats(times)
    }
}
