import Foundation

/// UIKit's `UIFocusEnvironment`: a node of the focus tree (views and view
/// controllers). The focus system asks environments where focus should go
/// (`preferredFocusEnvironments`), whether an update may happen
/// (`shouldUpdateFocus(in:)`), and tells them when it did
/// (`didUpdateFocus(in:with:)`), on every environment that contains the
/// previously or the next focused item, innermost first.
@MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus goes when this environment is asked, most preferred first.
    var preferredFocusEnvironments: [UIFocusEnvironment] { get }
    /// The environment that contains this one (a view's superview or view controller).
    var parentFocusEnvironment: UIFocusEnvironment? { get }
    /// Asks for a focus update to this environment's preferred item, run at
    /// the next frame or by `updateFocusIfNeeded()`; ignored unless the
    /// environment contains the focused item (or nothing is focused), as UIKit.
    func setNeedsFocusUpdate()
    /// Runs a pending focus update now.
    func updateFocusIfNeeded()
    /// Returning false vetoes the update described by `context`.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved; animations added to `coordinator` run with the focus effect.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// Items sharing an identifier form one focus group: Tab moves between groups.
    var focusGroupIdentifier: String? { get }
}
