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

    /// posix_spawn and waitpid, not Foundation's `Process`: its
    /// `waitUntilExit()` notices an exit only at its run loop's next poll,
    /// which rounded every time up to a multiple of 50 ms.
    private func time(_ executable: String, _ arguments: [String]) throws -> Double {
        let path = folder.appendingPathComponent(executable).path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        }
        var pid = pid_t()
        let start = Stopwatch.nanoseconds()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw RawBaselines.Failure(description: "bench: cannot start \(path): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let elapsed = Double(Stopwatch.nanoseconds() - start) / 1e6
        // WIFEXITED and WEXITSTATUS are C macros: a normal exit has no signal bits and the status in bits 8-15.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw RawBaselines.Failure(
                description: "bench: \(executable) \(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        return elapsed
    }
}
