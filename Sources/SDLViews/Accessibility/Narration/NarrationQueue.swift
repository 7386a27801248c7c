import Foundation

/// Where narration's utterances go: speech-dispatcher in a game, a recorder
/// in tests. One utterance at a time; the queue polls `isSpeaking` each
/// frame to learn that it ended.
@MainActor
protocol SpeechOutput: AnyObject {
    /// Starts speaking `text`; false when the output refused it.
    func speak(_ text: String) -> Bool
    /// Stops the current utterance at once.
    func stop()
    var isSpeaking: Bool { get }
}

/// The order narration speaks in.
///
/// A focus utterance interrupts the previous focus utterance (moving on
/// through a menu never waits for the last item to finish) and replaces a
/// focus utterance still waiting; it does not cut an announcement short,
/// but speaks before the announcements still waiting. Announcements queue
/// by priority, `.important` before `.announcement`, first come first
/// spoken within one priority.
@MainActor
final class NarrationQueue {
    enum Priority: Int, Comparable, Sendable {
        /// Screen changes (`.screenChanged` with a string).
        case important = 0
        /// The focused element.
        case focus = 1
        /// `.announcement`, `.layoutChanged` and `.pageScrolled` strings.
        case announcement = 2

        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Utterance: Equatable {
        let text: String
        let priority: Priority
    }

    private let output: SpeechOutput
    private(set) var speaking: Utterance?
    private(set) var pending: [Utterance] = []
    /// Kept waiting utterances at most; past it the least urgent, latest ones are dropped.
    static let pendingLimit = 32

    init(output: SpeechOutput) { self.output = output }

    func speakFocus(_ text: String) {
        guard !text.isEmpty else { return }
        pending.removeAll { $0.priority == .focus }
        let utterance = Utterance(text: text, priority: .focus)
        if speaking?.priority == .focus {
            output.stop()
            speaking = nil
        }
        enqueue(utterance)
    }

    func announce(_ text: String, priority: Priority = .announcement) {
        guard !text.isEmpty else { return }
        enqueue(Utterance(text: text, priority: priority == .focus ? .announcement : priority))
    }

    /// Each frame: the next utterance once the current one ended.
    func tick() {
        if speaking != nil && !output.isSpeaking { speaking = nil }
        startNextIfIdle()
    }

    /// Drops everything (narration turned off).
    func clear() {
        pending.removeAll()
        if speaking != nil { output.stop() }
        speaking = nil
    }

    private func enqueue(_ utterance: Utterance) {
        // After the last waiting utterance of the same or a higher priority.
        let index = pending.firstIndex { $0.priority > utterance.priority } ?? pending.endIndex
        pending.insert(utterance, at: index)
        if pending.count > Self.pendingLimit { pending.removeLast(pending.count - Self.pendingLimit) }
        startNextIfIdle()
    }

    private func startNextIfIdle() {
        while speaking == nil, !pending.isEmpty {
            let next = pending.removeFirst()
            if output.speak(next.text) { speaking = next }
        }
    }
}
