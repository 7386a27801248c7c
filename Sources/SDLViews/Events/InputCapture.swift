import Foundation

/// What the input-capture contract decides: whether SDLViews used an event
/// (`UIApplication.handle(_:)`'s answer) and whether it wants the next one
/// (`wantsPointerInput`, `wantsKeyboardInput`, `wantsTextInput`), so a game
/// embedding SDLViews gives it only what it used, as Dear ImGui's
/// `WantCaptureMouse`/`WantCaptureKeyboard` do.
///
/// A pointer press is the UI's when it hits a view that takes it (see
/// `takesPointer(_:in:)`), or when the view or the responder chain above it
/// handled `touchesBegan` without passing it up to the application. The
/// press then captures the pointer until its release: a drag that started on
/// a button stays with the UI, one that started on the game stays with the
/// game.
@MainActor
final class InputCapture {
    /// Pointer touches (mouse or fingers) the UI captured at touch-down, per window.
    private var captured: Set<CaptureKey> = []
    /// Where the mouse was last seen, for the per-frame query.
    private var lastPointer: (windowID: UInt32, point: CGPoint)?
    /// Touches whose `touchesBegan` reached `UIApplication`: nothing below it handled them.
    private var unhandledBegan: Set<ObjectIdentifier> = []

    private struct CaptureKey: Hashable {
        let window: ObjectIdentifier
        let touch: TouchKey
    }

    /// A view that may claim wheel or pointer input it has no recognizer for
    /// (a scroll view consuming the wheel over it).
    @MainActor protocol Claiming: AnyObject {
        func claimsWheel(at point: CGPoint) -> Bool
    }

    // MARK: Pointer

    /// Whether a pointer press on `view` (the hit-test result) is the UI's,
    /// before any delivery: with the window's `capturesBackgroundInput`, any
    /// press in the window; otherwise a control, a view with enabled
    /// recognizers or one that shows something of its own (a background
    /// colour, contents, a border). The window itself and transparent
    /// containers are the game's.
    static func takesPointer(_ view: UIView?, in window: UIWindow) -> Bool {
        guard let view else { return false }
        // The open inspector takes every click on its window (rows, panel, picking).
        if window.capturesBackgroundInput || window.isInspectorVisible { return true }
        if view === window { return hasRecognizers(view) }
        return view is UIControl || hasRecognizers(view) || !isTransparent(view)
    }

    private static func hasRecognizers(_ view: UIView) -> Bool {
        view.gestureRecognizerStorage.contains { $0.isEnabled }
    }

    /// Nothing of the view's own is visible: no background colour, contents or border.
    private static func isTransparent(_ view: UIView) -> Bool {
        let layer = view.layer
        let background = layer.backgroundColor.map { $0.alpha > 0 } ?? false
        return !background && layer.contents == nil && !(layer.borderWidth > 0)
    }

    /// Touch-down of `key` on `touch` (nil when the touch was dropped): records
    /// the capture and returns it.
    func touchBegan(_ key: TouchKey, touch: UITouch?, in window: UIWindow) -> Bool {
        let claim = CaptureKey(window: ObjectIdentifier(window), touch: key)
        guard let touch, touch.view != nil else {
            captured.remove(claim)
            return false
        }
        let handledByChain = !unhandledBegan.contains(ObjectIdentifier(touch)) && touch.delivery.beganSent
        let takes = Self.takesPointer(touch.view, in: window) || (handledByChain && touch.view !== window)
        unhandledBegan.removeAll()
        if takes { captured.insert(claim) } else { captured.remove(claim) }
        return takes
    }

    /// A touch reached the application's `touchesBegan`: no view or controller took it.
    func touchesReachedApplication(_ touches: Set<UITouch>) {
        for touch in touches { unhandledBegan.insert(ObjectIdentifier(touch)) }
    }

    /// Motion of a touch that is down: the UI's only if it captured the press.
    func isCaptured(_ key: TouchKey, in window: UIWindow) -> Bool {
        captured.contains(CaptureKey(window: ObjectIdentifier(window), touch: key))
    }

    /// The press ended: its capture ends with it; returns whether it was the UI's.
    func touchEnded(_ key: TouchKey, in window: UIWindow) -> Bool {
        captured.remove(CaptureKey(window: ObjectIdentifier(window), touch: key)) != nil
    }

    /// Every capture in `window` ends (focus loss, closing).
    func release(_ window: UIWindow) {
        captured = captured.filter { $0.window != ObjectIdentifier(window) }
        if lastPointer?.windowID == window.sdlWindowID { lastPointer = nil }
    }

    func pointerMoved(to point: CGPoint, in window: UIWindow) {
        lastPointer = window.sdlWindowID.map { ($0, point) }
    }

    /// The pointer is over a view that takes it (hover, other buttons).
    func isOverUI(_ point: CGPoint, in window: UIWindow) -> Bool {
        Self.takesPointer(window.hitTest(point, with: nil), in: window)
    }

    /// The wheel over `point` is the UI's when a recognizer took it or a view
    /// on the chain claims it.
    static func claimsWheel(at point: CGPoint, in window: UIWindow) -> Bool {
        var current = window.hitTest(point, with: nil)
        while let view = current, view !== window {
            if let claiming = view as? Claiming, claiming.claimsWheel(at: view.convert(point, from: window)) {
                return true
            }
            current = view.superview
        }
        return false
    }

    /// Whether the next pointer event would be the UI's: a press it captured is
    /// still down, or the pointer rests over a view that takes it.
    var wantsPointer: Bool {
        if !captured.isEmpty { return true }
        guard let last = lastPointer, let window = UIApplication.shared.window(withSDLID: last.windowID),
            !window.isHidden
        else { return false }
        return isOverUI(last.point, in: window)
    }
}
