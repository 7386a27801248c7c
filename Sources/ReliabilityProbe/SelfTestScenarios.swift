import Foundation

/// Scenarios that check the harness itself: a pass, a reported failure, a crash and a hang.
let selfTestScenarios: [ProbeScenario] = [
    ProbeScenario("self-test-pass") {},
    ProbeScenario("self-test-fail") { ProbeScenario.fail("deliberate") },
    ProbeScenario("self-test-crash") {
        let values: [Int] = []
        _ = values[Int(CommandLine.arguments.count + 1)]
    },
    ProbeScenario("self-test-hang") {
        while true { pause() }
    }
]
