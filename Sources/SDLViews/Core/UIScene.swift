import Foundation

/// UIKit's `UIScene`: one instance of the app's UI. This library runs one
/// scene, `UIWindowScene.main`, always `.foregroundActive`; there are no scene
/// sessions, delegates or state restoration (SDL has one process, one UI).
@MainActor
open class UIScene: UIResponder {
    /// UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    /// Always `.foregroundActive` (an SDL app's UI runs while the process does).
    open var activationState: ActivationState { .foregroundActive }
    /// UIKit's `title` (the app switcher's name for the scene); kept, not shown.
    open var title: String?
}

/// UIKit's `UIWindowScene`: the scene's windows and screen. `windows` are
/// the app's windows (`UIApplication.shared.windows`), lowest level first.
@MainActor
open class UIWindowScene: UIScene {
    /// The one scene this library runs (`UIApplication.shared.connectedScenes`' only member).
    public static let main = UIWindowScene()

    open var windows: [UIWindow] { UIApplication.shared.windows }
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
    open var screen: UIScreen { UIScreen.main }
    /// The traits of the app (see `UITraitCollection`).
    open var traitCollection: UITraitCollection { AppTraits.collection }
}

extension UIApplication {
    /// UIKit's `connectedScenes`: here always the one `UIWindowScene.main`.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
}

extension UIWindow {
    /// UIKit's `windowScene`: `UIWindowScene.main` (every window belongs to it).
    public var windowScene: UIWindowScene? { UIWindowScene.main }
}
