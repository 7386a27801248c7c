import Foundation

/// One animation attached to a layer, with its resolved timing and how far
/// its callbacks have got.
@MainActor
final class LayerAnimationEntry {
    let key: String
    let animation: CAAnimation
    let timing: AnimationTiming
    /// The order the animation was added in (see `AnimationEngine`).
    let serial = runtime.animationEngine.nextAnimationSerial()
    /// Only cumulative animations read their repetition number, so only they
    /// compute it each frame (the animation is a copy made at add, as Core
    /// Animation's, so this does not change while it runs).
    let countsIterations: Bool
    @exclusivity(unchecked) var started = false
    @exclusivity(unchecked) var stopped = false

    /// Whether two presentation states draw the same (nil: the model shows).
    static func sameOnScreen(_ a: CALayer.State?, _ b: CALayer.State?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.bounds == b.bounds && a.position == b.position && a.anchorPoint == b.anchorPoint
            && a.zPosition == b.zPosition && a.transform == b.transform && a.opacity == b.opacity
            && a.isHidden == b.isHidden && a.backgroundColor == b.backgroundColor && a.contents === b.contents
            && a.cornerRadius == b.cornerRadius && a.contentsCenter == b.contentsCenter && a.appearance == b.appearance
    }

    /// The property the animation writes, when it is one property animation
    /// (nil for groups and transitions: their layer is evaluated from a copy of the model).
    let target: LayerKeyPath?
    /// Additive animations build on the value below them, which an in-place tick resets to the model first.
    let isAdditive: Bool
    /// What the target showed after the last evaluation (nil before the first).
    @exclusivity(unchecked) private var lastShown: AnimatableValue?
    /// The same for an animation evaluated by its kernel.
    @exclusivity(unchecked) private var lastVector: SIMD2<Double>?
    /// The unboxed form of the animation, when it has one (`AnimationKernel`).
    private let kernel: AnimationKernel?
    /// `animation`, when it is a property animation (its timing curve).
    /// Unretained: `animation` holds it, and a tick does not pay a retain per use.
    private unowned(unsafe) let property: CAPropertyAnimation?
    /// The property animation's timing function and its control points, when
    /// it eases by one (no progress curve): read once here, as an added
    /// animation does not change, so a tick whose curve was just solved for
    /// another animation reads neither the animation nor the function.
    private unowned(unsafe) let timingFunction: CAMediaTimingFunction?
    private let curve: SIMD4<Float>

    /// The phase at the last time asked (a tick asks twice for each animation).
    @exclusivity(unchecked) private var phaseCache: (time: CFTimeInterval, phase: AnimationTiming.Phase)?

    func phase(at time: CFTimeInterval) -> AnimationTiming.Phase {
        if let cached = phaseCache, cached.time == time { return cached.phase }
        let phase = LayerAnimationEntry.sharedPhase(of: timing, at: time)
        phaseCache = (time, phase)
        return phase
    }

    /// Animations committed together have the same timing, begin time
    /// included (a UIView block's, or a list animated in one frame): a tick
    /// works out the phase of the last timing seen once for all of them.
    static func sharedPhase(of timing: AnimationTiming, at time: CFTimeInterval) -> AnimationTiming.Phase {
        if let last = lastPhase, last.time == time, last.timing == timing { return last.phase }
        let phase = timing.phase(at: time)
        lastPhase = (timing, time, phase)
        return phase
    }
    @exclusivity(unchecked) private static var lastPhase:
        (timing: AnimationTiming, time: CFTimeInterval, phase: AnimationTiming.Phase)?

    init(key: String, animation: CAAnimation, timing: AnimationTiming) {
        self.key = key
        self.animation = animation
        self.timing = timing
        let property = animation as? CAPropertyAnimation
        self.property = property
        let function = property?.progressCurve == nil ? property?.timingFunction : nil
        timingFunction = function
        curve = function?.controlPoints ?? SIMD4(repeating: .nan)
        countsIterations = property?.isCumulative ?? false
        target = property?.resolvedKeyPath
        isAdditive = property?.isAdditive ?? false
        kernel = AnimationKernel(animation, target: target)
    }

    /// Shows the animation at raw `progress` over `state`.
    func apply(progress: Double, to state: inout CALayer.State, model: CALayer) {
        if let kernel, let property {
            kernel.apply(eased: eased(progress, property), to: &state)
        } else {
            animation.apply(progress: progress, to: &state, model: model)
        }
    }

    /// The property animation's eased progress; the curve just solved for
    /// another animation is reused without reading this one's function.
    private func eased(_ progress: Double, _ property: CAPropertyAnimation) -> Double {
        if let value = CAPropertyAnimation.reusedEase(progress, curve: curve) { return value }
        guard let timingFunction else { return property.eased(progress) }
        return CAPropertyAnimation.eased(progress, by: timingFunction, curve: curve)
    }

    /// Puts the model's value of the target into `state` (what additive
    /// animations and ones not writing yet build on).
    func showModel(of model: CALayer, in state: inout CALayer.State) {
        if let kernel {
            kernel.property.setVector(kernel.property.vector(ofModel: model), in: &state)
        } else if let target, let value = target.value(ofModel: model) {
            target.set(value, in: &state)
        }
    }

    /// This animation as a slot of `RunningKernels`: nil unless a kernel
    /// evaluates it, a timing function (or none) eases it, and it is running
    /// (started, not stopped, not counting repetitions).
    func runningKernelSlot() -> RunningKernels.Slot? {
        guard let kernel, let property, property.progressCurve == nil, started, !stopped, !countsIterations
        else { return nil }
        return RunningKernels.Slot(
            kernel: kernel, timing: timing, curve: curve, function: timingFunction, isAdditive: isAdditive,
            lastShown: lastVector)
    }

    /// What a `RunningKernels` tick noted for this animation last.
    func noteShown(vector: SIMD2<Double>?) { lastVector = vector }

    /// Notes what the target shows in `state`; true when that differs from last time.
    /// Inlined: a tick calls it for every running animation, and callgrind
    /// counts fewer instructions for the frame with it inlined. `inout` only
    /// to read the state where it is: taken by value, the optimizer copied the
    /// whole state (retaining its references) for every animation of a tick.
    @discardableResult @inline(__always)
    func noteShown(in state: inout CALayer.State) -> Bool {
        if let kernel {
            let shown = kernel.property.vector(in: state)
            defer { lastVector = shown }
            return shown != lastVector
        }
        let shown = target?.value(in: state)
        defer { lastShown = shown }
        return shown != lastShown
    }
}

/// Core Animation's animation API on layers: explicit animations by key, the
/// model and presentation layers, and the per-frame evaluation the animation
/// engine runs.
extension CALayer {
    func addImplementation(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy()
        let now = CACurrentMediaTime()
        if copy.beginTime == 0 { copy.beginTime = runtime.animationEngine.commitTime() }
        if let property = copy as? CAPropertyAnimation, let path = property.keyPath {
            guard let resolved = LayerKeyPath(path) else {
                SDLViewsLog.error("CALayer.add: key path \"\(path)\" is not animatable here; ignored")
                return
            }
            property.resolvedKeyPath = resolved
            property.valueAtAdd = resolved.value(in: renderState)
        }
        let resolvedKey = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        if let existing = animationEntries.firstIndex(where: { $0.key == resolvedKey }) {
            stop(animationEntries.remove(at: existing), finished: false)
        }
        CATransaction.register(copy)
        if copy.blocksInteraction { interactionBlockingAnimations += 1 }
        if copy.hitTestsPresentation { presentationHitTestingAnimations += 1 }
        animationEntries.append(
            LayerAnimationEntry(key: resolvedKey, animation: copy, timing: AnimationTiming(copy, begin: copy.beginTime))
        )
        runtime.animationEngine.track(self)
        evaluateAnimations(at: now)
    }

    /// Changes how a running animation treats touches (a property animator's
    /// interaction settings changed while it runs), keeping the counts right.
    func setInteraction(ofAnimationForKey key: String, blocks: Bool, hitTestsPresentation: Bool) {
        guard let entry = animationEntries.first(where: { $0.key == key }), !entry.stopped else { return }
        let animation = entry.animation
        interactionBlockingAnimations += (blocks ? 1 : 0) - (animation.blocksInteraction ? 1 : 0)
        presentationHitTestingAnimations +=
            (hitTestsPresentation ? 1 : 0) - (animation.hitTestsPresentation ? 1 : 0)
        animation.blocksInteraction = blocks
        animation.hitTestsPresentation = hitTestsPresentation
    }

    func animationImplementation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    func animationKeysImplementation() -> [String]? {
        let keys = animationEntries.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    func removeAnimationImplementation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        stop(animationEntries.remove(at: index), finished: false)
        refreshPresentation()
    }

    func removeAllAnimationsImplementation() {
        let entries = animationEntries
        animationEntries.removeAll()
        entries.forEach { stop($0, finished: false) }
        refreshPresentation()
    }

    /// A copy of the layer showing the values on screen now (nil before the
    /// layer was ever composited, as Core Animation returns nil before the
    /// layer was committed, even with animations added).
    public func presentation() -> Self? {
        guard hasBeenRendered else { return nil }
        let copy = Self(CALayerConstruction(copying: self))
        copy.state = renderState
        runtime.presentationLinks.record(copy, of: self)
        return copy
    }

    /// The model layer: this layer itself, or for a presentation copy the layer it shows.
    public func model() -> Self { runtime.presentationLinks.model(of: self) as? Self ?? self }

    // MARK: Engine side

    /// Sets the presentation values for `time`; finished animations are removed
    /// (their stop callbacks queued). Returns true while any animation remains.
    @discardableResult
    func evaluateAnimations(at time: CFTimeInterval) -> Bool {
        var route = ChangeRoute()
        return evaluateAnimations(at: time, route: &route)
    }

    /// `evaluateAnimations(at:)` for one layer of a tick, reporting a change along `route`.
    func evaluateAnimations(at time: CFTimeInterval, route: inout ChangeRoute) -> Bool {
        guard !animationEntries.isEmpty else { return false }
        // A parked layer's stored values are older than its last shown ones
        // (`lastShown`), so coming back reports a change where it moved.
        if presentationBox?.isParked == true { runtime.animationEngine.unpark(self) }
        if let box = presentationBox, box.basis == presentationBasis, evaluatesInPlace, box.writesInPlace {
            box.evaluatedAt = time
            if box.kernels != nil, let moved = box.kernels!.update(&box.state, model: self, at: time) {
                if moved { contentDidChange(via: &route) }
                return true
            }
            box.kernels?.writeBack(to: animationEntries)
            box.kernels = nil
            return evaluateInPlace(box, at: time)
        }
        presentationBox?.kernels = nil
        var presented = state
        let finished = applyAnimations(at: time, to: &presented)
        // A frame whose values did not move (kept fills, paused animators)
        // composites nothing, so a UI at rest stays idle.
        let moved = storePresentation(animationEntries.isEmpty ? nil : presented)
        if let box = presentationBox {
            box.basis = presentationBasis
            // The same basis means the same animations: whether they write in place holds until it moves.
            box.writesInPlace = entriesWriteInPlace
            box.evaluatedAt = time
            for entry in animationEntries { entry.noteShown(in: &box.state) }
            planKernels(in: box)
        }
        if moved || !finished.isEmpty { contentDidChange() }
        return hasRunningAnimations
    }

    /// Lets the next ticks run the animations from a `RunningKernels` plan when they can.
    private func planKernels(in box: StateBox) {
        guard box.writesInPlace, evaluatesInPlace, box.basis == presentationBasis else { return }
        box.kernels = RunningKernels(animationEntries, basis: presentationBasis)
    }

    /// A tick of a presentation built from the current model (no model
    /// change and no animation added or removed since): only the animated
    /// properties are written, into the stored presentation, and the layer
    /// changed if one of them shows another value than last frame.
    private func evaluateInPlace(_ box: StateBox, at time: CFTimeInterval) -> Bool {
        if allEntriesRunning(showingModelIn: &box.state, at: time) {
            if updateRunning(&box.state, at: time) { contentDidChange() }
            return true
        }
        var moved = false
        // The whole tick works on the stored state through one inout access:
        // passing a class's stored struct by value would copy it at every call.
        let finished = update(&box.state, at: time, moved: &moved)
        if !finished.isEmpty { moved = true }
        if animationEntries.isEmpty {
            presentationBox = nil
        } else if !finished.isEmpty {
            // A removed animation's value stays in the box: the next tick rebuilds from the model.
            box.basis = nil
        } else {
            planKernels(in: box)
        }
        if moved { contentDidChange() }
        return hasRunningAnimations
    }

    /// Writes the animated properties over `presented` (which shows the model
    /// elsewhere); `moved` becomes true when one shows another value than last time.
    private func update(_ presented: inout State, at time: CFTimeInterval, moved: inout Bool) -> [LayerAnimationEntry] {
        // What an additive or not-yet-writing animation builds on is the model value.
        for entry in animationEntries where entry.isAdditive || !entry.phase(at: time).writes {
            entry.showModel(of: self, in: &presented)
        }
        let finished = applyAnimations(at: time, to: &presented)
        for entry in animationEntries where entry.noteShown(in: &presented) { moved = true }
        return finished
    }

    /// Whether every animation is in the middle of its run, started and not
    /// counting repetitions: a tick then only writes each one's value
    /// (`updateRunning`), with nothing to start or finish. The model values
    /// additive ones (UIView blocks' animations) build on are put into
    /// `presented` on the way, all before any animation writes, as `update`
    /// does (two additive animations of one property add up).
    private func allEntriesRunning(showingModelIn presented: inout State, at time: CFTimeInterval) -> Bool {
        for entry in animationEntries {
            guard entry.started, !entry.stopped, !entry.countsIterations, case .active = entry.phase(at: time)
            else { return false }
            if entry.isAdditive { entry.showModel(of: self, in: &presented) }
        }
        return true
    }

    /// `update` for animations that are all running (`allEntriesRunning`):
    /// one pass writes them; true when one shows another value than last time.
    private func updateRunning(_ presented: inout State, at time: CFTimeInterval) -> Bool {
        var moved = false
        for entry in animationEntries {
            guard case .active(let progress) = entry.phase(at: time) else { continue }
            entry.apply(progress: progress, to: &presented, model: self)
            if entry.noteShown(in: &presented) { moved = true }
        }
        return moved
    }

    /// Whether every animation is one property animation (a tick can write them in place).
    private var entriesWriteInPlace: Bool {
        for entry in animationEntries where entry.target == nil { return false }
        return true
    }

    /// Only entries still running need the next frames; kept fills are
    /// re-evaluated when the model changes (refreshPresentation).
    private var hasRunningAnimations: Bool {
        for entry in animationEntries where !entry.stopped { return true }
        return false
    }

    /// Applies every animation at `time` over `presented`; finished ones are
    /// removed (their stop callbacks queued) and returned.
    private func applyAnimations(at time: CFTimeInterval, to presented: inout State) -> [LayerAnimationEntry] {
        var finished: [LayerAnimationEntry] = []
        // Stopped entries still here are finished ones kept by isRemovedOnCompletion = false: they go on filling.
        for entry in animationEntries {
            switch entry.phase(at: time) {
            case .before: continue
            case .active(let progress):
                if entry.countsIterations { entry.animation.currentIteration = entry.timing.iteration(at: time) }
                // A backwards fill shows before the begin time, but the animation starts at it.
                if time >= entry.timing.begin { markStarted(entry) }
                entry.apply(progress: progress, to: &presented, model: self)
            case .finished(let fill):
                markStarted(entry)
                if entry.countsIterations { entry.animation.currentIteration = entry.timing.iteration(at: time) }
                if let fill { entry.apply(progress: fill, to: &presented, model: self) }
                if !entry.stopped { finished.append(entry) }
            }
        }
        for entry in finished {
            if entry.animation.isRemovedOnCompletion { animationEntries.removeAll { $0 === entry } }
            stop(entry, finished: true)
        }
        return finished
    }

    /// Model changed or an animation went: recompute what shows now.
    func refreshPresentation() {
        if animationEntries.isEmpty {
            if presentationState != nil { presentationState = nil; contentDidChange() }
        } else {
            evaluateAnimations(at: CACurrentMediaTime())
        }
    }

    private func markStarted(_ entry: LayerAnimationEntry) {
        guard !entry.started else { return }
        entry.started = true
        let animation = entry.animation
        runtime.animationEngine.enqueue(
            { animation.delegate?.animationDidStart(animation) }, forAnimationNumber: entry.serial)
    }

    private func stop(_ entry: LayerAnimationEntry, finished: Bool) {
        guard !entry.stopped else { return }
        entry.stopped = true
        let animation = entry.animation
        if animation.blocksInteraction { interactionBlockingAnimations -= 1 }
        if animation.hitTestsPresentation { presentationHitTestingAnimations -= 1 }
        runtime.animationEngine.enqueue(
            {
                animation.delegate?.animationDidStop(animation, finished: finished)
                animation.completion?(finished)
                animation.stopObservers.forEach { $0(finished) }
                animation.delegate = nil
            }, forAnimationNumber: entry.serial)
    }

    /// The hook every animatable setter calls after changing the model.
    func runAction(forKey key: String, from old: AnimatableValue) {
        LayerActions.run(for: self, key: key, from: old)
        if !animationEntries.isEmpty { refreshPresentation() }
    }
}

/// Which model layer each live presentation copy came from (CALayer has no
/// stored slot for it). Weak both ways; dead links are pruned as copies come and go.
@MainActor
final class PresentationLinks {
    final class Link {
        weak var copy: CALayer?
        weak var model: CALayer?
        init(copy: CALayer, model: CALayer) { self.copy = copy; self.model = model }
    }

    private var links: [ObjectIdentifier: Link] = [:]
    private var pruneAt = 64

    func record(_ copy: CALayer, of model: CALayer) {
        if links.count >= pruneAt {
            links = links.filter { $0.value.copy != nil }
            pruneAt = max(64, 2 * links.count)
        }
        links[ObjectIdentifier(copy)] = Link(copy: copy, model: model)
    }

    func model(of layer: CALayer) -> CALayer? {
        guard let link = links[ObjectIdentifier(layer)], link.copy === layer else { return nil }
        return link.model
    }
}
