import Foundation
import Testing

@testable import SDLViews

/// Runs Debian's `hb-shape` (libharfbuzz-bin) as a child process: the
/// reference the shaper is compared with. A missing tool is a failure naming
/// the package, never a skipped comparison.
enum HarfBuzzCommandLine {
    /// One glyph of `hb-shape --output-format=json --no-glyph-names`.
    struct Glyph: Decodable {
        let g: UInt32
        let cl: Int
        let dx: Int32
        let dy: Int32
        let ax: Int32
        let ay: Int32
    }

    static var executable: String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return directories.map { "\($0)/hb-shape" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The glyphs, or nil with an issue recorded. The font size is given in
    /// 1/64 pixel, the scale `TextShaper` sets, so both compute in the same
    /// units and must agree exactly; clusters are scalar indices (the tool's default).
    static func shape(_ sample: TextShaperTests.Sample, fontPath: String, pixelSize: Double) throws -> [Glyph]? {
        guard let executable else {
            Issue.record("hb-shape is not installed: install Debian's libharfbuzz-bin (scripts/install-deps.sh does)")
            return nil
        }
        var arguments = [
            "--font-funcs=ot", "--font-size=\(Int((pixelSize * 64).rounded()))", "--face-index=\(sample.faceIndex)",
            "--no-glyph-names", "--output-format=json",
            "--direction=\(sample.direction == .leftToRight ? "ltr" : "rtl")",
            "--script=\(sample.script)"
        ]
        // An empty language leaves the choice to HarfBuzz, as the label layout does.
        if !sample.language.isEmpty { arguments.append("--language=\(sample.language)") }
        if !sample.features.isEmpty { arguments.append("--features=\(sample.features.joined(separator: ","))") }
        arguments += [fontPath, sample.text]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record(
                "hb-shape \(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
            return nil
        }
        return try JSONDecoder().decode([Glyph].self, from: data)
    }
}
