import Foundation

/// Opens menus as popup cards (`MenuOverlayView`) over a window: one at a
/// time per window (opening another closes the first), near the source view
/// or at a point in it; focus returns to the source when the menu closes.
@MainActor
enum MenuPresenter {
    /// Weak: the window holds an open overlay; a window that goes takes its
    /// menu with it, and its identifier, which a new window may reuse, then
    /// finds nothing.
    private static var openMenus: [ObjectIdentifier: WeakOverlay] = [:]

    private struct WeakOverlay {
        weak var overlay: MenuOverlayView?
    }

    /// The open menu of `window`, if any.
    static func openMenu(in window: UIWindow) -> MenuOverlayView? {
        guard let overlay = openMenus[ObjectIdentifier(window)]?.overlay, !overlay.isDismissed,
            overlay.window === window
        else { return nil }
        return overlay
    }

    /// Shows `menu` by `source` (under `rect`, in the source's coordinates; its bounds when nil).
    @discardableResult
    static func present(_ menu: UIMenu, from source: UIView, at rect: CGRect? = nil, sender: AnyObject? = nil)
        -> MenuOverlayView?
    {
        guard let window = source.window else {
            SDLViewsLog.error("menu \"\(menu.title)\" not shown: its source view is not in a window")
            return nil
        }
        openMenu(in: window)?.dismiss()
        let anchor = source.convert(rect ?? source.bounds, to: window)
        let overlay = MenuOverlayView(menu: menu, anchor: anchor, sender: sender ?? source)
        overlay.frame = window.bounds
        let key = ObjectIdentifier(window)
        overlay.didDismiss = { [weak source, weak window] in
            openMenus[key] = nil
            guard let source, let window, source.window === window, source.canBecomeFocused else { return }
            window.focusSystem.requestFocusUpdate(to: source)
            window.focusSystem.updateFocusIfNeeded()
        }
        window.addSubview(overlay)
        overlay.layoutIfNeeded()
        openMenus = openMenus.filter { $0.value.overlay != nil }
        openMenus[key] = WeakOverlay(overlay: overlay)
        return overlay
    }
}
