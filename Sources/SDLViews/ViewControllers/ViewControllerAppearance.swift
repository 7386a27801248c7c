/// The appearance state machine: will/did callbacks exactly once per
/// transition, forwarded from a controller to its children.
@MainActor
enum ViewControllerAppearance {
    static func begin(_ controller: UIViewController, appearing: Bool, animated: Bool) {
        let phase = controller.appearance.phase
        if appearing {
            guard phase == .disappeared || phase == .disappearing else { return }
            controller.appearance.phase = .appearing
            controller.appearance.animated = animated
            controller.viewWillAppear(animated)
        } else {
            guard phase == .appeared || phase == .appearing else { return }
            controller.appearance.phase = .disappearing
            controller.appearance.animated = animated
            controller.viewWillDisappear(animated)
        }
        guard controller.shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in controller.childrenForAppearanceForwarding {
            child.beginAppearanceTransition(appearing, animated: animated)
        }
    }

    static func end(_ controller: UIViewController) {
        let animated = controller.appearance.animated
        switch controller.appearance.phase {
        case .appearing:
            controller.appearance.phase = .appeared
            controller.viewDidAppear(animated)
            controller.appearance.movingToParent = false
            controller.appearance.beingPresented = false
        case .disappearing:
            controller.appearance.phase = .disappeared
            controller.viewDidDisappear(animated)
            controller.appearance.movingFromParent = false
            controller.appearance.beingDismissed = false
        default:
            return
        }
        guard controller.shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in controller.childrenForAppearanceForwarding {
            child.endAppearanceTransition()
        }
    }

    /// Runs a whole appearance (will, a layout pass, did), as UIKit does for a
    /// controller whose view is shown without animation.
    static func appear(_ controller: UIViewController, animated: Bool = false, install: () -> Void) {
        controller.beginAppearanceTransition(true, animated: animated)
        install()
        controller.viewIfLoaded?.layoutIfNeeded()
        controller.endAppearanceTransition()
    }

    static func disappear(_ controller: UIViewController, animated: Bool = false, uninstall: () -> Void) {
        controller.beginAppearanceTransition(false, animated: animated)
        uninstall()
        controller.endAppearanceTransition()
    }

    /// A child's root view is entering (`window != nil`) or leaving a window
    /// while its parent is visible: a custom container's child appears or
    /// disappears with it.
    static func rootView(of controller: UIViewController, willMoveTo window: UIWindow?) {
        guard let parent = controller.parentStorage, parent.forwardsAppearanceOnChildViewMoves,
            parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearance.phase == .appeared
        else { return }
        controller.beginAppearanceTransition(window != nil, animated: false)
    }

    static func rootViewDidMoveToWindow(of controller: UIViewController) {
        guard let parent = controller.parentStorage, parent.forwardsAppearanceOnChildViewMoves,
            parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearance.phase == .appeared
        else { return }
        if controller.appearance.phase == .appearing { controller.viewIfLoaded?.layoutIfNeeded() }
        controller.endAppearanceTransition()
    }
}
