import Foundation

/// What `reliability-probe` was asked to do, parsed without side effects.
enum ProbeCommandLine: Equatable {
    case run(String)
    case list
    case help

    struct UsageError: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static let usage = """
        usage: reliability-probe NAME
               reliability-probe --list | --help

          NAME     run one reproducer of a crash or hang; exit 0 = behaved, 1 = wrong result
          --list   print the names
          --help   show this help

        A bad command line exits with status 2.

        """

    /// Parses `arguments` (without the program name) against the probe names `known`.
    static func parse(_ arguments: [String], known: [String]) throws(UsageError) -> ProbeCommandLine {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        if arguments == ["--list"] { return .list }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            throw UsageError(message: "unknown option '\(option)'; see reliability-probe --help")
        }
        guard let name = arguments.first else {
            throw UsageError(message: "no probe named; reliability-probe --list lists them")
        }
        guard arguments.count == 1 else {
            throw UsageError(message: "one probe at a time; '\(arguments[1])' is one too many")
        }
        guard known.contains(name) else {
            throw UsageError(message: "unknown probe '\(name)'; reliability-probe --list lists them")
        }
        return .run(name)
    }
}
