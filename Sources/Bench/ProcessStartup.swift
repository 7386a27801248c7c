import Foundation

/// Start-up as a player meets it: a fresh process from `exec` to its exit
/// after the first presented frame (`samples --first-frame` against
/// `bare-frame`, a C program that opens a window and presents once). Both
/// executables are looked for beside the bench's own; the video and render
/// drivers are the bench's.
struct ProcessStartup {
    let folder: URL
    let environment: [String: String]

    init(videoDriver: String, renderer: String) {
        folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = videoDriver
        environment["SDL_RENDER_DRIVER"] = renderer
        // Start-up without the accessibility bus probe a desktop session would add to both sides unequally.
        environment["SDLVIEWS_ATSPI"] = "0"
        self.environment = environment
    }

    /// The executables it needs that are missing (build them with `swift build`).
    var missing: [String] {
        ["samples", "bare-frame"].filter { !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0).path) }
    }

    /// Milliseconds from launch to exit of `bare-frame` and of `samples --first-frame`, alternating.
    func measure(repetitions: Int) throws -> (bare: [Double], launcher: [Double]) {
        var bare: [Double] = [], launcher: [Double] = []
        for _ in 0..<repetitions {
            bare.append(try time("bare-frame", []))
            launcher.append(try time("samples", ["--first-frame"]))
        }
        return (bare, launcher)
    }

    private func time(_ executable: String, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = folder.appendingPathComponent(executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = Stopwatch.nanoseconds()
        try process.run()
        process.waitUntilExit()
        let elapsed = Double(Stopwatch.nanoseconds() - start) / 1e6
        guard process.terminationStatus == 0 else {
            throw RawBaselines.Failure(
                description: "bench: \(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return elapsed
    }
}
