import Foundation

/// Everything `--json FILE` writes.
struct BenchReport: Codable {
    struct ScenarioReport: Codable {
        var name: String
        var summary: String
        var seconds: Double
        /// Why the scenario could not run, if it could not.
        var error: String?
        var results: [BenchResult]
    }

    var command: [String]
    var quick: Bool
    var warmupFrames: Int
    var measuredFrames: Int
    var date: String
    var machine: MachineInfo
    var totalSeconds: Double
    var scenarios: [ScenarioReport]

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(self)
        try data.write(to: URL(fileURLWithPath: path))
    }
}
