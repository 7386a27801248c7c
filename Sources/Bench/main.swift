import Foundation

// `swift run -c release bench [scenario ...] [--quick] [--frames N] [--renderer NAME] [--video DRIVER] [--json FILE]`
// See BENCHMARKS.md for what every scenario measures and the latest results.
let status = MainActor.assumeIsolated { BenchRunner(arguments: Array(CommandLine.arguments.dropFirst())).run() }
exit(status)
