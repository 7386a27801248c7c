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

    // MARK: Item 21: an alert with 1,000 actions

    @Test func anAlertWithAThousandActionsScrollsItsActionsWithinTheScreen() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let root = UIViewController()
        screen.window.rootViewController = root
        var chosen: [Int] = []
        let alert = UIAlertController(title: "Pick", message: "One of many", preferredStyle: .alert)
        for index in 0..<1_000 {
            alert.addAction(UIAlertAction(title: "Action \(index)", style: .default) { _ in chosen.append(index) })
        }
        root.present(alert, animated: false)
        screen.advance(by: 1)
        let alertView = try #require(alert.view as? AlertView)
        let card = alertView.card.convert(alertView.card.bounds, to: screen.window)
        #expect(card.minY >= 0 && card.maxY <= 240, "the card \(card) stays on the screen")
        let actions = alertView.actionsScroll
        #expect(actions.contentSize.height == 44_000)
        #expect(actions.bounds.height < 240 && actions.bounds.height >= 44)
        // Touch: a drag scrolls the actions.
        let start = actions.convert(CGPoint(x: 100, y: actions.bounds.height - 5), to: screen.window)
        screen.touchDown(at: start)
        for step in 1...10 {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 8))
        }
        screen.touchUp(at: CGPoint(x: start.x, y: start.y - 80))
        screen.advance(by: 2)
        #expect(actions.contentOffset.y > 0)
        // Focus: moving down scrolls the focused button into view.
        screen.key(.keyboardDownArrow)
        for _ in 0..<12 { screen.key(.keyboardDownArrow) }
        screen.advance(by: 1)
        if let focused = screen.window.focusSystem.focusedItem as? UIButton, focused.isDescendant(of: actions) {
            // The focused button, far below the first screenful, was scrolled to (at least partly) into view.
            let frame = focused.convert(focused.bounds, to: actions)
            #expect(frame.minY > 44 * 3 && frame.intersects(actions.bounds))
        } else {
            Issue.record("no action button is focused after the arrows")
        }
        // The last action is reachable: scrolled to the end, a tap on it chooses it.
        actions.setContentOffset(CGPoint(x: 0, y: actions.contentSize.height - actions.bounds.height), animated: false)
        screen.runFrame()
        let last = try #require(alertView.buttons.last?.0)
        screen.tap(at: last.convert(CGPoint(x: last.bounds.midX, y: last.bounds.midY), to: screen.window))
        screen.advance(by: 1)
        #expect(chosen == [999])
    }
}
