import Foundation
import Synchronization
internal import CSpeechd

/// speech-dispatcher's message id of the last utterance it finished or
/// cancelled, written on libspeechd's thread (its callbacks cannot carry a
/// context pointer, so this is process-wide) and read each frame.
private let lastEndedSpeechMessage = Atomic<Int>(0)

/// Narration through speech-dispatcher's C library (libspeechd), the
/// desktop's speech service that Orca also speaks through.
///
/// Opened once, threaded mode (libspeechd's callbacks need it), with
/// end/cancel notifications, so the queue learns when an utterance ended.
/// Every utterance is sent as `SPD_MESSAGE`, which speech-dispatcher never
/// drops, because `NarrationQueue` already decides the order.
@MainActor
final class SpeechDispatcherOutput: SpeechOutput {
    private let connection: UnsafeMutablePointer<SPDConnection>
    private var currentMessage = 0

    /// Nil (with the reason) when the library cannot reach a daemon.
    static func open() -> Result<SpeechDispatcherOutput, SpeechFailure> {
        var error: UnsafeMutablePointer<CChar>?
        guard
            let connection = spd_open2(
                "sdlviews", "narration", nil, SPD_MODE_THREADED, nil, 1, &error)
        else {
            let reason = error.map { String(cString: $0) } ?? "no reason given"
            free(error)
            return .failure(SpeechFailure(description: "speech-dispatcher: \(reason)"))
        }
        return .success(SpeechDispatcherOutput(connection: connection))
    }

    struct SpeechFailure: Error, CustomStringConvertible {
        let description: String
    }

    private init(connection: UnsafeMutablePointer<SPDConnection>) {
        self.connection = connection
        let ended: SPDCallback = { messageID, _, _ in
            lastEndedSpeechMessage.store(Int(messageID), ordering: .releasing)
        }
        connection.pointee.callback_end = ended
        connection.pointee.callback_cancel = ended
        spd_set_notification_on(connection, SPD_END)
        spd_set_notification_on(connection, SPD_CANCEL)
    }

    isolated deinit { spd_close(connection) }

    func speak(_ text: String) -> Bool {
        let id = spd_say(connection, SPD_MESSAGE, text)
        guard id > 0 else { return false }
        currentMessage = Int(id)
        return true
    }

    func stop() { spd_cancel(connection) }

    var isSpeaking: Bool {
        currentMessage != 0 && lastEndedSpeechMessage.load(ordering: .acquiring) < currentMessage
    }
}
