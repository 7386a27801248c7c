import Foundation

// reliability-probe NAME: runs one reproducer; exit 0 = behaved, 1 = wrong result,
// 2 = usage. `--list` prints the names, `--help` the usage. Tests run it as a child process (ProbeProcess).
let command: ProbeCommandLine
do {
    command = try ProbeCommandLine.parse(
        Array(CommandLine.arguments.dropFirst()), known: ProbeCatalog.all.map(\.name))
} catch {
    FileHandle.standardError.write(Data("reliability-probe: \(error)\n".utf8))
    exit(2)
}
switch command {
case .help:
    print(ProbeCommandLine.usage, terminator: "")
case .list:
    for scenario in ProbeCatalog.all { print(scenario.name) }
case .run(let name):
    guard let scenario = ProbeCatalog.scenario(named: name) else { exit(2) }
    do {
        try MainActor.assumeIsolated { try scenario.run() }
    } catch {
        ProbeScenario.fail("threw \(error)")
    }
}
exit(0)
