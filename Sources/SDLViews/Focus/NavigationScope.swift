import Foundation

/// Where navigation input goes in a window (see `UINavigationInput`): the
/// environment focus is confined to, or nil when the game has it.
///
/// In order: the topmost presented controller (UIKit confines focus to it;
/// a lone sheet at an undimmed detent shares the window with what it leaves
/// uncovered, see `UndimmedSheetScope`);
/// else the most recently marked `.ui` view or controller that shows; else
/// nothing when a `.game` view or controller shows; else the window's own setting.
@MainActor
enum NavigationScope {
    static func resolve(in window: UIWindow) -> UIFocusEnvironment? {
        let controllers = Self.controllers(in: window)
        let presented = presentedInOrder(among: controllers, in: window)
        guard let top = presented.last else { return unpresentedScope(controllers, in: window) }
        if top.navigationInput == .game { return nil }
        // A lone sheet at an undimmed detent shares input with the screen it leaves uncovered.
        if presented.count == 1, let sheet = top.presentation?.controller as? UISheetPresentationController,
            sheet.leavesPresenterInteractive, unpresentedScope(controllers, in: window) != nil
        {
            return sheet.undimmedScope
        }
        return top
    }

    /// The scope without presentations: marked views and controllers, else the window's setting.
    private static func unpresentedScope(_ controllers: [UIViewController], in window: UIWindow)
        -> UIFocusEnvironment?
    {
        var marked: [(environment: UIFocusEnvironment, input: UINavigationInput)] = []
        for view in NavigationInputRegistry.views(in: window) where view !== window && shows(view, in: window) {
            marked.append((view, view.navigationInput))
        }
        for controller in controllers where controller.navigationInput != .automatic {
            if let view = controller.viewIfLoaded, shows(view, in: window) {
                marked.append((controller, controller.navigationInput))
            }
        }
        if let ui = marked.last(where: { $0.input == .ui }) { return ui.environment }
        if marked.contains(where: { $0.input == .game }) { return nil }
        switch window.navigationInput {
        case .ui: return window.rootViewController ?? window
        case .game: return nil
        case .automatic: return window.isWrappingHostWindow ? nil : window.rootViewController ?? window
        }
    }

    /// The window's controllers: the root's tree of children and presented controllers.
    static func controllers(in window: UIWindow) -> [UIViewController] {
        var result: [UIViewController] = []
        var stack = window.rootViewController.map { [$0] } ?? []
        var seen = Set<ObjectIdentifier>()
        while let controller = stack.popLast(), result.count < FocusTree.depthLimit {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            result.append(controller)
            stack += controller.childStorage
            if let presented = controller.presentedStorage { stack.append(presented) }
        }
        return result
    }

    /// The presented controller whose container is frontmost in the window.
    static func topmostPresented(among controllers: [UIViewController], in window: UIWindow) -> UIViewController? {
        presentedInOrder(among: controllers, in: window).last
    }

    /// The presented controllers whose containers are in the window, back to front.
    private static func presentedInOrder(among controllers: [UIViewController], in window: UIWindow)
        -> [UIViewController]
    {
        var found: [(controller: UIViewController, index: Int)] = []
        for controller in controllers {
            guard let container = controller.presentation?.container, container.superview === window,
                let index = window.subviews.lastIndex(where: { $0 === container })
            else { continue }
            found.append((controller, index))
        }
        return found.sorted { $0.index < $1.index }.map(\.controller)
    }

    /// The view a scope's items live under.
    static func view(of scope: UIFocusEnvironment?) -> UIView? {
        switch scope {
        case let controller as UIViewController: return controller.viewIfLoaded
        case let view as UIView: return view
        case let sheet as UndimmedSheetScope: return sheet.scopeView
        default: return nil
        }
    }

    /// The topmost presented controller of `window`, if any.
    static func topmostPresented(in window: UIWindow) -> UIViewController? {
        topmostPresented(among: controllers(in: window), in: window)
    }

    /// In the window and drawn: no hidden or transparent ancestor.
    static func shows(_ view: UIView, in window: UIWindow) -> Bool {
        guard view.window === window else { return false }
        var current: UIView? = view
        while let node = current {
            if node.isHidden || node.alpha < 0.01 { return false }
            current = node.superview
        }
        return true
    }
}
