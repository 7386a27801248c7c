/// Every scenario the probe knows, by group (one file per group, so that groups
/// grow independently).
enum ProbeCatalog {
    static let all: [ProbeScenario] =
        selfTestScenarios + stackAndMemoryScenarios + extremeValueScenarios + lifetimeScenarios
        + hostTeardownScenarios + hostRendererScenarios
        + textAttackScenarios + listsAndControllersScenarios + focusScenarios

    static func scenario(named name: String) -> ProbeScenario? {
        all.first { $0.name == name }
    }
}
