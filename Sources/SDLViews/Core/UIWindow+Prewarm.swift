import Foundation

extension UIWindow {
    /// The part of each frame `prewarm(_:size:frameBudget:completion:)` spends by default.
    public static let defaultPrewarmFrameBudget: TimeInterval = 0.004

    /// Prepares a screen that is about to open in this window, the way a game
    /// preloads assets, so that the frame which shows it (a push, a
    /// presentation, a tab switch) costs no more than the frames after it.
    ///
    /// An SDLViews addition: UIKit has no such call (its first frames are
    /// cheap on a GPU). Over the next frames, in each no more than
    /// `frameBudget` seconds, SDLViews loads the controller's view, lays it
    /// out at `size` (the window's size when nil; a view already in a
    /// hierarchy keeps its frame), displays its layers (text rasterized,
    /// `draw(_:)` run) and draws them once offscreen into this window's caches:
    /// textures uploaded, blurred shadows and rounded clips built. The
    /// caches stay while the views live; nothing is shown. Call it some
    /// frames before the screen opens, then open it as usual; `completion`
    /// says `true` once everything is ready. It says `false` when the work
    /// stopped first: the screen was shown before, the controller was freed,
    /// or the window closed. Each piece of work is done whole, so a frame may
    /// run over the budget by one piece (one text, one shadow).
    ///
    /// The window holds the controller weakly: a screen prepared and never
    /// shown is freed with it. Calling this again for a controller already
    /// being prepared joins that preparation (logged); calling it for a
    /// screen already in a window does nothing and says `false` (logged).
    /// - Parameters:
    ///   - viewController: the screen to prepare; it must not be on screen yet.
    ///   - size: the size its view will have; nil for the window's size.
    ///   - frameBudget: seconds of each frame to spend, finite and above zero.
    ///   - completion: called once, on the main actor, when the work ends.
    public func prewarm(
        _ viewController: UIViewController, size: CGSize? = nil,
        frameBudget: TimeInterval = UIWindow.defaultPrewarmFrameBudget, completion: ((Bool) -> Void)? = nil
    ) {
        if let running = viewController.screenPrewarm {
            SDLViewsLog.error("prewarm(\(type(of: viewController))): already being prewarmed; the call joins it")
            return running.join(completion)
        }
        guard viewController.viewIfLoaded?.window == nil else {
            SDLViewsLog.error("prewarm(\(type(of: viewController))): its view is already in a window; nothing to do")
            completion?(false)
            return
        }
        guard host != nil else {
            SDLViewsLog.error("prewarm(\(type(of: viewController))): the window is closed or was never shown")
            completion?(false)
            return
        }
        ScreenPrewarm(
            window: self, controller: viewController, size: Self.prewarmSize(size),
            budget: Self.prewarmBudget(frameBudget), completion: completion
        ).start()
    }

    private static func prewarmSize(_ size: CGSize?) -> CGSize? {
        guard let size else { return nil }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            SDLViewsLog.error("prewarm(size: \(size)): not a finite positive size; the window's size is used")
            return nil
        }
        return size
    }

    private static func prewarmBudget(_ budget: TimeInterval) -> TimeInterval {
        guard budget.isFinite, budget > 0 else {
            SDLViewsLog.error(
                "prewarm(frameBudget: \(budget)): not a finite positive time; \(defaultPrewarmFrameBudget) s is used")
            return defaultPrewarmFrameBudget
        }
        return min(budget, 1)
    }
}
