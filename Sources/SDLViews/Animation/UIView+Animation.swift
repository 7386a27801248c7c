import Foundation

extension UIView {
    /// UIKit's animation options.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        var containsCurve: Bool { (rawValue >> 16) & 0xF != 0 }
        /// Core Animation's cubic Bézier for the option's curve (ease-in-out by default).
        var timingFunction: CAMediaTimingFunction { curve.timingFunction }
    }

    /// UIKit's animation curves, as Core Animation's named timing functions.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    // MARK: Block API

    /// UIKit's block animation: changes to animatable properties inside
    /// `animations` animate from their old values over `duration`, starting
    /// after `delay`. `completion` gets true if every animation ran to its end.
    /// As in UIKit, a duration of 0 or less applies the changes at once and
    /// `completion(true)` runs on the next frame; NaN is logged and taken as 0.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationBlock(duration: duration, delay: delay, options: options)
        block.completion = completion
        run(block, animations)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring variant: `dampingRatio` 1 settles without overshoot, lower
    /// values oscillate; `velocity` is the initial speed in distances per second.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationBlock(duration: duration, delay: delay, options: options)
        block.spring = (dampingRatio, velocity)
        block.completion = completion
        run(block, animations)
    }

    /// UIKit's `modifyAnimations(withRepeatCount:autoreverses:animations:)`:
    /// the changes made in `animations` repeat `count` times (and play
    /// backwards each other time with `autoreverses`) with the enclosing
    /// block's duration, delay and curve; the enclosing block completes when
    /// they end. Outside an animation block the changes are made at once.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let parent = runtime.viewAnimationStack.blocks.last, count.isFinite || count == .infinity, count >= 0
        else {
            if !count.isNaN, count < 0 {
                SDLViewsLog.error("modifyAnimations: repeat count \(count) is negative; not repeating")
            }
            return animations()
        }
        let block = ViewAnimationBlock(
            duration: parent.duration, delay: 0, options: parent.options.subtracting([.repeat, .autoreverse]))
        block.timingFunction = parent.timingFunction
        block.inherit(from: parent, now: runtime.animationEngine.commitTime())
        block.repeatCount = Float(count)
        block.autoreverses = autoreverses
        parent.waitForEnd(of: block)
        runtime.viewAnimationStack.blocks.append(block)
        animations()
        runtime.viewAnimationStack.blocks.removeLast()
        block.commit()
    }

    /// Runs `actionsWithoutAnimation` with view animations disabled.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        runtime.viewAnimationStack.withoutAnimationDepth += 1
        actionsWithoutAnimation()
        runtime.viewAnimationStack.withoutAnimationDepth -= 1
    }

    public class func setAnimationsEnabled(_ enabled: Bool) { runtime.viewAnimationStack.animationsEnabled = enabled }
    public class var areAnimationsEnabled: Bool { runtime.viewAnimationStack.animationsEnabled }

    /// The duration of the innermost open animation block, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { runtime.viewAnimationStack.blocks.last?.duration ?? 0 }

    private class func run(_ block: ViewAnimationBlock, _ animations: () -> Void) {
        block.inherit(from: runtime.viewAnimationStack.blocks.last, now: runtime.animationEngine.commitTime())
        runtime.viewAnimationStack.blocks.append(block)
        animations()
        if block.options.contains(.layoutSubviews) { UIApplication.shared.windows.forEach { $0.layoutIfNeeded() } }
        runtime.viewAnimationStack.blocks.removeLast()
        block.commit()
    }

    // MARK: Begin/commit API

    /// Opens a block; nested calls configure the most recently opened one and
    /// nothing animates before the outermost `commitAnimations()`.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationBlock(duration: 0.2, delay: 0, options: [])
        block.animationID = animationID
        block.context = context
        runtime.viewAnimationStack.blocks.append(block)
        runtime.viewAnimationStack.beginCommitDepth += 1
    }

    public class func commitAnimations() {
        guard runtime.viewAnimationStack.beginCommitDepth > 0, let block = runtime.viewAnimationStack.blocks.popLast()
        else { return }
        runtime.viewAnimationStack.beginCommitDepth -= 1
        runtime.viewAnimationStack.waitingForOutermostCommit.append(block)
        guard runtime.viewAnimationStack.beginCommitDepth == 0 else { return }
        let blocks = runtime.viewAnimationStack.waitingForOutermostCommit.reversed()
        runtime.viewAnimationStack.waitingForOutermostCommit.removeAll()
        let now = runtime.animationEngine.commitTime()
        var parent: ViewAnimationBlock?
        for block in blocks {
            block.begin =
                (block.startDate.map { now + max(0, $0.timeIntervalSinceNow) } ?? parent?.begin ?? now) + block.delay
            parent = block
            block.commit()
        }
    }

    private class var openBlock: ViewAnimationBlock? { runtime.viewAnimationStack.blocks.last }

    public class func setAnimationDuration(_ duration: TimeInterval) {
        openBlock?.duration = ViewAnimationBlock.sanitizedDuration(duration, in: "UIView.setAnimationDuration")
    }
    public class func setAnimationDelay(_ delay: TimeInterval) { openBlock?.delay = delay.isFinite ? max(delay, 0) : 0 }
    public class func setAnimationStart(_ startDate: Date) { openBlock?.startDate = startDate }
    public class func setAnimationCurve(_ curve: AnimationCurve) { openBlock?.timingFunction = curve.timingFunction }
    /// Also works inside a block-based animation, as the seeds' Listing 4-5 uses it.
    public class func setAnimationRepeatCount(_ repeatCount: Float) { openBlock?.repeatCount = repeatCount }
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        openBlock?.autoreverses = repeatAutoreverses
    }
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        openBlock?.beginsFromCurrentState = fromCurrentState
    }
    public class func setAnimationDelegate(_ delegate: UIViewAnimationDelegate?) { openBlock?.delegate = delegate }
    /// Closure form of the will-start selector.
    public class func setAnimationWillStart(_ handler: ((String?, UnsafeMutableRawPointer?) -> Void)?) {
        openBlock?.willStart = handler
    }
    /// Closure form of the did-stop selector.
    public class func setAnimationDidStop(_ handler: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?) {
        openBlock?.didStop = handler
    }
}
