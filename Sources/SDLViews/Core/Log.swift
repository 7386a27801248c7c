import Foundation
import Synchronization

/// Where SDLViews reports refused operations and bad input. UIKit logs these to
/// the console; we write them to standard error and keep the last messages so
/// tests can assert that a refusal was reported.
public enum SDLViewsLog {
    /// Any thread may log (fonts and images load off the main actor).
    private struct State {
        var recent: [String] = []
        var printsToStandardError = true
    }
    private static let state = Mutex(State())

    /// Set to false to silence standard-error output (messages are still kept).
    public static var printsToStandardError: Bool {
        get { state.withLock { $0.printsToStandardError } }
        set { state.withLock { $0.printsToStandardError = newValue } }
    }

    /// Records a refused operation or bad input, and writes it to standard error
    /// (unless `printsToStandardError` is false). Safe from any thread.
    /// - Parameter message: why, in a sentence naming the operation and the input.
    public static func error(_ message: String) {
        let prints = state.withLock { state in
            state.recent.append(message)
            if state.recent.count > 100 { state.recent.removeFirst(state.recent.count - 100) }
            return state.printsToStandardError
        }
        if prints {
            FileHandle.standardError.write(Data("[SDLViews] \(message)\n".utf8))
        }
    }

    /// The messages logged so far (at most the last 100), oldest first.
    public static var messages: [String] { state.withLock { $0.recent } }

    /// Forgets the kept messages (tests, before the operation they check).
    public static func clear() {
        state.withLock { $0.recent.removeAll() }
    }
}
