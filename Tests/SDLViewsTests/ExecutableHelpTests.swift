import Foundation
import Testing
import SDLGame
@testable import ReliabilityProbe

/// `--help` on every executable prints the usage and exits 0 without opening a
/// window; an unknown argument is refused with a message and status 2 (issue 37).
@Suite struct ExecutableHelpTests {
    /// The executables built beside the tests (`swift build --build-tests` builds them all).
    private static func binary(_ name: String) -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    private struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name) is not beside the tests: swift build --build-tests builds it" }
    }

    /// Runs `name` without a display, so a window that opened by mistake would fail loudly.
    private func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        guard let url = Self.binary(name) else { throw Missing(name: name) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test(arguments: ["samples", "sdl-game", "bench", "reliability-probe"])
    func helpPrintsTheUsageAndExitsZero(_ name: String) throws {
        for flag in ["--help", "-h"] {
            let result = try run(name, [flag])
            #expect(result.status == 0, "\(name) \(flag): \(result.error)")
            #expect(result.output.hasPrefix("usage: \(name)"), "\(name) \(flag): \(result.output)")
            #expect(result.error.isEmpty, "\(name) \(flag) wrote to standard error: \(result.error)")
        }
    }

    @Test(arguments: ["samples", "sdl-game", "bench", "reliability-probe"])
    func anUnknownOptionIsRefusedWithStatusTwo(_ name: String) throws {
        let result = try run(name, ["--no-such-option"])
        #expect(result.status == 2, "\(name): \(result.output) \(result.error)")
        #expect(result.error.contains("--no-such-option"), "\(name) names the option: \(result.error)")
    }

    @Test func sdlGameParsesItsArguments() throws {
        #expect(try GameCommandLine.parse([]) == .play)
        #expect(try GameCommandLine.parse(["--help"]) == .help)
        #expect(try GameCommandLine.parse(["--screenshot", "a.png"]) == .screenshot(path: "a.png"))
        #expect(try GameCommandLine.parse(["--screenshot", "a.png", "-h"]) == .help)
        #expect(throws: GameCommandLine.UsageError(message: "--screenshot needs a file name; see sdl-game --help")) {
            try GameCommandLine.parse(["--screenshot"])
        }
        #expect(throws: GameCommandLine.UsageError(message: "unexpected argument 'fast'; see sdl-game --help")) {
            try GameCommandLine.parse(["fast"])
        }
        #expect(
            throws: GameCommandLine.UsageError(
                message: "cannot write 'a.jpg': the screenshot is a PNG, so the name ends in .png")
        ) { try GameCommandLine.parse(["--screenshot", "a.jpg"]) }
    }

    @Test func reliabilityProbeParsesItsArguments() throws {
        let known = ["deep-chain", "huge-shadow"]
        #expect(try ProbeCommandLine.parse(["deep-chain"], known: known) == .run("deep-chain"))
        #expect(try ProbeCommandLine.parse(["--list"], known: known) == .list)
        #expect(try ProbeCommandLine.parse(["--help"], known: known) == .help)
        #expect(throws: ProbeCommandLine.UsageError(message: "unknown probe 'nope'; reliability-probe --list lists them")) {
            try ProbeCommandLine.parse(["nope"], known: known)
        }
        #expect(throws: ProbeCommandLine.UsageError(message: "no probe named; reliability-probe --list lists them")) {
            try ProbeCommandLine.parse([], known: known)
        }
        #expect(throws: ProbeCommandLine.UsageError(message: "one probe at a time; 'huge-shadow' is one too many")) {
            try ProbeCommandLine.parse(["deep-chain", "huge-shadow"], known: known)
        }
    }
}
