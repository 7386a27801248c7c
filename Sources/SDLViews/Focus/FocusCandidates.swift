import Foundation

/// The items focus can go to in a window: focusable, visible, interactive
/// views (and enabled focus guides) inside the topmost presented view
/// controller's view, with their frames in window coordinates, plus the
/// focusable items of lists that have no cell yet around their visible part.
@MainActor
struct FocusCandidates {
    let window: UIWindow?
    /// Where focus is confined (see `NavigationScope`): the topmost presented
    /// controller, a view or controller marked `.ui`, or the root; nil while
    /// the game has navigation input (nothing is focusable then).
    let scopeEnvironment: UIFocusEnvironment?

    init(window: UIWindow?) {
        self.window = window
        scopeEnvironment = window.flatMap { NavigationScope.resolve(in: $0) }
        index = nil
    }

    /// The scope's targets kept between searches, when the focus system has a current one.
    private let index: FocusSearchIndex?

    init(window: UIWindow?, scope: UIFocusEnvironment?, index: FocusSearchIndex? = nil) {
        self.window = window
        scopeEnvironment = scope
        self.index = index
    }

    /// A new index of the scope's targets (one walk of the scope).
    func makeIndex() -> FocusSearchIndex? {
        guard let scopeEnvironment else { return nil }
        var items: [Item] = []
        var guides: [UIFocusGuide] = []
        var lists: [FocusListContainer] = []
        forEachVisible(under: scopeView) { view in
            if view.canBecomeFocused, view.window === window, let item = reachableItem(view) {
                items.append(item)
            }
            for guide in view.layoutGuides { if let guide = guide as? UIFocusGuide { guides.append(guide) } }
            if let list = view as? FocusListContainer { lists.append(list) }
        }
        return FocusSearchIndex(
            stamp: FocusSearchIndex.stamp(scope: scopeEnvironment), items: items, guides: guides, lists: lists)
    }

    private var scopeView: UIView? { NavigationScope.view(of: scopeEnvironment) }

    /// `view` as a target, unless an undimmed sheet covers it (see `UndimmedSheetScope`).
    private func reachableItem(_ view: UIView) -> Item? {
        let frame = view.focusFrameInWindow
        if let sheet = scopeEnvironment as? UndimmedSheetScope, sheet.covers(view, frame: frame) { return nil }
        return Item(view: view, frame: frame)
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
        return reachableItem(view) != nil
    }

    /// The item focus goes to when `environment` is asked (restoring a view
    /// controller's last focused item first, when it restores focus and
    /// `restoring` — not for a code request, which UIKit sends to the
    /// preferred environment). Each environment is asked once per search: one
    /// met again (`preferredFocusEnvironments` that point at each other) is
    /// a cycle, logged once and passed over, so the search ends.
    func preferred(in environment: UIFocusEnvironment?, restoring: Bool = true) -> UIView? {
        guard let environment else { return nil }
        var asked = Set<ObjectIdentifier>()
        return preferred(in: environment, restoring: restoring, asked: &asked)
    }

    private func preferred(in environment: UIFocusEnvironment, restoring: Bool, asked: inout Set<ObjectIdentifier>)
        -> UIView?
    {
        guard asked.insert(ObjectIdentifier(environment)).inserted else {
            Self.logCycle(at: environment)
            return nil
        }
        if restoring, let controller = environment as? UIViewController, controller.restoresFocusAfterTransition,
            let last = controller.lastFocusedView, isEligible(last)
        {
            return last
        }
        for next in environment.preferredFocusEnvironments where next !== environment {
            if let view = preferred(in: next, restoring: restoring, asked: &asked) { return view }
        }
        guard let view = environment as? UIView else { return nil }
        if isEligible(view) { return view }
        // Only what lies inside the scope: the scope itself when `view` contains it.
        guard let scopeView else { return nil }
        let root: UIView
        if view.isDescendant(of: scopeView) { root = view } else if scopeView.isDescendant(of: view) {
            root = scopeView
        } else {
            return nil
        }
        guard let first = items(in: root).min(by: { FocusMovement.readsBefore($0.frame, $1.frame) })?.view else {
            return nil
        }
        return entry(into: first, from: nil, preferring: true)
    }

    private static var loggedCycles = Set<ObjectIdentifier>()

    private static func logCycle(at environment: UIFocusEnvironment) {
        guard loggedCycles.insert(ObjectIdentifier(type(of: environment))).inserted else { return }
        SDLViewsLog.error(
            "preferredFocusEnvironments of \(type(of: environment)) lead back to an environment already asked "
                + "(a cycle); it is passed over")
    }

    /// The next item from `current` along `heading` (a guide there redirects;
    /// a list's item without a cell is scrolled into view). `withinGroup`
    /// keeps the search to `current`'s focus group (for an item outside every
    /// group: the items outside every group).
    func item(from current: UIView, heading: UIFocusHeading, withinGroup: Bool) -> UIView? {
        let origin = current.focusFrameInWindow
        let group = withinGroup ? FocusTree.groupIdentifier(of: current) : nil
        let inGroup: (String?) -> Bool = { !withinGroup || $0 == group }
        if let index, let grid = index.grid {
            let search = IndexedSearch(index: index, grid: grid, current: current, inGroup: inGroup)
            return indexedItem(search, origin: origin, heading: heading)
        }
        var targets = self.targets(excluding: current).filter { inGroup($0.group) }
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

    private struct IndexedSearch {
        let index: FocusSearchIndex
        let grid: FocusSpatialGrid
        let current: UIView
        let inGroup: (String?) -> Bool
    }

    /// The same answer as the search over every target, with the index's
    /// items found through its grid: the items come first in the targets'
    /// order, so a guide or list target wins only with a strictly better score.
    private func indexedItem(_ search: IndexedSearch, origin: CGRect, heading: UIFocusHeading) -> UIView? {
        var extras = extraTargets().filter { search.inGroup($0.group) }
        var passedOver = Set<Int>()
        for _ in 0..<Self.resolveAttempts {
            let item = search.grid.best(from: origin, heading: heading) {
                !passedOver.contains($0) && search.index.items[$0].view !== search.current
                    && search.inGroup(search.index.groups[$0])
            }
            let extra = FocusMovement.best(from: origin, heading: heading, among: extras.map(\.frame))
            if let extra, Self.beats(extras[extra].frame, item.map { search.grid.frames[$0] }, origin, heading) {
                if let view = extras[extra].resolve(), view !== search.current, isEligible(view) {
                    return entry(into: view, from: search.current, preferring: false)
                }
                extras.remove(at: extra)
            } else if let item {
                let view = search.index.items[item].view
                if isEligible(view) { return entry(into: view, from: search.current, preferring: false) }
                passedOver.insert(item)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether `frame` scores strictly better than `other` (nil: nothing to beat).
    private static func beats(_ frame: CGRect, _ other: CGRect?, _ origin: CGRect, _ heading: UIFocusHeading) -> Bool {
        guard let other, let otherScore = FocusMovement.score(of: other, from: origin, heading: heading) else {
            return true
        }
        return FocusMovement.score(of: frame, from: origin, heading: heading).map { $0 < otherScore } ?? false
    }

    /// Tab: the primary item of the next focus group in reading order.
    func nextGroupItem(after current: UIView, backwards: Bool, remembered: (String) -> UIView?) -> UIView? {
        let next: FocusGroups.Group?
        if let index {
            let order = index.tabOrder
            next = order.groupOfView[ObjectIdentifier(current)].flatMap {
                order.groups.group(after: $0, backwards: backwards)
            }
        } else {
            let items = items(in: scopeView)
            let ordered = FocusMovement.readingOrder(of: items.map(\.frame)).map { items[$0].view }
            next = FocusGroups(ordered).group(after: current, backwards: backwards)
        }
        guard let next else { return nil }
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
        /// A plain view (no closure to allocate: scopes hold thousands).
        private let view: UIView?
        private let resolver: (() -> UIView?)?

        init(frame: CGRect, group: String?, view: UIView) {
            self.frame = frame
            self.group = group
            self.view = view
            resolver = nil
        }

        init(frame: CGRect, group: String?, resolve: @escaping () -> UIView?) {
            self.frame = frame
            self.group = group
            view = nil
            resolver = resolve
        }

        func resolve() -> UIView? { view ?? resolver?() }
    }

    private func targets(excluding current: UIView) -> [Target] {
        var targets: [Target] = []
        if let index {
            targets.reserveCapacity(index.items.count)
            for (item, group) in zip(index.items, index.groups) where item.view !== current {
                targets.append(Target(frame: item.frame, group: group, view: item.view))
            }
        } else {
            targets = items(in: scopeView).filter { $0.view !== current }.map { item in
                Target(frame: item.frame, group: FocusTree.groupIdentifier(of: item.view), view: item.view)
            }
        }
        return targets + extraTargets()
    }

    /// The guides' and lists' targets (they change without the tree changing: searched each time).
    private func extraTargets() -> [Target] {
        var targets: [Target] = []
        for guide in index?.guides.filter(\.isEnabled) ?? guides(in: scopeView) {
            guard let owner = guide.owningView else { continue }
            targets.append(
                Target(frame: owner.convert(guide.layoutFrame, to: nil), group: FocusTree.groupIdentifier(of: owner)) {
                    self.guideTarget(guide)
                })
        }
        for list in index?.lists ?? lists(in: scopeView) {
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
            if view.canBecomeFocused, view.window === window, let item = reachableItem(view) {
                result.append(item)
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
