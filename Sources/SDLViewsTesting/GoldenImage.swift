import Foundation
import SDLViews

/// Compares rendered images against golden PNG files.
///
/// Each channel of each pixel may differ by `tolerance` (rounding differs
/// between renderers); `maxDifferingPixels` allows a few pixels of edge noise.
///
/// Goldens are recorded on SDL's software renderer. On another renderer
/// (`HeadlessScreen.rendererName`, the GL pass of `scripts/test.sh`) the
/// rasterization tolerance applies on top: a pixel also matches when some
/// golden pixel at most `rasterizationReach` away (a 3×3 neighbourhood) is
/// within `rasterizationTolerance` of it per channel, and up to
/// `rasterizationBudget` of the image's pixels may still differ. GL samples
/// triangles at pixel centres with sub-pixel vertices where SDL's software
/// rasterizer truncates vertices to whole pixels, so slanted and curved edges
/// move by up to a pixel (more at the corners of rounded fans, which are not
/// anti-aliased: those are most of the budget), and blending rounds
/// differently; a colour wrong over a larger area still fails.
///
/// Where a renderer's anti-aliased edges or filtering legitimately differ by
/// more than that (fringes of rotated, perspective and rounded edges, GPU
/// bilinear against Cairo's magnification), the test keeps a golden of that
/// renderer's own, `name.RENDERER.png` (`name.opengles2.png`), compared with
/// the same rasterization tolerance (Mesa's llvmpipe may round differently
/// on another processor).
///
/// To re-record, run the tests with `SDLVIEWS_RECORD_GOLDEN=1`: every compared
/// image is written over its golden file and the comparison passes; on a
/// renderer other than software only the renderer's own goldens are written
/// (and with `SDLVIEWS_RECORD_GOLDEN=renderer`, new ones are made). A missing
/// golden file is written too, and the comparison fails so it gets looked at.
@MainActor
public enum GoldenImage {
    public struct Result: CustomStringConvertible {
        public let matches: Bool
        public let differingPixels: Int
        public let maxChannelDifference: Int
        public let message: String
        public var description: String { message }
    }

    public static var isRecording: Bool {
        ["1", "renderer"].contains(ProcessInfo.processInfo.environment["SDLVIEWS_RECORD_GOLDEN"])
    }
    private static var makesRendererGoldens: Bool {
        ProcessInfo.processInfo.environment["SDLVIEWS_RECORD_GOLDEN"] == "renderer"
    }

    /// How far (pixels) and how much (levels per channel) a GL rendering may
    /// differ from a software-rendered golden (see above).
    public static let rasterizationReach = 1
    public static let rasterizationTolerance = 32
    public static let rasterizationBudget = 0.006

    /// True when goldens are compared with the rasterization tolerance.
    public nonisolated static var comparesAcrossRenderers: Bool { HeadlessScreen.rendererName != "software" }

    /// Compares `image` with `directory/name.png` (or the renderer's own, see
    /// above). A failed comparison writes
    /// the actual image beside it as `name.actual.png`.
    public static func compare(
        _ image: UIImage, named name: String, in directory: URL,
        tolerance: Int = 3, maxDifferingPixels: Int = 0
    ) -> Result {
        let url = goldenURL(named: name, in: directory)
        // Another renderer never writes over the software renderer's goldens.
        let recording = isRecording && (!comparesAcrossRenderers || url.lastPathComponent != "\(name).png")
        guard !recording, FileManager.default.fileExists(atPath: url.path) else {
            let recorded = write(image, to: url)
            return Result(
                matches: recording && recorded, differingPixels: 0, maxChannelDifference: 0,
                message: recording
                    ? "recorded \(url.path)" : "no golden image at \(url.path); wrote it, check it and run again")
        }
        guard let golden = UIImage(contentsOfFile: url.path)?.cgImage, let actual = image.cgImage else {
            return Result(
                matches: false, differingPixels: -1, maxChannelDifference: -1, message: "could not read \(url.path)")
        }
        let result = difference(
            actual, golden, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, name: name,
            reach: comparesAcrossRenderers ? rasterizationReach : 0)
        if !result.matches { _ = write(image, to: directory.appendingPathComponent("\(name).actual.png")) }
        return result
    }

    /// The golden `name` is compared with: the renderer's own where it has
    /// one (or one is being made), else the software renderer's.
    private static func goldenURL(named name: String, in directory: URL) -> URL {
        let common = directory.appendingPathComponent("\(name).png")
        guard comparesAcrossRenderers else { return common }
        let own = directory.appendingPathComponent("\(name).\(HeadlessScreen.rendererName).png")
        return makesRendererGoldens || FileManager.default.fileExists(atPath: own.path) ? own : common
    }

    /// Compares two images pixel by pixel with the same rules as `compare`;
    /// with `reach` > 0, a pixel of `a` off by more than `tolerance` still matches
    /// a pixel of `b` that near within `rasterizationTolerance`.
    public static func difference(
        _ a: CGImage, _ b: CGImage, tolerance: Int, maxDifferingPixels: Int, name: String, reach: Int = 0
    ) -> Result {
        guard a.width == b.width, a.height == b.height else {
            return Result(
                matches: false, differingPixels: -1, maxChannelDifference: -1,
                message: "\(name): size \(a.width)×\(a.height) differs from golden \(b.width)×\(b.height)")
        }
        // Most comparisons are of identical images; one memcmp settles those
        // without the per-pixel loop, which is slow in the tests' debug build.
        if sameBytes(a.pixels, b.pixels) {
            return Result(
                matches: true, differingPixels: 0, maxChannelDifference: 0,
                message: "\(name): 0 pixels differ by more than \(tolerance) (worst 0)")
        }
        var differing = 0, worst = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in stride(from: 0, to: pa.count, by: 4) {
                    var d = 0
                    for c in 0..<4 { d = max(d, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
                    worst = max(worst, d)
                    guard d > tolerance else { continue }
                    if reach == 0 || !nearbyMatch(pa, pb, width: a.width, height: b.height, pixel: i / 4, reach: reach) {
                        differing += 1
                    }
                }
            }
        }
        let budget = reach > 0 ? Int(Double(a.width * a.height) * rasterizationBudget) : 0
        let ok = differing <= max(maxDifferingPixels, budget)
        return Result(
            matches: ok, differingPixels: differing, maxChannelDifference: worst,
            message: "\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst))")
    }

    private static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return true }
                return memcmp(l, r, left.count) == 0
            }
        }
    }

    /// Whether a pixel of `b` within `reach` of pixel `p` has `a`'s colour there
    /// within `rasterizationTolerance` in every channel.
    private static func nearbyMatch(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, width: Int, height: Int, pixel p: Int,
        reach: Int
    ) -> Bool {
        let x = p % width, y = p / width, i = p * 4
        for dy in -reach...reach where y + dy >= 0 && y + dy < height {
            for dx in -reach...reach where x + dx >= 0 && x + dx < width {
                let j = ((y + dy) * width + x + dx) * 4
                if (0..<4).allSatisfy({ abs(Int(a[i + $0]) - Int(b[j + $0])) <= rasterizationTolerance }) {
                    return true
                }
            }
        }
        return false
    }

    private static func write(_ image: UIImage, to url: URL) -> Bool {
        guard let data = image.pngData() else { return false }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return (try? data.write(to: url)) != nil
    }
}
