import Foundation
import CSDL

/// Runs the requested scenarios in registry order, prints a table per
/// scenario, writes the JSON report, and returns the exit status.
@MainActor
struct BenchRunner {
    let arguments: [String]

    func run() -> Int32 {
        let options: BenchOptions
        do { options = try BenchOptions.parse(arguments) } catch {
            printError("bench: \(error)\n\n\(BenchOptions.usage(scenarios: ScenarioRegistry.names))")
            return 2
        }
        if options.showHelp {
            print(BenchOptions.usage(scenarios: ScenarioRegistry.names))
            return 0
        }
        if options.listOnly {
            for scenario in ScenarioRegistry.all { print("\(scenario.name)\t\(scenario.summary)") }
            return 0
        }
        let unknown = options.scenarios.filter { ScenarioRegistry.scenario(named: $0) == nil }
        guard unknown.isEmpty else {
            printError(
                "bench: unknown scenario \(unknown.joined(separator: ", ")); known: \(ScenarioRegistry.names.joined(separator: ", "))"
            )
            return 2
        }
        let selected = ScenarioRegistry.all.filter { options.scenarios.isEmpty || options.scenarios.contains($0.name) }
        let known = Self.renderDriverNames()
        guard known.contains(options.renderer) else {
            printError(
                "bench: this SDL has no '\(options.renderer)' renderer; it has: \(known.joined(separator: ", "))")
            return 2
        }

        let context = BenchContext(options: options)
        let started = Stopwatch.nanoseconds()
        print(MachineInfo.current(renderer: nil).summary.split(separator: "\n").first.map(String.init) ?? "")
        print(
            "mode: \(options.quick ? "quick (smoke run, numbers not meaningful)" : "full"), "
                + "\(context.warmupFrames) warm-up + \(context.measuredFrames) measured frames per measurement; window 1280×720 @1x, "
                + "requested: SDL \(options.videoDriver) video driver, \(options.renderer) renderer")
        var reports: [BenchReport.ScenarioReport] = []
        var failed = false
        for scenario in selected {
            print("\n== \(scenario.name): \(scenario.summary)")
            fflush(nil)
            let scenarioStart = Stopwatch.nanoseconds()
            var results: [BenchResult] = []
            var errorText: String?
            do {
                results = try scenario.init().run(in: context)
            } catch let error as BenchContext.WindowUnavailable {
                // Measuring on another renderer than the one asked for would mislabel every figure.
                printError("\(error)")
                context.tearDown()
                return 2
            } catch {
                errorText = "\(error)"
                failed = true
            }
            let seconds = Double(Stopwatch.nanoseconds() - scenarioStart) / 1e9
            if !results.isEmpty { print(ResultTable.render(results)) }
            if let errorText { printError("FAILED: \(scenario.name): \(errorText)") }
            print(String(format: "(%@ took %.1f s)", scenario.name, seconds))
            fflush(nil)
            reports.append(
                .init(
                    name: scenario.name, summary: scenario.summary, seconds: seconds, error: errorText, results: results
                ))
        }
        let machine = MachineInfo.current(renderer: context.renderer)
        let total = Double(Stopwatch.nanoseconds() - started) / 1e9
        print("\n" + machine.summary)
        print(String(format: "total %.1f s", total))
        context.tearDown()

        if let path = options.jsonPath {
            let report = BenchReport(
                command: CommandLine.arguments, quick: options.quick,
                warmupFrames: context.warmupFrames, measuredFrames: context.measuredFrames,
                date: ISO8601DateFormatter().string(from: Date()), machine: machine,
                totalSeconds: total, scenarios: reports)
            do {
                try report.write(to: path)
                print("wrote \(path)")
            } catch {
                printError("bench: cannot write \(path): \(error)")
                return 1
            }
        }
        return failed ? 1 : 0
    }

    /// The SDL renderers this SDL was built with ("software", "opengl", …).
    private static func renderDriverNames() -> [String] {
        var info = SDL_RendererInfo()
        return (0..<SDL_GetNumRenderDrivers()).compactMap { index in
            SDL_GetRenderDriverInfo(index, &info) == 0 ? info.name.map { String(cString: $0) } : nil
        }
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
