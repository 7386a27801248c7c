import Foundation

extension UIKeyCommand {
    /// The hint to show for this command when a game controller's `button`
    /// triggers the same action: the button's glyph on the connected
    /// controller, then `discoverabilityTitle` (else `title`): "✕ Pause" on a
    /// PlayStation pad, "A Pause" on an Xbox one. An SDLViews addition
    /// (`GamepadButtonPrompt`); UIKit's command hints show only keys.
    public func gamepadHint(for button: UIPress.PressType) -> String {
        GamepadButtonPrompt.hint(discoverabilityTitle ?? title, for: button)
    }
}
