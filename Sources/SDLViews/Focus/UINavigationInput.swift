import Foundation

/// Who directional input belongs to: arrow keys, the D-pad and the left
/// stick, Escape and gamepad B, and with them the focus ring. An SDLViews
/// addition for games (UIKit has no counterpart: an iOS app has no game
/// underneath it). Set on a view, a view controller or a window; see
/// `UIWindow.navigationInput` for how the focus system decides.
public enum UINavigationInput: Sendable, Equatable {
    /// Follows the rules: presented controllers and alerts take navigation;
    /// a window that SDLViews owns (an app run by `UIApplication.run`) takes
    /// it; a window wrapping a game's SDL window (host mode) leaves it to the game.
    case automatic
    /// The UI takes navigation while this view, controller or window shows:
    /// focus goes to it at once (when a key or pad opened it) and stays inside it.
    case ui
    /// The game takes navigation while this view or controller shows, even in
    /// a window that otherwise takes it: arrows, D-pad, stick and Escape
    /// reach the responder chain and, unused, the game (`handle(_:)` false);
    /// no focus ring.
    case game
}

/// Views whose `navigationInput` was set to something other than
/// `.automatic`, weakly, in the order they were set (the last set wins).
@MainActor
enum NavigationInputRegistry {
    private static var views: [WeakEntry] = []

    private struct WeakEntry {
        weak var view: UIView?
    }

    static func noteChange(of view: UIView) {
        views.removeAll { $0.view == nil || $0.view === view }
        if view.navigationInput != .automatic { views.append(WeakEntry(view: view)) }
    }

    /// The marked views in `window`, most recently marked last.
    static func views(in window: UIWindow) -> [UIView] {
        views.compactMap(\.view).filter { $0.window === window }
    }
}
