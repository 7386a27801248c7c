import Foundation

/// One benchmark scenario: a small type with a name, registered in
/// `ScenarioRegistry.all`. `run` returns the rows of its table; throwing means
/// the scenario could not run at all (the process then exits non-zero).
@MainActor
protocol Scenario {
    /// The command-line name, e.g. "grid-static".
    static var name: String { get }
    /// One line for `--list` and the table heading.
    static var summary: String { get }
    init()
    func run(in context: BenchContext) throws -> [BenchResult]
}
