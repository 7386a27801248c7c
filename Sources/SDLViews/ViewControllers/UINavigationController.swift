import Foundation

/// UIKit's `UINavigationController`: a stack of child controllers, the top one
/// shown under a `UINavigationBar`. Push slides the new screen in from the
/// right over the old one, which moves a third of the way left under a dimming
/// shadow; pop reverses it. A pan from the left edge pops interactively (it
/// follows the finger and can be cancelled); Escape pops too.
///
/// As UIKit, a child's view runs under the translucent bar (the whole view;
/// its safe area and a scroll view's `adjustedContentInset` start below the
/// bar) unless the bar is opaque (`isTranslucent = false`) or the child leaves
/// `.top` out of `edgesForExtendedLayout`. `show(_:sender:)` from a child pushes.
///
/// A toolbar (`toolbar`, shown with `setToolbarHidden(_:animated:)`) at the
/// bottom holds the top controller's `toolbarItems`; content runs under it
/// too (the children's safe area and scroll views' insets keep clear of it),
/// and a controller in the stack with `hidesBottomBarWhenPushed` hides it.
///
/// With `navigationBar.prefersLargeTitles`, a top controller whose item's
/// `largeTitleDisplayMode` resolves to large gets UIKit's 96-point bar (44
/// plus the 52-point large title row). As the controller's scroll view
/// (`contentScrollView(for:)`, else its view or the view's first subview when
/// it is a scroll view) scrolls up, the bar shrinks with it to 44 points and
/// the small title appears; pulled down past its top, the bar grows; the
/// children's safe area follows the bar's height. The scroll view itself
/// keeps resting where the expanded bar ends (its `adjustedContentInset.top`
/// stays that of the expanded bar). The top item's `searchController` adds
/// a 52-point search row to the bar; with `hidesSearchBarWhenScrolling` it
/// collapses the same way, before the large title.
///
/// Differences from UIKit: the bar's contents change at the start of a transition
/// (UIKit cross-fades them), and a push or pop requested while one runs
/// finishes the running one first. A large title collapses only over a view
/// that runs under the bar (with an opaque bar and a view below it, it stays
/// large). As UIKit, scrolling the user leaves with the title half collapsed
/// goes on until it is open or shut, whichever is nearer (a programmatic
/// `contentOffset` may leave it half way).
@MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar at the top (hidden with `setNavigationBarHidden(_:animated:)`).
    public let navigationBar = UINavigationBar()
    private let toolbarView = UIToolbar()
    /// UIKit's `toolbar`: the bar at the bottom, with the top controller's
    /// `toolbarItems`; hidden until `setToolbarHidden(false, animated:)`.
    open var toolbar: UIToolbar! { toolbarView }
    /// UIKit's `hideShowBarDuration`: how long showing or hiding the toolbar takes.
    public static let hideShowBarDuration: CGFloat = 0.2
    private var toolbarHiddenStorage = true
    /// Whether the toolbar is on screen (or sliding in): shown, and no controller in the stack hides it.
    private var toolbarShown = false
    /// The controller whose items the bars show (the top one, except during an interactive pop).
    private weak var barOwner: UIViewController?
    /// The scroll view whose offset collapses the large title.
    private weak var trackedScrollView: UIScrollView?
    /// The one tracked before it: it keeps resting where it did while its view slides out (the bar's
    /// height changing under it would otherwise move its content), until it leaves the view.
    private weak var outgoingScrollView: UIScrollView?
    /// The controller `trackedScrollView` belongs to.
    private weak var trackedScrollViewOwner: UIViewController?
    private var isUpdatingBarHeight = false
    /// The pan from the left edge that pops interactively.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = makeEdgePan()
    private var transition: NavigationTransition?
    private var finishTransition: (() -> Void)?
    /// True while a push or pop is being set up (its will-appear and will-disappear callbacks run).
    private var isStartingTransition = false
    /// Stack changes asked for while a transition was being set up, run when it ends.
    private var deferredOperations: [() -> Void] = []
    private var interactive: NavigationTransition?

    /// UIKit's `init(rootViewController:)`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .white
        navigationBar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: UINavigationBar.height)
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.layoutChange = { [weak self] in
            self?.updateNavigationBarHeight(animated: false)
            self?.childLayoutDidChange()
        }
        navigationBar.itemsChange = { [weak self] in self?.updateNavigationBarHeight(animated: false) }
        container.addSubview(navigationBar)
        toolbarView.isHidden = true
        toolbarView.frame = toolbarFrame(in: container, shown: false)
        toolbarView.layoutChange = { [weak self] in self?.childLayoutDidChange() }
        view = container
        if let top = topViewController { install(top) }
        if let pan = interactivePopGestureRecognizer { container.addGestureRecognizer(pan) }
    }

    /// The controller a running pop is taking away: still a child (until its
    /// `didMove(toParent: nil)`) but, as UIKit, no longer in `viewControllers`.
    private var leavingController: UIViewController?

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get {
            guard let leavingController else { return children }
            return children.filter { $0 !== leavingController }
        }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last { $0 !== leavingController } }

    /// For `hidesBottomBarWhenPushed`: a controller in the stack asks the tab bar to hide.
    override var hidesBottomBarWhenPushedInStack: Bool { viewControllers.contains { $0.hidesBottomBarWhenPushed } }

    /// Focus goes to the top view controller, as UIKit.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] {
        topViewController.map { [$0] } ?? super.preferredFocusEnvironments
    }
    /// The top controller, or what it presents.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        navigationBar.visibilityDidChange()
        updateNavigationBarHeight(animated: false)
        childLayoutDidChange()
    }

    // MARK: Toolbar

    /// UIKit's `isToolbarHidden` (true by default).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// UIKit's `setToolbarHidden(_:animated:)`: animated, the toolbar slides
    /// up from the bottom edge (or down off it) in `hideShowBarDuration`; the
    /// children's safe area takes its new value at once and their layout
    /// animates with the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenStorage = hidden
        updateToolbarVisibility(animated: animated)
    }

    /// A child's `toolbarItems` changed: shown if it is the controller the bars are for.
    func toolbarItemsDidChange(of controller: UIViewController) {
        guard controller === barOwner else { return }
        toolbarView.setItems(controller.toolbarItems, animated: false)
    }

    /// The toolbar's frame: 44 points plus the view's bottom safe area at the bottom, or just below the view.
    private func toolbarFrame(in container: UIView, shown: Bool) -> CGRect {
        let bounds = container.bounds
        let height = UIToolbar.height + container.safeAreaInsets.bottom
        return CGRect(x: 0, y: shown ? bounds.height - height : bounds.height, width: bounds.width, height: height)
    }

    private func updateToolbarVisibility(animated: Bool) {
        guard isViewLoaded else { return }
        let shown = !toolbarHiddenStorage && !hidesBottomBarWhenPushedInStack
        guard shown != toolbarShown else { return }
        let toolbar = toolbarView
        let animates = animated && isShown
        if shown {
            // Added when first shown (an app without a toolbar keeps UIKit's hierarchy), above the children.
            if toolbar.superview !== view { view.insertSubview(toolbar, aboveSubview: navigationBar) }
            if animates {
                // Laid out below the bottom edge first (while not shown yet), to slide up from there.
                toolbar.isHidden = false
                toolbar.frame = toolbarFrame(in: view, shown: false)
                view.layoutIfNeeded()
            }
        }
        toolbarShown = shown
        let move = { [weak self] in
            guard let self else { return }
            toolbar.frame = self.toolbarFrame(in: self.view, shown: shown)
            self.childLayoutDidChange()
            self.topViewController?.viewIfLoaded?.layoutIfNeeded()
        }
        guard animates else {
            toolbar.isHidden = !shown
            move()
            return
        }
        UIView.animate(
            withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.curveEaseInOut],
            animations: move,
            completion: { [weak self] _ in
                guard let self, !self.toolbarShown else { return }
                toolbar.isHidden = true
            })
    }

    /// The view lays out: the toolbar follows its size and bottom safe area.
    override func containerWillLayoutSubviews() {
        guard isViewLoaded else { return }
        let frame = toolbarFrame(in: view, shown: toolbarShown)
        guard toolbarView.frame != frame else { return }
        toolbarView.frame = frame
        childLayoutDidChange()
    }

    /// The bars show `controller`'s toolbar items, toolbar visibility and bar height.
    private func showBars(for controller: UIViewController?, animated: Bool) {
        barOwner = controller
        toolbarView.setItems(controller?.toolbarItems, animated: false)
        updateToolbarVisibility(animated: animated)
        updateNavigationBarHeight(animated: animated)
    }

    // MARK: Large titles

    /// Whether `controller`'s item shows a large title: its mode, else that
    /// of the first item below it that is not `.automatic`, else large (UIKit's rule).
    private func resolvesLargeTitle(for controller: UIViewController?) -> Bool {
        guard navigationBar.prefersLargeTitles, !navigationBar.isHidden, let controller else { return false }
        var found = false
        for child in children.reversed() {
            if !found {
                guard child === controller else { continue }
                found = true
            } else if child === leavingController {
                continue
            }
            switch child.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return found
    }

    /// The scroll view whose scrolling collapses `controller`'s large title,
    /// when its view runs under the bar.
    private func largeTitleScrollView(of controller: UIViewController) -> UIScrollView? {
        guard let root = controller.viewIfLoaded, controller.edgesForExtendedLayout.contains(.top),
            navigationBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars
        else { return nil }
        if let chosen = controller.contentScrollView(for: .top) { return chosen }
        return root as? UIScrollView ?? root.subviews.first as? UIScrollView
    }

    /// Sets the bar's height for `barOwner`: its expanded height (44, 96 with a large title, 52 more
    /// with a search row) less what its scroll view has scrolled up (more when pulled down).
    private func updateNavigationBarHeight(animated: Bool) {
        guard isViewLoaded, !isUpdatingBarHeight else { return }
        isUpdatingBarHeight = true
        defer { isUpdatingBarHeight = false }
        navigationBar.showsLargeTitle = resolvesLargeTitle(for: barOwner)
        let collapses = navigationBar.expandedHeight > navigationBar.collapsedHeight
        let scrollView = collapses ? barOwner.flatMap(largeTitleScrollView(of:)) : nil
        if trackedScrollView !== scrollView {
            // Only a controller on its way out keeps its resting place; one that stays follows the bar.
            let leaving = trackedScrollViewOwner !== barOwner
            let dropped = leaving ? outgoingScrollView : trackedScrollView
            if leaving { outgoingScrollView = trackedScrollView }
            trackedScrollView = scrollView
            trackedScrollViewOwner = scrollView == nil ? nil : barOwner
            if let dropped, dropped !== scrollView, dropped !== outgoingScrollView {
                if dropped.largeTitleTracker === self { dropped.largeTitleTracker = nil }
                dropped.refreshAdjustedContentInset()
            }
            scrollView?.largeTitleTracker = self
        }
        var height = navigationBar.expandedHeight
        if let scrollView {
            scrollView.refreshAdjustedContentInset()
            height = largeTitleBarHeight(for: scrollView)
        }
        setNavigationBarHeight(height, animated: animated)
    }

    /// The expanded bar less how far the scroll view has scrolled up from where it rests,
    /// never under the collapsed bar.
    private func largeTitleBarHeight(for scrollView: UIScrollView) -> CGFloat {
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return max(navigationBar.collapsedHeight, navigationBar.expandedHeight - scrolled)
    }

    private func setNavigationBarHeight(_ height: CGFloat, animated: Bool) {
        guard navigationBar.frame.height != height else { return }
        let bar = navigationBar
        let resize = { [weak self] in
            bar.frame.size.height = height
            bar.layoutIfNeeded()
            self?.childLayoutDidChange()
        }
        if animated, isShown {
            UIView.animate(withDuration: NavigationTransition.duration, animations: resize)
        } else {
            resize()
        }
    }

    /// What the tracked scroll view adds to its top inset: the part of the
    /// expanded bar over it that the collapsed bar no longer covers (less, pulled
    /// down), so it rests where the expanded bar ends whatever the bar's height.
    func largeTitleCompensation(for scrollView: UIScrollView) -> CGFloat {
        guard scrollView === trackedScrollView || scrollView === outgoingScrollView, isViewLoaded,
            let superview = scrollView.superview, scrollView.isDescendant(of: view)
        else { return 0 }
        let top = superview.convert(scrollView.frame.origin, to: view).y
        let expanded = navigationBar.frame.minY + navigationBar.expandedHeight
        return max(0, expanded - top) - max(0, navigationBar.frame.maxY - top)
    }

    /// The user's scrolling came to rest (a drag released without a flick, or
    /// the deceleration after one) with the large title half collapsed: as
    /// UIKit, the content scrolls on (animated) until the title is all open
    /// or all closed, whichever is nearer.
    func trackedScrollViewDidComeToRest(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView, !scrollView.isTracking else { return }
        let resting = -scrollView.adjustedContentInset.top
        let scrolled = scrollView.contentOffset.y - resting
        let stops = navigationBar.collapseStops
        guard scrolled > 0, scrolled < stops.last ?? 0, !stops.contains(scrolled),
            let nearest = stops.min(by: { abs($0 - scrolled) < abs($1 - scrolled) })
        else { return }
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: resting + nearest), animated: true)
    }

    /// The tracked scroll view moved: the bar follows (UIKit's continuous collapse and stretch).
    func trackedScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView, !isUpdatingBarHeight else { return }
        isUpdatingBarHeight = true
        defer { isUpdatingBarHeight = false }
        setNavigationBarHeight(largeTitleBarHeight(for: scrollView), animated: false)
    }

    /// UIKit: the navigation controller handles `show(_:sender:)` (it pushes).
    open override func canPerformShowAction(_ action: ShowAction, sender: Any?) -> Bool {
        action == .show || super.canPerformShowAction(action, sender: sender)
    }

    /// UIKit's `show(_:sender:)` on a navigation controller: pushes, animated.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// UIKit's `pushViewController(_:animated:)`. A controller already in the
    /// stack is refused with UIKit's message.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController.parentStorage !== self else {
            SDLViewsLog.error(
                "Pushing the same view controller instance more than once is not supported (\(type(of: viewController)))"
            )
            return
        }
        guard viewController !== self, !(viewController is UINavigationController && viewController === parent) else {
            SDLViewsLog.error("Pushing a navigation controller is not supported")
            return
        }
        if deferIfStarting("pushViewController(_:animated:)", { [weak self] in
            self?.pushViewController(viewController, animated: animated)
        }) {
            return
        }
        completeRunningTransition()
        guard let from = topViewController else {
            setViewControllers([viewController], animated: false)
            return
        }
        addChild(viewController)
        run(from: from, to: viewController, operation: .push, animated: animated) { [weak self] in
            guard let self else { return }
            viewController.didMove(toParent: self)
        }
    }

    /// UIKit's `popViewController(animated:)`: nil (and a logged reason) for the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if deferIfStarting("popViewController(animated:)", { [weak self] in self?.popViewController(animated: animated) }) {
            return children.count > 1 ? topViewController : nil
        }
        completeRunningTransition()
        guard children.count > 1, let from = topViewController else {
            SDLViewsLog.error("popViewController(animated:): the root view controller cannot be popped")
            return nil
        }
        pop(to: children[children.count - 2], animated: animated)
        return from
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; nil when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if deferIfStarting("popToViewController(_:animated:)", { [weak self] in
            self?.popToViewController(viewController, animated: animated)
        }) {
            return children.firstIndex { $0 === viewController }.map { Array(children[($0 + 1)...]) }
        }
        completeRunningTransition()
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            SDLViewsLog.error("popToViewController(_:animated:): \(type(of: viewController)) is not in the stack")
            return nil
        }
        let popped = Array(children[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        pop(to: viewController, animated: animated)
        return popped
    }

    /// Replaces the stack. The new top appears (pushed when it was not in the
    /// stack, popped to otherwise); controllers that leave are removed.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if deferIfStarting("setViewControllers(_:animated:)", { [weak self] in
            self?.setViewControllers(viewControllers, animated: animated)
        }) {
            return
        }
        completeRunningTransition()
        var seen = Set<ObjectIdentifier>()
        let unique = viewControllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        if unique.count != viewControllers.count {
            SDLViewsLog.error("setViewControllers(_:animated:): a view controller appears twice; later copies ignored")
        }
        let oldTop = topViewController
        let newTop = unique.last
        guard let newTop, let oldTop, oldTop !== newTop, isShown else {
            replaceStack(with: unique)
            return
        }
        let wasInStack = newTop.parentStorage === self
        // Keep the old top as a child until its transition ends. Top first: each is then
        // the last child, so removing 10,000 costs 10,000 steps, not 10,000 searches.
        for child in children.reversed() where child !== oldTop && !seen.contains(ObjectIdentifier(child)) {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in unique where controller.parent !== self { addChild(controller) }
        let leaving = !seen.contains(ObjectIdentifier(oldTop))
        reorderChildren(leaving ? unique + [oldTop] : unique)
        if leaving {
            oldTop.willMove(toParent: nil)
            leavingController = oldTop
        }
        run(from: oldTop, to: newTop, operation: wasInStack ? .pop : .push, animated: animated) { [weak self] in
            guard let self else { return }
            if leaving {
                self.leavingController = nil
                oldTop.removeFromParent()
            }
            if !wasInStack { newTop.didMove(toParent: self) }
        }
    }

    // MARK: Keyboard

    /// Escape or gamepad B (`.menu`) pops (UIKit's back), unless the stack is
    /// at its root or the game has navigation input (see `UINavigationInput`).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.type == .menu }), viewControllers.count > 1,
            viewIfLoaded?.window?.focusSystem.hasNavigationScope == true
        {
            popViewController(animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// A screen reader's escape pops, as UIKit's navigation controller;
    /// false at the root, so the request goes on up the chain.
    open override func accessibilityPerformEscape() -> Bool {
        guard viewControllers.count > 1 else { return false }
        popViewController(animated: true)
        return true
    }

    // MARK: Appearance

    override var childrenForAppearanceForwarding: [UIViewController] {
        guard transition == nil, let top = topViewController, top.isViewLoaded, top.view.superview === viewIfLoaded
        else { return [] }
        return [top]
    }

    override var forwardsAppearanceOnChildViewMoves: Bool { false }

    // MARK: Internals

    private var isShown: Bool { isViewLoaded && appearance.isVisibleOrAppearing && view.window != nil }

    /// The top controller's frame (see `contentFrame(for:)`).
    var contentFrame: CGRect { contentFrame(for: topViewController) }

    /// The whole view for a child that runs under the bars (translucent
    /// bars, or opaque ones with `extendedLayoutIncludesOpaqueBars`, and
    /// `.top` and `.bottom` in its `edgesForExtendedLayout`), else the part
    /// below the navigation bar and above the toolbar.
    func contentFrame(for controller: UIViewController?) -> CGRect {
        let bounds = view.bounds
        var top: CGFloat = 0
        var bottom = bounds.height
        if !navigationBar.isHidden, !runsUnder(navigationBar.isTranslucent, edge: .top, controller) {
            top = navigationBar.frame.maxY
        }
        if toolbarShown, !runsUnder(toolbarView.isTranslucent, edge: .bottom, controller) {
            bottom = toolbarView.frame.minY
        }
        return CGRect(x: 0, y: top, width: bounds.width, height: max(bottom - top, 0))
    }

    private func runsUnder(_ translucent: Bool, edge: UIRectEdge, _ controller: UIViewController?) -> Bool {
        guard let controller, controller.edgesForExtendedLayout.contains(edge) else { return false }
        return translucent || controller.extendedLayoutIncludesOpaqueBars
    }

    /// The bars cover the top and bottom of a child whose view runs under them.
    override func barInsets(forChild child: UIViewController) -> UIEdgeInsets {
        guard isViewLoaded, let childView = child.viewIfLoaded, let superview = childView.superview,
            childView.isDescendant(of: view)
        else { return .zero }
        var insets = UIEdgeInsets.zero
        if !navigationBar.isHidden {
            let childTop = superview.convert(childView.frame.origin, to: view).y
            insets.top = max(0, navigationBar.frame.maxY - childTop)
        }
        if toolbarShown {
            let childBottom = superview.convert(CGPoint(x: 0, y: childView.frame.maxY), to: view).y
            insets.bottom = max(0, childBottom - toolbarView.frame.minY)
        }
        return insets
    }

    override func childLayoutDidChange() {
        guard let top = topViewController, top.isViewLoaded, top.view.superview === viewIfLoaded, transition == nil
        else { return }
        top.view.frame = contentFrame(for: top)
        top.view.setNeedsLayout()
    }

    private func install(_ controller: UIViewController) {
        controller.view.frame = contentFrame(for: controller)
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(controller.view, belowSubview: navigationBar)
        navigationBar.show(stackOf: self)
        showBars(for: controller, animated: false)
        controller.view.frame = contentFrame(for: controller)
    }

    private func replaceStack(with controllers: [UIViewController]) {
        let oldTop = topViewController
        let shown = isShown
        let kept = Set(controllers.map(ObjectIdentifier.init))
        for child in children.reversed() where !kept.contains(ObjectIdentifier(child)) {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        reorderChildren(controllers)
        let newTop = topViewController
        tabBarController?.navigationStackDidChange(in: self)
        guard isViewLoaded, oldTop !== newTop else {
            if isViewLoaded {
                navigationBar.show(stackOf: self)
                showBars(for: newTop, animated: false)
            }
            finishAdding(controllers)
            return
        }
        if let oldTop, oldTop.isViewLoaded, oldTop.view.superview === view {
            if shown {
                ViewControllerAppearance.disappear(oldTop) { oldTop.view.removeFromSuperview() }
            } else {
                oldTop.view.removeFromSuperview()
            }
        }
        if let newTop {
            if shown { ViewControllerAppearance.appear(newTop) { install(newTop) } } else { install(newTop) }
        }
        finishAdding(controllers)
    }

    private func finishAdding(_ controllers: [UIViewController]) {
        for controller in controllers where controller.isMovingToParent { controller.didMove(toParent: self) }
    }

    private func reorderChildren(_ order: [UIViewController]) {
        childStorage = order.filter { $0.parentStorage === self }
    }

    private func pop(to target: UIViewController, animated: Bool) {
        guard let from = topViewController, from !== target else { return }
        setViewControllers(Array(children.prefix { $0 !== target }) + [target], animated: animated)
    }

    /// Runs a push or pop from `from` to `to`, with the appearance callbacks in
    /// UIKit's order: from's will-disappear, to's will-appear, to's layout, the
    /// slide, from's did-disappear, to's did-appear, then `completion`
    /// (containment's did-move) and the delegate's did-show.
    private func run(
        from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
        completion: @escaping () -> Void
    ) {
        isStartingTransition = true
        delegate?.navigationController(self, willShow: to, animated: animated)
        tabBarController?.navigationStackDidChange(in: self)
        guard isShown else {
            isStartingTransition = false
            if isViewLoaded {
                from.viewIfLoaded?.removeFromSuperview()
                install(to)
            }
            completion()
            delegate?.navigationController(self, didShow: to, animated: animated)
            runDeferredOperations()
            return
        }
        to.loadViewIfNeeded()
        // The bars change first: the incoming view's frame depends on their size (and the
        // bar's on its top item: its search row).
        let fromFrame = contentFrame(for: from)
        navigationBar.show(stackOf: self, excluding: leavingController)
        showBars(for: to, animated: animated)
        let slide = NavigationTransition(
            from: from, to: to, operation: operation, frame: contentFrame(for: to), fromFrame: fromFrame,
            mirrored: view.isRightToLeft)
        transition = slide
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        let custom =
            animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        if custom == nil { slide.install(in: view, below: navigationBar) }
        let finish: () -> Void = { [weak self] in
            guard let self, self.transition === slide else { return }
            self.transition = nil
            self.finishTransition = nil
            self.view.insertSubview(to.view, belowSubview: self.navigationBar)
            slide.cleanUp(keep: to)
            self.childLayoutDidChange()
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            completion()
            self.delegate?.navigationController(self, didShow: to, animated: animated)
            self.runDeferredOperations()
        }
        finishTransition = finish
        isStartingTransition = false
        guard animated else {
            finish()
            return
        }
        if let custom {
            let context = PresentationTransitionContext(
                container: view, animated: true, from: from, to: to, presented: to, presentedFrame: contentFrame(for: to),
                showsBothViews: true
            ) { completed in
                finish()
                custom.animationEnded(completed)
            }
            custom.animateTransition(using: context)
            return
        }
        UIView.animate(
            withDuration: NavigationTransition.duration, delay: 0, options: [.curveEaseInOut],
            animations: { slide.apply(progress: 1) }, completion: { _ in finish() })
    }

    /// A push, pop or `setViewControllers` asked for while a transition is being set up (from
    /// `viewWillAppear`, `viewWillDisappear` or the delegate's `willShow`, such as a controller
    /// removing itself as it is pushed) waits until that transition ends, then runs: run at
    /// once, it would start a transition inside the one being set up and leave the wrong view
    /// on screen. UIKit warns of such nested transitions and leaves the result undefined.
    private func deferIfStarting(_ operation: String, _ run: @escaping () -> Void) -> Bool {
        guard isStartingTransition else { return false }
        SDLViewsLog.error(
            "UINavigationController: \(operation) asked for while a transition starts (from an appearance "
                + "callback); it runs when that transition ends")
        deferredOperations.append(run)
        return true
    }

    private func runDeferredOperations() {
        guard !deferredOperations.isEmpty else { return }
        let operations = deferredOperations
        deferredOperations = []
        for operation in operations { operation() }
    }

    private func completeRunningTransition() {
        guard let slide = transition else { return }
        if interactive === slide {
            cancelInteractivePop(animated: false)
            return
        }
        slide.apply(progress: 1)
        finishTransition?()
    }

    // MARK: Interactive pop

    private func makeEdgePan() -> UIGestureRecognizer {
        let pan = EdgePanGestureRecognizer { [weak self] recognizer in self?.edgePanChanged(recognizer) }
        return pan
    }

    private func edgePanChanged(_ pan: EdgePanGestureRecognizer) {
        switch pan.state {
        case .began: beginInteractivePop()
        case .changed: updateInteractivePop(translation: towardsTrailing(pan.translation(in: view).x))
        case .ended:
            let progress = interactiveProgress(towardsTrailing(pan.translation(in: view).x))
            if progress > 0.5 || towardsTrailing(pan.velocity(in: view).x) > 500 {
                finishInteractivePop()
            } else {
                cancelInteractivePop(animated: true)
            }
        case .cancelled, .failed: cancelInteractivePop(animated: true)
        default: break
        }
    }

    /// A horizontal distance measured towards the trailing edge: the pop is
    /// a drag from the leading edge (the left, or right to left the right one).
    private func towardsTrailing(_ x: CGFloat) -> CGFloat {
        view.isRightToLeft ? -x : x
    }

    private func interactiveProgress(_ translation: CGFloat) -> CGFloat {
        let width = max(contentFrame.width, 1)
        return min(max(translation / width, 0), 1)
    }

    private func beginInteractivePop() {
        completeRunningTransition()
        guard children.count > 1, isShown, let from = topViewController else { return }
        let to = children[children.count - 2]
        isStartingTransition = true
        defer { isStartingTransition = false }
        delegate?.navigationController(self, willShow: to, animated: true)
        from.willMove(toParent: nil)
        leavingController = from
        let slide = NavigationTransition(
            from: from, to: to, operation: .pop, frame: contentFrame(for: to), fromFrame: contentFrame(for: from),
            mirrored: view.isRightToLeft)
        transition = slide
        interactive = slide
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        slide.install(in: view, below: navigationBar)
        finishTransition = { [weak self] in self?.completeInteractivePop(slide) }
    }

    private func updateInteractivePop(translation: CGFloat) {
        guard let slide = interactive else { return }
        slide.apply(progress: interactiveProgress(translation))
    }

    private func finishInteractivePop() {
        guard let slide = interactive else { return }
        interactive = nil
        UIView.animate(
            withDuration: NavigationTransition.duration / 2, delay: 0, options: [.curveEaseOut],
            animations: { slide.apply(progress: 1) },
            completion: { [weak self] _ in self?.completeInteractivePop(slide) })
    }

    private func completeInteractivePop(_ slide: NavigationTransition) {
        guard transition === slide else { return }
        transition = nil
        interactive = nil
        finishTransition = nil
        slide.cleanUp(keep: slide.to)
        slide.from.endAppearanceTransition()
        slide.to.endAppearanceTransition()
        leavingController = nil
        slide.from.removeFromParent()
        navigationBar.show(stackOf: self)
        showBars(for: slide.to, animated: false)
        childLayoutDidChange()
        tabBarController?.navigationStackDidChange(in: self)
        delegate?.navigationController(self, didShow: slide.to, animated: true)
        runDeferredOperations()
    }

    /// UIKit's cancelled pop: the revealed controller disappears again and the
    /// top one reappears (will-disappear, did-disappear, will-appear, did-appear).
    private func cancelInteractivePop(animated: Bool) {
        guard let slide = interactive else { return }
        interactive = nil
        let restore: () -> Void = { [weak self] in
            guard let self, self.transition === slide else { return }
            self.transition = nil
            self.finishTransition = nil
            self.leavingController = nil
            slide.cleanUp(keep: slide.from)
            slide.to.beginAppearanceTransition(false, animated: animated)
            slide.to.endAppearanceTransition()
            slide.from.appearance.movingFromParent = false
            slide.from.beginAppearanceTransition(true, animated: animated)
            slide.from.endAppearanceTransition()
            self.runDeferredOperations()
        }
        finishTransition = restore
        guard animated else {
            restore()
            return
        }
        UIView.animate(
            withDuration: NavigationTransition.duration / 2, delay: 0, options: [.curveEaseOut],
            animations: { slide.apply(progress: 0) }, completion: { _ in restore() })
    }
}
