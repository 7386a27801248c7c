import Foundation

/// Runs every layer animation each frame: the animations stage of the frame
/// evaluates them at the frame's time (presentation values for the
/// compositor), and the callbacks they produce (start, stop, UIView
/// completions) run after that frame's layout, in the order they happened.
@MainActor
final class AnimationEngine {
    @exclusivity(unchecked) private var layers = TrackedLayers()
    private var callbacks: [() -> Void] = []
    /// Blocks whose completion waits for their animations (and for frames with none).
    private var deferredUntilFrame: [() -> Void] = []

    var hasWork: Bool { !layers.isEmpty || !parked.isEmpty || !callbacks.isEmpty || !deferredUntilFrame.isEmpty }

    /// Layers whose animations ended in the current tick (kept for its capacity).
    @exclusivity(unchecked) private var ended: [CALayer] = []

    /// Layers that got animations since the frame's animations stage.
    @exclusivity(unchecked) private var newlyTracked: [CALayer] = []

    /// The tree generation and window membership epoch at which every
    /// tracked layer was last found in a window (nil: a layer came since).
    /// Until either moves none can have left, and ticks skip looking.
    @exclusivity(unchecked) private var membershipChecked: (generation: Int, epoch: UInt64)?

    /// Layers whose animations cannot be seen leave the ticks (see `ParkedAnimations`).
    @exclusivity(unchecked) private var parking = ParkedAnimations()
    @exclusivity(unchecked) private var parked = TrackedLayers()
    /// When the first parked animation starts or ends, and the `parkingEpoch`
    /// they were parked at: past either, every parked layer is looked at again.
    @exclusivity(unchecked) private var parkedUntil = CFTimeInterval.infinity
    @exclusivity(unchecked) private var parkedEpoch: UInt64 = 0
    /// The time of the last animations stage: what a parked layer catches up to.
    @exclusivity(unchecked) private(set) var lastTickTime: CFTimeInterval?
    /// Off for tests that compare with evaluating every layer every tick.
    @exclusivity(unchecked) var parksHiddenAnimations = true
    /// Layers parked after the last tick (for tests and the bench).
    var parkedCount: Int { parked.count }

    /// Puts a parked layer back into the ticks (its model or animations changed).
    func unpark(_ layer: CALayer) {
        guard !parked.isEmpty, let back = parked.remove(layer) else { return }
        back.presentationBox?.isParked = false
        layers.insert(back)
    }

    private func unparkAll() {
        for layer in parked.list {
            layer.presentationBox?.isParked = false
            layers.insert(layer)
        }
        parked.removeAll()
        parkedUntil = .infinity
    }

    func track(_ layer: CALayer) {
        unpark(layer)
        guard layers.insert(layer) else { return }
        newlyTracked.append(layer)
        membershipChecked = nil
    }

    /// Queues a callback for the next completion point of a frame.
    func enqueue(_ callback: @escaping () -> Void) { callbacks.append(callback) }

    /// Animations are numbered as they are added, so callbacks of one frame
    /// run in that order whichever layers they belong to.
    @exclusivity(unchecked) private var animationSerial = 0
    /// Start and stop callbacks the animations stage produced, with their
    /// animation's number (nil outside the stage: those run in call order).
    @exclusivity(unchecked) private var stageCallbacks: [(serial: Int, callback: () -> Void)]?

    /// Core Animation gives an animation added with no begin time the time
    /// its transaction commits, the same for every animation committed
    /// together, so views animated in one block move in step. Here a
    /// transaction ends with the frame: the first animation added in a frame
    /// (or between two frames) takes the clock, and the others of that frame share it.
    func commitTime() -> CFTimeInterval {
        if let frameCommitTime { return frameCommitTime }
        let now = CACurrentMediaTime()
        frameCommitTime = now
        return now
    }
    @exclusivity(unchecked) private var frameCommitTime: CFTimeInterval?

    /// A frame begins or ends: later animations belong to the next commit.
    func endCommit() { frameCommitTime = nil }

    func nextAnimationSerial() -> Int {
        animationSerial += 1
        return animationSerial
    }

    /// Queues an animation's start or stop callback; during the animations
    /// stage they are sorted into the order their animations were added.
    func enqueue(_ callback: @escaping () -> Void, forAnimationNumber serial: Int) {
        guard stageCallbacks != nil else { return callbacks.append(callback) }
        stageCallbacks?.append((serial, callback))
    }

    /// Queues a callback for the next frame's completion point even if it is
    /// queued during that point (a block that changed nothing completes then).
    func enqueueForNextFrame(_ callback: @escaping () -> Void) { deferredUntilFrame.append(callback) }

    /// The animations stage. Animations run only on layers in an open
    /// window: as UIKit removes a layer's animations when it leaves its
    /// window, the animations of a layer outside every window (removed, or
    /// never added) end here with `finished == false`, so nothing keeps
    /// the engine, or the layer, alive.
    func tick(at time: CFTimeInterval) {
        // An idle frame (a host game's usual one) does no work and allocates nothing.
        guard !layers.isEmpty || !newlyTracked.isEmpty || !parked.isEmpty else { return }
        lastTickTime = time
        if !parked.isEmpty, time >= parkedUntil || runtime.parkingEpoch != parkedEpoch { unparkAll() }
        newlyTracked.removeAll()
        stageCallbacks = []
        // Removing while walking would copy the list; the layers that end
        // are collected and dropped after the walk.
        parking.beginTick()
        var parkedNow: [CALayer] = []
        let membership = (generation: runtime.layerTreeGeneration, epoch: runtime.windowMembershipEpoch)
        let checksMembership = membershipChecked.map { $0 != membership } ?? true
        var route = CALayer.ChangeRoute()
        for layer in layers.list {
            if checksMembership, layer.rootLayer.host == nil {
                ended.append(layer)
                layer.removeAllAnimations()
            } else if parksHiddenAnimations, let until = parking.parks(layer, at: time) {
                parkedNow.append(layer)
                parkedUntil = min(parkedUntil, until)
            } else if !layer.evaluateAnimations(at: time, route: &route) {
                ended.append(layer)
            }
        }
        for layer in ended { layers.remove(layer) }
        // Holding them until the next tick would keep removed layers alive.
        ended.removeAll(keepingCapacity: true)
        for layer in parkedNow {
            guard let layer = layers.remove(layer) else { continue }
            layer.presentationBox?.isParked = true
            parked.insert(layer)
        }
        // Evaluating the layers above may change containers; that is seen next tick.
        parkedEpoch = runtime.parkingEpoch
        membershipChecked = membership
        let produced = stageCallbacks ?? []
        stageCallbacks = nil
        // Stable: a start and a stop of one animation keep their order.
        let ordered = produced.enumerated().sorted { ($0.element.serial, $0.offset) < ($1.element.serial, $1.offset) }
        callbacks.append(contentsOf: ordered.map(\.element.callback))
    }

    /// A window is closing: every animation in its layer tree (transitions
    /// included) ends now with `finished == false` and its callbacks run
    /// before this returns, so completions see the window's views and the
    /// transitions' snapshots go while the renderer lives. Animations those
    /// callbacks add end the same way, for a few rounds; any left end at the
    /// next frame (the tree has no host by then). When no window remains,
    /// everything still queued runs too, so nothing waits for a frame that
    /// may never come.
    func endAnimations(inTreeOf root: CALayer, lastWindow: Bool) {
        for _ in 0..<8 {
            let mark = callbacks.count
            guard removeAnimations(inTreeOf: root) else { break }
            let ending = Array(callbacks[mark...])
            callbacks.removeSubrange(mark...)
            ending.forEach { $0() }
        }
        guard lastWindow else { return }
        var rounds = 0
        while !(callbacks.isEmpty && deferredUntilFrame.isEmpty), rounds < 100 {
            let batch = callbacks + deferredUntilFrame
            callbacks.removeAll()
            deferredUntilFrame.removeAll()
            batch.forEach { $0() }
            rounds += 1
        }
    }

    /// Removes every animation in `root`'s tree (their stop callbacks queued)
    /// and stops tracking those layers; false if there was none.
    private func removeAnimations(inTreeOf root: CALayer) -> Bool {
        var found = false
        var stack = [root]
        while let layer = stack.popLast() {
            stack.append(contentsOf: layer.sublayerList)
            guard !layer.animationEntries.isEmpty else { continue }
            found = true
            unpark(layer)
            layers.remove(layer)
            newlyTracked.removeAll { $0 === layer }
            layer.removeAllAnimations()
        }
        return found
    }

    /// After layout: run what the frame's animations produced, then evaluate
    /// any animation those callbacks added so this frame already shows it.
    func deliverCallbacks(at time: CFTimeInterval) {
        guard !callbacks.isEmpty || !deferredUntilFrame.isEmpty || !newlyTracked.isEmpty else { return }
        callbacks.append(contentsOf: deferredUntilFrame)
        deferredUntilFrame.removeAll()
        var rounds = 0
        while !callbacks.isEmpty, rounds < 100 {
            let batch = callbacks
            callbacks.removeAll()
            batch.forEach { $0() }
            rounds += 1
        }
        // Animations the callbacks added show from this frame on; stop
        // callbacks that evaluation queues wait for the next frame.
        let added = newlyTracked
        newlyTracked.removeAll()
        for layer in added where !layer.evaluateAnimations(at: time) { layers.remove(layer) }
    }
}
