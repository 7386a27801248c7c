import Foundation

/// UIKit's `UIViewController`: a lazily loaded root view, the load, layout and
/// appearance callbacks, child view controllers (containment), editing, and
/// the navigation item a navigation controller shows.
///
/// Appearance callbacks run exactly once per transition through UIKit's four
/// states (disappeared, appearing, appeared, disappearing); a parent forwards
/// them to its children whose views are in its view unless
/// `shouldAutomaticallyForwardAppearanceMethods` is false.
@MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var viewStorage: UIView?
    /// Setting it also sets `navigationItem.title` and `tabBarItem.title`, as UIKit.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// UIKit's `init()`: `init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// UIKit's designated initializer, which subclasses call with
    /// `super.init(nibName: nil, bundle: nil)`. Nibs do not exist here: the
    /// names are kept (`nibName`, `nibBundle`) and `loadView()` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit's designated coder initializer: a storyboard scene's controller is
    /// made with it. Decodes `title`, and the nib its view loads from
    /// (`nibName`), from Interface Builder coders (others decode nothing); it never fails.
    public required init?(coder: NSCoder) {
        let coded = coder as? InterfaceBuilderCoder
        nibName = coded?.decodeObject(forKey: "nibName") as? String
        super.init()
        title = coded?.decodeObject(forKey: "title") as? String
    }

    /// UIKit's `NSCoding` method: writes `title` (the key `init?(coder:)` reads).
    open func encode(with coder: NSCoder) {
        if let title { coder.encode(title, forKey: "title") }
    }

    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?
    /// The storyboard scene or nib this controller's view comes from, and its segues.
    var interfaceBuilderSource = ViewControllerInterfaceBuilderSource()

    /// UIKit's `storyboard`: the storyboard this controller was instantiated from, or nil.
    open var storyboard: UIStoryboard? { interfaceBuilderSource.storyboard }

    /// UIKit's `performSegue(withIdentifier:sender:)`: runs the storyboard segue
    /// `identifier` from this controller (`prepare(for:sender:)` first). An
    /// unknown identifier is logged with UIKit's message and nothing happens (UIKit raises).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        StoryboardSegueRunner.perform(identifier: identifier, from: self, sender: sender)
    }

    /// UIKit's `prepare(for:sender:)`: called before a segue from this controller
    /// runs, with its destination made; pass data to it here. The default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// UIKit's `shouldPerformSegue(withIdentifier:sender:)`: asked before a
    /// segue that a control triggers (not before `performSegue`); true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// The root view, created by `loadView()` on first access, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.viewControllerStorage = nil
            viewStorage = newValue
            newValue?.viewControllerStorage = self
        }
    }

    open var viewIfLoaded: UIView? { viewStorage }
    open var isViewLoaded: Bool { viewStorage != nil }

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view. The default loads it from the storyboard scene
    /// the controller came from, or from the nib `nibName` names (the nib's
    /// File's Owner is this controller and its `view` outlet the view); with
    /// neither it makes a plain view the size of the screen. Difference: with
    /// no `nibName`, UIKit also looks for a nib named after the class; here
    /// that search happens only when a `nibBundle` was given.
    open func loadView() { loadViewFromInterfaceBuilder() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Runs in the update-constraints pass right after the view's `updateConstraints()`.
    open func updateViewConstraints() {}
    /// Added to the safe area insets of the view and its subviews, as UIKit.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// UIKit's `edgesForExtendedLayout`: the edges where the view runs under a
    /// translucent navigation bar (top) or tab bar (bottom); an edge left out
    /// keeps the view clear of that bar.
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { parentStorage?.childLayoutDidChange() } }
    /// UIKit's `extendedLayoutIncludesOpaqueBars`: whether the view also runs under opaque bars.
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parentStorage?.childLayoutDidChange() } }

    /// The part of a child's view a container's bars cover, added to the
    /// child view's safe area (UIKit's navigation and tab bar controllers do
    /// this for content that runs under their bars).
    func barInsets(forChild child: UIViewController) -> UIEdgeInsets { .zero }

    /// A child's layout preferences (`edgesForExtendedLayout`…) changed: containers place it again.
    func childLayoutDidChange() {}

    /// Runs as the view lays out, before `viewWillLayoutSubviews()`: containers
    /// place their own bars here (an app's override of the open callbacks cannot skip it).
    func containerWillLayoutSubviews() {}

    /// UIKit's `hidesBottomBarWhenPushed`: a tab bar controller hides its tab
    /// bar, and a navigation controller its toolbar, while this controller is
    /// in the navigation controller's stack.
    open var hidesBottomBarWhenPushed = false
    /// Whether a tab bar controller showing this controller hides its bar (a navigation controller asks its stack).
    var hidesBottomBarWhenPushedInStack: Bool { false }

    /// UIKit's `preferredContentSize` (`UIContentContainer`): the size a form
    /// sheet or popover presenting this controller takes, and what its parent
    /// hears through `preferredContentSizeDidChange(forChildContentContainer:)`.
    /// Zero (the default) means no preference. Negative or non-finite sizes are logged and refused.
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite, newValue.width >= 0, newValue.height >= 0 else {
                return SDLViewsLog.error("preferredContentSize \(newValue) refused (negative or not finite)")
            }
            guard newValue != preferredContentSizeStorage else { return }
            preferredContentSizeStorage = newValue
            parentStorage?.preferredContentSizeDidChange(forChildContentContainer: self)
            if parentStorage == nil { presentation?.controller.preferredContentSizeDidChange(forChildContentContainer: self) }
        }
    }
    private var preferredContentSizeStorage = CGSize.zero

    /// UIKit's `preferredContentSizeDidChange(forChildContentContainer:)`: a
    /// child's `preferredContentSize` changed. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// UIKit's `transition(from:to:duration:options:animations:completion:)`:
    /// swaps two children of this controller: `toViewController`'s view
    /// takes `fromViewController`'s place in its superview (with the
    /// `.transition…` option's animation, or the `animations` block), with
    /// UIKit's appearance callbacks. Both must be children of this controller
    /// (else logged, and nothing happens); the containment calls
    /// (`willMove`, `didMove`, `removeFromParent`) stay the caller's, as in UIKit.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        ChildTransition.run(
            in: self, from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    // MARK: Showing

    /// What `targetViewController(forAction:sender:)` looks for: UIKit passes
    /// the selectors of `show(_:sender:)` and `showDetailViewController(_:sender:)`.
    public enum ShowAction: Sendable { case show, showDetail }

    /// Whether this controller shows controllers itself for `action` (UIKit:
    /// it overrides the method and `canPerformAction` says yes). A navigation
    /// controller handles `.show`; custom containers override this with the method.
    open func canPerformShowAction(_ action: ShowAction, sender: Any?) -> Bool { false }

    /// UIKit's `targetViewController(forAction:sender:)`: this controller if
    /// it handles `action`, else the nearest ancestor that does (parents, then
    /// the presenting controller), or nil.
    open func targetViewController(forAction action: ShowAction, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        var steps = 0
        while let controller = current, steps < FocusTree.depthLimit {
            if controller.canPerformShowAction(action, sender: sender) { return controller }
            current = controller.parentStorage ?? controller.presentingViewController
            steps += 1
        }
        return nil
    }

    /// UIKit's `show(_:sender:)`: pushed by the navigation controller this
    /// controller is in (the target for `.show`), presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        guard let target = targetViewController(forAction: .show, sender: sender), target !== self else {
            return present(vc, animated: true)
        }
        target.show(vc, sender: sender)
    }

    /// UIKit's `showDetailViewController(_:sender:)`: given to the nearest
    /// controller that handles `.showDetail` (UIKit's split view controller;
    /// there is none here), presented otherwise.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        guard let target = targetViewController(forAction: .showDetail, sender: sender), target !== self else {
            return present(vc, animated: true)
        }
        target.showDetailViewController(vc, sender: sender)
    }

    /// After the view controller: its view's superview, as UIKit.
    open override var next: UIResponder? { viewStorage?.superview }

    override var responderWindow: UIWindow? { viewStorage?.window }

    // MARK: Focus (UIFocusEnvironment; the engine is in Focus/)

    /// UIKit's default: the view (so focus goes to the focusable view nearest its top-leading corner).
    open var preferredFocusEnvironments: [UIFocusEnvironment] { viewStorage.map { [$0] } ?? [] }
    open var parentFocusEnvironment: UIFocusEnvironment? { viewStorage?.superview ?? parentStorage }
    open func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.environmentNeedsFocusUpdate(self) }
    open func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    open var focusGroupIdentifier: String? { didSet { FocusSearchIndex.noteChange() } }
    /// Whether directional input (arrows, D-pad, stick, Escape and gamepad B)
    /// and the focus ring belong to the UI or to the game while this
    /// controller's view shows (an SDLViews addition; see `UINavigationInput`).
    /// A presented controller takes navigation unless this is `.game`; a game
    /// screen pushed in a navigating app sets `.game`.
    open var navigationInput: UINavigationInput = .automatic
    /// UIKit's `restoresFocusAfterTransition`: when focus comes back to this
    /// controller (after a pop, a dismissal), it returns to the item last focused in it.
    open var restoresFocusAfterTransition = true
    /// The item last focused inside this controller's view.
    weak var lastFocusedView: UIView?
    /// The `UIWindow.prewarm` under way for this controller, if any.
    weak var screenPrewarm: ScreenPrewarm?

    // MARK: Traits (see Traits/UIViewController+Traits.swift)

    /// The collection last delivered: from the view's superview (or the
    /// parent, or the app) with the parent's override for this child and `overrideUserInterfaceStyle`.
    var traitStorage = AppTraits.collection
    private var overrideUserInterfaceStyleStorage = UIUserInterfaceStyle.unspecified
    /// `setOverrideTraitCollection(_:forChild:)`'s collections, by child.
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// UIKit's `traitCollection`: inherited from where the view is (window,
    /// superview) or from the parent, with the overrides applied; the root
    /// view and its subviews inherit it.
    open var traitCollection: UITraitCollection { traitStorage }

    /// UIKit's `traitCollectionDidChange(_:)`: called before the view's when a trait actually changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIKit's `overrideUserInterfaceStyle`: forces light or dark on this
    /// controller, its view and the controllers it contains or presents in that view.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set {
            guard newValue != overrideUserInterfaceStyleStorage else { return }
            overrideUserInterfaceStyleStorage = newValue
            traitOverridesDidChange()
        }
    }

    /// UIKit's `setOverrideTraitCollection(_:forChild:)`: traits a child sees
    /// instead of its inherited ones (nil removes them). Ignored, with a log,
    /// for a controller that is not a child of this one.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parentStorage === self else {
            return SDLViewsLog.error(
                "setOverrideTraitCollection(_:forChild:): \(type(of: childViewController)) is not a child of \(type(of: self)); ignored")
        }
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController.traitOverridesDidChange()
    }

    /// UIKit's `overrideTraitCollection(forChild:)`: what `setOverrideTraitCollection(_:forChild:)` set.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    // MARK: Containment

    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    var appearance = AppearanceState()

    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { childStorage }
    /// The containing view controller, or nil.
    open var parent: UIViewController? { parentStorage }

    /// UIKit's `addChild(_:)`: calls `child.willMove(toParent: self)` and adds it
    /// (removing it from another parent first). The container adds the child's
    /// view and then calls `child.didMove(toParent: self)`.
    open func addChild(_ childController: UIViewController) {
        ViewControllerContainment.add(childController, to: self)
    }

    /// UIKit's `removeFromParent()`: removes the controller from its parent and
    /// calls `didMove(toParent: nil)`. The container calls `willMove(toParent: nil)` first.
    open func removeFromParent() { ViewControllerContainment.remove(self) }

    /// Called before the controller is added to or removed from a container.
    /// Removal (`parent == nil`) marks it `isMovingFromParent` until it has disappeared.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, parentStorage != nil { appearance.movingFromParent = true }
    }

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { appearance.movingToParent = false }
    }

    /// True when the parent forwards appearance callbacks to this controller's
    /// children when their views enter or leave the window (UIKit's default).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// UIKit's manual appearance control: `viewWillAppear`/`viewWillDisappear`
    /// now, the matching `did` callback at `endAppearanceTransition()`. A call
    /// that would repeat the current direction does nothing (exactly once per transition).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        ViewControllerAppearance.begin(self, appearing: isAppearing, animated: animated)
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started.
    open func endAppearanceTransition() { ViewControllerAppearance.end(self) }

    /// True inside the appearance callbacks while the controller is being added to a container.
    open var isMovingToParent: Bool { appearance.movingToParent }
    /// True inside the disappearance callbacks while it is being removed from its container.
    open var isMovingFromParent: Bool { appearance.movingFromParent }
    /// True inside the appearance callbacks while it is being presented.
    open var isBeingPresented: Bool { appearance.beingPresented }
    /// True inside the disappearance callbacks while it is being dismissed.
    open var isBeingDismissed: Bool { appearance.beingDismissed }

    /// The children that follow this controller's appearance: those whose view
    /// is in this controller's view. Containers that show only some children
    /// (a navigation controller its top one) narrow it.
    var childrenForAppearanceForwarding: [UIViewController] {
        guard let root = viewStorage else { return [] }
        return childStorage.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// Whether a child's view entering or leaving the window runs its
    /// appearance callbacks (custom containers); containers that run them
    /// around their own transitions turn it off.
    var forwardsAppearanceOnChildViewMoves: Bool { runningChildTransitions == 0 }
    /// `transition(from:to:…)` calls running: they run the children's appearance callbacks themselves.
    var runningChildTransitions = 0

    // MARK: Presentation

    weak var presentingStorage: UIViewController?
    var presentedStorage: UIViewController?

    /// The controller this one presents, or nil. A child answers with what
    /// its container presents (the container is the presentation context), as UIKit.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parentStorage?.presentedViewController
    }
    /// The controller that presented this one (or one of its ancestors), or nil.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    var presentation: ModalPresentation?

    /// How the controller is shown when presented; UIKit's default `.automatic` is a sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation used when presenting and dismissing it.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// UIKit's `definesPresentationContext`: a `.currentContext` or
    /// `.overCurrentContext` presentation from this controller or one inside
    /// it covers this controller's view (the nearest one that says so; with
    /// none, the root's).
    open var definesPresentationContext = false
    /// UIKit's `isModalInPresentation`: while presented, Escape and the
    /// gamepad's B button do not dismiss it; the presentation controller's
    /// delegate hears `presentationControllerDidAttemptToDismiss(_:)` instead.
    open var isModalInPresentation = false
    /// Supplies a custom presentation controller and animators.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// UIKit's `presentationController`: the one managing this controller's
    /// presentation (or its presented ancestor's). Before `present`, a sheet
    /// style (`.automatic`, `.pageSheet`, `.formSheet`) already has its
    /// `UISheetPresentationController`, to configure, as UIKit; other styles
    /// have none until presented (UIKit makes one for every style).
    open var presentationController: UIPresentationController? {
        if let presentation { return presentation.controller }
        var current = parentStorage
        var steps = 0
        while let ancestor = current, steps < FocusTree.depthLimit {
            if let presentation = ancestor.presentation { return presentation.controller }
            current = ancestor.parentStorage
            steps += 1
        }
        guard parentStorage == nil, UISheetPresentationController.isSheetStyle(modalPresentationStyle) else {
            return nil
        }
        if let pending = pendingPresentationController as? UISheetPresentationController { return pending }
        let sheet = UISheetPresentationController(pendingFor: self)
        pendingPresentationController = sheet
        return sheet
    }

    /// UIKit's `sheetPresentationController` (iOS 15): the presentation
    /// controller when it is a sheet's, nil for other styles.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The sheet controller made by `presentationController` before `present`, which the presentation then uses.
    var pendingPresentationController: UIPresentationController?

    var transitionDurationForStyle: TimeInterval { ModalTransitionAnimator.duration(for: modalTransitionStyle) }

    /// UIKit's `present(_:animated:completion:)`: shows `viewControllerToPresent`
    /// over this controller's window. Refused with UIKit's logged message while
    /// this controller presents another one (or a presentation runs), when the
    /// controller is already presented, or when this controller's view is not in a window.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        ModalPresentation.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// UIKit's `dismiss(animated:completion:)`: dismisses what this controller
    /// presents, or, when it presents nothing, itself. With nothing to dismiss the
    /// reason is logged and `completion` still runs.
    ///
    /// As UIKit: called on a controller inside a presented one (a modal
    /// navigation controller's root), it dismisses that presented one; called
    /// low in a chain of presentations, it dismisses everything above (the
    /// ones above the first without animation).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalPresentation.dismiss(from: self, animated: flag, completion: completion)
    }

    /// Escape or gamepad B (`.menu`) on a presented controller dismisses it
    /// (tvOS's Menu button; UIKit on iPad has no such default): so the back
    /// press closes the topmost presentation before any navigation stack
    /// behind it pops. Other presses go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.type == .menu }), let presentation {
            presentation.userAttemptsDismissal()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// Dismisses what this controller and the controllers inside it present,
    /// or asked their presentation context to present, topmost first and
    /// without animation: a screen popped or removed takes its presentations
    /// with it (UIKit presents from the context, where they would outlive the
    /// screen that asked for them).
    func dismissPresentationsOnRemoval() {
        var subtree: [UIViewController] = []
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast(), subtree.count < FocusTree.depthLimit {
            subtree.append(controller)
            stack += controller.childStorage
        }
        let members = Set(subtree.map(ObjectIdentifier.init))
        var presenters: [UIViewController] = []
        for controller in subtree + [rootAncestor] {
            var current = controller
            var requested = controller !== rootAncestor || members.contains(ObjectIdentifier(controller))
            while let presented = current.presentedStorage, presenters.count < FocusTree.depthLimit {
                if let requester = presented.presentation?.requester, members.contains(ObjectIdentifier(requester)) {
                    requested = true
                }
                if requested, !presenters.contains(where: { $0 === current }) { presenters.append(current) }
                current = presented
            }
        }
        for presenter in presenters.reversed() {
            guard let presentation = presenter.presentedStorage?.presentation, !presentation.isTransitioning else {
                continue
            }
            presentation.runDismissal(animated: false, completion: nil)
        }
    }

    /// The top of this controller's parent chain.
    private var rootAncestor: UIViewController {
        var current = self
        var steps = 0
        while let parent = current.parentStorage, steps < FocusTree.depthLimit {
            current = parent
            steps += 1
        }
        return current
    }

    // MARK: Editing and navigation

    private var editing = false
    private var editButtonItemStorage: UIBarButtonItem?
    private var navigationItemStorage: UINavigationItem?
    private var tabBarItemStorage: UITabBarItem?

    /// Whether the controller's view is in editing mode.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Sets `isEditing` and retitles `editButtonItem` ("Edit" / "Done"), as UIKit.
    /// Subclasses override it to enter editing mode, calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonItemStorage?.title = editing ? "Done" : "Edit"
        editButtonItemStorage?.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing (`setEditing(!isEditing, animated: true)`).
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: editing ? "Done" : "Edit", style: editing ? .done : .plain)
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonItemStorage = item
        return item
    }

    /// The item a navigation bar shows for this controller (made on first use, with `title`).
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        navigationItemStorage = item
        return item
    }

    /// UIKit's `toolbarItems`: the items a navigation controller's toolbar
    /// shows while this controller is the top of its stack (the toolbar
    /// itself shows when the navigation controller's `isToolbarHidden` is false).
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { (parentStorage as? UINavigationController)?.toolbarItemsDidChange(of: self) }
    }

    /// UIKit's `setToolbarItems(_:animated:)`. Difference: never animated.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    private weak var contentScrollViewStorage: UIScrollView?

    /// UIKit's `setContentScrollView(_:for:)`: the scroll view whose scrolling
    /// collapses and expands a navigation bar's large title while this
    /// controller is on top. Without one, the navigation controller uses the
    /// controller's view when it is a scroll view, else the view's first
    /// subview when that is one (UIKit's rule before iOS 15). Difference:
    /// one scroll view for every edge (only the top edge's is used).
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViewStorage = scrollView
        (parentStorage as? UINavigationController)?.childLayoutDidChange()
    }

    /// UIKit's `setContentScrollView(_:)`: for every edge.
    open func setContentScrollView(_ scrollView: UIScrollView?) { setContentScrollView(scrollView, for: .all) }

    /// UIKit's `contentScrollView(for:)`: the scroll view set with
    /// `setContentScrollView(_:for:)`, or nil.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { contentScrollViewStorage }

    /// The item a tab bar shows for this controller (made on first use with `title`, as UIKit).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        var current = parentStorage
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parentStorage
        }
        return nil
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        var current = parentStorage
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parentStorage
        }
        return nil
    }
}
