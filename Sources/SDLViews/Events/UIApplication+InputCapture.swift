import Foundation

/// The per-frame side of the input-capture contract (an SDLViews addition,
/// no UIKit counterpart): a game asks these before acting on its own input,
/// as with Dear ImGui's `WantCaptureMouse`/`WantCaptureKeyboard`/`WantTextInput`.
/// `handle(_:)`'s answer for each event is exact; these say what the next
/// event of the kind would most likely get.
extension UIApplication {
    /// True while a press the UI captured is down (a drag that started on a
    /// button), or while the mouse rests over a view that takes the pointer
    /// (see `handle(_:)`). A view that takes touches only by overriding
    /// `touchesBegan` on a transparent background is known once pressed.
    public var wantsPointerInput: Bool { pipeline.pump.capture.wantsPointer }

    /// True while the key window has a first responder (keys go to it before
    /// the game); always true while `wantsTextInput` is. Key commands of other
    /// responders are reported per key by `handle(_:)`.
    public var wantsKeyboardInput: Bool {
        guard let window = keyWindow, let responder = window.firstResponder else { return false }
        return responder !== window
    }

    /// True while the key window's UI takes navigation input: arrow keys, the
    /// D-pad, the left stick, Escape and gamepad B, and with them the focus
    /// ring. While false they go to the responder chain and, unused, to the
    /// game (`handle(_:)` returns false), and nothing shows focus: a HUD
    /// during play leaves them to the game.
    ///
    /// The UI takes navigation while it asks for it (see `UINavigationInput`):
    /// a presented controller or alert (focus is confined to the topmost one);
    /// a view or controller whose `navigationInput` is `.ui` that shows (a
    /// game's pause menu: focus is confined to it); or a window in navigation
    /// mode (`window.navigationInput = .ui`). A window SDLViews owns (an app run
    /// by `UIApplication.run`) is in navigation mode unless it says `.game`; a
    /// window wrapping a game's SDL window (host mode) is not. A view or
    /// controller marked `.game` that shows hands navigation back to the game.
    ///
    /// When the UI starts taking navigation after a key or pad press (a menu
    /// opened with Escape or Start), its preferred item is focused and the
    /// ring shows at once, so the first press moves it.
    public var wantsNavigationInput: Bool {
        guard let window = keyWindow else { return false }
        return NavigationScope.resolve(in: window) != nil
    }

    /// True while the key window's first responder adopts `UIKeyInput` (a
    /// text field being edited): SDL text input is on and typing is the UI's.
    public var wantsTextInput: Bool { keyWindow?.firstResponder is UIKeyInput }
}
