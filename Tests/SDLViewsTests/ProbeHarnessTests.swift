import Foundation
import Testing

/// The child-process harness the reliability reproducers run in must tell a pass,
/// a wrong result, a crash and a hang apart.
@Suite struct ProbeHarnessTests {
    @Test func aBehavingScenarioExitsZero() throws {
        #expect(try ProbeProcess.run("self-test-pass").ending == .exited(0))
    }

    @Test func aWrongResultExitsOneWithItsReason() throws {
        let outcome = try ProbeProcess.run("self-test-fail")
        #expect(outcome.ending == .exited(1))
        #expect(outcome.output.contains("probe failed: deliberate"))
    }

    @Test func aCrashIsReportedAsASignal() throws {
        let outcome = try ProbeProcess.run("self-test-crash")
        guard case .signalled = outcome.ending else {
            Issue.record("expected a signal, got \(outcome.ending)")
            return
        }
    }

    @Test func aHangIsEndedAtTheDeadline() throws {
        #expect(try ProbeProcess.run("self-test-hang", deadline: 1).ending == .timedOut)
    }

    @Test func anUnknownScenarioIsAUsageError() throws {
        #expect(try ProbeProcess.run("no-such-scenario").ending == .exited(2))
    }
}
