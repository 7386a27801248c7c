import Foundation

/// Where navigation input goes in a window (see `UINavigationInput`): the
/// environment focus is confined to, or nil when the game has it.
///
/// In order: the topmost presented controller (UIKit confines focus to it);
/// else the most recently marked `.ui` view or controller that shows; else
/// nothing when a `.game` view or controller shows; else the window's own setting.
@MainActor
enum NavigationScope {
    static func resolve(in window: UIWindow) -> UIFocusEnvironment? {
        let controllers = Self.controllers(in: window)
        if let presented = topmostPresented(among: controllers, in: window) {
            return presented.navigationInput == .game ? nil : presented
        }
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
        var best: (controller: UIViewController, index: Int)?
        for controller in controllers {
            guard let container = controller.presentation?.container, container.superview === window,
                let index = window.subviews.lastIndex(where: { $0 === container })
            else { continue }
            if best.map({ index > $0.index }) ?? true { best = (controller, index) }
        }
        return best?.controller
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
