import Foundation

/// Where SDLViews reports refused operations and bad input. UIKit logs these to
/// the console; we write them to standard error and keep the last messages so
/// tests can assert that a refusal was reported.
public enum SDLViewsLog {
    nonisolated(unsafe) private static var recent: [String] = []
    private static let lock = NSLock()

    /// Set to false to silence standard-error output (messages are still kept).
    nonisolated(unsafe) public static var printsToStandardError = true

    public static func error(_ message: String) {
        lock.lock()
        recent.append(message)
        if recent.count > 100 { recent.removeFirst(recent.count - 100) }
        lock.unlock()
        if printsToStandardError {
            FileHandle.standardError.write(Data("[SDLViews] \(message)\n".utf8))
        }
    }

    /// The messages logged so far (at most the last 100), oldest first.
    public static var messages: [String] {
        lock.lock(); defer { lock.unlock() }
        return recent
    }

    public static func clear() {
        lock.lock(); recent.removeAll(); lock.unlock()
    }
}
