import Foundation
import Testing
import SDLViewsTesting
import SDLViews

struct SamplesMissing: Error, CustomStringConvertible {
    var description: String {
        "the samples executable is not beside the tests: build it first (swift build --build-tests builds it)"
    }
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
        for name in [
            "launcher", "hierarchy", "transforms", "filters", "clipping", "alpha", "fades", "nested", "counter-rotation", "curves",
            "springs", "keyframes", "scrubbing", "notes", "flip", "transition-gallery",
            "draw-border", "nine-slice", "painter", "custom-layer", "layer-gallery", "tiled-canvas", "map", "pager",
            "content-modes", "drawing", "print",
            "touches", "gestures", "hit-test", "buttons", "button-configurations", "sheets-search", "keyboard", "name-entry", "chat", "ime", "autoresizing",
            "constraints-form", "pause-menu", "options", "priorities", "game-menu", "settings-table", "settings-list", "save-slots",
            "quest-log",
            "log-console", "inventory-grid", "shooter", "interface-builder", "traits"
        ] {
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
    @Test(arguments: [
        ("launcher", 0.0), ("hierarchy", 0), ("transforms", 0), ("filters", 0), ("clipping", 0), ("alpha", 0),
        ("fades", 0), ("nested", 1.3), ("counter-rotation", 0.75), ("curves", 0.6), ("springs", 0.4),
        ("keyframes", 1.5), ("scrubbing", 0.2),
        ("notes", 0), ("flip", 0), ("transition-gallery", 0),
        ("draw-border", 0), ("nine-slice", 0), ("painter", 1.0),
        ("custom-layer", 0), ("layer-gallery", 0.6), ("tiled-canvas", 0), ("map", 0), ("pager", 0),
        ("content-modes", 0), ("drawing", 0),
        ("print", 0),
        ("touches", 0), ("gestures", 0), ("hit-test", 0), ("buttons", 0), ("button-configurations", 0), ("sheets-search", 0), ("keyboard", 0),
        ("name-entry", 0), ("chat", 0), ("ime", 0), ("autoresizing", 0), ("constraints-form", 0), ("pause-menu", 0),
        ("options", 1.5), ("priorities", 1.5), ("game-menu", 0), ("settings-table", 0), ("settings-list", 0), ("save-slots", 0),
        ("quest-log", 0), ("log-console", 2), ("inventory-grid", 0),
        ("interface-builder", 0), ("traits", 0), ("bidi-editing", 0)
    ])
    @MainActor func screenshotMatchesGolden(name: String, at time: Double) throws {
        let output = TestScratch.url("\(name).png")
        let result = try run(
            [name, "--screenshot", output.path, "--at", "\(time)"], environment: environmentWithoutDisplay)
        #expect(result.status == 0, "\(result.output)")
        let image = try #require(UIImage(contentsOfFile: output.path))
        #expect(image.size == CGSize(width: 800, height: 600))
        let golden = GoldenImage.compare(image, named: "sample-\(name)", in: CompositorTests.goldenDirectory)
        #expect(golden.matches, "\(golden)")
    }

    /// The traits sample started dark and at the first accessibility text
    /// size through the environment, as a player would; a bad value is
    /// reported and the default (light) kept.
    @Test(arguments: [
        ("SDLVIEWS_APPEARANCE", "dark", "sample-traits-dark"),
        ("SDLVIEWS_CONTENT_SIZE", "AX1", "sample-traits-ax1"),
        ("SDLVIEWS_APPEARANCE", "sepia", "sample-traits"),
    ])
    @MainActor func traitsSampleFollowsTheEnvironment(key: String, value: String, golden: String) throws {
        let output = TestScratch.url("traits-\(value).png")
        var environment = environmentWithoutDisplay
        environment[key] = value
        let result = try run(["traits", "--screenshot", output.path, "--at", "0"], environment: environment)
        #expect(result.status == 0, "\(result.output)")
        if value == "sepia" { #expect(result.output.contains("SDLVIEWS_APPEARANCE=\"sepia\" ignored: expected light or dark")) }
        let image = try #require(UIImage(contentsOfFile: output.path))
        let compared = GoldenImage.compare(image, named: golden, in: CompositorTests.goldenDirectory)
        #expect(compared.matches, "\(compared)")
    }

    @Test func unknownSampleIsAClearError() throws {
        let result = try run(["nope", "--screenshot", "/tmp/x.png"], environment: environmentWithoutDisplay)
        #expect(result.status == 2)
        #expect(result.output.contains("unknown sample 'nope'"))
    }

    /// Without --screenshot too: an unknown name no longer opens the launcher (which would fail here without a display).
    @Test func unknownSampleOrOptionIsRefusedBeforeAnyWindowOpens() throws {
        let name = try run(["hierachy"], environment: environmentWithoutDisplay)
        #expect(name.status == 2)
        #expect(
            name.output == "samples: unknown sample 'hierachy' (did you mean 'hierarchy'?); samples --list lists them\n"
        )
        let option = try run(["--verbose"], environment: environmentWithoutDisplay)
        #expect(option.status == 2)
        #expect(option.output == "samples: unknown option '--verbose'; see samples --help\n")
    }

    @Test func helpPrintsTheUsage() throws {
        let result = try run(["--help"], environment: environmentWithoutDisplay)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("usage: samples"))
        #expect(result.output.contains("--at SECONDS"))
        #expect(result.output.contains("0…600"))
    }

    @Test(arguments: ["inf", "nan", "-3"])
    func aTimeThatIsNotFiniteOrIsNegativeIsRefused(_ time: String) throws {
        let result = try run(
            ["nested", "--screenshot", "/tmp/sdlviews-never.png", "--at", time], environment: environmentWithoutDisplay)
        #expect(result.status == 2)
        #expect(result.output.contains("--at '\(time)' is not a time in seconds from 0 to 600"))
    }

    @Test func anUnwritablePathSaysWhy() throws {
        let result = try run(
            ["hierarchy", "--screenshot", "/nonexistent-dir/x.png"], environment: environmentWithoutDisplay)
        #expect(result.status == 1)
        #expect(result.output == "samples: cannot write /nonexistent-dir/x.png: No such file or directory\n")
    }

    @Test @MainActor func jpegNamesGetJPEGBytesAtTheRequestedSize() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sdlviews-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try run(
            ["hierarchy", "--screenshot", output.path, "--size", "640x480"], environment: environmentWithoutDisplay)
        #expect(result.status == 0, "\(result.output)")
        let data = try Data(contentsOf: output)
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])  // the JPEG start-of-image marker
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 640, height: 480))
    }

    /// SIGTERM (and SIGINT) stop a long render between frames: status 128 + signal, no file left behind.
    @Test func aSignalStopsALongScreenshot() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sdlviews-\(UUID().uuidString).png")
        let process = Process()
        guard let binary = SamplesTests.samplesBinary else { throw SamplesMissing() }
        process.executableURL = binary
        process.arguments = ["priorities", "--screenshot", output.path, "--at", "600"]
        process.environment = environmentWithoutDisplay
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The first line says the render started, so the handlers are in place.
        let started = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
        #expect(started.hasPrefix("samples: rendering 'priorities' after 600 s of animation"))
        process.terminate()
        let rest = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(rest.contains("samples: interrupted by signal \(SIGTERM); nothing written"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
