/// UIKit's `UIAdaptivePresentationControllerDelegate`, for the dismissals a
/// user starts (Escape, the gamepad's B button): asked whether to dismiss,
/// told before and after, or told of a refused attempt (the presented
/// controller `isModalInPresentation`, or `presentationControllerShouldDismiss(_:)`
/// said no). Dismissals from code (`dismiss(animated:completion:)`) tell it nothing, as UIKit.
/// The adaptive-style methods do not exist: styles do not adapt to size classes here.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
