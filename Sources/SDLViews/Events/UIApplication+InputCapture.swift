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

    /// True while the key window's first responder adopts `UIKeyInput` (a
    /// text field being edited): SDL text input is on and typing is the UI's.
    public var wantsTextInput: Bool { keyWindow?.firstResponder is UIKeyInput }
}
