import Foundation
import SDLViews

/// Compares rendered images against golden PNG files.
///
/// Each channel of each pixel may differ by `tolerance` (rounding differs
/// between renderers); `maxDifferingPixels` allows a few pixels of edge noise.
/// To re-record, run the tests with `SDLVIEWS_RECORD_GOLDEN=1`: every compared
/// image is written over its golden file and the comparison passes. A missing
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

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["SDLVIEWS_RECORD_GOLDEN"] == "1" }

    /// Compares `image` with `directory/name.png`. A failed comparison writes
    /// the actual image beside it as `name.actual.png`.
    public static func compare(
        _ image: UIImage, named name: String, in directory: URL,
        tolerance: Int = 3, maxDifferingPixels: Int = 0
    ) -> Result {
        let url = directory.appendingPathComponent("\(name).png")
        guard !isRecording, FileManager.default.fileExists(atPath: url.path) else {
            let recorded = write(image, to: url)
            return Result(
                matches: isRecording && recorded, differingPixels: 0, maxChannelDifference: 0,
                message: isRecording
                    ? "recorded \(url.path)" : "no golden image at \(url.path); wrote it, check it and run again")
        }
        guard let golden = UIImage(contentsOfFile: url.path)?.cgImage, let actual = image.cgImage else {
            return Result(
                matches: false, differingPixels: -1, maxChannelDifference: -1, message: "could not read \(url.path)")
        }
        let result = difference(
            actual, golden, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, name: name)
        if !result.matches { _ = write(image, to: directory.appendingPathComponent("\(name).actual.png")) }
        return result
    }

    /// Compares two images pixel by pixel with the same rules as `compare`.
    public static func difference(_ a: CGImage, _ b: CGImage, tolerance: Int, maxDifferingPixels: Int, name: String)
        -> Result
    {
        guard a.width == b.width, a.height == b.height else {
            return Result(
                matches: false, differingPixels: -1, maxChannelDifference: -1,
                message: "\(name): size \(a.width)×\(a.height) differs from golden \(b.width)×\(b.height)")
        }
        var differing = 0, worst = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
            worst = max(worst, d)
            if d > tolerance { differing += 1 }
        }
        let ok = differing <= maxDifferingPixels
        return Result(
            matches: ok, differingPixels: differing, maxChannelDifference: worst,
            message: "\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst))")
    }

    private static func write(_ image: UIImage, to url: URL) -> Bool {
        guard let data = image.pngData() else { return false }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return (try? data.write(to: url)) != nil
    }
}
