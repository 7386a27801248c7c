import Foundation

/// Where a game attaches its UI sounds (an SDLViews addition): closures run
/// when focus moves, when a focused item is activated (Return, Space,
/// gamepad A) and when a back press (Escape, gamepad B) is used.
///
/// tvOS plays its own focus sound and lets environments pick a registered
/// sound file (`UIFocusSystem.register(_:forSoundIdentifier:)`,
/// `soundIdentifierForFocusUpdate(in:)`); SDLViews plays no audio, so it
/// hands the moments to the game instead. Reach it through
/// `UIApplication.shared.focusSoundHooks`; it belongs to the running
/// application and is empty after `HeadlessScreen` starts a new runtime.
///
/// ```swift
/// let hooks = UIApplication.shared.focusSoundHooks
/// hooks.focusDidMove = { context in if !context.focusHeading.isEmpty { audio.play(.tick) } }
/// hooks.itemActivated = { _ in audio.play(.confirm) }
/// hooks.backPressed = { audio.play(.back) }
/// ```
@MainActor
public final class UIFocusSoundHooks {
    /// Every focus update, with its context (`focusHeading` is empty when
    /// focus moved without a direction: the first press, `setNeedsFocusUpdate()`).
    public var focusDidMove: ((UIFocusUpdateContext) -> Void)?
    /// A focused control or cell was activated by a select press.
    public var itemActivated: ((UIFocusItem) -> Void)?
    /// A back press (Escape, gamepad B: `UIPress.PressType.menu`) that the UI used.
    public var backPressed: (() -> Void)?
    /// A focused control changed its value by a directional press (slider, stepper, segments, pages).
    public var valueAdjusted: ((UIControl) -> Void)?

    init() {}

    // MARK: Where the runtime reports (one call per moment, kept out of the focus engine's logic)

    static var current: UIFocusSoundHooks { runtime.gameController.focusSoundHooks }

    static func focusDidMove(_ context: UIFocusUpdateContext) { current.focusDidMove?(context) }
    static func controlActivated(_ control: UIControl) { current.itemActivated?(control) }
    static func valueAdjusted(_ control: UIControl) { current.valueAdjusted?(control) }

    /// A press the UI used: a back press runs `backPressed`.
    static func pressUsed(_ type: UIPress.PressType) {
        if type == .menu { current.backPressed?() }
    }
}

extension UIApplication {
    /// The game's UI sound hooks (an SDLViews addition; see `UIFocusSoundHooks`).
    public var focusSoundHooks: UIFocusSoundHooks { runtime.gameController.focusSoundHooks }
}
