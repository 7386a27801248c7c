import Foundation

/// Runs `scripts/kiwi_constraints.py` (kiwisolver from PyPI) as a subprocess
/// for the same constraint systems, with a time limit, so the `constraints`
/// scenario can print both side by side from the same run.
enum KiwiReference {
    struct Timings: Decodable {
        var add_ms: Double
        /// The fastest of the builds (the median is `add_ms`).
        var add_ms_min: Double?
        var edit_ms_per: Double
        var readd_ms: Double
        var values: [String: [Double]]
    }

    enum Outcome {
        case finished(Timings)
        case timedOut(seconds: Double)
        case failed(String)
    }

    static let scriptPath = "scripts/kiwi_constraints.py"

    /// nil when kiwisolver cannot be used, with the reason.
    static func unavailableReason() -> String? {
        guard FileManager.default.fileExists(atPath: scriptPath) else {
            return "\(scriptPath) not found (run bench from the repository root)"
        }
        let probe = run(["-c", "import kiwisolver"], timeout: 20)
        if case .finished = probe.status { return nil }
        return "python3 cannot import kiwisolver (pip install kiwisolver); kiwi columns skipped"
    }

    /// One run of the script for the system `systemArguments` describes,
    /// with `builds` fresh builds, killed after `timeout` seconds.
    static func measure(_ systemArguments: [String], builds: Int, timeout: Double) -> Outcome {
        let arguments = [scriptPath] + systemArguments + ["--builds", "\(builds)"]
        let result = run(arguments, timeout: timeout)
        switch result.status {
        case .timedOut: return .timedOut(seconds: timeout)
        case .failed(let why): return .failed(why)
        case .finished:
            guard let timings = try? JSONDecoder().decode(Timings.self, from: result.output) else {
                return .failed("unreadable output: \(String(decoding: result.output, as: UTF8.self))")
            }
            return .finished(timings)
        }
    }

    /// The script's arguments that describe the system and the edits.
    static func systemArguments(
        variant: String, n: Int, edits: Int, label: CGSize, button: CGSize,
        width: CGFloat
    ) -> [String] {
        [
            "--variant", variant, "--n", "\(n)", "--edits", "\(edits)",
            "--label", "\(Double(label.width))", "\(Double(label.height))",
            "--button", "\(Double(button.width))", "\(Double(button.height))", "--width", "\(Double(width))"
        ]
    }

    private enum Status { case finished, timedOut, failed(String) }

    private static func run(_ arguments: [String], timeout: Double) -> (status: Status, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (.failed("\(error)"), Data()) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return (.timedOut, Data())
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        return process.terminationStatus == 0
            ? (.finished, output) : (.failed("exit \(process.terminationStatus)"), output)
    }
}
