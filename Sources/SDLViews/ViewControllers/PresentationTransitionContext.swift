import Foundation

/// The `UIViewControllerContextTransitioning` of one presentation or dismissal.
@MainActor
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController
    private let to: UIViewController
    private let presentedFinalFrame: CGRect
    private let presented: UIViewController
    private var onComplete: ((Bool) -> Void)?
    /// A navigation transition gives both views and both frames (a presentation only the presented one's).
    private let showsBothViews: Bool

    init(
        container: UIView, animated: Bool, from: UIViewController, to: UIViewController,
        presented: UIViewController, presentedFrame: CGRect, showsBothViews: Bool = false,
        onComplete: @escaping (Bool) -> Void
    ) {
        self.showsBothViews = showsBothViews
        containerView = container
        isAnimated = animated
        self.from = from
        self.to = to
        self.presented = presented
        presentedFinalFrame = presentedFrame
        presentationStyle = presented.modalPresentationStyle
        self.onComplete = onComplete
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    /// Only the presented controller's view is given, as UIKit for styles that keep the presenter's view.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from === presented || showsBothViews ? from.view : nil
        case .to: return to === presented || showsBothViews ? to.view : nil
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === presented && from === presented ? presentedFinalFrame : .zero
    }
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === presented && to === presented ? presentedFinalFrame : .zero
    }

    /// Completes a non-animated built-in transition whose animation block ran at once.
    /// The built-in animator's own completion still comes (UIKit runs an animation's
    /// completion later even without animation) and is then expected, not an error.
    func completeTransitionIfPending() {
        guard onComplete != nil else { return }
        completedAhead = true
        completeTransition(true)
    }

    /// Whether `completeTransitionIfPending()` completed ahead of the animator's call.
    private var completedAhead = false

    /// Only the first call counts (a second is logged, unless it is the built-in animator's after an early completion).
    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else {
            if completedAhead {
                completedAhead = false
                return
            }
            SDLViewsLog.error("completeTransition(_:) called more than once; ignored")
            return
        }
        self.onComplete = nil
        onComplete(didComplete)
    }
}
