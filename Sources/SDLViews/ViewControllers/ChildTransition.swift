import Foundation

/// `UIViewController.transition(from:to:duration:options:animations:completion:)`:
/// one child's view replaces another's in the same superview, with a
/// transition effect from `options` or the app's `animations`, and the
/// appearance callbacks UIKit runs when the container is on screen.
@MainActor
enum ChildTransition {
    static func run(
        in parent: UIViewController, from: UIViewController, to: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard from.parentStorage === parent, to.parentStorage === parent, from !== to else {
            return SDLViewsLog.error(
                "transition(from:to:duration:options:animations:completion:): \(type(of: from)) and "
                    + "\(type(of: to)) must be two children of \(type(of: parent)); nothing happens")
        }
        guard let fromView = from.viewIfLoaded, let superview = fromView.superview else {
            return SDLViewsLog.error(
                "transition(from:to:duration:options:animations:completion:): \(type(of: from))'s view is not "
                    + "in a superview; nothing happens")
        }
        let animated = duration > 0
        let forwards =
            parent.shouldAutomaticallyForwardAppearanceMethods && parent.appearance.phase == .appeared
            && superview.window != nil
        parent.runningChildTransitions += 1
        to.loadViewIfNeeded()
        if forwards {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            if forwards {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            parent.runningChildTransitions -= 1
            completion?(finished)
        }
        guard options.transitionEffect == nil else {
            UIView.transition(from: fromView, to: to.view, duration: duration, options: options, completion: finish)
            if let animations { UIView.animate(withDuration: duration, animations: animations) }
            return
        }
        superview.insertSubview(to.view, aboveSubview: fromView)
        to.view.layoutIfNeeded()
        UIView.animate(
            withDuration: max(duration, 0), delay: 0, options: options, animations: { animations?() },
            completion: finish)
    }
}
