import Foundation

/// One reproducer the reliability tests run in a child process, so that a crash,
/// a stack overflow or a hang is reported by the test instead of killing the suite.
///
/// `run` returns normally when the scenario behaved; it calls `ProbeScenario.fail(_:)`
/// when it ran to the end with a wrong result. A crash ends the process with a signal;
/// a hang is ended by the test's deadline.
struct ProbeScenario: Sendable {
    let name: String
    let run: @MainActor @Sendable () throws -> Void

    init(_ name: String, run: @escaping @MainActor @Sendable () throws -> Void) {
        self.name = name
        self.run = run
    }

    /// Ends the probe with exit status 1 and `reason` on standard error.
    static func fail(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("probe failed: \(reason)\n".utf8))
        exit(1)
    }

    /// Fails the probe unless `condition` holds.
    static func expect(_ condition: Bool, _ reason: @autoclosure () -> String) {
        if !condition { fail(reason()) }
    }
}
