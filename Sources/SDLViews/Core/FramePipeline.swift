import Foundation
internal import CSDL

/// One frame of DESIGN.md's pipeline, shared by `UIApplication.run()`, host
/// games and `HeadlessScreen`: events, timers (frame callbacks), animations,
/// layout, display, composite. A frame in which nothing changed composites and
/// presents nothing.
@MainActor
final class FramePipeline {
    let pump = EventPump()
    /// Callbacks run in the timers stage, in order (display links register here).
    private var frameCallbacks: [(id: Int, callback: (CFTimeInterval) -> Void)] = []
    /// Callbacks run in the animations stage (the animation engine registers here).
    private var animationTickers: [(id: Int, tick: (CFTimeInterval) -> Void)] = []
    /// The last token handed out. A pipeline replacing another (a runtime
    /// reset) continues its numbering, so that a stale token held by an old
    /// display link can never remove a new registration.
    private(set) var lastCallbackID: Int
    /// Whether a frame ran before (game controllers start from the second).
    private var hasRun = false

    init(firstCallbackID: Int = 0) { lastCallbackID = firstCallbackID }

    /// Registers a callback for the timers stage; returns a token for `removeCallback`.
    func addFrameCallback(_ callback: @escaping (CFTimeInterval) -> Void) -> Int {
        lastCallbackID += 1
        frameCallbacks.append((lastCallbackID, callback))
        return lastCallbackID
    }

    func addAnimationTicker(_ tick: @escaping (CFTimeInterval) -> Void) -> Int {
        lastCallbackID += 1
        animationTickers.append((lastCallbackID, tick))
        return lastCallbackID
    }

    func removeCallback(_ id: Int) {
        frameCallbacks.removeAll { $0.id == id }
        animationTickers.removeAll { $0.id == id }
    }

    /// Runs the frame at `now`; returns true if any window composited.
    func run(at now: CFTimeInterval, windows: [UIWindow], pumpEvents: Bool) -> Bool {
        // A game may destroy its renderer under a wrapped window: notice it before anything frees textures.
        for window in windows { window.host?.checkSDLObjectsAlive() }
        // Pads are looked for once the first frame is up (`SDLRuntime.startVideo`).
        if hasRun { SDLRuntime.startWaitingGameControllers() }
        hasRun = true
        runtime.animationEngine.endCommit()
        defer { runtime.animationEngine.endCommit() }
        if pumpEvents { pump.pumpPendingEvents(at: now) }
        pump.frameDidStart(at: now, windows: windows)
        for entry in frameCallbacks { entry.callback(now) }
        runtime.animationEngine.tick(at: now)
        for entry in animationTickers { entry.tick(now) }
        // Size classes follow a resize however it happened; one comparison per window when nothing changed.
        for window in windows { window.updateTraitsInSubtree() }
        inspectorTimed(\.layout) {
            for window in windows { window.runFrameLayout() }
        }
        runtime.animationEngine.deliverCallbacks(at: now)
        // A completion may have taken the focused view out (a dismissal, a pop).
        for window in windows { window.focusSystemIfCreated?.replaceIneligibleFocus() }
        inspectorTimed(\.display) {
            for window in windows { window.host?.runDisplayStage(root: window.layer) }
        }
        var presented = false
        // Windows over a host game's renderer are drawn when the game calls render().
        inspectorTimed(\.composite) {
            for window in windows where !window.isHidden {
                if let host = window.host, host.presents, host.compositeIfNeeded(root: window.layer) {
                    presented = true
                }
            }
        }
        if InternalChecks.isEnabled { InternalChecks.runEndOfFrameChecks(windows) }
        return presented
    }

    /// True when the next frame has work even without new events.
    func hasPendingWork(_ windows: [UIWindow]) -> Bool {
        !frameCallbacks.isEmpty || !animationTickers.isEmpty || runtime.animationEngine.hasWork
            || windows.contains { $0.host?.needsUpdate ?? false || $0.host?.needsComposite ?? false }
    }
}
