import Foundation

/// The inputs that open context menus: a right click on a view, and the
/// gamepad's Y button or the keyboard's Menu key (Shift+F10 too) on the
/// focused view. The nearest view (from the one hit or focused, outwards)
/// with a `UIContextMenuInteraction`, or a button with a `menu`, shows its menu.
@MainActor
enum ContextMenuTrigger {
    /// A right click at `point` (window coordinates); true when a menu opened or one was open.
    static func secondaryClick(at point: CGPoint, in window: UIWindow) -> Bool {
        if let open = MenuPresenter.openMenu(in: window) {
            open.dismiss()
            return true
        }
        guard let hit = window.hitTest(point, with: nil) else { return false }
        return openMenu(from: hit, at: { window.convert(point, to: $0) })
    }

    /// The menu press on the focused view; true when a menu opened.
    static func menuPress(in window: UIWindow) -> Bool {
        guard MenuPresenter.openMenu(in: window) == nil,
            let focused = window.focusSystemIfCreated?.focusedItem as? UIView, focused.window === window
        else { return false }
        return openMenu(from: focused, at: { view in
            let center = CGPoint(x: focused.bounds.midX, y: focused.bounds.maxY)
            return focused.convert(center, to: view)
        })
    }

    private static func openMenu(from start: UIView, at location: (UIView) -> CGPoint) -> Bool {
        var view: UIView? = start
        var steps = 0
        while let current = view, steps < FocusTree.depthLimit {
            for case let interaction as UIContextMenuInteraction in current.interactionStorage
            where interaction.presentMenu(at: location(current)) {
                return true
            }
            if let button = current as? UIButton, button.menu != nil, button.isEnabled {
                return button.presentMenu()
            }
            view = current.superview
            steps += 1
        }
        return false
    }
}
