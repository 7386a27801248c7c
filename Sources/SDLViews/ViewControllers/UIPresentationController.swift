import Foundation

/// UIKit's `UIPresentationController`: owns the container view of a
/// presentation, places the presented view (`frameOfPresentedViewInContainerView`)
/// and adds chrome around it. The default places it by `modalPresentationStyle`:
/// full screen, or for `.pageSheet` / `.formSheet` on windows at least
/// `UIPresentationController.sheetMinimumWindowSize` a centred card over a dimmed
/// background (a `.formSheet` or `.popover` card takes the presented controller's
/// `preferredContentSize` when it has one, and follows its changes).
/// `.pageSheet`, `.formSheet` and `.automatic` presentations use the subclass
/// `UISheetPresentationController`, which adds detents to that frame.
@MainActor
open class UIPresentationController: UIContentContainer {
    /// Below this window size sheets cover the whole window, as on a compact iPhone.
    public static let sheetMinimumWindowSize = CGSize(width: 600, height: 500)
    static let dimmingAlpha: CGFloat = 0.4

    /// The controller presented (nil only for a controller made before
    /// `present` that outlived it; it is then a placeholder).
    public var presentedViewController: UIViewController {
        presentedStrong ?? presentedWeak ?? UIViewController()
    }
    /// The controller the presentation happens from (the presented one until
    /// a presentation controller made before `present` is used).
    public var presentingViewController: UIViewController { presentingStrong ?? presentedViewController }
    /// Strong once presenting: a controller made before `present`
    /// (`sheetPresentationController`) holds its presented controller weakly,
    /// as that controller holds it.
    private var presentedStrong: UIViewController?
    private weak var presentedWeak: UIViewController?
    private var presentingStrong: UIViewController?
    /// The view the presentation happens in (nil before it starts).
    open internal(set) var containerView: UIView?
    /// The dimming view of sheets (nil for other styles).
    var dimmingView: UIView?
    /// UIKit's `delegate`: asked about and told of the dismissals a user starts.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStrong = presentedViewController
        presentedWeak = presentedViewController
        presentingStrong = presentingViewController
    }

    /// A controller made before `present`, holding `presented` weakly until it presents.
    init(pendingFor presented: UIViewController) {
        presentedWeak = presented
    }

    /// The presentation starts: it holds its controllers from now on.
    func beginPresenting(from presenter: UIViewController) {
        presentedStrong = presentedWeak
        presentingStrong = presenter
    }

    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The presented controller's `preferredContentSize`.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented controller's `preferredContentSize` changed: the card
    /// takes its new frame (animated when inside an animation block).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        guard container === presentedViewController, let view = presentedView, view.superview === containerView else {
            return
        }
        view.frame = frameOfPresentedViewInContainerView
    }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Whether the presenter's views are removed (hidden here) once the presentation ends.
    open var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext || (isSheet && !showsSheetAsCard)
    }

    open var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        if presentationStyle == .overCurrentContext || presentationStyle == .currentContext,
            let context = presentingViewController.viewIfLoaded, let containerView
        {
            return context.convert(context.bounds, to: containerView)
        }
        guard isSheet, showsSheetAsCard else { return bounds }
        let preferred = presentedViewController.preferredContentSize
        let sized = (presentationStyle == .formSheet || presentationStyle == .popover) && preferred != .zero
        let form = presentationStyle == .formSheet || presentationStyle == .popover
        let width = min(bounds.width - 80, sized && preferred.width > 0 ? preferred.width : (form ? 540 : 700))
        let height = min(
            bounds.height - 80, sized && preferred.height > 0 ? preferred.height : (form ? 620 : bounds.height - 80))
        return CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    /// Adds the sheet's dimming view and fades it in with the transition.
    open func presentationTransitionWillBegin() {
        guard isSheet, showsSheetAsCard, let containerView else { return }
        let dimming = UIView(frame: containerView.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimming, at: 0)
        dimmingView = dimming
        UIView.animate(withDuration: presentedViewController.transitionDurationForStyle) {
            dimming.alpha = Self.dimmingAlpha
        }
    }

    open func presentationTransitionDidEnd(_ completed: Bool) {}

    open func dismissalTransitionWillBegin() {
        guard let dimming = dimmingView else { return }
        UIView.animate(withDuration: presentedViewController.transitionDurationForStyle) { dimming.alpha = 0 }
    }

    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    var isSheet: Bool {
        [.pageSheet, .formSheet, .automatic, .popover].contains(presentationStyle)
    }

    var showsSheetAsCard: Bool {
        let size = containerView?.bounds.size ?? .zero
        return size.width >= Self.sheetMinimumWindowSize.width && size.height >= Self.sheetMinimumWindowSize.height
    }
}
