import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Issue 38's "behaviours that differ", items 3 to 9, one test each, asserting UIKit's results.
/// (Item 10, `setNeedsFocusUpdate` on a controller that contains focus, is
/// `FocusBoundaryTests.afterFocusInCodeTheFirstArrowMoves`.)
@MainActor
@Suite struct ViewControllerBehaviourTests {
    private func onScreen(_ root: UIViewController, width: Int = 320, height: Int = 240) throws -> HeadlessScreen {
        let screen = try HeadlessScreen(width: width, height: height)
        screen.window.rootViewController = root
        screen.runFrame()
        return screen
    }

    /// Item 3: the navigation controller presents for its root (the presentation context is the window's root).
    @Test func presentFromANavigationRootIsPresentedByTheNavigationController() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let screen = try onScreen(navigation)
        let modal = UIViewController()
        root.present(modal, animated: false)
        #expect(navigation.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation)
        #expect(root.presentedViewController === modal, "a child answers with what its container presents")
        root.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil && modal.view.window == nil)
        _ = screen
    }

    /// Item 4: a modal form's Cancel: `dismiss` on the root of a presented navigation controller.
    @Test func dismissFromTheRootOfAPresentedNavigationControllerDismissesIt() throws {
        let home = UIViewController()
        let screen = try onScreen(home)
        let form = UIViewController()
        let navigation = UINavigationController(rootViewController: form)
        home.present(navigation, animated: false)
        #expect(form.presentingViewController === home)
        SDLViewsLog.clear()
        var completed = false
        form.dismiss(animated: true) { completed = true }
        screen.advance(by: 1)
        #expect(completed && home.presentedViewController == nil && navigation.view.window == nil)
        #expect(!SDLViewsLog.messages.contains { $0.contains("nothing is presented") })
    }

    /// Item 5: `dismiss` on the bottom of a chain dismisses everything above it.
    @Test func dismissOnTheBottomOfAChainDismissesTheWholeChain() throws {
        let log = LifecycleLog()
        let a = LoggingController("A", log: log)
        let screen = try onScreen(a)
        let b = LoggingController("B", log: log)
        let c = LoggingController("C", log: log)
        a.present(b, animated: false)
        b.present(c, animated: false)
        log.clear()
        a.dismiss(animated: true)
        screen.advance(by: 1)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(b.view.window == nil && c.view.window == nil)
        #expect(log.withoutLayout.contains("C.viewDidDisappear") && log.withoutLayout.contains("B.viewDidDisappear"))
    }

    /// Item 6: `.fullScreen` takes the presenter's view out of the window, and puts it back on dismissal.
    @Test func fullScreenRemovesThePresentersViewFromTheWindow() throws {
        let root = UIViewController()
        let screen = try onScreen(root)
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        #expect(root.view.window == nil && root.view.superview == nil && !root.view.isHidden)
        screen.resize(width: 400, height: 300)
        screen.runFrame()
        root.dismiss(animated: false)
        #expect(root.view.window === screen.window)
        #expect(root.view.frame == screen.window.bounds, "it comes back the window's size")
    }

    /// Item 7: a container that does not forward appearance methods leaves its child's callbacks to the app.
    @Test func containerThatDoesNotForwardLeavesTheChildsAppearanceAlone() throws {
        let log = LifecycleLog()
        let container = ManualContainer()
        let screen = try onScreen(container)
        let child = LoggingController("child", log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        screen.runFrame()
        #expect(!log.entries.contains("child.viewWillAppear") && !log.entries.contains("child.viewDidAppear"))
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.withoutLayout.suffix(2) == ["child.viewWillAppear", "child.viewDidAppear"])
        child.view.removeFromSuperview()
        #expect(!log.entries.contains("child.viewWillDisappear"))
    }

    /// Item 8: content runs under a translucent navigation bar; the safe area and a scroll view's insets make room.
    @Test func contentStartsUnderATranslucentNavigationBar() throws {
        let root = ScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        let screen = try onScreen(navigation)
        #expect(navigation.navigationBar.isTranslucent)
        #expect(root.view.frame == screen.window.bounds)
        #expect(root.view.safeAreaInsets.top == 44)
        #expect(root.scroll.adjustedContentInset.top == 44)
        #expect(root.scroll.contentOffset.y == -44, "UIKit scrolls a fresh scroll view to its top under the bar")
        navigation.navigationBar.isTranslucent = false
        screen.runFrame()
        #expect(root.view.frame.minY == 44 && root.view.safeAreaInsets.top == 0)
        let opaqueRoot = UIViewController()
        opaqueRoot.edgesForExtendedLayout = []
        navigation.navigationBar.isTranslucent = true
        navigation.pushViewController(opaqueRoot, animated: false)
        screen.runFrame()
        #expect(opaqueRoot.view.frame.minY == 44, "edgesForExtendedLayout = [] keeps content below the bar")
    }

    /// Item 8, bottom: content runs under the tab bar too.
    @Test func contentStartsUnderTheTabBar() throws {
        let first = ScrollingController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        let screen = try onScreen(tabs)
        #expect(first.view.frame == screen.window.bounds)
        #expect(first.view.safeAreaInsets.bottom == tabs.tabBar.frame.height)
        #expect(first.scroll.adjustedContentInset.bottom == tabs.tabBar.frame.height)
    }

    /// Item 9: an action whose handler does not exist fails loudly at load, naming the method.
    @Test func actionWithoutAHandlerIsReportedAtLoad() throws {
        let xib = InterfaceBuilderFixtures.xib(
            """
            <button opaque="NO" contentMode="scaleToFill" id="save">
                <rect key="frame" x="20" y="60" width="100" height="30"/>
                <connections>
                    <action selector="saveTapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                </connections>
            </button>
            """)
        SDLViewsLog.clear()
        _ = UINib(data: xib, bundle: nil).instantiate(withOwner: HandlerlessOwner())
        #expect(SDLViewsLog.messages.contains { $0.contains("saveTapped:") && $0.contains("no action") })
    }
}

/// A custom container that runs its children's appearance callbacks itself.
@MainActor
final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// A controller whose view is a scroll view, as a table view controller's is.
@MainActor
final class ScrollingController: UIViewController {
    let scroll = UIScrollView()
    override func loadView() {
        scroll.contentSize = CGSize(width: 100, height: 2000)
        view = scroll
    }
}

/// A File's Owner that has no handler for anything.
@MainActor
final class HandlerlessOwner: InterfaceBuilderConnectable {}
