import Foundation

/// What narration says for an element, in VoiceOver's order: label, value,
/// the traits as words ("button", "heading", "selected", "dimmed"), hint —
/// "Music volume, 80%, adjustable, Swipe up or down to adjust" becomes
/// "Music volume, 80%, adjustable" plus the app's hint. Pure: tests check
/// the text without a speech daemon.
enum UtteranceComposer {
    /// The words of the traits, in the order VoiceOver reads them.
    static func roleWords(_ traits: UIAccessibilityTraits, isToggle: Bool = false, isTextField: Bool = false) -> [String] {
        var words: [String] = []
        if traits.contains(.selected) { words.append("selected") }
        if isToggle {
            words.append("switch button")
        } else if traits.contains(.searchField) {
            words.append("search field")
        } else if isTextField {
            words.append("text field")
        } else if traits.contains(.tabBar) {
            words.append("tab bar")
        } else if traits.contains(.header) {
            words.append("heading")
        } else if traits.contains(.link) {
            words.append("link")
        } else if traits.contains(.adjustable) {
            words.append("adjustable")
        } else if traits.contains(.button) || traits.contains(.keyboardKey) {
            words.append("button")
        }
        if traits.contains(.image) { words.append("image") }
        if traits.contains(.notEnabled) { words.append("dimmed") }
        return words
    }

    static func compose(
        label: String?, value: String?, traits: UIAccessibilityTraits, hint: String?,
        isToggle: Bool = false, isTextField: Bool = false
    ) -> String {
        var parts: [String] = []
        for text in [label, value] {
            if let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty { parts.append(text) }
        }
        parts += roleWords(traits, isToggle: isToggle, isTextField: isTextField)
        if let hint = hint?.trimmingCharacters(in: .whitespacesAndNewlines), !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    /// The utterance for a responder as it is now. A switch's value reads
    /// "on"/"off" (its accessibility value is UIKit's "1"/"0"); a view that is
    /// not an element reads the labels inside it.
    @MainActor
    static func compose(for responder: UIResponder) -> String {
        let toggle = responder as? UISwitch
        let value = toggle.map { $0.isOn ? "on" : "off" } ?? responder.accessibilityValue
        let label = responder.accessibilityLabel ?? (responder as? UIView)?.combinedLabelText
        return compose(
            label: label, value: value, traits: responder.accessibilityTraits, hint: responder.accessibilityHint,
            isToggle: toggle != nil, isTextField: responder is UITextField)
    }
}
