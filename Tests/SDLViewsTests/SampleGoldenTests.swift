import Foundation
import Testing
import SDLViewsTesting
@testable import SDLViews
@testable import Samples

/// Every sample (and the launcher) at the window sizes players use: 640×360
/// (the smallest supported), Steam Deck's 1280×800 and 1920×1080, rendered
/// in-process the way `samples NAME --screenshot --size WxH` renders them
/// (`SampleScreenshot.render`), animated ones part-way through. The 800×600
/// goldens of `SamplesTests` go through the executable.
@Suite @MainActor struct SampleGoldenTests {
    nonisolated static let allSizes = [
        SampleScreenSize(width: 640, height: 360), SampleScreenSize(width: 1280, height: 800),
        SampleScreenSize(width: 1920, height: 1080)
    ]
    /// Layout at every size is the software pass's job; the GL pass (Mesa's
    /// llvmpipe, many times slower per frame) checks the renderer at the Steam
    /// Deck's size only, which keeps CI inside its budget.
    nonisolated static let sizes =
        GoldenImage.comparesAcrossRenderers ? [SampleScreenSize(width: 1280, height: 800)] : allSizes

    /// Each sample and the animation time it is looked at (as `SamplesTests`).
    nonisolated static let samples: [(String, Double)] = [
        ("launcher", 0), ("hierarchy", 0), ("transforms", 0), ("filters", 0), ("clipping", 0), ("alpha", 0),
        ("fades", 0), ("nested", 1.3), ("counter-rotation", 0.75), ("curves", 0.6), ("springs", 0.4),
        ("keyframes", 1.5), ("scrubbing", 0.2), ("notes", 0), ("flip", 0), ("transition-gallery", 0),
        ("draw-border", 0), ("nine-slice", 0), ("painter", 1.0), ("custom-layer", 0), ("layer-gallery", 0.6),
        ("tiled-canvas", 0), ("map", 0), ("pager", 0), ("settings-table", 0), ("settings-list", 0), ("save-slots", 0),
        ("quest-log", 0),
        ("log-console", 2), ("inventory-grid", 0), ("content-modes", 0), ("drawing", 0), ("print", 0),
        ("touches", 0), ("gestures", 0), ("hit-test", 0), ("buttons", 0), ("button-configurations", 0), ("sheets-search", 0), ("keyboard", 0), ("name-entry", 0),
        ("chat", 0), ("ime", 0), ("autoresizing", 0), ("constraints-form", 0), ("pause-menu", 0),
        ("options", 1.5), ("priorities", 1.5), ("game-menu", 0), ("interface-builder", 0), ("robustness", 0),
        ("controller-lab", 0), ("traits", 0), ("languages", 0), ("attributed-text", 0), ("bidi-editing", 0)
    ]

    @Test func everySampleButTheGameIsCovered() {
        let covered = Set(Self.samples.map(\.0))
        let missing = SampleCatalog.all.map(\.name).filter { !covered.contains($0) }
        // The shooter's playfield is random and steps with real time; ShooterGameTests covers it.
        #expect(missing == ["shooter"])
    }

    @Test(arguments: sizes)
    func everySampleMatchesItsGolden(at size: SampleScreenSize) throws {
        for (name, time) in Self.samples {
            let image = try #require(try SampleScreenshot.render(name, size: size, time: time))
            #expect(image.size == CGSize(width: size.width, height: size.height))
            let golden = GoldenImage.compare(
                image, named: "sample-\(name)-\(size)", in: CompositorTests.goldenDirectory)
            #expect(golden.matches, "\(name) at \(size): \(golden)")
        }
    }

    /// Pixel scale 2 (a HiDPI display): the same layout in twice the pixels.
    @Test(arguments: ["launcher", "options", "pause-menu"])
    func atPixelScaleTwo(_ name: String) throws {
        let size = SampleScreenSize(width: 640, height: 360)
        let image = try #require(try SampleScreenshot.render(name, size: size, scale: 2, time: 0))
        #expect(image.cgImage?.width == 1280 && image.cgImage?.height == 720)
        let golden = GoldenImage.compare(image, named: "sample-\(name)-\(size)@2x", in: CompositorTests.goldenDirectory)
        #expect(golden.matches, "\(name) at \(size)@2x: \(golden)")
    }
}
