import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Issue 38's missing view-controller calls: show, preferred content size,
/// presentation contexts, modal-in-presentation, bottom bar hiding, child
/// transitions and scenes, with UIKit's results.
@MainActor
@Suite struct ViewControllerShowingTests {
    private func onScreen(_ root: UIViewController, width: Int = 320, height: Int = 240) throws -> HeadlessScreen {
        let screen = try HeadlessScreen(width: width, height: height)
        screen.window.rootViewController = root
        screen.runFrame()
        return screen
    }

    @Test func showPushesInANavigationControllerAndPresentsOtherwise() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let screen = try onScreen(navigation)
        let detail = UIViewController()
        #expect(root.targetViewController(forAction: .show, sender: nil) === navigation)
        root.show(detail, sender: nil)
        screen.advance(by: 1)
        #expect(navigation.topViewController === detail && navigation.viewControllers.count == 2)
        let info = UIViewController()
        detail.showDetailViewController(info, sender: nil)
        screen.advance(by: 1)
        #expect(navigation.presentedViewController === info, "no split view: a detail is presented")
        info.dismiss(animated: false)
        let lone = UIViewController()
        let loneScreen = try onScreen(lone)
        let modal = UIViewController()
        #expect(lone.targetViewController(forAction: .show, sender: nil) == nil)
        lone.show(modal, sender: nil)
        loneScreen.advance(by: 1)
        #expect(lone.presentedViewController === modal)
    }

    @Test func aCustomContainerThatShowsIsTheTarget() throws {
        let container = ShowingContainer()
        let child = UIViewController()
        container.addChild(child)
        let screen = try onScreen(container)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let next = UIViewController()
        child.show(next, sender: "button")
        #expect(container.shown.count == 1 && container.shown.first === next)
        _ = screen
    }

    @Test func formSheetTakesThePreferredContentSizeAndFollowsIt() throws {
        let root = UIViewController()
        let screen = try onScreen(root, width: 800, height: 600)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        form.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(form, animated: false)
        screen.runFrame()
        #expect(form.view.frame == CGRect(x: 200, y: 150, width: 400, height: 300))
        form.preferredContentSize = CGSize(width: 500, height: 200)
        #expect(form.view.frame == CGRect(x: 150, y: 200, width: 500, height: 200))
        SDLViewsLog.clear()
        form.preferredContentSize = CGSize(width: -1, height: CGFloat.nan)
        #expect(form.preferredContentSize == CGSize(width: 500, height: 200))
        #expect(SDLViewsLog.messages.last?.contains("preferredContentSize") == true)
    }

    @Test func aParentHearsItsChildsPreferredContentSize() throws {
        let parent = SizeWatchingContainer()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 120, height: 80)
        #expect(parent.heard.count == 1 && parent.heard.first === child)
    }

    @Test func overCurrentContextCoversTheControllerThatDefinesTheContext() throws {
        let container = SplitContainer()
        let screen = try onScreen(container, width: 400, height: 200)
        container.right.definesPresentationContext = true
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        container.right.present(overlay, animated: false)
        #expect(overlay.presentingViewController === container.right)
        #expect(overlay.view.convert(overlay.view.bounds, to: nil) == CGRect(x: 200, y: 0, width: 200, height: 200))
        #expect(container.right.view.window != nil, "over the context: its view stays")
        #expect(container.left.presentedViewController == nil)
        container.right.dismiss(animated: false)
        let cover = UIViewController()
        cover.modalPresentationStyle = .currentContext
        container.right.present(cover, animated: false)
        #expect(container.right.view.window == nil && container.left.view.window != nil)
        cover.dismiss(animated: false)
        #expect(container.right.view.superview === container.view)
        container.right.definesPresentationContext = false
        let whole = UIViewController()
        whole.modalPresentationStyle = .overCurrentContext
        container.right.present(whole, animated: false)
        #expect(whole.presentingViewController === container, "no context defined: the root's")
        _ = screen
    }

    @Test func modalInPresentationRefusesEscapeAndTellsTheDelegate() throws {
        let root = UIViewController()
        let screen = try onScreen(root)
        let form = UIViewController()
        let navigation = UINavigationController(rootViewController: form)
        form.isModalInPresentation = true
        let delegate = DismissalDelegate()
        root.present(navigation, animated: false)
        navigation.presentationController?.delegate = delegate
        screen.runFrame()
        screen.key(.keyboardEscape)
        screen.advance(by: 1)
        #expect(root.presentedViewController === navigation)
        #expect(delegate.calls == ["didAttempt"])
        form.isModalInPresentation = false
        screen.key(.keyboardEscape)
        screen.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == ["didAttempt", "should", "will", "did"])
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBarUntilPopped() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let screen = try onScreen(tabs)
        #expect(!tabs.tabBar.isHidden)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        screen.runFrame()
        #expect(tabs.tabBar.isHidden && navigation.view.frame == screen.window.bounds)
        #expect(detail.view.safeAreaInsets.bottom == 0)
        navigation.popViewController(animated: false)
        screen.runFrame()
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func transitionBetweenChildrenSwapsViewsWithAppearanceCallbacks() throws {
        let log = LifecycleLog()
        let container = UIViewController()
        let screen = try onScreen(container)
        let a = LoggingController("A", log: log)
        let b = LoggingController("B", log: log)
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        container.addChild(b)
        log.clear()
        var finished: Bool?
        container.transition(
            from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve],
            animations: { b.view.alpha = 1 }, completion: { finished = $0 })
        #expect(log.withoutLayout.starts(with: ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"]))
        #expect(b.view.superview === container.view && finished == nil)
        screen.advance(by: 1)
        #expect(finished == true && a.view.superview == nil)
        #expect(log.withoutLayout.suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
        SDLViewsLog.clear()
        container.transition(from: b, to: UIViewController(), duration: 0, animations: nil)
        #expect(SDLViewsLog.messages.last?.contains("must be two children") == true)
    }

    @Test func theAppHasOneWindowSceneHoldingItsWindows() throws {
        let screen = try onScreen(UIViewController())
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(scene.windows.contains { $0 === screen.window } && screen.window.windowScene === scene)
        #expect(scene.activationState == .foregroundActive)
    }
}

@MainActor
final class ShowingContainer: UIViewController {
    var shown: [UIViewController] = []
    override func canPerformShowAction(_ action: ShowAction, sender: Any?) -> Bool { action == .show }
    override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
}

@MainActor
final class SizeWatchingContainer: UIViewController {
    var heard: [UIContentContainer] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        heard.append(container)
    }
}

/// Two children side by side.
@MainActor
final class SplitContainer: UIViewController {
    let left = UIViewController()
    let right = UIViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, child) in [left, right].enumerated() {
            addChild(child)
            child.view.frame = CGRect(x: CGFloat(index) * 200, y: 0, width: 200, height: 200)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }
}

@MainActor
final class DismissalDelegate: UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("should")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttempt")
    }
}
