import Foundation
import Testing
@testable import Samples

/// The `samples` command line, parsed without running anything.
@Suite struct SamplesCommandLineTests {
    private let known = ["hierarchy", "notes", "nested", "gestures"]

    private func parse(_ line: String) throws(SamplesCommandLine.UsageError) -> SamplesCommandLine {
        try SamplesCommandLine.parse(line.split(separator: " ").map(String.init), known: known)
    }

    private func refusal(_ line: String) -> String? {
        do { _ = try parse(line); return nil } catch { return error.message }
    }

    @Test func screenshotTakesItsOptionsInAnyOrder() throws {
        let expected = SamplesCommandLine.screenshot(
            ScreenshotRequest(
                name: "nested", path: "out.jpg", format: .jpeg, time: 1.5,
                size: SampleScreenSize(width: 1024, height: 768)))
        #expect(try parse("nested --screenshot out.jpg --at 1.5 --size 1024x768") == expected)
        #expect(try parse("--at 1.5 --size 1024x768 --screenshot out.jpg nested") == expected)
    }

    /// `--input` plays SDL-named keys and clicks; anything else is refused by name.
    @Test func inputStepsAreKeysAndClicks() throws {
        guard case .screenshot(let request) = try parse("notes --screenshot a.png --input tab,Down,F12,click:140:404.5")
        else { Issue.record("not a screenshot"); return }
        #expect(request.input == [.key(43), .key(81), .key(69), .click(x: 140, y: 404.5)])
        #expect(refusal("notes --screenshot a.png --input Tab,Nope")?.contains("'Nope'") == true)
        #expect(refusal("notes --screenshot a.png --input click:1")?.contains("click:X:Y") == true)
        #expect(refusal("notes --screenshot a.png --input click:nan:2")?.contains("click:X:Y") == true)
        #expect(refusal("notes --screenshot a.png --input Tab,,Down") != nil)
        #expect(refusal("notes --input Tab")?.contains("needs --screenshot") == true)
    }

    /// `bench startup`'s mode: the launcher (or a sample) presents one frame and quits.
    @Test func firstFrameOpensTheWindowAndQuitsAfterItsFirstFrame() throws {
        #expect(try parse("--first-frame") == .launcher(initialSample: nil, size: .standard, exitsAfterFirstFrame: true))
        #expect(
            try parse("notes --first-frame --size 640x480")
                == .launcher(initialSample: "notes", size: SampleScreenSize(width: 640, height: 480), exitsAfterFirstFrame: true))
        #expect(refusal("--first-frame --screenshot a.png")?.contains("does not go with --screenshot") == true)
    }

    @Test func defaultsAreTheLauncherAtTheStandardSize() throws {
        #expect(try parse("") == .launcher(initialSample: nil, size: .standard))
        #expect(try parse("launcher") == .launcher(initialSample: nil, size: .standard))
        #expect(
            try parse("notes --size 640x480")
                == .launcher(initialSample: "notes", size: SampleScreenSize(width: 640, height: 480)))
        #expect(
            try parse("--screenshot a.PNG")
                == .screenshot(
                    ScreenshotRequest(name: "launcher", path: "a.PNG", format: .png, time: 0, size: .standard)))
        #expect(try parse("--help") == .help)
        #expect(try parse("-h") == .help)
        #expect(try parse("--list") == .list)
    }

    @Test(arguments: ["inf", "-inf", "nan", "-1", "1e9", "600.5", "soon", "0x"])
    func timesOutsideTheBoundAreRefused(_ time: String) {
        #expect(
            refusal("nested --screenshot a.png --at \(time)") == "--at '\(time)' is not a time in seconds from 0 to 600"
        )
    }

    @Test func theLargestTimeIsAccepted() throws {
        guard case .screenshot(let request) = try parse("nested --screenshot a.png --at 600") else {
            Issue.record(); return
        }
        #expect(request.time == 600)
    }

    @Test func unknownNamesSuggestTheClosestSample() {
        #expect(refusal("notse") == "unknown sample 'notse' (did you mean 'notes'?); samples --list lists them")
        #expect(
            refusal("gesture --screenshot a.png")
                == "unknown sample 'gesture' (did you mean 'gestures'?); samples --list lists them")
        #expect(refusal("zzzzzzzz") == "unknown sample 'zzzzzzzz'; samples --list lists them")
    }

    @Test func unknownOptionsAndMissingValuesAreRefused() {
        #expect(refusal("--frob") == "unknown option '--frob'; see samples --help")
        #expect(refusal("nested --screenshot") == "--screenshot needs a value; see samples --help")
        #expect(refusal("nested --screenshot --at 2") == "--screenshot needs a value; see samples --help")
        #expect(
            refusal("nested notes") == "unexpected argument 'notes' after the sample name 'nested'; see samples --help")
        #expect(refusal("nested --at 2") == "--at needs --screenshot; see samples --help")
    }

    @Test(arguments: ["800", "0x600", "800x", "10x10", "5000x600", "axb", "800x600x2"])
    func badSizesAreRefused(_ size: String) {
        #expect(refusal("--size \(size)") == "--size '\(size)' is not WIDTHxHEIGHT with each side from 200 to 4096")
    }

    @Test(arguments: ["out.gif", "out", "out.png.txt"])
    func unsupportedImageTypesAreRefused(_ path: String) {
        #expect(
            refusal("nested --screenshot \(path)")
                == "cannot write '\(path)': the screenshot is a PNG or a JPEG, so the name ends in .png, .jpg or .jpeg")
    }

    @Test func scaleIsAScreenshotOptionFromOneToThree() throws {
        #expect(
            try parse("nested --screenshot out.png --scale 2 --size 640x360")
                == .screenshot(
                    ScreenshotRequest(
                        name: "nested", path: "out.png", format: .png, time: 0,
                        size: SampleScreenSize(width: 640, height: 360), scale: 2)))
        #expect(refusal("nested --screenshot out.png --scale 4") == "--scale '4' is not 1, 2 or 3 pixels per point")
        #expect(refusal("nested --screenshot out.png --scale 1.5") == "--scale '1.5' is not 1, 2 or 3 pixels per point")
        #expect(refusal("nested --scale 2") == "--scale needs --screenshot; see samples --help")
        #expect(SamplesCommandLine.usage.contains("--scale N"))
    }
}
