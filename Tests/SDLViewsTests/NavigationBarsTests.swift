import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// A navigation controller's toolbar and large titles, with UIKit's values:
/// a 44-point toolbar (plus the bottom safe area) holding the top
/// controller's `toolbarItems`, and a 96-point bar (44 + 52) for a large
/// title that collapses to 44 as the content scrolls up.
@MainActor
@Suite struct NavigationBarsTests {
    /// A controller whose view is a tall scroll view (as a table view controller's).
    final class ScrollingController: UIViewController {
        var scrollView: UIScrollView { view as! UIScrollView }

        override func loadView() {
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            view = scrollView
        }
    }

    private func shown(_ root: UIViewController, width: Int = 320, height: Int = 480) throws -> (
        HeadlessScreen, UINavigationController
    ) {
        let screen = try HeadlessScreen(width: width, height: height)
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        screen.runFrame()
        return (screen, navigation)
    }

    private func buttons(in toolbar: UIToolbar) -> [UIButton] {
        toolbar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
    }

    private func item(_ title: String, _ action: @escaping () -> Void = {}) -> UIBarButtonItem {
        UIBarButtonItem(title: title, primaryAction: UIAction { _ in action() })
    }

    // MARK: Toolbar

    @Test func theToolbarIsHiddenUntilAskedForThenHoldsTheTopItems() throws {
        let root = UIViewController()
        root.toolbarItems = [item("Edit"), .flexibleSpace(), item("Share")]
        let (screen, navigation) = try shown(root)
        #expect(navigation.isToolbarHidden, "UIKit's default")
        #expect(navigation.toolbar.superview == nil || navigation.toolbar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 0)
        navigation.setToolbarHidden(false, animated: false)
        screen.runFrame()
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480), "under the translucent toolbar")
        #expect(root.view.safeAreaInsets.bottom == 44 && root.view.safeAreaInsets.top == 44)
        #expect(navigation.toolbar.items?.count == 3)
        let shownButtons = buttons(in: navigation.toolbar)
        #expect(shownButtons.map(\.currentTitle) == ["Edit", "Share"])
        #expect(shownButtons.first?.frame.minX == 8, "packed left at the margin")
        #expect(shownButtons.last?.frame.maxX == 312, "the flexible space pushes it to the right margin")
        #expect(shownButtons.allSatisfy { abs($0.frame.midY - 22) <= 0.5 }, "centred in the 44-point row")
    }

    @Test func flexibleSpacesShareTheWidthAndFixedSpacesKeepTheirs() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let middle = UIBarButtonItem(title: "Mid", style: .plain)
        toolbar.setItems([.flexibleSpace(), middle, .flexibleSpace()], animated: false)
        toolbar.layoutIfNeeded()
        let button = try #require(buttons(in: toolbar).first)
        #expect(abs(button.frame.midX - 160) <= 0.5, "two flexible spaces centre the item")
        let left = UIBarButtonItem(title: "A", style: .plain)
        toolbar.items = [left, .fixedSpace(30), middle]
        toolbar.layoutIfNeeded()
        let pair = buttons(in: toolbar)
        #expect(pair.count == 2)
        #expect(pair[1].frame.minX == pair[0].frame.maxX + 8 + 30 + 8, "30 points, with the spacing either side")
        #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 1000)).height == 44)
    }

    @Test func pushAndPopShowTheTopControllersToolbarItems() throws {
        let root = UIViewController()
        root.toolbarItems = [item("Root")]
        let (screen, navigation) = try shown(root)
        navigation.isToolbarHidden = false
        let next = UIViewController()
        next.setToolbarItems([item("Next"), .flexibleSpace(), item("More")], animated: false)
        navigation.pushViewController(next, animated: true)
        #expect(buttons(in: navigation.toolbar).map(\.currentTitle) == ["Next", "More"], "at the start of the push")
        screen.advance(by: 1)
        screen.runFrame()
        #expect(next.view.safeAreaInsets.bottom == 44)
        next.toolbarItems = [item("Changed")]
        #expect(buttons(in: navigation.toolbar).map(\.currentTitle) == ["Changed"], "the top controller's change shows")
        root.toolbarItems = [item("Root 2")]
        #expect(buttons(in: navigation.toolbar).map(\.currentTitle) == ["Changed"], "not the top: not shown")
        navigation.popViewController(animated: false)
        screen.runFrame()
        #expect(buttons(in: navigation.toolbar).map(\.currentTitle) == ["Root 2"])
        navigation.setViewControllers([next], animated: false)
        screen.runFrame()
        #expect(buttons(in: navigation.toolbar).map(\.currentTitle) == ["Changed"])
    }

    @Test func setToolbarHiddenAnimatedSlidesInAndOut() throws {
        let root = UIViewController()
        root.toolbarItems = [item("Go")]
        let (screen, navigation) = try shown(root)
        let toolbar = try #require(navigation.toolbar)
        navigation.setToolbarHidden(false, animated: true)
        #expect(toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44), "the model frame is the final one")
        #expect(root.view.safeAreaInsets.bottom == 44, "the safe area takes its new value at once")
        screen.advance(by: UINavigationController.hideShowBarDuration / 2)
        screen.runFrame()
        let midY = toolbar.layer.presentation()?.frame.minY ?? -1
        #expect(midY > 436 && midY < 480, "half way up: \(midY)")
        screen.advance(by: 1)
        screen.runFrame()
        #expect(toolbar.layer.presentation()?.frame.minY ?? -1 == 436)
        #expect(!toolbar.isHidden)
        navigation.setToolbarHidden(true, animated: true)
        #expect(navigation.isToolbarHidden && root.view.safeAreaInsets.bottom == 0)
        #expect(!toolbar.isHidden, "still sliding out")
        screen.advance(by: 1)
        screen.runFrame()
        #expect(toolbar.isHidden && toolbar.frame.minY == 480)
    }

    @Test func theToolbarAddsTheBottomSafeAreaToItsHeight() throws {
        let root = UIViewController()
        let (screen, navigation) = try shown(root)
        screen.window.windowSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        navigation.setToolbarHidden(false, animated: false)
        screen.runFrame()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 402, width: 320, height: 78), "44 + 34, as UIKit")
        #expect(root.view.safeAreaInsets.bottom == 78)
    }

    @Test func anOpaqueToolbarKeepsTheContentAboveIt() throws {
        let root = UIViewController()
        let (screen, navigation) = try shown(root)
        navigation.toolbar.isTranslucent = false
        navigation.setToolbarHidden(false, animated: false)
        screen.runFrame()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(root.view.safeAreaInsets.bottom == 0)
    }

    @Test func hidesBottomBarWhenPushedHidesTheToolbarUntilPopped() throws {
        let root = UIViewController()
        root.toolbarItems = [item("Root")]
        let (screen, navigation) = try shown(root)
        navigation.setToolbarHidden(false, animated: false)
        let player = UIViewController()
        player.hidesBottomBarWhenPushed = true
        navigation.pushViewController(player, animated: true)
        screen.advance(by: 1)
        screen.runFrame()
        #expect(navigation.toolbar.isHidden && player.view.safeAreaInsets.bottom == 0)
        #expect(!navigation.isToolbarHidden, "the app's setting stays")
        navigation.popViewController(animated: true)
        screen.advance(by: 1)
        screen.runFrame()
        #expect(!navigation.toolbar.isHidden && root.view.safeAreaInsets.bottom == 44)
        #expect(navigation.toolbar.frame.minY == 436)
    }

    @Test func theToolbarSitsAboveATabBar() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        screen.window.rootViewController = tabs
        navigation.setToolbarHidden(false, animated: false)
        screen.runFrame()
        #expect(abs(navigation.toolbar.frame.minY - (480 - 49 - 44)) < 0.001, "its items above the tab bar")
        #expect(abs(root.view.safeAreaInsets.bottom - (49 + 44)) < 0.001)
    }

    @Test func aToolbarButtonTapRunsItsAction() throws {
        var taps = 0
        let root = UIViewController()
        root.toolbarItems = [.flexibleSpace(), item("Share") { taps += 1 }]
        let (screen, navigation) = try shown(root)
        navigation.setToolbarHidden(false, animated: false)
        screen.runFrame()
        let button = try #require(buttons(in: navigation.toolbar).first)
        screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(taps == 1)
    }

    @Test func gamepadFocusReachesAToolbarItem() throws {
        var taps = 0
        let root = UIViewController()
        let content = UIButton(type: .system)
        content.setTitle("Play", for: .normal)
        content.frame = CGRect(x: 20, y: 100, width: 100, height: 40)
        root.view.addSubview(content)
        root.toolbarItems = [item("Share") { taps += 1 }]
        let (screen, navigation) = try shown(root)
        navigation.setToolbarHidden(false, animated: false)
        screen.runFrame()
        let focused = { screen.window.focusSystem.focusedItem as? UIView }
        screen.gamepadButton(.dpadDown)
        #expect(focused() === content, "the first press shows focus in the top controller")
        screen.gamepadButton(.dpadDown)
        let share = try #require(buttons(in: navigation.toolbar).first)
        #expect(focused() === share)
        screen.gamepadButton(.a)
        #expect(taps == 1)
    }

    // MARK: Large titles

    @Test func aLargeTitleMakesTheBar96Points() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let screen = try HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = navigation
        screen.runFrame()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(root.view.safeAreaInsets.top == 96 && root.view.frame.minY == 0)
        let large = navigation.navigationBar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
            .first { $0.text == "Inbox" }
        let label = try #require(large)
        #expect(label.font.pointSize == 34 && label.convert(label.bounds, to: navigation.navigationBar).minX == 16)
        #expect(label.convert(label.bounds, to: navigation.navigationBar).maxY == 96)
        navigation.navigationBar.prefersLargeTitles = false
        #expect(navigation.navigationBar.frame.height == 44 && root.view.safeAreaInsets.top == 44)
    }

    @Test func displayModesFollowUIKitsRule() throws {
        let root = UIViewController()
        let (screen, navigation) = try shown(root)
        navigation.navigationBar.prefersLargeTitles = true
        #expect(navigation.navigationBar.frame.height == 96, "the root's .automatic: large")
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 44 && detail.view.safeAreaInsets.top == 44, ".never")
        let deeper = UIViewController()
        navigation.pushViewController(deeper, animated: false)
        #expect(navigation.navigationBar.frame.height == 44, ".automatic follows the item below (.never)")
        deeper.navigationItem.largeTitleDisplayMode = .always
        #expect(navigation.navigationBar.frame.height == 96, "changing the mode of the top item shows at once")
        navigation.popToRootViewController(animated: true)
        screen.advance(by: 1)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 96 && root.view.safeAreaInsets.top == 96)
    }

    @Test func scrollingUpCollapsesTheLargeTitleAndPullingDownStretchesIt() throws {
        let root = ScrollingController()
        root.title = "Quests"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let screen = try HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let scrollView = root.scrollView
        let bar = navigation.navigationBar
        #expect(scrollView.contentOffset.y == -96 && scrollView.adjustedContentInset.top == 96, "rests under the bar")
        #expect(bar.frame.height == 96)
        let steps: [(offset: CGFloat, height: CGFloat)] = [(-76, 76), (-60, 60), (-44, 44), (-20, 44), (300, 44), (-126, 126)]
        for step in steps {
            scrollView.contentOffset.y = step.offset
            screen.runFrame()
            #expect(bar.frame.height == step.height, "offset \(step.offset)")
            #expect(root.view.safeAreaInsets.top == step.height, "the safe area follows the bar")
            #expect(scrollView.adjustedContentInset.top == 96, "the content still rests where the expanded bar ends")
        }
        scrollView.contentOffset.y = -96
        screen.runFrame()
        #expect(bar.frame.height == 96, "grows back at the top")
        bar.prefersLargeTitles = false
        screen.runFrame()
        #expect(bar.frame.height == 44 && scrollView.adjustedContentInset.top == 44)
        #expect(scrollView.contentOffset.y == -44, "still resting at the top, now under the small bar")
    }

    /// Drags the content up by `distance` slowly, holds still, and lets go.
    private func slowDrag(_ screen: HeadlessScreen, up distance: CGFloat) {
        screen.touchDown(at: CGPoint(x: 160, y: 300))
        for step in 1...20 {
            screen.advance(by: 0.03)
            screen.touchMove(to: CGPoint(x: 160, y: 300 - distance * CGFloat(step) / 20))
        }
        screen.advance(by: 0.3)
        screen.touchUp(at: CGPoint(x: 160, y: 300 - distance))
        screen.advance(by: 2)
        screen.runFrame()
    }

    @Test func aHalfCollapsedTitleLeftByTheUserOpensOrClosesAsUIKits() throws {
        let root = ScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let screen = try HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let bar = navigation.navigationBar
        slowDrag(screen, up: 30)
        #expect(bar.frame.height == 96 && root.scrollView.contentOffset.y == -96, "a little: back open")
        slowDrag(screen, up: 60)
        #expect(bar.frame.height == 44 && root.scrollView.contentOffset.y == -44, "past half: shut")
        root.scrollView.contentOffset.y = -70
        screen.advance(by: 1)
        #expect(bar.frame.height == 70, "an offset set by the app stays where it is")
    }

    @Test func theOutgoingContentKeepsItsPlaceWhileItSlidesOut() throws {
        let root = ScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let screen = try HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        screen.advance(by: NavigationTransition.duration / 2)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(root.scrollView.contentOffset.y == -96, "no jump under the shrinking bar")
        screen.advance(by: 1)
        screen.runFrame()
        navigation.popViewController(animated: true)
        screen.advance(by: 1)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 96 && root.scrollView.contentOffset.y == -96)
        #expect(root.scrollView.adjustedContentInset.top == 96)
    }

    @Test func theSmallTitleShowsOnlyOnceTheLargeOneHasCollapsed() throws {
        let root = ScrollingController()
        root.title = "Quests"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let screen = try HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let small = try #require(
            navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Quests" })
        #expect(small.alpha == 0)
        root.scrollView.contentOffset.y = 200
        screen.runFrame()
        #expect(small.alpha == 1)
    }

    @Test func aPushedControllerWithItsOwnScrollViewTracksItsOwnOffset() throws {
        let root = ScrollingController()
        let (screen, navigation) = try shown(root)
        navigation.navigationBar.prefersLargeTitles = true
        screen.runFrame()
        root.scrollView.contentOffset.y = 400
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 44)
        let next = ScrollingController()
        navigation.pushViewController(next, animated: true)
        screen.advance(by: 1)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 96 && next.scrollView.contentOffset.y == -96)
        navigation.popViewController(animated: true)
        screen.advance(by: 1)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 44, "the root is still scrolled down")
        #expect(root.scrollView.contentOffset.y == 400)
    }
}
