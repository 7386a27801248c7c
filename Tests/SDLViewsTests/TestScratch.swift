import Foundation

/// Where tests write files (printed PDFs and PNGs, fonts, rendered
/// samples): one directory per test process, removed when the process
/// exits, so a test run leaves nothing behind in the temporary directory.
enum TestScratch {
    static let directory: URL = {
        let directory = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.path) }
        return directory
    }()

    private static var path: String { NSTemporaryDirectory() + "sdlviews-tests-\(getpid())" }

    /// A new file name in the scratch directory, unique to this call.
    static func url(_ name: String) -> URL { directory.appendingPathComponent("\(UUID().uuidString)-\(name)") }
}
