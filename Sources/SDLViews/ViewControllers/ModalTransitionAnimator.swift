import Foundation

/// The built-in animations of `modalTransitionStyle`: cover vertical slides the
/// presented view up from the bottom, cross dissolve fades it, flip horizontal
/// and partial curl reuse `UIView.transition`'s flip and curl on the window.
/// With `UIAccessibility.isReduceMotionEnabled` every style cross-dissolves,
/// as iOS does for presentations that move.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = UIAccessibility.isReduceMotionEnabled ? .crossDissolve : style
        self.presenting = presenting
    }

    static func duration(for style: UIModalTransitionStyle) -> TimeInterval {
        // With reduce motion every style dissolves, at the dissolve's pace.
        switch UIAccessibility.isReduceMotionEnabled ? .crossDissolve : style {
        case .coverVertical, .crossDissolve: return 0.4
        case .flipHorizontal, .partialCurl: return 0.75
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? Self.duration(for: style) : 0
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: context)
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key), let view = controller.viewIfLoaded else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        let finalFrame = presenting ? context.finalFrame(for: controller) : view.frame
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        switch style {
        case .coverVertical:
            let offscreen = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
            if presenting { place(view, in: container, frame: offscreen) }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: { view.frame = self.presenting ? finalFrame : offscreen }, completion: done)
        case .crossDissolve where view is AlertView:
            if presenting { place(view, in: container, frame: finalFrame) }
            fade(view as! AlertView, duration: duration, completion: done)
        case .crossDissolve:
            if presenting {
                place(view, in: container, frame: finalFrame)
                view.alpha = 0
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: [],
                animations: { view.alpha = self.presenting ? 1 : 0 }, completion: done)
        case .flipHorizontal, .partialCurl:
            let options: UIView.AnimationOptions =
                style == .flipHorizontal
                ? (presenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
                : (presenting ? .transitionCurlUp : .transitionCurlDown)
            let turning = container.window ?? container
            UIView.transition(
                with: turning, duration: duration, options: options,
                animations: {
                    if self.presenting {
                        self.place(view, in: container, frame: finalFrame)
                    } else {
                        view.isHidden = true
                    }
                }, completion: done)
        }
    }

    private func place(_ view: UIView, in container: UIView, frame: CGRect) {
        view.frame = frame
        container.addSubview(view)
        view.layoutIfNeeded()
    }

    /// An alert's dimming and its cards fade each on its own, as UIKit's: the
    /// whole alert view fading as one group would be drawn offscreen, at the
    /// size of the window, on every frame of the fade.
    private func fade(_ alert: AlertView, duration: TimeInterval, completion: @escaping (Bool) -> Void) {
        let shown = { (visible: Bool) in
            alert.backgroundColor = visible ? AlertView.dimmingColor : AlertView.dimmingColor.withAlphaComponent(0)
            for panel in alert.panels { panel.alpha = visible ? 1 : 0 }
        }
        if presenting { UIView.performWithoutAnimation { shown(false) } }
        UIView.animate(
            withDuration: duration, delay: 0, options: [], animations: { shown(self.presenting) },
            completion: completion)
    }
}
