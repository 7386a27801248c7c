import Foundation
import Testing
import SDLViewsTesting
import SDLViews

struct SamplesMissing: Error, CustomStringConvertible {
    var description: String { "the samples executable is not beside the tests: build it first (swift build --build-tests builds it)" }
}

/// The launcher as a user runs it: the `samples` executable built beside the tests.
@Suite struct SamplesTests {
    static let samplesBinary: URL? = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("samples")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    private func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        guard let binary = SamplesTests.samplesBinary else { throw SamplesMissing() }
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private var environmentWithoutDisplay: [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { env[key] = nil }
        return env
    }

    @Test func listNamesEverySample() throws {
        let result = try run(["--list"], environment: environmentWithoutDisplay)
        #expect(result.status == 0)
        for name in ["launcher", "hierarchy", "transforms", "clipping", "alpha", "fades", "nested", "counter-rotation", "curves", "springs", "keyframes", "scrubbing", "notes", "flip", "transition-gallery"] {
            #expect(result.output.contains(name))
        }
    }

    @Test func withoutADisplayTheLauncherFailsWithTheFix() throws {
        let result = try run([], environment: environmentWithoutDisplay)
        #expect(result.status == 1)
        #expect(result.output.contains("could not open a window"))
        #expect(result.output.contains("xvfb-run"))
        #expect(result.output.contains("--screenshot"))
    }

    /// Each sample headless, animated ones part-way through (virtual time, so exact).
    @Test(arguments: [("launcher", 0.0), ("hierarchy", 0), ("transforms", 0), ("clipping", 0), ("alpha", 0),
                      ("fades", 0), ("nested", 1.3), ("counter-rotation", 0.75), ("curves", 0.6), ("springs", 0.4), ("keyframes", 1.5), ("scrubbing", 0.2),
                      ("notes", 0), ("flip", 0), ("transition-gallery", 0),
                      ("draw-border", 0), ("nine-slice", 0), ("painter", 1.0),
                      ("custom-layer", 0), ("layer-gallery", 0.6), ("tiled-canvas", 0.1), ("content-modes", 0), ("drawing", 0), ("print", 0)])
    @MainActor func screenshotMatchesGolden(name: String, at time: Double) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sdlviews-\(name).png")
        let result = try run([name, "--screenshot", output.path, "--at", "\(time)"], environment: environmentWithoutDisplay)
        #expect(result.status == 0, "\(result.output)")
        let image = try #require(UIImage(contentsOfFile: output.path))
        #expect(image.size == CGSize(width: 800, height: 600))
        let golden = GoldenImage.compare(image, named: "sample-\(name)", in: CompositorTests.goldenDirectory)
        #expect(golden.matches, "\(golden)")
    }

    @Test func unknownSampleIsAClearError() throws {
        let result = try run(["nope", "--screenshot", "/tmp/x.png"], environment: environmentWithoutDisplay)
        #expect(result.status == 2)
        #expect(result.output.contains("unknown sample 'nope'"))
    }
}
