import Foundation

/// The navigation scope while the topmost presentation is a sheet resting at
/// an undimmed detent: the sheet and the screen it leaves uncovered, so the
/// arrow keys and the D-pad reach the presenter as touches do (UIKit's
/// undimmed sheets leave the content behind them interactive).
///
/// Focus goes into the sheet first (its presented controller is the preferred
/// environment); the search then ranges over the whole window. One scope per
/// sheet presentation, kept by it, so the focus system sees the same scope
/// from frame to frame.
@MainActor
final class UndimmedSheetScope: UIFocusEnvironment {
    private weak var sheet: UISheetPresentationController?

    init(sheet: UISheetPresentationController) { self.sheet = sheet }

    /// The view the scope's items live under: the window holding the sheet.
    var scopeView: UIView? { sheet?.containerView?.window }

    /// The sheet's controller: presses nothing focused takes go to it (Escape dismisses it).
    var presentedController: UIViewController? { sheet?.presentedViewController }

    /// Whether `view` is in the sheet (its presentation's container).
    func holds(_ view: UIView) -> Bool {
        sheet?.containerView.map { view.isDescendant(of: $0) } ?? false
    }

    /// Whether the sheet hides `view` (at `frame`, in window coordinates): the
    /// presenter's items under the sheet are out of reach, as they are to touches.
    func covers(_ view: UIView, frame: CGRect) -> Bool {
        guard let sheet, !holds(view), let sheetView = sheet.presentedViewController.viewIfLoaded, sheetView.window != nil
        else { return false }
        return sheetView.convert(sheetView.bounds, to: nil).contains(CGPoint(x: frame.midX, y: frame.midY))
    }

    var preferredFocusEnvironments: [UIFocusEnvironment] { sheet.map { [$0.presentedViewController] } ?? [] }
    var parentFocusEnvironment: UIFocusEnvironment? { scopeView }
    func setNeedsFocusUpdate() { sheet?.presentedViewController.setNeedsFocusUpdate() }
    func updateFocusIfNeeded() { sheet?.presentedViewController.updateFocusIfNeeded() }
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    var focusGroupIdentifier: String? { nil }
}
