import Foundation
import SDLViewsTesting
import Testing

@testable import ReliabilityProbe
@testable import SDLViews

/// Issue 41's view controller attacks: a presentation cycle, and a controller that removes
/// itself from the stack while it is being pushed.
@MainActor
@Suite(.serialized) struct NavigationReliabilityTests {
    // MARK: Item 11: presentation cycles

    @Test func presentingTheRootFromWhatItPresentsIsRefusedWithUIKitsMessage() throws {
        SDLViewsLog.clear()
        let screen = try HeadlessScreen(width: 200, height: 150)
        let root = UIViewController()
        screen.window.rootViewController = root
        screen.runFrame()
        let presented = UIViewController()
        root.present(presented, animated: false)
        presented.present(root, animated: false)
        #expect(presented.presentedViewController == nil)
        #expect(root.presentingViewController == nil)
        #expect(
            SDLViewsLog.messages.contains {
                $0.contains("Application tried to present modally an active controller UIViewController.")
            })
        // Tab still returns (the cycle made focus search loop forever).
        screen.key(.keyboardTab)
        screen.runFrame()
        // A controller further down the chain (A presents B presents C; C presents A) is refused too.
        let third = UIViewController()
        presented.present(third, animated: false)
        third.present(root, animated: false)
        #expect(third.presentedViewController == nil)
        // Presenting a controller whose view is on screen elsewhere is refused as active.
        let navigation = UINavigationController(rootViewController: UIViewController())
        third.present(navigation, animated: false)
        let top = try #require(navigation.topViewController)
        #expect(top.view.window != nil)
        third.dismiss(animated: false)
        #expect(third.presentedViewController == nil)
    }

    // MARK: Item 14: a controller removing itself in viewWillAppear

    /// Removes itself from its navigation controller in `viewWillAppear` (the first time), one of two ways.
    final class SelfRemoving: UIViewController {
        enum How { case setViewControllers, pop }
        let how: How
        var removed = false
        var appearanceLog: [String] = []

        init(_ how: How) {
            self.how = how
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearanceLog.append("willAppear")
            guard !removed, let navigation = navigationController else { return }
            removed = true
            switch how {
            case .setViewControllers: navigation.viewControllers = navigation.viewControllers.filter { $0 !== self }
            case .pop: navigation.popViewController(animated: false)
            }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appearanceLog.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            appearanceLog.append("willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            appearanceLog.append("didDisappear")
        }
    }

    @Test(arguments: [SelfRemoving.How.setViewControllers, .pop])
    func aControllerRemovingItselfDuringAnAnimatedPushLeavesAConsistentStack(how: SelfRemoving.How) throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let leaving = SelfRemoving(how)
        navigation.pushViewController(leaving, animated: true)
        screen.advance(by: 1)
        try expectShowing(root, in: navigation, without: leaving)
        #expect(root.appearance.phase == .appeared)
        #expect(leaving.appearance.phase == .disappeared)
        #expect(leaving.appearanceLog == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        // Later pushes and pops stay consistent.
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        screen.advance(by: 1)
        #expect(navigation.viewControllers == [root, next])
        #expect(next.view.window != nil && root.view.superview == nil)
        navigation.popViewController(animated: true)
        screen.advance(by: 1)
        try expectShowing(root, in: navigation, without: leaving)
        #expect(next.view.superview == nil)
    }

    private func expectShowing(
        _ root: UIViewController, in navigation: UINavigationController, without gone: UIViewController
    ) throws {
        #expect(navigation.viewControllers == [root])
        #expect(navigation.children == [root])
        #expect(root.view.superview === navigation.view && root.view.window != nil)
        #expect(root.view.frame.minX == 0)
        #expect(gone.viewIfLoaded?.superview == nil)
        #expect(gone.parent == nil)
        let controllerViews = navigation.view.subviews.filter { $0 !== navigation.navigationBar }
        #expect(controllerViews.count == 1 && controllerViews.first === root.view)
    }

    // MARK: Item 20: a 10,000-deep stack (child process; the deadline catches the old minutes)

    @Test func aTenThousandDeepStackPushesPopsAndIsReplacedInLinearTime() throws {
        try ProbeProcess.expectBehaves("nav-deep-stack", deadline: 120)
    }

    @Test func theBarReadsItsItemsFromTheStackWhenAsked() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        let second = UIViewController()
        second.title = "Second"
        navigation.pushViewController(second, animated: false)
        #expect(navigation.navigationBar.items?.map(\.title) == ["Root", "Second"])
        #expect(navigation.navigationBar.topItem === second.navigationItem)
        #expect(navigation.navigationBar.backItem === root.navigationItem)
        navigation.popViewController(animated: true)
        #expect(navigation.navigationBar.items?.map(\.title) == ["Root"])
        screen.advance(by: 1)
        #expect(navigation.navigationBar.topItem === root.navigationItem && navigation.navigationBar.backItem == nil)
    }
}
