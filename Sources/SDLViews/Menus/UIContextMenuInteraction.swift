import Foundation

/// UIKit's `UIContextMenuInteraction`: added to a view, it shows the menu its
/// delegate configures on a right click, a long press, or the gamepad's Y
/// button (the keyboard's Menu key) while the view or one inside it has
/// focus. The menu is a popup card at the press (under the focused view for
/// the gamepad), focusable and dismissed by Escape / B or a click outside.
/// Differences from UIKit: no preview and no lifted view; see <doc:DifferencesFromUIKit>.
@MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// UIKit's `UIContextMenuInteraction.AppearanceStyle`; always `.compact` here (no preview).
    public enum AppearanceStyle: Int, Sendable { case unknown, rich, compact }

    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    open var menuAppearance: AppearanceStyle { .compact }

    private var longPress: UILongPressGestureRecognizer?
    private var location: CGPoint = .zero
    private weak var overlay: MenuOverlayView?

    /// UIKit's `init(delegate:)`.
    public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }

    open func willMove(to view: UIView?) {
        if let longPress { self.view?.removeGestureRecognizer(longPress) }
        longPress = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let recognizer = UILongPressGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .began, let self, let view = self.view else { return }
            _ = self.presentMenu(at: recognizer.location(in: view))
        }
        view.addGestureRecognizer(recognizer)
        longPress = recognizer
    }

    /// UIKit's `location(in:)`: where the menu was asked for, in `view`'s coordinates (window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let source = self.view else { return location }
        return source.convert(location, to: view ?? source.window)
    }

    /// UIKit's `dismissMenu()`.
    open func dismissMenu() { overlay?.dismiss() }

    /// Asks the delegate for a configuration at `point` (in the view) and shows its menu; false when there is none.
    func presentMenu(at point: CGPoint) -> Bool {
        guard let view, let delegate, overlay == nil else { return false }
        location = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point),
            let menu = configuration.actionProvider?([])
        else { return false }
        let animator = ContextMenuAnimator()
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        let shown = MenuPresenter.present(menu, from: view, at: CGRect(origin: point, size: .zero), sender: view)
        animator.finish()
        guard let shown else { return false }
        overlay = shown
        let previous = shown.didDismiss
        shown.didDismiss = { [weak self] in
            previous?()
            guard let self else { return }
            let ending = ContextMenuAnimator()
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ending)
            ending.finish()
        }
        return true
    }
}
