import Foundation

/// One open UIView animation block (`animate(withDuration:…)` or
/// `beginAnimations`/`commitAnimations`): its parameters, the layer changes
/// made inside it, and its completion bookkeeping.
@MainActor
final class ViewAnimationBlock {
    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var timingFunction: CAMediaTimingFunction
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false
    var spring: (damping: CGFloat, velocity: CGFloat)?
    /// Absolute media time at which this block's animations start.
    var begin: CFTimeInterval = 0
    var records: [(layer: CALayer, key: String, old: AnimatableValue)] = []
    /// What was on screen for a (layer, key) when the block first changed it,
    /// for layers that were animating: `beginFromCurrentState` and transforms
    /// start there. Read before the change, because changing the model moves
    /// the additive animations already running on top of it.
    var onScreenAtFirstChange: [LayerProperty: AnimatableValue] = [:]

    struct LayerProperty: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }
    var completion: ((Bool) -> Void)?
    /// Begin/commit blocks: identifier, context and callbacks.
    var animationID: String?
    var context: UnsafeMutableRawPointer?
    var delegate: UIViewAnimationDelegate?
    var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    var startDate: Date?
    /// Set by `setAnimationTransition(_:for:cache:)` in a begin/commit block.
    var transition: PendingTransition?
    /// Set for `animateKeyframes` blocks: their changes become keyframe animations.
    var keyframes: KeyframeCollector?

    /// Who reports the end of the changes made in this block: itself, the
    /// enclosing block (an `addKeyframe` capture) or nobody (a property
    /// animator's recording, which has its own completions).
    enum CompletionSource { case own, enclosing, none }
    var completionSource = CompletionSource.own
    /// Run when the block ends, before `completion` (internal bookkeeping
    /// such as a stack view hiding a view it collapsed).
    var finishObservers: [(Bool) -> Void] = []

    private var pending = 0
    private var allFinished = true

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.duration = ViewAnimationBlock.sanitizedDuration(duration, in: "UIView.animate")
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.options = options
        self.timingFunction = options.timingFunction
        self.repeatCount = options.contains(.repeat) ? .infinity : 0
        self.autoreverses = options.contains(.autoreverse)
        self.beginsFromCurrentState = options.contains(.beginFromCurrentState)
    }

    /// Nested blocks start with their parent (after its delay, plus their own)
    /// and take its duration and curve unless told to override them; their
    /// repeat settings stay their own.
    func inherit(from parent: ViewAnimationBlock?, now: CFTimeInterval) {
        guard let parent else { begin = now + delay; return }
        begin = parent.begin + delay
        if !options.contains(.overrideInheritedDuration) { duration = parent.duration }
        if !options.contains(.overrideInheritedCurve) && !options.containsCurve {
            timingFunction = parent.timingFunction
        }
        if !options.contains(.overrideInheritedOptions) {
            options.formUnion(parent.options.intersection([.allowUserInteraction, .beginFromCurrentState]))
            beginsFromCurrentState = beginsFromCurrentState || parent.beginsFromCurrentState
        }
        if spring == nil { spring = parent.spring }
    }

    /// A duration UIKit can run: NaN and infinity are logged and taken as 0,
    /// negative values are 0 (both mean "apply at once").
    static func sanitizedDuration(_ duration: TimeInterval, in api: String) -> TimeInterval {
        guard duration.isFinite else {
            SDLViewsLog.error(
                "\(api): duration \(duration) is not a finite number; the changes apply without animation")
            return 0
        }
        return max(duration, 0)
    }

    /// Turns the recorded changes into layer animations and starts them.
    func commit() {
        guard duration > 0 else { return commitWithoutAnimation() }
        if let transition {
            self.transition = nil
            commitTransition(transition)
            // Changes inside the transitioning view show through the transition; the rest animate as usual.
            records.removeAll { $0.layer.isSelfOrAncestor(transition.view.layer) }
        }
        let starting: [(CALayer, CAPropertyAnimation, String)] =
            keyframes.map { collector in
                collector.animations().map { layer, animation, key in (layer, configure(animation), key) }
            } ?? makeAnimations()
        // The animations now hold what they need; the block keeps no layer alive.
        records.removeAll()
        keyframes = nil
        notifyWillStart()
        for (layer, animation, key) in starting {
            pending += 1
            animation.blocksInteraction = !options.contains(.allowUserInteraction)
            animation.stopObservers.append { finished in self.animationDidStop(finished) }
            layer.add(animation, forKey: key)
        }
        if pending == 0 { runtime.animationEngine.enqueueForNextFrame { self.finish(true) } }
    }

    /// As UIKit with a duration of 0 or less: the model already holds the new
    /// values, nothing animates, and the completion runs with true on the next
    /// frame (never from inside the call). A delay is not waited for.
    private func commitWithoutAnimation() {
        records.removeAll()
        keyframes = nil
        transition = nil
        notifyWillStart()
        runtime.animationEngine.enqueueForNextFrame { self.finish(true) }
    }

    /// The recorded changes as layer animations, not yet added (internal, not
    /// private: `UIViewPropertyAnimator` adds them itself, driven by its own fraction).
    func makeAnimations() -> [(CALayer, CAPropertyAnimation, String)] {
        var result: [(CALayer, CAPropertyAnimation, String)] = []
        var seen = Set<String>()
        for record in records {
            let id = "\(ObjectIdentifier(record.layer).hashValue)/\(record.key)"
            guard !seen.contains(id), let new = LayerKeyPath.value(of: record.key, in: record.layer.state),
                new != record.old
            else { continue }
            seen.insert(id)
            result.append(
                (
                    record.layer, makeAnimation(for: record, to: new),
                    "\(record.key)-\(runtime.viewAnimationStack.nextSerial())"
                ))
        }
        return result
    }

    /// Additive animations (from the old value's offset to none) keep every
    /// earlier animation of the property running, so a retarget moves on
    /// smoothly; transforms and `beginFromCurrentState` start instead from the
    /// value on screen and cover what runs below.
    private func makeAnimation(for record: (layer: CALayer, key: String, old: AnimatableValue), to new: AnimatableValue)
        -> CABasicAnimation
    {
        let animation = CABasicAnimation(keyPath: record.key)
        let onScreen = onScreenAtFirstChange[LayerProperty(layer: ObjectIdentifier(record.layer), key: record.key)]
        if record.key.hasPrefix("transform") || beginsFromCurrentState {
            animation.resolvedFrom = onScreen ?? record.old
            animation.resolvedTo = new
        } else {
            animation.isAdditive = true
            animation.resolvedFrom = record.old - new
            animation.resolvedTo = new - new
        }
        return configure(animation)
    }

    /// The block's timing on one of its animations.
    private func configure<Animation: CAPropertyAnimation>(_ animation: Animation) -> Animation {
        animation.duration = duration
        animation.beginTime = begin
        animation.fillMode = .backwards
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        animation.timingFunction = timingFunction
        if let spring {
            let solver = SpringSolver(
                duration: duration, dampingRatio: Double(spring.damping), initialVelocity: Double(spring.velocity))
            let length = duration
            animation.progressCurve = { solver.value(at: $0 * length) }
        }
        return animation
    }

    /// A begin/commit transition: the block's changes to the view are shown by
    /// the transition effect (snapshots, or live when `cache` is false).
    private func commitTransition(_ request: PendingTransition) {
        guard let window = request.view.window, let host = window.host else {
            return runtime.animationEngine.enqueueForNextFrame { self.finish(true) }
        }
        let after = request.cache ? TransitionRecorder.snapshot(request.view, host: host, window: window) : nil
        pending += 1
        TransitionRecorder.start(
            request.effect, on: request.view, before: request.before, after: after, live: !request.cache,
            duration: duration, timing: timingFunction, delay: max(0, begin - CACurrentMediaTime()),
            allowsInteraction: options.contains(.allowUserInteraction)
        ) { finished in self.animationDidStop(finished) }
    }

    /// A block opened inside this one (`modifyAnimations`): this block's
    /// completion also waits for it.
    func waitForEnd(of inner: ViewAnimationBlock) {
        pending += 1
        inner.finishObservers.append { [self] finished in animationDidStop(finished) }
    }

    private func animationDidStop(_ finished: Bool) {
        allFinished = allFinished && finished
        pending -= 1
        if pending == 0 { finish(allFinished) }
    }

    private func notifyWillStart() {
        guard willStart != nil || delegate != nil else { return }
        let id = animationID, context = self.context
        runtime.animationEngine.enqueueForNextFrame { [self] in
            delegate?.animationWillStart(id, context: context)
            willStart?(id, context)
        }
    }

    private func finish(_ finished: Bool) {
        let observers = finishObservers
        finishObservers = []
        observers.forEach { $0(finished) }
        completion?(finished)
        delegate?.animationDidStop(animationID, finished: finished, context: context)
        delegate?.animationDidStop(animationID, finished: NSNumber(value: finished), context: context)
        didStop?(animationID, finished, context)
        completion = nil
        delegate = nil
    }
}

/// The stack of open blocks and the global switches.
@MainActor
final class ViewAnimationStack {
    var blocks: [ViewAnimationBlock] = []
    /// Begin/commit blocks whose outermost commit has not come yet.
    var waitingForOutermostCommit: [ViewAnimationBlock] = []
    var beginCommitDepth = 0
    var animationsEnabled = true
    var withoutAnimationDepth = 0
    private var serial = 0

    func nextSerial() -> Int {
        serial += 1
        return serial
    }

    /// The open block whose end will be reported for changes made now, if
    /// those changes animate (nil outside a block, with animations off, for a
    /// zero duration, or inside a property animator's recording).
    var completingBlock: ViewAnimationBlock? {
        guard animationsEnabled, withoutAnimationDepth == 0 else { return nil }
        var index = blocks.count - 1
        while index >= 0, blocks[index].completionSource == .enclosing { index -= 1 }
        guard index >= 0, blocks[index].completionSource == .own, blocks[index].duration > 0 else { return nil }
        return blocks[index]
    }

    /// The open block whose end changes made now can wait for: the
    /// completing block, or else a property animator's recording, whose
    /// finish observers the animator runs when it ends.
    var observableBlock: ViewAnimationBlock? {
        if let block = completingBlock { return block }
        guard animationsEnabled, withoutAnimationDepth == 0, let last = blocks.last,
            last.completionSource == .none, last.duration > 0
        else { return nil }
        return last
    }

    func record(_ layer: CALayer, key: String, from old: AnimatableValue) {
        guard animationsEnabled, withoutAnimationDepth == 0, let block = blocks.last else { return }
        block.records.append((layer, key, old))
        guard let presented = layer.presentationState, let onScreen = LayerKeyPath.value(of: key, in: presented) else {
            return
        }
        let property = ViewAnimationBlock.LayerProperty(layer: ObjectIdentifier(layer), key: key)
        if block.onScreenAtFirstChange[property] == nil { block.onScreenAtFirstChange[property] = onScreen }
    }
}

/// The begin/commit API's delegate (Linux has no selectors, so the methods
/// UIKit's will-start and did-stop selectors name are protocol methods, all
/// optional). Both did-stop shapes are called: UIKit's own (`finished` an
/// `NSNumber`) and the Swift one (`finished` a `Bool`).
@MainActor
public protocol UIViewAnimationDelegate: AnyObject {
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?)
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?)
    /// The method UIKit's did-stop selector usually names, with its `NSNumber` flag.
    func animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?)
}

public extension UIViewAnimationDelegate {
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {}
    func animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) {}
}
