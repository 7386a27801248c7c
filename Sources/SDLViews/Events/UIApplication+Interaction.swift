import Foundation

extension UIApplication {
    /// UIKit's `beginIgnoringInteractionEvents()`: new touches are dropped
    /// until as many `endIgnoringInteractionEvents()` calls. Touches already
    /// down continue to their end, so every view sees a complete sequence;
    /// keys are not affected.
    public func beginIgnoringInteractionEvents() { pipeline.pump.touches.ignoringInteractionCount += 1 }

    /// Ends one `beginIgnoringInteractionEvents()`; an unbalanced call is logged and ignored.
    public func endIgnoringInteractionEvents() {
        guard pipeline.pump.touches.ignoringInteractionCount > 0 else {
            SDLViewsLog.error("endIgnoringInteractionEvents() without beginIgnoringInteractionEvents()")
            return
        }
        pipeline.pump.touches.ignoringInteractionCount -= 1
    }

    public var isIgnoringInteractionEvents: Bool { pipeline.pump.touches.ignoringInteractionCount > 0 }
}
