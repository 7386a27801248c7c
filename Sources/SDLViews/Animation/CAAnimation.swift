import Foundation

/// Core Animation's fill modes: what an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's `CAAnimationDelegate`; both methods are optional.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

public extension CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Core Animation's `CAAnimation`: timing (`CAMediaTiming`) and a delegate.
///
/// As in Core Animation, `layer.add(_:forKey:)` copies the animation, a
/// `beginTime` of 0 means "now", a `duration` of 0 means 0.25 s, and the
/// delegate is held strongly until the animation stops.
@MainActor
open class CAAnimation {
    public init() {}

    /// A copy with the same settings (Core Animation copies on `add`).
    public required init(copying other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        completion = other.completion
        stopObservers = other.stopObservers
        blocksInteraction = other.blocksInteraction
        hitTestsPresentation = other.hitTestsPresentation
    }

    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
    public var timingFunction: CAMediaTimingFunction?
    public var isRemovedOnCompletion = true
    /// Held strongly, as Core Animation does, until the animation stops.
    public var delegate: CAAnimationDelegate?
    /// Closure alternative to the delegate's `animationDidStop(_:finished:)`,
    /// used by the UIView animation API (Linux has no selectors).
    public var completion: ((Bool) -> Void)?
    /// The repetition being applied (set by the engine before `apply`), for `isCumulative`.
    var currentIteration = 0
    /// Internal listeners (UIView blocks, CATransaction completion blocks).
    var stopObservers: [(Bool) -> Void] = []
    /// A UIView block without `.allowUserInteraction` made it: the layer it
    /// is added to counts it in `interactionBlockingAnimations` from the add
    /// until it stops (the layer itself, so nothing holds a weak reference to it).
    var blocksInteraction = false
    /// A property animator without manual hit testing made it: while it is on
    /// a layer, hit testing places the layer where it is shown, not at its
    /// model geometry (counted in `presentationHitTestingAnimations`).
    var hitTestsPresentation = false

    open func copy() -> CAAnimation { type(of: self).init(copying: self) }

    /// Core Animation's `defaultValue(forKey:)` for the timing keys.
    public class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "duration": return 0.25
        case "speed": return Float(1)
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }

    /// The duration used when timing: 0 means Core Animation's default 0.25 s.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// Applies the animation's effect at `progress` (0...1 along the eased
    /// curve) to a layer state; subclasses override.
    func apply(progress: Double, to state: inout CALayer.State, model: CALayer) {}

    /// The key paths this animation changes (for implicit-action bookkeeping).
    var animatedKeyPaths: [String] { [] }
}
