import Foundation

/// The items focus can go to in a window: focusable, visible, interactive
/// views (and enabled focus guides) inside the topmost presented view
/// controller's view, with their frames in window coordinates.
@MainActor
struct FocusCandidates {
    let window: UIWindow?

    /// The topmost presented view controller, else the root view controller, else the window.
    var scopeEnvironment: UIFocusEnvironment {
        var controller = window?.rootViewController
        while let presented = controller?.presentedViewController, presented.viewIfLoaded?.window === window {
            controller = presented
        }
        return controller ?? window ?? UIView()
    }

    private var scopeView: UIView? {
        switch scopeEnvironment {
        case let controller as UIViewController: return controller.viewIfLoaded ?? window
        case let view as UIView: return view
        default: return window
        }
    }

    /// Whether `view` can be focused now.
    func isEligible(_ view: UIView) -> Bool {
        guard let window, let scopeView, view.window === window, view.canBecomeFocused,
            view.isDescendant(of: scopeView)
        else { return false }
        var current: UIView? = view
        while let node = current {
            if node.isHidden || node.alpha < 0.01 || !node.isUserInteractionEnabled { return false }
            current = node.superview
        }
        return true
    }

    /// The item focus goes to when `environment` is asked (restoring a view
    /// controller's last focused item first, when it restores focus).
    func preferred(in environment: UIFocusEnvironment, depth: Int = 0) -> UIView? {
        guard depth < 64 else { return nil }
        if let controller = environment as? UIViewController, controller.restoresFocusAfterTransition,
            let last = controller.lastFocusedView, isEligible(last)
        {
            return last
        }
        for next in environment.preferredFocusEnvironments where next !== environment {
            if let view = preferred(in: next, depth: depth + 1) { return view }
        }
        guard let view = environment as? UIView else { return nil }
        if isEligible(view) { return view }
        return items(in: view).min { FocusMovement.readsBefore($0.frame, $1.frame) }?.view
    }

    /// The next item from `current` along `heading` (a guide there redirects).
    func item(from current: UIView, heading: UIFocusHeading) -> UIView? {
        let origin = current.convert(current.bounds, to: nil)
        var targets = items(in: scopeView).filter { $0.view !== current }
        for guide in guides(in: scopeView) {
            if let view = guideTarget(guide), view !== current {
                targets.append(Item(view: view, frame: guide.owningView!.convert(guide.layoutFrame, to: nil)))
            }
        }
        let index = FocusMovement.best(from: origin, heading: heading, among: targets.map(\.frame))
        return index.map { targets[$0].view }
    }

    /// Tab: the first item (or the remembered one) of the next focus group in reading order.
    func nextGroupItem(after current: UIView, backwards: Bool, remembered: (String) -> UIView?) -> UIView? {
        let ordered = items(in: scopeView).sorted { FocusMovement.readsBefore($0.frame, $1.frame) }
        var groups: [(key: String?, views: [UIView])] = []
        for item in ordered {
            let key = FocusTree.groupIdentifier(of: item.view)
            if let key, let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].views.append(item.view)
            } else {
                groups.append((key, [item.view]))
            }
        }
        guard let here = groups.firstIndex(where: { $0.views.contains { $0 === current } }), groups.count > 1
        else { return nil }
        let next = groups[(here + (backwards ? groups.count - 1 : 1)) % groups.count]
        if let key = next.key, let view = remembered(key), isEligible(view) { return view }
        return next.views.first
    }

    struct Item {
        let view: UIView
        let frame: CGRect
    }

    /// Eligible views under `root`, in tree order, skipping hidden or non-interactive branches.
    private func items(in root: UIView?) -> [Item] {
        var result: [Item] = []
        forEachVisible(under: root) { view in
            if view.canBecomeFocused, view.window === window {
                result.append(Item(view: view, frame: view.convert(view.bounds, to: nil)))
            }
        }
        return result
    }

    private func guides(in root: UIView?) -> [UIFocusGuide] {
        var result: [UIFocusGuide] = []
        forEachVisible(under: root) { view in
            result += view.layoutGuides.compactMap { $0 as? UIFocusGuide }.filter(\.isEnabled)
        }
        return result
    }

    private func forEachVisible(under root: UIView?, _ body: (UIView) -> Void) {
        guard let root else { return }
        var stack = [root]
        while let view = stack.popLast() {
            if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { continue }
            body(view)
            stack += view.subviews.reversed()
        }
    }

    /// A guide's redirect: the preferred item of its environments.
    private func guideTarget(_ guide: UIFocusGuide) -> UIView? {
        for environment in guide.preferredFocusEnvironments ?? [] {
            if let view = preferred(in: environment) { return view }
        }
        return nil
    }
}
