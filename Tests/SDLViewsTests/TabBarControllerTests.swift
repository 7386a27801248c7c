import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// A delegate that logs UIKit's tab bar controller callbacks and can refuse tabs.
@MainActor
final class RecordingTabDelegate: UITabBarControllerDelegate {
    var entries: [String] = []
    var refused: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        entries.append("shouldSelect(\(viewController.title ?? ""))")
        return !refused.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        entries.append("didSelect(\(viewController.title ?? ""))")
    }
}

/// UITabBarController: UIKit's appearance order on a switch, selection by
/// click, keys and code, the delegate, and the bar's look.
@MainActor
@Suite struct TabBarControllerTests {
    private func shownTabs(_ log: LifecycleLog, names: [String] = ["A", "B", "C"]) throws -> (
        HeadlessScreen, UITabBarController, [LoggingController]
    ) {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let controllers = names.map { LoggingController($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        screen.window.rootViewController = tabs
        screen.runFrame()
        log.clear()
        return (screen, tabs, controllers)
    }

    @Test func theFirstTabAppearsAndOnlyItsViewLoads() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let log = LifecycleLog()
        let controllers = ["A", "B"].map { LoggingController($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        #expect(log.entries == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)"])
        log.clear()
        screen.window.rootViewController = tabs
        #expect(log.withoutLayout == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        // The bar is translucent by default: the content runs under it, inset by the safe area.
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(controllers[0].view.safeAreaInsets.bottom == 49)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 151, width: 300, height: 49))
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"])
        #expect(controllers[1].tabBarController === tabs && !controllers[1].isViewLoaded)
    }

    @Test func aSwitchFollowsUIKitsOrderOnce() throws {
        let log = LifecycleLog()
        let (screen, tabs, controllers) = try shownTabs(log)
        defer { withExtendedLifetime(screen) {} }  // the window must outlive the test's steps
        tabs.selectedIndex = 1
        #expect(
            log.withoutLayout == [
                "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear"
            ])
        #expect(controllers[0].view.superview == nil && controllers[1].view.superview === tabs.view)
        log.clear()
        tabs.selectedIndex = 1  // already selected: nothing
        tabs.selectedViewController = controllers[0]
        #expect(
            log.withoutLayout == ["A.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
    }

    @Test func clickingATabAsksTheDelegateAndSwitches() throws {
        let log = LifecycleLog()
        let (screen, tabs, controllers) = try shownTabs(log)
        let delegate = RecordingTabDelegate()
        delegate.refused = ["C"]
        tabs.delegate = delegate
        screen.tap(at: CGPoint(x: 150, y: 180))  // the middle tab
        #expect(tabs.selectedViewController === controllers[1])
        screen.tap(at: CGPoint(x: 250, y: 180))  // refused
        #expect(tabs.selectedViewController === controllers[1])
        screen.tap(at: CGPoint(x: 150, y: 180))  // again: UIKit reports it again
        #expect(
            delegate.entries == [
                "shouldSelect(B)", "didSelect(B)", "shouldSelect(C)", "shouldSelect(B)", "didSelect(B)"
            ])
        tabs.selectedIndex = 0  // code: no delegate
        #expect(delegate.entries.count == 5)
    }

    @Test func controlTabAndControlShiftTabSwitchTabsWrapping() throws {
        let log = LifecycleLog()
        let (screen, tabs, _) = try shownTabs(log)
        screen.key(.keyboardTab, modifiers: .control)
        #expect(tabs.selectedIndex == 1)
        screen.key(.keyboardTab, modifiers: .control)
        screen.key(.keyboardTab, modifiers: .control)
        #expect(tabs.selectedIndex == 0)
        screen.key(.keyboardTab, modifiers: [.control, .shift])
        #expect(tabs.selectedIndex == 2)
        tabs.selectAdjacentTab(offset: -1)  // the gamepad's LB
        #expect(tabs.selectedIndex == 1)
        screen.key(.keyboardTab)  // plain Tab is not a tab switch
        #expect(tabs.selectedIndex == 1)
    }

    @Test func gamepadShouldersSwitchTabsWrapping() throws {
        let log = LifecycleLog()
        let (screen, tabs, _) = try shownTabs(log)
        screen.plugGamepad()
        screen.gamepadButton(.rightShoulder)
        #expect(tabs.selectedIndex == 1)
        screen.gamepadButton(.leftShoulder)
        screen.gamepadButton(.leftShoulder)
        #expect(tabs.selectedIndex == 2, "LB from the first tab wraps to the last")
        screen.unplugGamepad()
    }

    @Test func replacingTheTabsKeepsTheSelectionWhenItStays() throws {
        let log = LifecycleLog()
        let (screen, tabs, controllers) = try shownTabs(log)
        defer { withExtendedLifetime(screen) {} }  // the window must outlive the test's steps
        tabs.selectedIndex = 2
        log.clear()
        tabs.setViewControllers([controllers[2], controllers[0]], animated: false)
        #expect(tabs.selectedViewController === controllers[2] && tabs.selectedIndex == 0)
        #expect(log.withoutLayout == ["B.willMove(nil)", "B.didMove(nil)"])
        log.clear()
        tabs.setViewControllers([controllers[1]], animated: false)
        #expect(
            log.withoutLayout == [
                "A.willMove(nil)", "A.didMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear",
                "C.willMove(nil)", "C.didMove(nil)", "B.willMove(parent)", "B.didMove(parent)", "B.viewDidLoad",
                "B.viewWillAppear", "B.viewDidAppear"
            ])
        #expect(tabs.selectedViewController === controllers[1])
    }

    @Test func badSelectionsAreRefused() throws {
        let log = LifecycleLog()
        let (screen, tabs, controllers) = try shownTabs(log)
        defer { withExtendedLifetime(screen) {} }  // the window must outlive the test's steps
        tabs.selectedIndex = 7
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedViewController === controllers[0] && log.entries.isEmpty)
        tabs.setViewControllers([controllers[1], controllers[1]], animated: false)
        #expect(tabs.viewControllers?.count == 1)
    }

    @Test func golden() throws {
        let screen = try HeadlessScreen(width: 240, height: 160)
        let colors: [UIColor] = [
            UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1), UIColor(red: 0.9, green: 0.5, blue: 0.2, alpha: 1),
            UIColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)
        ]
        let controllers = zip(["Video", "Audio", "Controls"], colors).map { title, color in
            let controller = UIViewController()
            controller.view.backgroundColor = color
            controller.tabBarItem = UITabBarItem(title: title, image: Self.dot(), tag: 0)
            return controller
        }
        controllers[2].tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        tabs.selectedIndex = 1
        screen.window.rootViewController = tabs
        screen.runFrame()
        expectGolden(screen, "tab-bar-controller")
    }

    /// A filled circle: an icon drawn as a template.
    static func dot() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 16, height: 16)).fill()
        }
    }
}
