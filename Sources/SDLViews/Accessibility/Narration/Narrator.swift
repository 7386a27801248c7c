import Foundation

/// Self-voicing (`UIAccessibility.isNarrationEnabled`): speaks the focus
/// engine's focused element and the app's announcements, for players who
/// run no screen reader. Owned by `AccessibilityOutput`.
@MainActor
final class Narrator {
    let queue: NarrationQueue

    init(output: SpeechOutput) { queue = NarrationQueue(output: output) }

    /// Opens speech-dispatcher; nil (logged once by the caller) when it is absent.
    static func start() -> Result<Narrator, SpeechDispatcherOutput.SpeechFailure> {
        SpeechDispatcherOutput.open().map { Narrator(output: $0) }
    }

    func focusMoved(to responder: UIResponder) {
        queue.speakFocus(UtteranceComposer.compose(for: responder))
    }

    /// The focused element's value changed (a slider moved): its new value alone, as VoiceOver says it.
    func valueChanged(_ value: String) { queue.speakFocus(value) }

    func post(_ post: AccessibilitySettings.Post) {
        guard let text = Self.spokenText(of: post) else { return }
        queue.announce(text, priority: post.notification == .screenChanged ? .important : .announcement)
    }

    /// A post's string argument (an attributed string's text too).
    static func spokenText(of post: AccessibilitySettings.Post) -> String? {
        switch post.argument {
        case let text as String: text
        case let attributed as NSAttributedString: attributed.string
        default: nil
        }
    }

    func tick() { queue.tick() }

    func stop() { queue.clear() }
}
