import Foundation
import SDLViews

/// Finds the DejaVu Sans file the raw-SDL baselines render with: the very file
/// SDLViews draws its system font from, else the resource bundle built next to
/// this executable, else the system's copy. `SDLVIEWS_BENCH_FONT` overrides all.
enum FontLocator {
    struct NotFound: Error, CustomStringConvertible {
        let tried: [String]
        var description: String {
            "bench: cannot find DejaVuSans.ttf for the raw SDL_ttf baselines. Tried:\n"
                + tried.map { "  \($0)" }.joined(separator: "\n")
                + "\nBuild with SwiftPM so SDLViews_SDLViews.resources sits next to the executable, "
                + "install fonts-dejavu-core, or set SDLVIEWS_BENCH_FONT=/path/to/DejaVuSans.ttf."
        }
    }

    @MainActor
    static func dejaVuSans() throws -> String {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["SDLVIEWS_BENCH_FONT"], !override.isEmpty {
            candidates.append(override)
        }
        if let path = UIFont.systemFont(ofSize: 13).benchFilePath { candidates.append(path) }
        for directory in executableDirectories() {
            candidates.append(directory + "/SDLViews_SDLViews.resources/Assets/Fonts/DejaVuSans.ttf")
            candidates.append(directory + "/SDLViews_SDLViews.resources/DejaVuSans.ttf")
        }
        candidates.append("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        candidates.append("/usr/share/fonts/TTF/DejaVuSans.ttf")
        candidates.append("/usr/share/fonts/dejavu/DejaVuSans.ttf")
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0).inserted }
        for path in unique where FileManager.default.isReadableFile(atPath: path) { return path }
        throw NotFound(tried: unique)
    }

    /// The executable's directory, with symlinks resolved and as invoked.
    private static func executableDirectories() -> [String] {
        var result: [String] = []
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            result.append(URL(fileURLWithPath: resolved).deletingLastPathComponent().path)
        }
        if let url = Bundle.main.executableURL {
            result.append(url.resolvingSymlinksInPath().deletingLastPathComponent().path)
        }
        if let first = CommandLine.arguments.first {
            result.append(URL(fileURLWithPath: first).deletingLastPathComponent().standardizedFileURL.path)
        }
        return result
    }
}
