import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Containment, appearance forwarding and editing, with UIKit's call orders.
@MainActor
@Suite struct ViewControllerContainmentTests {
    @Test func rootControllerIsLaidOutBeforeItAppears() throws {
        let screen = try HeadlessScreen(width: 120, height: 90)
        let log = LifecycleLog()
        let root = LoggingController("root", log: log)
        screen.window.rootViewController = root
        #expect(
            log.entries == [
                "root.viewDidLoad", "root.viewWillAppear", "root.viewWillLayoutSubviews",
                "root.viewDidLayoutSubviews", "root.viewDidAppear"
            ])
    }

    @Test func childAddedToAVisibleParentAppearsOnceInUIKitOrder() throws {
        let screen = try HeadlessScreen(width: 120, height: 90)
        let log = LifecycleLog()
        let parent = LoggingController("parent", log: log)
        screen.window.rootViewController = parent
        log.clear()
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        #expect(
            log.withoutLayout == [
                "child.willMove(parent)", "child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear",
                "child.didMove(parent)"
            ])
        #expect(child.flags == ["willAppear:movingTo", "didAppear:movingTo"])
        #expect(!child.isMovingToParent)

        log.clear()
        child.flags = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.withoutLayout == [
                "child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)"
            ])
        #expect(child.flags == ["willDisappear:movingFrom", "didDisappear:movingFrom"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func parentForwardsAppearanceToChildrenInItsView() throws {
        let screen = try HeadlessScreen(width: 120, height: 90)
        let log = LifecycleLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        let hidden = LoggingController("offscreen", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(hidden)
        log.clear()
        screen.window.rootViewController = parent
        #expect(
            log.withoutLayout == [
                "parent.viewWillAppear", "child.viewWillAppear", "parent.viewDidAppear", "child.viewDidAppear"
            ])
        log.clear()
        screen.window.rootViewController = nil
        #expect(
            log.withoutLayout == [
                "parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear",
                "child.viewDidDisappear"
            ])
    }

    @Test func manualAppearanceTransitionsRunOncePerDirection() {
        let log = LifecycleLog()
        let controller = LoggingController("vc", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(
            log.entries.filter { !$0.contains("Load") } == [
                "vc.viewWillAppear", "vc.viewDidAppear", "vc.viewWillDisappear", "vc.viewDidDisappear"
            ])
    }

    @Test func noForwardingWhenTheParentOptsOut() throws {
        final class ManualParent: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let screen = try HeadlessScreen(width: 60, height: 40)
        let log = LifecycleLog()
        let parent = ManualParent()
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        log.clear()
        screen.window.rootViewController = parent
        #expect(log.withoutLayout.isEmpty)
    }

    @Test func addingAnAncestorAsChildIsRefused() {
        let a = UIViewController()
        let b = UIViewController()
        a.addChild(b)
        SDLViewsLog.clear()
        b.addChild(a)
        #expect(b.children.isEmpty && a.parent == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("addChild") })
        a.addChild(a)
        #expect(a.children.count == 1)
    }

    @Test func addingToAnotherParentMovesTheChild() {
        let first = UIViewController()
        let second = UIViewController()
        let child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty && second.children.count == 1 && child.parent === second)
    }

    @Test func editingRetitlesTheEditButton() {
        let controller = UIViewController()
        let button = controller.editButtonItem
        #expect(button.title == "Edit" && !controller.isEditing)
        button.trigger()
        #expect(controller.isEditing && button.title == "Done" && button.style == .done)
        controller.setEditing(false, animated: false)
        #expect(button.title == "Edit" && controller.editButtonItem === button)
    }

    @Test func titleSetsTheNavigationItemTitle() {
        let controller = UIViewController()
        #expect(controller.navigationItem.title == nil)
        controller.title = "Settings"
        #expect(controller.navigationItem.title == "Settings")
    }
}
