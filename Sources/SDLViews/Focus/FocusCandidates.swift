import Foundation

/// The items focus can go to in a window: focusable, visible, interactive
/// views (and enabled focus guides) inside the topmost presented view
/// controller's view, with their frames in window coordinates, plus the
/// focusable items of lists that have no cell yet around their visible part.
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
        guard let first = items(in: view).min(by: { FocusMovement.readsBefore($0.frame, $1.frame) })?.view else {
            return nil
        }
        return entry(into: first, from: nil, preferring: true)
    }

    /// The next item from `current` along `heading` (a guide there redirects;
    /// a list's item without a cell is scrolled into view). `withinGroup`
    /// keeps the search to `current`'s focus group (for an item outside every
    /// group: the items outside every group).
    func item(from current: UIView, heading: UIFocusHeading, withinGroup: Bool) -> UIView? {
        let origin = current.focusFrameInWindow
        var targets = self.targets(excluding: current)
        if withinGroup {
            let group = FocusTree.groupIdentifier(of: current)
            targets = targets.filter { $0.group == group }
        }
        // A target that gives no focusable view once resolved is passed over for the next best.
        for _ in 0..<Self.resolveAttempts {
            guard let index = FocusMovement.best(from: origin, heading: heading, among: targets.map(\.frame)) else {
                return nil
            }
            if let view = targets[index].resolve(), view !== current, isEligible(view) {
                return entry(into: view, from: current, preferring: false)
            }
            targets.remove(at: index)
        }
        return nil
    }

    static let resolveAttempts = 8

    /// Tab: the primary item of the next focus group in reading order.
    func nextGroupItem(after current: UIView, backwards: Bool, remembered: (String) -> UIView?) -> UIView? {
        let ordered = items(in: scopeView).sorted { FocusMovement.readsBefore($0.frame, $1.frame) }
        let groups = FocusGroups(ordered.map(\.view))
        guard let next = groups.group(after: current, backwards: backwards) else { return nil }
        let primary = FocusGroups.primaryItem(of: next, remembered: next.key.flatMap(remembered))
        return entry(into: primary, from: current, preferring: false)
    }

    /// Focus entering a list from outside goes to the item the list remembers
    /// (or, `preferring`, the one its delegate prefers), scrolled into view.
    private func entry(into view: UIView, from current: UIView?, preferring: Bool) -> UIView {
        guard let list = Self.enclosingList(of: view), current.map({ !$0.isDescendant(of: list) }) ?? true,
            let path = preferring ? list.preferredFocusIndexPath : list.rememberedFocusIndexPath,
            let cell = list.focusCell(at: path), isEligible(cell)
        else { return view }
        return cell
    }

    static func enclosingList(of view: UIView) -> FocusListContainer? {
        var ancestor = view.superview
        while let current = ancestor {
            if let list = current as? FocusListContainer { return list }
            ancestor = current.superview
        }
        return nil
    }

    struct Item {
        let view: UIView
        let frame: CGRect
    }

    /// Somewhere focus can move to: a view, a guide's redirect, or a list's item without a cell.
    struct Target {
        let frame: CGRect
        let group: String?
        let resolve: () -> UIView?
    }

    private func targets(excluding current: UIView) -> [Target] {
        var targets = items(in: scopeView).filter { $0.view !== current }.map { item in
            Target(frame: item.frame, group: FocusTree.groupIdentifier(of: item.view)) { item.view }
        }
        for guide in guides(in: scopeView) {
            guard let owner = guide.owningView else { continue }
            targets.append(
                Target(frame: owner.convert(guide.layoutFrame, to: nil), group: FocusTree.groupIdentifier(of: owner)) {
                    self.guideTarget(guide)
                })
        }
        for list in lists(in: scopeView) {
            let group = FocusTree.groupIdentifier(of: list)
            for item in list.focusItemsWithoutViews(in: list.focusSearchRegion) {
                targets.append(Target(frame: list.convert(item.frame, to: nil), group: group) {
                    list.focusCell(at: item.indexPath)
                })
            }
        }
        return targets
    }

    /// Eligible views under `root`, in tree order, skipping hidden or non-interactive branches.
    private func items(in root: UIView?) -> [Item] {
        var result: [Item] = []
        forEachVisible(under: root) { view in
            if view.canBecomeFocused, view.window === window {
                result.append(Item(view: view, frame: view.focusFrameInWindow))
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

    private func lists(in root: UIView?) -> [FocusListContainer] {
        var result: [FocusListContainer] = []
        forEachVisible(under: root) { view in
            if let list = view as? FocusListContainer { result.append(list) }
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
