import Foundation

/// UIKit's `UITabBarControllerDelegate` (the selection part); both methods are
/// optional. They hear only the user's choices (a click on a tab, the tab
/// keys), not `selectedIndex` or `selectedViewController` set from code, as in UIKit.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController` (UIKit's default: true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// The user selected `viewController` (also when it was already selected, as UIKit).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    }
}
