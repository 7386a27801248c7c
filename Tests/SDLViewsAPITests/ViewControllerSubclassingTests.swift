import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A menu screen as an app writes it: designated init, lifecycle and containment overrides.
final class MenuScreen: UIViewController {
    let log: CallLog
    let name: String

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        name = ""
        log = CallLog()
        super.init(coder: coder)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove")
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        log.add("\(name).setEditing(\(editing))")
    }
}

/// A navigation controller subclass and delegate, as apps write them.
final class GameNavigationController: UINavigationController, UINavigationControllerDelegate {
    var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(viewController.title ?? "?")
    }
}

@MainActor
@Suite struct ViewControllerSubclassingTests {
    @Test func customContainerCallsOverridesInUIKitsOrder() throws {
        let screen = try HeadlessScreen(width: 100, height: 80)
        let log = CallLog()
        let parent = MenuScreen("menu", log: log)
        screen.window.rootViewController = parent
        let child = MenuScreen("panel", log: log)
        log.clear()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.entries == ["panel.willMove", "panel.viewWillAppear", "panel.viewDidAppear", "panel.didMove"])
        #expect(parent.children.first === child && child.parent === parent)
        child.setEditing(true, animated: false)
        #expect(child.isEditing && child.editButtonItem.title == "Done")
    }

    @Test func navigationSubclassPushesAndPops() throws {
        let screen = try HeadlessScreen(width: 120, height: 90)
        let log = CallLog()
        let navigation = GameNavigationController(rootViewController: MenuScreen("title", log: log))
        screen.window.rootViewController = navigation
        navigation.pushViewController(MenuScreen("settings", log: log), animated: true)
        screen.advance(by: 1)
        #expect(navigation.shown == ["settings"])
        #expect(navigation.topViewController?.title == "settings")
        navigation.popViewController(animated: false)
        #expect(navigation.shown == ["settings", "title"])
        #expect(navigation.viewControllers.count == 1)
    }
}

/// A custom fade as apps write one, with a presentation controller that dims.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.25, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(true)
            }
        } else {
            let fromView = transitionContext.view(forKey: .from)
            UIView.animate(withDuration: 0.25, animations: { fromView?.alpha = 0 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class CardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 20, dy: 20)
    }
}

@MainActor
@Suite struct CustomTransitionAPITests {
    @Test func customAnimatorAndPresentationControllerRun() throws {
        let screen = try HeadlessScreen(width: 120, height: 100)
        let log = CallLog()
        let presenter = MenuScreen("game", log: log)
        screen.window.rootViewController = presenter
        let fade = FadeAnimator()
        let card = MenuScreen("card", log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = fade
        log.clear()
        presenter.present(card, animated: true)
        screen.advance(by: 0.1)
        #expect(log.entries == ["card.viewWillAppear"])
        screen.advance(by: 0.3)
        #expect(log.entries == ["card.viewWillAppear", "card.viewDidAppear"])
        #expect(card.view.frame == CGRect(x: 20, y: 20, width: 80, height: 60))
        #expect(card.presentationController is CardPresentationController)
        card.dismiss(animated: true)
        screen.advance(by: 0.3)
        #expect(fade.ended == [true, true])
        #expect(presenter.presentedViewController == nil)
    }
}

/// A navigation delegate with a custom push/pop animation.
final class FadingNavigationDelegate: UINavigationControllerDelegate {
    let animator = FadeAnimator()
    var operations: [UINavigationController.Operation] = []

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }
}

@MainActor
@Suite struct CustomNavigationAnimationAPITests {
    @Test func delegateAnimatesThePush() throws {
        let screen = try HeadlessScreen(width: 120, height: 90)
        let log = CallLog()
        let navigation = UINavigationController(rootViewController: MenuScreen("title", log: log))
        let delegate = FadingNavigationDelegate()
        navigation.delegate = delegate
        screen.window.rootViewController = navigation
        let settings = MenuScreen("settings", log: log)
        log.clear()
        navigation.pushViewController(settings, animated: true)
        screen.advance(by: 0.1)
        #expect(settings.view.alpha > 0 && settings.view.alpha < 1 || settings.view.layer.presentation() != nil)
        #expect(!log.entries.contains("settings.viewDidAppear"))
        screen.advance(by: 0.3)
        #expect(log.entries.suffix(3) == ["title.viewDidDisappear", "settings.viewDidAppear", "settings.didMove"])
        #expect(delegate.operations == [.push] && delegate.animator.ended == [true])
        #expect(settings.view.frame == CGRect(x: 0, y: 0, width: 120, height: 90))
        #expect(settings.view.safeAreaInsets.top == 44)
        #expect(settings.view.superview === navigation.view)
    }
}
