import Foundation

// reliability-probe NAME: runs one reproducer; exit 0 = behaved, 1 = wrong result,
// 2 = usage. `--list` prints the names. Tests run it as a child process (ProbeProcess).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
    for scenario in ProbeCatalog.all { print(scenario.name) }
    exit(0)
}
guard arguments.count == 1, let scenario = ProbeCatalog.scenario(named: arguments[0]) else {
    FileHandle.standardError.write(Data("usage: reliability-probe NAME | --list\n".utf8))
    exit(2)
}
do {
    try MainActor.assumeIsolated { try scenario.run() }
} catch {
    ProbeScenario.fail("threw \(error)")
}
exit(0)
