import Foundation
import Testing

/// Runs one `reliability-probe` scenario in a child process with a deadline, so a
/// crash or hang in a reproducer is reported as a test failure instead of ending
/// the whole suite.
struct ProbeProcess {
    /// How the child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
    }

    struct Outcome {
        let ending: Ending
        let output: String

        var behaved: Bool { ending == .exited(0) }
    }

    /// The probe executable, built beside the test bundle by `swift build --build-tests`.
    static var executable: URL? {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDirectory, bundleDirectory.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("reliability-probe") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `scenario`; a child still running after `deadline` seconds is killed.
    /// The deadline only bounds a hang: a behaving scenario ends in well under it.
    static func run(
        _ scenario: String, deadline: TimeInterval = 60,
        environment extra: [String: String] = [:]
    ) throws -> Outcome {
        guard let executable else {
            throw ProbeError.missingExecutable
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [scenario]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let collected = OutputCollector(pipe.fileHandleForReading)
        if ended.wait(timeout: .now() + deadline) == .timedOut {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            return Outcome(ending: .timedOut, output: collected.finish())
        }
        let output = collected.finish()
        switch process.terminationReason {
        case .exit: return Outcome(ending: .exited(process.terminationStatus), output: output)
        case .uncaughtSignal: return Outcome(ending: .signalled(process.terminationStatus), output: output)
        @unknown default: return Outcome(ending: .exited(process.terminationStatus), output: output)
        }
    }

    /// Runs `scenario` and records a test issue naming how it misbehaved.
    static func expectBehaves(
        _ scenario: String, deadline: TimeInterval = 60,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let outcome = try run(scenario, deadline: deadline)
        #expect(
            outcome.ending == .exited(0),
            "probe \(scenario) ended \(outcome.ending):\n\(outcome.output.suffix(4000))",
            sourceLocation: sourceLocation)
    }

    enum ProbeError: Error { case missingExecutable }
}

/// Reads a pipe to its end on a background thread, so a chatty child never blocks on a full pipe.
private final class OutputCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The output so far; call once, after the child ended. A grandchild that
    /// inherited the pipe (a crash reporter) may hold it open after the child
    /// is gone: the wait for the end of the output is bounded, so the harness
    /// never hangs on it.
    func finish() -> String {
        guard done.wait(timeout: .now() + 10) == .success else {
            return "(output still open 10 s after the probe ended; not read)"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
