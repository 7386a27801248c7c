import Foundation

extension UIView {
    /// UIKit's animated transitions (`.transitionCurlUp`, `.transitionFlipFromLeft`,
    /// `.transitionCrossDissolve` …): the view's subtree is rendered into a
    /// "before" texture, `animations` run at once (the model changes
    /// immediately), the subtree is laid out and rendered into an "after"
    /// texture, and the effect runs between the two in place of the view.
    /// With `.allowAnimatedContent` there is no after snapshot: the live subtree
    /// is redrawn every frame and property changes in the block animate inside
    /// the effect. Touches to the view are ignored unless `.allowUserInteraction`.
    /// A view outside a window, or a duration of 0 or less (NaN is logged),
    /// changes at once; completion(true) runs next frame.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let duration = ViewAnimationBlock.sanitizedDuration(duration, in: "UIView.transition")
        guard duration > 0, let effect = options.transitionEffect, let window = view.window, let host = window.host
        else {
            UIView.performWithoutAnimation { animations?() }
            if let completion { runtime.animationEngine.enqueueForNextFrame { completion(true) } }
            return
        }
        view.layer.activeTransition?.layer?.removeAnimation(forKey: TransitionRecorder.key)
        let before = TransitionRecorder.snapshot(view, host: host, window: window)
        let live = options.contains(.allowAnimatedContent)
        if live {
            UIView.animate(
                withDuration: duration, delay: 0, options: options.subtracting(.repeat), animations: { animations?() })
        } else {
            UIView.performWithoutAnimation { animations?() }
        }
        let after = live ? nil : TransitionRecorder.snapshot(view, host: host, window: window)
        TransitionRecorder.start(
            effect, on: view, before: before, after: after, live: live, duration: duration,
            timing: options.timingFunction, delay: 0, allowsInteraction: options.contains(.allowUserInteraction),
            completion: completion)
    }

    /// UIKit's view-to-view transition, run on `fromView`'s superview: `fromView`
    /// is removed and `toView` takes its place in the hierarchy, or with
    /// `.showHideTransitionViews` `fromView` is hidden and `toView` shown.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview {
                let index = parent.subviews.firstIndex(of: fromView) ?? parent.subviews.count
                parent.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            swap()
            if let completion { runtime.animationEngine.enqueueForNextFrame { completion(true) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }

    /// The begin/commit form: the changes made to `view` in the open block are
    /// shown with `transition` when the block commits, over its duration and
    /// curve. `cache: true` uses snapshots; `false` renders the view live.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = runtime.viewAnimationStack.blocks.last, let effect = transition.effect,
            let window = view.window, let host = window.host
        else { return }
        block.transition = PendingTransition(
            effect: effect, view: view, cache: cache,
            before: TransitionRecorder.snapshot(view, host: host, window: window))
    }

    /// UIKit's begin/commit transitions.
    public enum AnimationTransition: Int, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown

        var effect: (any TransitionEffect)? {
            switch self {
            case .none: return nil
            case .flipFromLeft: return FlipTransition(edge: .left)
            case .flipFromRight: return FlipTransition(edge: .right)
            case .curlUp: return CurlTransition(direction: .up)
            case .curlDown: return CurlTransition(direction: .down)
            }
        }
    }
}

/// A begin/commit transition waiting for its block's commit.
@MainActor
struct PendingTransition {
    let effect: any TransitionEffect
    let view: UIView
    let cache: Bool
    let before: ViewTransition.Snapshot?
}

/// Snapshots and starts transitions.
@MainActor
enum TransitionRecorder {
    static let key = "SDLViews.transition"

    /// Lays out and displays the window first, so the snapshot shows the current model.
    static func snapshot(_ view: UIView, host: WindowHost, window: UIWindow) -> ViewTransition.Snapshot? {
        // A game's renderer destroyed under the window: no SDL call (the transition runs its clock, drawing nothing).
        guard host.checkSDLObjectsAlive() else { return nil }
        window.layer.layoutIfNeeded()
        host.runDisplayStage(root: window.layer)
        let scale =
            host.pixelScale
            * Compositor.localScale(of: view.layer.renderTransform(toAncestor: window.layer) ?? .identity)
        // Called from the app's code (a host game's `handle(_:)` included), outside
        // `render()`: the game's renderer state is put back as it was.
        return RendererState.preserving(host.renderer) {
            host.compositor.snapshot(of: view.layer, state: view.layer.renderState, scale: scale)
        }
    }

    static func start(
        _ effect: any TransitionEffect, on view: UIView, before: ViewTransition.Snapshot?,
        after: ViewTransition.Snapshot?,
        live: Bool, duration: TimeInterval, timing: CAMediaTimingFunction, delay: TimeInterval,
        allowsInteraction: Bool, completion: ((Bool) -> Void)?
    ) {
        let transition = ViewTransition()
        transition.effect = effect
        transition.before = before
        transition.after = after
        transition.live = live
        transition.layer = view.layer
        transition.duration = duration.isFinite ? max(duration, 0.001) : 0.25
        transition.beginTime = CACurrentMediaTime() + delay
        transition.fillMode = .backwards
        transition.timingFunction = timing
        let layer = view.layer
        if !allowsInteraction { layer.interactionBlockingAnimations += 1 }
        transition.stopObservers.append { [weak layer] finished in
            if !allowsInteraction { layer?.interactionBlockingAnimations -= 1 }
            layer?.contentDidChange()
            completion?(finished)
        }
        layer.add(transition, forKey: key)
        layer.activeTransition = layer.animation(forKey: key) as? ViewTransition
    }
}
