import Foundation

/// One presented controller: its presentation controller, container view and
/// animator, and the presenter views taken out of the window while it covers
/// them (UIKit removes them; they come back, resized to the window, on dismissal). Runs
/// presentation and dismissal with UIKit's appearance order (the presenter's
/// will-disappear, the presented will-appear and layout, the animation, the
/// presenter's did-disappear, the presented did-appear).
@MainActor
final class ModalPresentation {
    let presented: UIViewController
    let presenter: UIViewController
    /// The controller `present` was called on (the presenter is its context):
    /// removing it from its parent dismisses this presentation.
    private(set) weak var requester: UIViewController?
    let controller: UIPresentationController
    let container: PresentationContainerView
    private(set) var isTransitioning = false
    /// Whether the presentation took the presenter's views out (so the dismissal puts them back).
    private var removedPresenter = false
    /// The views a covering presentation took out, with where they were.
    private var removedViews: [(view: UIView, superview: UIView, index: Int, filledSuperview: Bool)] = []

    init(presented: UIViewController, presenter: UIViewController, window: UIWindow) {
        self.presented = presented
        self.presenter = presenter
        let source = presenter
        controller =
            presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: source)
            ?? Self.builtInController(presenting: presented, from: presenter)
        controller.beginPresenting(from: presenter)
        presented.pendingPresentationController = nil
        let container = PresentationContainerView(
            frame: Self.containerFrame(presenting: presented, over: presenter, in: window))
        container.controller = controller
        self.container = container
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        controller.containerView = container
    }

    /// A sheet style's `UISheetPresentationController` (the one
    /// `sheetPresentationController` made before `present`, when there is
    /// one), else `UIPresentationController`.
    private static func builtInController(
        presenting presented: UIViewController, from presenter: UIViewController
    ) -> UIPresentationController {
        guard UISheetPresentationController.isSheetStyle(presented.modalPresentationStyle) else {
            return UIPresentationController(presentedViewController: presented, presenting: presenter)
        }
        return presented.pendingPresentationController as? UISheetPresentationController
            ?? UISheetPresentationController(presentedViewController: presented, presenting: presenter)
    }

    /// The window, or for a current-context presentation from a controller
    /// inside another the context's view (so the rest, a tab bar, stays usable).
    private static func containerFrame(
        presenting presented: UIViewController, over context: UIViewController, in window: UIWindow
    ) -> CGRect {
        let style = presented.modalPresentationStyle
        guard style == .currentContext || style == .overCurrentContext, context.parentStorage != nil,
            let view = context.viewIfLoaded
        else { return window.bounds }
        return view.convert(view.bounds, to: window)
    }

    /// UIKit's presentation: the controller that presents is the presentation
    /// context of `requester` (its root ancestor, or for the current-context
    /// styles the nearest one that `definesPresentationContext`).
    static func present(
        _ presented: UIViewController, from requester: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let presenter = context(for: presented.modalPresentationStyle, from: requester)
        guard let refusal = refusal(presenting: presented, from: presenter, requester: requester) else {
            guard let window = presenter.viewIfLoaded?.window ?? requester.viewIfLoaded?.window else { return }
            let presentation = ModalPresentation(presented: presented, presenter: presenter, window: window)
            presentation.requester = requester
            presentation.runPresentation(animated: animated, completion: completion)
            return
        }
        SDLViewsLog.error(refusal)
    }

    static func context(for style: UIModalPresentationStyle, from requester: UIViewController) -> UIViewController {
        let currentContext = style == .currentContext || style == .overCurrentContext
        var current = requester
        var steps = 0
        while let parent = current.parentStorage, steps < FocusTree.depthLimit {
            if currentContext, current.definesPresentationContext { return current }
            current = parent
            steps += 1
        }
        return current
    }

    /// UIKit's dismissal: what `controller` (or its container) presents, else
    /// the presented controller it is in; the presentations above that one go first, without animation.
    static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let target = controller.presentedViewController ?? presentedAncestor(of: controller),
            let presentation = target.presentation
        else {
            SDLViewsLog.error("dismiss(animated:completion:) on \(type(of: controller)): nothing is presented; ignored")
            completion?()
            return
        }
        if presentation.isTransitioning || chain(above: target).contains(where: { $0.presentation?.isTransitioning == true }) {
            SDLViewsLog.error(
                "dismiss(animated:completion:) on \(type(of: controller)): a presentation transition is in progress; ignored")
            completion?()
            return
        }
        target.dismissPresentationsOnRemoval()
        presentation.runDismissal(animated: animated, completion: completion)
    }

    private static func presentedAncestor(of controller: UIViewController) -> UIViewController? {
        var current: UIViewController? = controller
        var steps = 0
        while let step = current, steps < FocusTree.depthLimit {
            if step.presentation != nil { return step }
            current = step.parentStorage
            steps += 1
        }
        return nil
    }

    /// The controllers presented above `target`, nearest first.
    private static func chain(above target: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        var current = target.presentedViewController
        while let presented = current, result.count < FocusTree.depthLimit {
            result.append(presented)
            current = presented.presentedViewController
        }
        return result
    }

    /// Escape, the gamepad's B button (and UIKit's swipe down): dismisses
    /// unless the presented controller (or the child it shows) is
    /// `isModalInPresentation` or the delegate refuses; then the delegate
    /// hears of the attempt. UIKit's delegate order otherwise: will, then did dismiss.
    /// Returns whether the dismissal runs.
    @discardableResult
    func userAttemptsDismissal() -> Bool {
        guard !isTransitioning, presented.presentedStorage == nil else { return false }
        let delegate = controller.delegate
        if isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return false
        }
        delegate?.presentationControllerWillDismiss(controller)
        let controller = controller
        runDismissal(animated: true) { [weak delegate] in delegate?.presentationControllerDidDismiss(controller) }
        return true
    }

    var isModalInPresentation: Bool {
        var current: UIViewController? = presented
        var steps = 0
        while let step = current, steps < FocusTree.depthLimit {
            if step.isModalInPresentation { return true }
            current = step.childrenForAppearanceForwarding.last
            steps += 1
        }
        return false
    }

    private static func refusal(
        presenting presented: UIViewController, from presenter: UIViewController, requester: UIViewController
    ) -> String? {
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
        if requester.viewIfLoaded?.window == nil, presenter.viewIfLoaded?.window == nil {
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
        removedPresenter = removesPresenter
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
            if removesPresenter { self.removePresenterViews() }
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
        let restoresPresenter = removedPresenter
        if restoresPresenter { restorePresenterViews() }
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

    /// Takes out the view under the presentation: the window's view holding
    /// the presenter's (its view, or the container it was presented in), or
    /// for `.currentContext` the context's view.
    private func removePresenterViews() {
        let views: [UIView]
        if controller.presentationStyle == .currentContext, let view = presenter.viewIfLoaded {
            views = [view]
        } else if let window = container.window, let presenterView = presenter.viewIfLoaded,
            let holder = window.subviews.first(where: { presenterView.isDescendant(of: $0) }), holder !== container
        {
            // UIKit takes out the presenter's view only: what lies under it (the
            // root under an over-full-screen presentation) stays, covered and appeared.
            views = [holder]
        } else {
            views = []
        }
        removedViews = views.compactMap { view in
            guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view })
            else { return nil }
            return (view, superview, index, view.frame == superview.bounds)
        }
        for entry in removedViews.reversed() { entry.view.removeFromSuperview() }
    }

    private func restorePresenterViews() {
        for entry in removedViews {
            entry.superview.insertSubview(entry.view, at: min(entry.index, entry.superview.subviews.count))
            if entry.filledSuperview { entry.view.frame = entry.superview.bounds }
        }
        removedViews = []
    }
}
