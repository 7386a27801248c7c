import Foundation

/// One presented controller: its presentation controller, container view and
/// animator, and the presenter views hidden while it covers them. Runs
/// presentation and dismissal with UIKit's appearance order (the presenter's
/// will-disappear, the presented will-appear and layout, the animation, the
/// presenter's did-disappear, the presented did-appear).
@MainActor
final class ModalPresentation {
    let presented: UIViewController
    let presenter: UIViewController
    let controller: UIPresentationController
    let container: UIView
    private(set) var isTransitioning = false
    private var hiddenViews: [UIView] = []

    init(presented: UIViewController, presenter: UIViewController, window: UIWindow) {
        self.presented = presented
        self.presenter = presenter
        let source = presenter
        controller =
            presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: source)
            ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        container = UIView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        controller.containerView = container
    }

    static func present(
        _ presented: UIViewController, from presenter: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        guard let refusal = refusal(presenting: presented, from: presenter) else {
            guard let window = presenter.viewIfLoaded?.window else { return }
            ModalPresentation(presented: presented, presenter: presenter, window: window)
                .runPresentation(animated: animated, completion: completion)
            return
        }
        SDLViewsLog.error(refusal)
    }

    private static func refusal(presenting presented: UIViewController, from presenter: UIViewController) -> String? {
        let names = "\(type(of: presented)) on \(type(of: presenter))"
        if let current = presenter.presentedStorage {
            if current.presentation?.isTransitioning == true {
                return "Attempt to present \(names) while a presentation is in progress"
            }
            return "Attempt to present \(names) which is already presenting \(type(of: current))"
        }
        if presented.presentingStorage != nil || presented.parentStorage != nil || presented === presenter {
            return "Attempt to present \(names): \(type(of: presented)) is already presented or in a container"
        }
        if isActive(presented, presenting: presenter) {
            return "Application tried to present modally an active controller \(type(of: presented))."
        }
        if presenter.viewIfLoaded?.window == nil {
            return "Attempt to present \(names) whose view is not in the window hierarchy"
        }
        return nil
    }

    /// UIKit's "active controller": one whose view is in a window (the root, or anything on
    /// screen), or one the presenter is inside or presented by. Presenting it would make a
    /// cycle (the root presents B, B presents the root), so it is refused where it is made.
    private static func isActive(_ presented: UIViewController, presenting presenter: UIViewController) -> Bool {
        if presented.viewIfLoaded?.window != nil { return true }
        var current: UIViewController? = presenter
        var steps = 0
        while let step = current, steps < 100_000 {
            if step === presented { return true }
            current = step.parentStorage ?? step.presentingStorage
            steps += 1
        }
        return false
    }

    private func runPresentation(animated: Bool, completion: (() -> Void)?) {
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.presentation = self
        isTransitioning = true
        presented.loadViewIfNeeded()
        presented.appearance.beingPresented = true
        let removesPresenter = controller.shouldRemovePresentersView
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        controller.presentationTransitionWillBegin()
        let animator = presentationAnimator(presenting: true)
        let context = PresentationTransitionContext(
            container: container, animated: animated, from: presenter, to: presented, presented: presented,
            presentedFrame: controller.frameOfPresentedViewInContainerView
        ) { [weak self] completed in
            guard let self else { return }
            self.isTransitioning = false
            if presented.viewIfLoaded?.superview == nil { self.container.addSubview(presented.view) }
            presented.viewIfLoaded?.layoutIfNeeded()
            if removesPresenter { self.hidePresenterViews() }
            if removesPresenter { self.presenter.endAppearanceTransition() }
            presented.endAppearanceTransition()
            self.controller.presentationTransitionDidEnd(completed)
            animator.animationEnded(completed)
            completion?()
        }
        start(animator, context: context, animated: animated)
    }

    func runDismissal(animated: Bool, completion: (() -> Void)?) {
        isTransitioning = true
        presented.appearance.beingDismissed = true
        let restoresPresenter = controller.shouldRemovePresentersView
        if restoresPresenter { showPresenterViews() }
        presented.beginAppearanceTransition(false, animated: animated)
        if restoresPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        controller.dismissalTransitionWillBegin()
        let animator = presentationAnimator(presenting: false)
        let context = PresentationTransitionContext(
            container: container, animated: animated, from: presented, to: presenter, presented: presented,
            presentedFrame: presented.viewIfLoaded?.frame ?? .zero
        ) { [weak self] completed in
            guard let self else { return }
            self.isTransitioning = false
            self.container.removeFromSuperview()
            self.presented.viewIfLoaded?.removeFromSuperview()
            self.presented.viewIfLoaded?.isHidden = false
            self.presenter.presentedStorage = nil
            self.presented.presentingStorage = nil
            self.presented.presentation = nil
            self.presented.endAppearanceTransition()
            if restoresPresenter { self.presenter.endAppearanceTransition() }
            self.controller.dismissalTransitionDidEnd(completed)
            animator.animationEnded(completed)
            completion?()
        }
        start(animator, context: context, animated: animated)
    }

    private func presentationAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        let custom =
            presenting
            ? presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: presenter, source: presenter)
            : presented.transitioningDelegate?.animationController(forDismissed: presented)
        return custom ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: presenting)
    }

    private func start(
        _ animator: UIViewControllerAnimatedTransitioning, context: PresentationTransitionContext, animated: Bool
    ) {
        if !animated, animator is ModalTransitionAnimator {
            UIView.performWithoutAnimation { animator.animateTransition(using: context) }
            context.completeTransitionIfPending()
            return
        }
        animator.animateTransition(using: context)
    }

    /// Hides the window's views under the container (the full-screen presenter's).
    private func hidePresenterViews() {
        guard let window = container.window else { return }
        hiddenViews = window.subviews.prefix { $0 !== container }.filter { !$0.isHidden }
        hiddenViews.forEach { $0.isHidden = true }
    }

    private func showPresenterViews() {
        hiddenViews.forEach { $0.isHidden = false }
        hiddenViews = []
    }
}
