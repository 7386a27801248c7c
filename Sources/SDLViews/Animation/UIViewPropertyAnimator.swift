import Foundation

// MARK: - States, positions and protocols

/// UIKit's `UIViewAnimatingState`: inactive (not started, or finished), active
/// (running or paused), stopped (stopped with `stopAnimation(false)`, waiting
/// for `finishAnimation(at:)`).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// UIKit's `UIViewAnimatingPosition`: where an animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// UIKit's `UIViewAnimating`: the flow control of an animator.
@MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`. Its methods are optional in UIKit
/// (Objective-C); here they are required, and `UIViewPropertyAnimator` has them all.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

// MARK: - Timing parameters

/// Core Graphics' `CGVector` (swift-corelibs-foundation has no such type):
/// the spring timing parameters' initial velocity.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}

/// UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// UIKit's `UITimingCurveProvider`: the timing of an animator. A `.composed`
/// provider offering both kinds is run with its spring here (UIKit blends them).
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// UIKit's `UICubicTimingParameters`: a built-in curve or a cubic Bézier from
/// (0, 0) to (1, 1), evaluated exactly as `CAMediaTimingFunction`.
public final class UICubicTimingParameters: UITimingCurveProvider, Sendable {
    /// The built-in curve (`.easeInOut` for custom control points, as UIKit reports).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// UIKit's default: the ease-in-ease-out curve.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        let function = curve.timingFunction
        animationCurve = curve
        controlPoint1 = CGPoint(x: CGFloat(function.c1x), y: CGFloat(function.c1y))
        controlPoint2 = CGPoint(x: CGFloat(function.c2x), y: CGFloat(function.c2y))
        isBuiltin = true
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
            Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// UIKit's `UISpringTimingParameters`: a damped spring, either by damping
/// ratio (settling within the animator's duration, the same spring as UIView's
/// spring animations) or physically (mass, stiffness, damping; the animation
/// then lasts the spring's settling time, not the animator's duration).
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public final class UISpringTimingParameters: UITimingCurveProvider, Sendable {
    enum Model: Sendable {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    /// In whole distances per second (1: the full change in one second).
    public let initialVelocity: CGVector
    let model: Model

    /// A critically damped spring (damping ratio 1): no overshoot.
    public convenience init() { self.init(dampingRatio: 1) }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        model = .dampingRatio(Double(ratio))
        initialVelocity = velocity
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        model = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// The curve an animator moves its animations along: from the fraction of its
/// time (0...1) to the fraction of the way from start to end values.
struct AnimatorCurve: Sendable {
    private enum Shape: Sendable {
        case cubic(CAMediaTimingFunction)
        /// The spring over `length` seconds, exactly 1 from the end of it on.
        case spring(SpringSolver, length: Double)
    }

    private let shape: Shape
    /// How long a whole run takes: the animator's duration, except for
    /// physical springs, which take their settling time.
    let duration: TimeInterval

    init(_ provider: UITimingCurveProvider, duration: TimeInterval) {
        if let spring = provider.springTimingParameters {
            let velocity = Double(spring.initialVelocity.dx)
            switch spring.model {
            case .dampingRatio(let ratio):
                shape = .spring(
                    SpringSolver(duration: duration, dampingRatio: ratio, initialVelocity: velocity), length: duration)
                self.duration = duration
            case let .physical(mass, stiffness, damping):
                let solver = SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
                shape = .spring(solver, length: solver.settlingDuration)
                self.duration = solver.settlingDuration
            }
        } else {
            shape = .cubic(provider.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .linear))
            self.duration = duration
        }
    }

    /// Linear curves map fractions to themselves exactly (no solving), so a
    /// scrubbed fraction shows exactly that fraction of every change.
    var isLinear: Bool {
        guard case .cubic(let f) = shape else { return false }
        return f.c1x == f.c1y && f.c2x == f.c2y
    }

    func value(at fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        switch shape {
        case .cubic(let function): return function.solve(t)
        case let .spring(solver, length): return t >= 1 ? 1 : solver.value(at: t * length)
        }
    }

    /// The first time fraction at which the curve reaches `progress` (the
    /// inverse of `value(at:)` on its first rise, which is all an overshooting
    /// spring or Bézier needs for progress in 0...1).
    func fraction(reaching progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        if isLinear { return min(progress, 1) }
        let steps = 200
        var low = 0.0
        for step in 1...steps {
            let high = Double(step) / Double(steps)
            if value(at: high) >= progress { return bisect(low, high, progress) }
            low = high
        }
        return 1
    }

    private func bisect(_ low: Double, _ high: Double, _ progress: Double) -> Double {
        var low = low, high = high
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if value(at: mid) >= progress { high = mid } else { low = mid }
        }
        return high
    }
}

// MARK: - Animation groups

/// The animations made from one animations closure of an animator: the
/// layer animations the UIView animation machinery makes of its changes,
/// added to the layers with their progress driven by the animator (speed 0,
/// and a progress curve that reads `progress`) instead of by the clock.
@MainActor
final class AnimatorGroup {
    @MainActor
    struct Entry {
        let layer: CALayer
        /// The layer animation's key.
        let key: String
        let keyPath: String
        /// The model value before the closure ran, and after.
        let start: AnimatableValue
        let end: AnimatableValue

        /// What is on screen now.
        var current: AnimatableValue { LayerKeyPath.value(of: keyPath, in: layer.renderState) ?? end }
    }

    /// The animator fraction at which the group starts (its delay): groups
    /// added later, or with a delay factor, run over the rest of the animator.
    let begin: Double
    private(set) var entries: [Entry] = []
    /// From the start values (0) to the end values (1), read by the group's
    /// layer animations whenever the animation engine evaluates them.
    private(set) var progress = 0.0
    /// The recording block's finish observers (a stack view hiding a view it
    /// collapses): run when the animator ends, however it ends.
    private(set) var endObservers: [(Bool) -> Void] = []

    init(begin: Double) { self.begin = begin }

    /// Runs and forgets the end observers (`finished` false when the
    /// animator stopped or went back to the start).
    func end(finished: Bool) {
        let observers = endObservers
        endObservers = []
        observers.forEach { $0(finished) }
    }

    /// Sets the progress for the animator's time fraction.
    func update(fraction: Double, curve: AnimatorCurve) {
        progress = curve.value(at: localFraction(fraction))
    }

    private func localFraction(_ fraction: Double) -> Double {
        guard begin < 1 else { return fraction >= 1 ? 1 : 0 }
        return min(max((fraction - begin) / (1 - begin), 0), 1)
    }

    /// Runs `animations` inside a UIView animation block so its changes are
    /// recorded (the model takes the new values at once, as in UIKit), then
    /// adds their animations to the layers, driven by this group.
    func record(_ animations: () -> Void, duration: TimeInterval, interaction: AnimatorInteraction) {
        let block = ViewAnimationBlock(duration: duration, delay: 0, options: [])
        block.completionSource = .none
        block.inherit(from: nil, now: CACurrentMediaTime())
        runtime.viewAnimationStack.blocks.append(block)
        animations()
        runtime.viewAnimationStack.blocks.removeLast()
        endObservers = block.finishObservers
        for (layer, animation, key) in block.makeAnimations() {
            guard let keyPath = animation.keyPath,
                let start = block.records.first(where: { $0.layer === layer && $0.key == keyPath })?.old,
                let end = LayerKeyPath.value(of: keyPath, in: layer.state)
            else { continue }
            drive(animation)
            animation.blocksInteraction = interaction.blocks
            animation.hitTestsPresentation = interaction.hitTestsPresentation
            let entryKey = "propertyAnimator-\(key)"
            layer.add(animation, forKey: entryKey)
            entries.append(Entry(layer: layer, key: entryKey, keyPath: keyPath, start: start, end: end))
        }
    }

    /// Speed 0 freezes the animation's own clock at its start, so the
    /// engine's evaluation of it is just `progressCurve`, which reads this
    /// group's progress; it fills both ways and is never removed by time.
    private func drive(_ animation: CAPropertyAnimation) {
        animation.beginTime = 0
        animation.duration = 1
        animation.speed = 0
        animation.timeOffset = 0
        animation.repeatCount = 0
        animation.repeatDuration = 0
        animation.autoreverses = false
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.timingFunction = nil
        animation.progressCurve = { [self] _ in progress }
    }

    /// Re-evaluates the layers now (changes made between frames show at once).
    func refreshLayers() {
        var seen = Set<ObjectIdentifier>()
        for entry in entries where seen.insert(ObjectIdentifier(entry.layer)).inserted {
            entry.layer.refreshPresentation()
        }
    }

    /// Applies changed interaction settings to the animations already running.
    func apply(_ interaction: AnimatorInteraction) {
        for entry in entries {
            entry.layer.setInteraction(
                ofAnimationForKey: entry.key, blocks: interaction.blocks,
                hitTestsPresentation: interaction.hitTestsPresentation)
        }
    }

    /// Removes the group's layer animations (the model stays as it is).
    func detach() {
        for entry in entries { entry.layer.removeAnimation(forKey: entry.key) }
    }
}

/// How an animator's animated views take touches while they move.
struct AnimatorInteraction {
    /// `isUserInteractionEnabled` false: the animated views are not hit.
    let blocks: Bool
    /// `isManualHitTestingEnabled` false: they are hit where they are shown.
    let hitTestsPresentation: Bool
}

/// Sets a model value without animating it (and through the view for
/// background colors, which a view also keeps as a `UIColor`).
@MainActor
private func setModel(_ keyPath: String, to value: AnimatableValue, of layer: CALayer) {
    UIView.performWithoutAnimation {
        if keyPath == "backgroundColor", case .color(let color) = value, let view = layer.delegate as? UIView {
            view.backgroundColor = UIColor(cgColor: color)
            return
        }
        var state = layer.state
        LayerKeyPath.set(keyPath, to: value, in: &state)
        // The public setters keep layout and change tracking right; unchanged values do nothing.
        layer.bounds = state.bounds
        layer.position = state.position
        layer.anchorPoint = state.anchorPoint
        layer.zPosition = state.zPosition
        layer.transform = state.transform
        layer.opacity = state.opacity
        layer.backgroundColor = state.backgroundColor
    }
}

// MARK: - The animator

/// UIKit's `UIViewPropertyAnimator`: view animations that can be started,
/// paused, scrubbed, reversed, stopped and finished, with completions that
/// learn where they ended.
///
/// Matches UIKit in: the animations closures run when the animator first
/// becomes active (`startAnimation`, `pauseAnimation` or setting
/// `fractionComplete`), changing the model at once; animations added while
/// active run over the remaining time ((1 - fractionComplete) × duration, less
/// their delay factor's share); states go inactive → active → inactive (at the
/// natural end, with completions getting `.end`, or `.start` when reversed),
/// or active → stopped (`stopAnimation(false)`) → inactive
/// (`finishAnimation(at:)`), or active → inactive without completions
/// (`stopAnimation(true)`); stopping leaves the model at the values on screen;
/// finishing at `.start` puts the start values back; `pausesOnCompletion`
/// keeps a finished animator active and paused without calling completions;
/// a running animator keeps itself alive until it finishes.
///
/// Implementation: the changes become the same additive layer animations as
/// UIView block animations, but their progress is the animator's: each frame
/// (timers stage) the animator computes its fraction from the media clock and
/// the layer animations show that fraction exactly, so a paused or scrubbed
/// animator shows exact values.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// How long the animations added before starting take, in seconds.
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)` (0 otherwise).
    public private(set) var delay: TimeInterval = 0
    /// The timing the animator was created with (`continueAnimation` changes
    /// the timing of one run, not this).
    public var timingParameters: UITimingCurveProvider? { createdTiming }
    private let createdTiming: UITimingCurveProvider
    public private(set) var state: UIViewAnimatingState = .inactive

    /// As in UIKit: when false the animator cannot be paused, scrubbed or
    /// stopped once started. Can be changed only while inactive.
    open var isInterruptible = true {
        didSet {
            guard state != .inactive, isInterruptible != oldValue else { return }
            SDLViewsLog.error(
                "UIViewPropertyAnimator: isInterruptible can only be set on an inactive animator; ignored")
            isInterruptible = oldValue
        }
    }
    /// As in UIKit (default true): while paused, `fractionComplete` moves the
    /// values linearly instead of along the timing curve; resuming uses the curve again.
    open var scrubsLinearly = true
    /// As in UIKit: a finished animator stays active and paused at the end
    /// (so it can be reversed) and does not call its completions.
    open var pausesOnCompletion = false
    /// As in UIKit (default true): when false, the views being animated take
    /// no touches until the animator ends. Can be changed at any time.
    open var isUserInteractionEnabled = true {
        didSet { interactionChanged() }
    }
    /// As in UIKit (default false): the animator hit-tests its animated views
    /// where they are shown (their presentation geometry), so a moving button
    /// can be tapped where the player sees it. True leaves hit testing to the
    /// app (override `hitTest(_:with:)` and read the presentation layer); the
    /// views are then hit at their model geometry. Difference from UIKit: the
    /// presentation position and transform are used; a view's bounds for
    /// `point(inside:with:)` stay the model's.
    open var isManualHitTestingEnabled = false {
        didSet { interactionChanged() }
    }

    private var interaction: AnimatorInteraction {
        AnimatorInteraction(blocks: !isUserInteractionEnabled, hitTestsPresentation: !isManualHitTestingEnabled)
    }

    private func interactionChanged() {
        let interaction = interaction
        groups.forEach { $0.apply(interaction) }
    }

    private var curve: AnimatorCurve
    private var queued: [(animations: () -> Void, delayFactor: Double)] = []
    private var groups: [AnimatorGroup] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The fraction of the animator's time elapsed, from its start (0) to its end (1).
    private var fraction = 0.0
    private var reversed = false
    private var run: Run?
    private var durationFactor = 1.0
    private var frameToken: Int?

    /// One uninterrupted stretch of running, from one fraction to an end.
    private struct Run {
        /// The media time the motion begins (after any delay).
        let begin: CFTimeInterval
        let from: Double
        let to: Double
        let seconds: CFTimeInterval

        /// Within a microsecond of the end counts as the end: the clock is in
        /// whole nanoseconds, so `begin + seconds` rarely lands exactly on a frame.
        func isComplete(at now: CFTimeInterval) -> Bool { now - begin >= seconds - 1e-6 }

        func fraction(at now: CFTimeInterval) -> Double {
            if isComplete(at: now) { return to }
            guard now > begin else { return from }
            return from + (to - from) * (now - begin) / seconds
        }
    }

    /// UIKit treats releasing a paused or stopped animator as a programmer
    /// error; here it is logged, and its frozen animations go. A running one
    /// is held by the frame pipeline, so it dies running only when that
    /// pipeline goes (the runtime reset for a new test screen): not the app's
    /// doing, so nothing is logged. Nonisolated, as UIKit's, so subclasses can write a
    /// plain `deinit`.
    deinit {
        guard state != .inactive else { return }
        let state = state, groups = groups, wasRunning = run != nil
        MainActorCleanup.run {
            if !wasRunning {
                SDLViewsLog.error(
                    "UIViewPropertyAnimator released while \(state == .active ? "active" : "stopped"); finish it first")
            }
            groups.forEach { $0.detach() }
        }
    }

    // MARK: Creating

    /// UIKit's designated initializer: `parameters` gives the curve, cubic or spring.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = ViewAnimationBlock.sanitizedDuration(duration, in: "UIViewPropertyAnimator")
        createdTiming = parameters
        curve = AnimatorCurve(parameters, duration: self.duration)
    }

    /// An animator with one of UIKit's built-in curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of this damping ratio (1: no overshoot)
    /// that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// UIKit's fire-and-forget animator: started at once (after `delay`),
    /// with the curve of `options` (other options are ignored, as UIKit
    /// ignores repeat, autoreverse and transition options here).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding animations and completions

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// As in UIKit: before the animator starts, the animations wait for it;
    /// on an active animator they run at once, over the remaining time, after
    /// `delayFactor` (0...1) of it.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch state {
        case .inactive:
            queued.append((animation, factor))
        case .active:
            synchronize()
            addGroup(animation, begin: fraction + factor * (1 - fraction))
        case .stopped:
            SDLViewsLog.error("UIViewPropertyAnimator: cannot add animations to a stopped animator; ignored")
        }
    }

    /// Called with the final position when the animations end (not after `stopAnimation(true)`).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: State

    /// True while active and not paused (including a start delay).
    open var isRunning: Bool { state == .active && run != nil }

    /// As in UIKit: when true the animations run back to their start values.
    /// Changing it while running turns the animations round where they are.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, state != .stopped else { return }
            guard let run else { reversed = newValue; return }
            let now = CACurrentMediaTime()
            synchronize(at: now)
            reversed = newValue
            beginRun(after: max(0, run.begin - now))
        }
    }

    /// As in UIKit, 0 at the start values and 1 at the end values; 0 while
    /// inactive. Running, it is the fraction of the time elapsed. Paused
    /// with `scrubsLinearly`, it is the fraction of the way the values have
    /// moved (for linear curves the same number; for others it changes at the
    /// pause, so that scrubbing on from the value read moves nothing), and
    /// setting it puts every value that fraction of the way. Setting it is
    /// allowed only while paused (an inactive animator becomes active and paused).
    open var fractionComplete: CGFloat {
        get { CGFloat(reportedFraction) }
        set { scrub(to: Double(newValue)) }
    }

    private var reportedFraction: Double {
        switch state {
        case .inactive: return 0
        case .stopped: return fraction
        case .active:
            if let run { return run.fraction(at: CACurrentMediaTime()) }
            return scrubsLinearly ? min(max(curve.value(at: fraction), 0), 1) : fraction
        }
    }

    private func scrub(to newFraction: Double) {
        guard newFraction.isFinite, isInterruptible, state != .stopped, run == nil else {
            SDLViewsLog.error(
                "UIViewPropertyAnimator: fractionComplete can only be set while paused and interruptible; ignored")
            return
        }
        if state == .inactive { activate() }
        let clamped = min(max(newFraction, 0), 1)
        fraction = scrubsLinearly ? curve.fraction(reaching: clamped) : clamped
        applyFraction(refresh: true)
    }

    // MARK: Flow control

    /// As in UIKit: starts an inactive animator, resumes a paused one.
    open func startAnimation() {
        start(after: 0)
    }

    /// As `startAnimation()`, with the motion beginning `delay` seconds later.
    open func startAnimation(afterDelay delay: TimeInterval) {
        let sanitized = delay.isFinite ? max(delay, 0) : 0
        if start(after: sanitized) { self.delay = sanitized }
    }

    /// Returns false when there was nothing to start (running already, or stopped).
    @discardableResult
    private func start(after delay: TimeInterval) -> Bool {
        switch state {
        case .stopped:
            SDLViewsLog.error("UIViewPropertyAnimator: a stopped animator cannot be started; call finishAnimation(at:)")
            return false
        case .inactive:
            activate()
        case .active:
            guard run == nil else { return false }
        }
        beginRun(after: delay)
        return true
    }

    /// As in UIKit: activates an inactive animator (paused at the start) or
    /// pauses a running one where it is.
    open func pauseAnimation() {
        guard isInterruptible else {
            SDLViewsLog.error("UIViewPropertyAnimator: an uninterruptible animator cannot be paused; ignored")
            return
        }
        switch state {
        case .stopped: return
        case .inactive: activate()
        case .active: endRun()
        }
    }

    /// As in UIKit: removes the animations and leaves the model at the values
    /// on screen. `withoutFinishing` true ends here (inactive, no completions);
    /// false moves to `.stopped`, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible else {
            SDLViewsLog.error("UIViewPropertyAnimator: an uninterruptible animator cannot be stopped; ignored")
            return
        }
        guard state == .active else { return }
        endRun()
        let shown = groups.flatMap(\.entries).map { ($0, $0.current) }
        groups.forEach { $0.detach() }
        for (entry, value) in shown { setModel(entry.keyPath, to: value, of: entry.layer) }
        if withoutFinishing { reset(finished: false) } else { state = .stopped }
    }

    /// As in UIKit, only after `stopAnimation(false)`: sets the values for
    /// `finalPosition` (`.current` keeps them), becomes inactive and calls the
    /// completions with `finalPosition` before returning.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            SDLViewsLog.error("UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator; ignored")
            return
        }
        setValues(for: finalPosition)
        let handlers = completions
        reset(finished: finalPosition == .end)
        handlers.forEach { $0(finalPosition) }
    }

    /// As in UIKit, for an active animator: runs on (resuming a paused one)
    /// with new timing, if given, and a total duration of `durationFactor` ×
    /// the original (0, as UIKit samples pass, keeps the original). The values
    /// on screen stay where they are: the new curve takes over from the
    /// point of it that shows them.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            SDLViewsLog.error("UIViewPropertyAnimator: continueAnimation needs an active animator; ignored")
            return
        }
        endRun()
        if let parameters { retime(to: parameters) }
        self.durationFactor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        beginRun(after: 0)
    }

    // MARK: Internals

    /// Inactive → active: the queued closures run now and their animations
    /// are added, showing the start values.
    private func activate() {
        state = .active
        let pending = queued
        queued.removeAll()
        for (animations, factor) in pending { addGroup(animations, begin: factor) }
    }

    private func addGroup(_ animations: () -> Void, begin: Double) {
        let group = AnimatorGroup(begin: begin)
        group.update(fraction: fraction, curve: curve)
        group.record(animations, duration: curve.duration * (1 - begin), interaction: interaction)
        groups.append(group)
    }

    private func beginRun(after delay: TimeInterval) {
        let target = reversed ? 0.0 : 1.0
        let seconds = abs(target - fraction) * curve.duration * durationFactor
        run = Run(begin: CACurrentMediaTime() + delay, from: fraction, to: target, seconds: seconds)
        guard frameToken == nil else { return }
        // The pipeline holds the animator while it runs, as UIKit keeps running animators alive.
        frameToken = UIApplication.shared.pipeline.addFrameCallback { [self] now in frame(at: now) }
    }

    /// Pauses where the clock says the run is now.
    private func endRun() {
        synchronize()
        run = nil
        if let frameToken { UIApplication.shared.pipeline.removeCallback(frameToken) }
        frameToken = nil
    }

    /// Brings the fraction of a running animator up to `now` (between frames).
    private func synchronize(at now: CFTimeInterval = CACurrentMediaTime()) {
        guard let run else { return }
        fraction = run.fraction(at: now)
        applyFraction(refresh: true)
    }

    /// Sets every group's progress; `refresh` re-evaluates the layers at once
    /// (not needed in a frame, whose animations stage follows).
    private func applyFraction(refresh: Bool) {
        for group in groups {
            group.update(fraction: fraction, curve: curve)
            if refresh { group.refreshLayers() }
        }
    }

    /// The timers stage of a frame while running.
    private func frame(at now: CFTimeInterval) {
        guard let run else { return }
        fraction = run.fraction(at: now)
        applyFraction(refresh: false)
        if run.isComplete(at: now) { reachedEnd(of: run) }
    }

    private func reachedEnd(of run: Run) {
        endRun()
        guard !pausesOnCompletion else { return }
        let position: UIViewAnimatingPosition = run.to == 0 ? .start : .end
        groups.forEach { $0.detach() }
        // At the end the model already holds the end values (or whatever was set since).
        if position == .start { setValues(for: .start) }
        let handlers = completions
        reset(finished: position == .end)
        // Like UIView completions: after this frame's layout, in order with the others.
        runtime.animationEngine.enqueue { handlers.forEach { $0(position) } }
    }

    /// The model for a final position: the start values (earliest group
    /// last, so the oldest value wins), the end values, or as it is.
    private func setValues(for position: UIViewAnimatingPosition) {
        switch position {
        case .start:
            for entry in groups.reversed().flatMap({ $0.entries.reversed() }) {
                setModel(entry.keyPath, to: entry.start, of: entry.layer)
            }
        case .end:
            for entry in groups.flatMap(\.entries) { setModel(entry.keyPath, to: entry.end, of: entry.layer) }
        case .current:
            break
        }
    }

    /// Keeps the main animations' values on screen under the new curve.
    private func retime(to parameters: UITimingCurveProvider) {
        let shown = curve.value(at: fraction)
        curve = AnimatorCurve(parameters, duration: duration)
        fraction = curve.fraction(reaching: min(max(shown, 0), 1))
        applyFraction(refresh: true)
    }

    /// Back to a fresh inactive animator (the timing it was created with).
    private func reset(finished: Bool) {
        endRun()
        groups.forEach { $0.detach() }
        groups.forEach { $0.end(finished: finished) }
        groups.removeAll()
        queued.removeAll()
        completions.removeAll()
        fraction = 0
        durationFactor = 1
        curve = AnimatorCurve(createdTiming, duration: duration)
        state = .inactive
    }
}
