import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UINavigationController: stack operations, UIKit's lifecycle orders for push,
/// pop and interactive pop, the bar, Escape, and refused operations.
@MainActor
@Suite struct NavigationControllerTests {
    private func shownStack(_ log: LifecycleLog) throws -> (HeadlessScreen, UINavigationController, LoggingController) {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let root = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        screen.runFrame()
        log.clear()
        return (screen, navigation, root)
    }

    @Test func rootAppearsWithTheNavigationController() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let log = LifecycleLog()
        let root = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(log.entries == ["A.willMove(parent)", "A.didMove(parent)"])
        log.clear()
        screen.window.rootViewController = navigation
        #expect(log.withoutLayout == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(navigation.topViewController === root && navigation.viewControllers.count == 1)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 200, height: 150), "under the translucent bar, as UIKit")
        #expect(root.view.safeAreaInsets.top == 44)
        #expect(root.navigationController === navigation)
    }

    @Test func animatedPushFollowsUIKitsOrder() throws {
        let log = LifecycleLog()
        let (screen, navigation, root) = try shownStack(log)
        let next = LoggingController("B", log: log)
        root.flags = []
        navigation.pushViewController(next, animated: true)
        #expect(
            log.entries == [
                "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews"
            ])
        #expect(navigation.topViewController === next)
        screen.advance(by: NavigationTransition.duration / 2)
        screen.runFrame()
        let midX = next.view.layer.presentation()?.frame.minX ?? -1
        #expect(midX > 0 && midX < 200)
        #expect(log.entries.count == 6)
        screen.advance(by: NavigationTransition.duration)
        screen.runFrame()
        #expect(
            Array(log.withoutLayout.suffix(3)) == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
        #expect(root.view.superview == nil && next.view.frame.minX == 0)
        #expect(next.flags == ["willAppear:movingTo", "didAppear:movingTo"])
        #expect(root.flags == ["willDisappear:", "didDisappear:"])
        #expect(navigation.navigationBar.backButtonTitle == "A")
        #expect(navigation.navigationBar.topItem?.title == "B")
    }

    @Test func popFollowsUIKitsOrder() throws {
        let log = LifecycleLog()
        let (screen, navigation, root) = try shownStack(log)
        let next = LoggingController("B", log: log)
        navigation.pushViewController(next, animated: false)
        log.clear()
        root.flags = []
        let popped = navigation.popViewController(animated: true)
        #expect(popped === next)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root, "at once, as UIKit")
        #expect(next.parent === navigation, "until its didMove(toParent: nil)")
        screen.advance(by: 1)
        screen.runFrame()
        #expect(
            log.withoutLayout == [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(nil)"
            ])
        #expect(next.flags.suffix(2) == ["willDisappear:movingFrom", "didDisappear:movingFrom"])
        #expect(navigation.viewControllers.count == 1 && next.parent == nil && next.view.superview == nil)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    @Test func popToRootRemovesEverythingAbove() throws {
        let log = LifecycleLog()
        let (screen, navigation, root) = try shownStack(log)
        defer { withExtendedLifetime(screen) {} }
        let b = LoggingController("B", log: log)
        let c = LoggingController("C", log: log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        log.clear()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?[0] === b && popped?[1] === c)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(log.withoutLayout.contains("C.viewDidDisappear") && !log.entries.contains("B.viewWillAppear"))
        #expect(log.withoutLayout.last == "C.didMove(nil)")
        #expect(b.parent == nil && c.parent == nil)
    }

    @Test func badStackOperationsAreLoggedAndIgnored() throws {
        let log = LifecycleLog()
        let (screen, navigation, root) = try shownStack(log)
        defer { withExtendedLifetime(screen) {} }
        SDLViewsLog.clear()
        navigation.pushViewController(root, animated: true)
        #expect(SDLViewsLog.messages.contains { $0.contains("Pushing the same view controller instance") })
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("root view controller cannot be popped") })
        #expect(navigation.popToViewController(UIViewController(), animated: false) == nil)
        #expect(navigation.viewControllers.count == 1 && log.entries.isEmpty)
    }

    @Test func escapePopsAndBackButtonPops() throws {
        let log = LifecycleLog()
        let (screen, navigation, _) = try shownStack(log)
        navigation.pushViewController(LoggingController("B", log: log), animated: false)
        screen.runFrame()
        screen.key(.keyboardEscape)
        screen.advance(by: 1)
        screen.runFrame()
        #expect(navigation.viewControllers.count == 1)
        navigation.pushViewController(LoggingController("C", log: log), animated: false)
        screen.runFrame()
        screen.tap(at: CGPoint(x: 20, y: 22))
        screen.advance(by: 1)
        screen.runFrame()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func interactivePopCompletedFollowsUIKitsOrder() throws {
        let log = LifecycleLog()
        let (screen, navigation, root) = try shownStack(log)
        let next = LoggingController("B", log: log)
        navigation.pushViewController(next, animated: false)
        screen.runFrame()
        log.clear()
        screen.touchDown(at: CGPoint(x: 5, y: 100))
        screen.advance(by: 0.016)
        for x in stride(from: 20, through: 160, by: 20) {
            screen.touchMove(to: CGPoint(x: CGFloat(x), y: 100))
            screen.advance(by: 0.05)
            screen.runFrame()
        }
        #expect(log.withoutLayout == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"])
        #expect(next.view.frame.minX > 100)
        screen.touchUp(at: CGPoint(x: 160, y: 100))
        screen.advance(by: 1)
        screen.runFrame()
        #expect(
            log.withoutLayout == [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(nil)"
            ])
        #expect(navigation.topViewController === root)
    }

    @Test func interactivePopCancelledRestoresTheTop() throws {
        let log = LifecycleLog()
        let (screen, navigation, root) = try shownStack(log)
        let next = LoggingController("B", log: log)
        navigation.pushViewController(next, animated: false)
        screen.runFrame()
        log.clear()
        screen.touchDown(at: CGPoint(x: 5, y: 100))
        screen.advance(by: 0.016)
        for x in [15, 25, 35] {
            screen.touchMove(to: CGPoint(x: CGFloat(x), y: 100))
            screen.advance(by: 0.2)
            screen.runFrame()
        }
        screen.touchUp(at: CGPoint(x: 35, y: 100))
        screen.advance(by: 1)
        screen.runFrame()
        #expect(
            log.withoutLayout == [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear",
                "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"
            ])
        #expect(navigation.topViewController === next && next.parent === navigation)
        #expect(root.view.superview == nil && next.view.frame.minX == 0)
    }

    @Test func hidingTheBarGivesTheContentTheWholeView() throws {
        let log = LifecycleLog()
        let (screen, navigation, root) = try shownStack(log)
        defer { withExtendedLifetime(screen) {} }
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(navigation.isNavigationBarHidden)
    }

    @Test func barShowsItemsAndTheirActions() throws {
        let log = LifecycleLog()
        let (screen, navigation, root) = try shownStack(log)
        var tapped = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Play", primaryAction: UIAction { _ in tapped += 1 })
        screen.runFrame()
        let button = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first
        #expect(button?.currentTitle == "Play")
        if let button {
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            screen.tap(at: center)
        }
        #expect(tapped == 1)
        #expect(navigation.navigationBar.backButtonTitle == nil)
    }

    @Test func goldenMidPush() throws {
        let screen = try HeadlessScreen(width: 160, height: 120)
        let root = UIViewController()
        root.title = "Menu"
        root.view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let next = UIViewController()
        next.title = "Settings"
        next.view.backgroundColor = UIColor(red: 0.9, green: 0.5, blue: 0.2, alpha: 1)
        navigation.pushViewController(next, animated: true)
        screen.advance(by: NavigationTransition.duration / 2)
        screen.runFrame()
        expectGolden(screen, "navigation-mid-push")
    }
}
