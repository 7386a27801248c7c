import Foundation

/// UIKit's `UITabBarController`: one child per tab, the selected one's view
/// above a `UITabBar` at the bottom. A tab picked by the user (a click or tap
/// on the bar, Ctrl+Tab / Ctrl+Shift+Tab) asks the delegate's
/// `shouldSelect` and reports `didSelect`; selecting from code asks nobody.
/// A switch while shown runs the appearance callbacks once, in UIKit's order:
/// the new tab's `viewWillAppear`, the old one's `viewWillDisappear` and
/// `viewDidDisappear`, the new one's `viewDidAppear`.
///
/// Differences from UIKit: there is no `moreNavigationController` (every
/// controller gets a tab, however many, narrower as they grow), no
/// `customizableViewControllers` editing, and no tab switch animation. While
/// no view is first responder, the controller makes itself first responder
/// when it appears so that the tab keys reach it.
@MainActor
open class UITabBarController: UIViewController {
    open weak var delegate: UITabBarControllerDelegate?
    /// The bar at the bottom; its items are the controllers' `tabBarItem`s.
    public let tabBar = UITabBar()
    private var tabs: [UIViewController]?
    private weak var selectedStorage: UIViewController?
    /// Whether the tab bar is hidden for `hidesBottomBarWhenPushed`.
    private var hidesBarForPush = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.userSelection = { [weak self] item in self?.userSelected(item) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.userSelection = { [weak self] item in self?.userSelected(item) }
    }

    open override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .white
        let height = UITabBar.height
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        tabBar.layoutChange = { [weak self] in self?.childLayoutDidChange() }
        container.addSubview(tabBar)
        view = container
        if let selected = selectedStorage { install(selected) }
    }

    // MARK: Tabs

    /// The tabs' controllers, left to right (nil until set).
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it is
    /// still there, else the tab at the same index (or the first) is selected.
    /// A controller listed twice keeps its first tab (logged).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        if unique.count != (viewControllers ?? []).count {
            SDLViewsLog.error(
                "UITabBarController.setViewControllers: a view controller appears twice; later copies ignored")
        }
        let oldIndex = selectedIndex
        let oldSelected = selectedStorage
        for child in children where !unique.contains(where: { $0 === child }) {
            if child === oldSelected { hide(child, whileShown: isShown) }
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        if selectedStorage.map({ old in !unique.contains { $0 === old } }) ?? false { selectedStorage = nil }
        for controller in unique where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = viewControllers == nil ? nil : unique
        tabBar.setItems(unique.map(\.tabBarItem), animated: animated)
        let next = selectedStorage ?? (unique.indices.contains(oldIndex) ? unique[oldIndex] : unique.first)
        selectedStorage = nil
        if let next { show(next, after: nil) } else { tabBar.selectedItem = nil }
    }

    /// The selected tab's controller. Setting one that is not a tab is refused
    /// (logged), as UIKit refuses it; setting it calls no delegate method.
    open var selectedViewController: UIViewController? {
        get { selectedStorage }
        set {
            guard let controller = newValue, let tabs, tabs.contains(where: { $0 === controller }) else {
                return SDLViewsLog.error(
                    "UITabBarController.selectedViewController: only a view controller in viewControllers can be selected"
                )
            }
            select(controller)
        }
    }

    /// The selected tab's index (`NSNotFound` with no tabs). An index out of range is refused (logged).
    open var selectedIndex: Int {
        get { selectedStorage.flatMap { selected in tabs?.firstIndex { $0 === selected } } ?? NSNotFound }
        set {
            guard let tabs, tabs.indices.contains(newValue) else {
                return SDLViewsLog.error("UITabBarController.selectedIndex \(newValue) refused (no such tab)")
            }
            select(tabs[newValue])
        }
    }

    // MARK: User selection

    /// Selects the tab `offset` places from the selected one, wrapping around,
    /// as the user would (the delegate is asked): Ctrl+Tab / Ctrl+Shift+Tab,
    /// and the entry point for a gamepad's shoulder buttons (LB: -1, RB: +1).
    func selectAdjacentTab(offset: Int) {
        guard let tabs, !tabs.isEmpty else { return }
        let current = selectedIndex == NSNotFound ? 0 : selectedIndex
        let count = tabs.count
        let index = ((current + offset) % count + count) % count
        userSelect(tabs[index])
    }

    private func userSelected(_ item: UITabBarItem) {
        guard let controller = tabs?.first(where: { $0.tabBarItem === item }) else { return }
        userSelect(controller)
    }

    private func userSelect(_ controller: UIViewController) {
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Ctrl+Tab selects the next tab and Ctrl+Shift+Tab the previous one (wrapping), as iPadOS; a gamepad's RB
    /// and LB do the same.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let offset = Self.tabOffset(for: press) else { continue }
            selectAdjacentTab(offset: offset)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// Ctrl+Tab / Ctrl+Shift+Tab, and a gamepad's shoulder buttons (RB / LB), step through the tabs.
    private static func tabOffset(for press: UIPress) -> Int? {
        switch press.type {
        case .rightShoulder: return 1
        case .leftShoulder: return -1
        default: break
        }
        guard let key = press.key, key.keyCode == .keyboardTab, key.modifierFlags.contains(.control) else {
            return nil
        }
        return key.modifierFlags.contains(.shift) ? -1 : 1
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let window = view.window, window.firstResponder == nil { becomeFirstResponder() }
    }

    // MARK: Appearance

    override var childrenForAppearanceForwarding: [UIViewController] {
        guard let selected = selectedStorage, selected.isViewLoaded, selected.view.superview === viewIfLoaded else {
            return []
        }
        return [selected]
    }

    override var forwardsAppearanceOnChildViewMoves: Bool { false }

    // MARK: Internals

    private var isShown: Bool { isViewLoaded && appearance.isVisibleOrAppearing && view.window != nil }

    /// The selected controller's frame (see `contentFrame(for:)`).
    var contentFrame: CGRect { contentFrame(for: selectedStorage) }

    /// The whole view for a child that runs under the tab bar (a translucent
    /// bar, or an opaque one with `extendedLayoutIncludesOpaqueBars`, and
    /// `.bottom` in its `edgesForExtendedLayout`), else the part above the bar.
    func contentFrame(for controller: UIViewController?) -> CGRect {
        let bounds = view.bounds
        guard !tabBar.isHidden else { return bounds }
        if let controller, controller.edgesForExtendedLayout.contains(.bottom),
            tabBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars
        {
            return bounds
        }
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(tabBar.frame.minY, 0))
    }

    /// The tab bar covers the bottom of a child whose view runs under it.
    override func barInsets(forChild child: UIViewController) -> UIEdgeInsets {
        guard isViewLoaded, !tabBar.isHidden, let childView = child.viewIfLoaded, let superview = childView.superview,
            childView.isDescendant(of: view)
        else { return .zero }
        let childBottom = superview.convert(CGPoint(x: 0, y: childView.frame.maxY), to: view).y
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, childBottom - tabBar.frame.minY), right: 0)
    }

    override func childLayoutDidChange() {
        guard let selected = selectedStorage, selected.isViewLoaded, selected.view.superview === viewIfLoaded else {
            return
        }
        selected.view.frame = contentFrame(for: selected)
        selected.view.setNeedsLayout()
    }

    /// UIKit's `hidesBottomBarWhenPushed`: the tab bar hides while the selected
    /// navigation controller's stack holds a controller that asks for it.
    func navigationStackDidChange(in navigation: UINavigationController) {
        guard navigation === selectedStorage, isViewLoaded else { return }
        let hides = navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
        guard hides != hidesBarForPush else { return }
        hidesBarForPush = hides
        tabBar.isHidden = hides
        childLayoutDidChange()
    }

    private func select(_ controller: UIViewController) {
        guard controller !== selectedStorage else { return }
        let old = selectedStorage
        selectedStorage = nil
        show(controller, after: old)
    }

    /// Shows `controller` in place of `old`: UIKit's order when shown (new will-appear,
    /// old will- and did-disappear, new did-appear), only the views otherwise.
    private func show(_ controller: UIViewController, after old: UIViewController?) {
        selectedStorage = controller
        tabBar.selectedItem = controller.tabBarItem
        guard isViewLoaded else { return }
        let shown = isShown
        guard shown else {
            if let old { hide(old, whileShown: false) }
            return install(controller)
        }
        controller.loadViewIfNeeded()
        controller.beginAppearanceTransition(true, animated: false)
        if let old { hide(old, whileShown: true) }
        install(controller)
        controller.view.layoutIfNeeded()
        controller.endAppearanceTransition()
    }

    private func hide(_ controller: UIViewController, whileShown shown: Bool) {
        guard controller.isViewLoaded, controller.view.superview === viewIfLoaded else { return }
        if shown {
            ViewControllerAppearance.disappear(controller) { controller.view.removeFromSuperview() }
        } else {
            controller.view.removeFromSuperview()
        }
    }

    private func install(_ controller: UIViewController) {
        if hidesBarForPush || controller.hidesBottomBarWhenPushedInStack {
            hidesBarForPush = controller.hidesBottomBarWhenPushedInStack
            tabBar.isHidden = hidesBarForPush
        }
        controller.view.frame = contentFrame(for: controller)
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(controller.view, belowSubview: tabBar)
    }
}
