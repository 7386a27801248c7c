import Foundation

/// UIKit's `UIGestureRecognizer`: sees the touches of its view and of the
/// view's subviews before the view does, and moves through UIKit's state
/// machine (possible → began → changed → ended/cancelled, possible → ended
/// for discrete gestures, possible → failed).
///
/// Linux has no selectors, so actions are closures typed with the
/// recognizer's own class: `UIPanGestureRecognizer { pan in pan.translation(in: v) }`,
/// and `addTarget(_:)` adds more (see `GestureRecognizerActions`).
/// Subclasses override the touch methods and set `state`, as in UIKit; the
/// transitions, failure requirements, simultaneous recognition, cancelling
/// and delaying of the view's touches are handled by `GestureEnvironment`.
@MainActor
open class UIGestureRecognizer: GestureRecognizerActions {
    /// UIKit's `UIGestureRecognizer.State`: the recognizer's state machine (`recognized` is `ended`).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognition is `.ended`, as in UIKit.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    public required init() {}

    // MARK: State

    var stateStorage: State = .possible
    /// A recognition waiting for a recognizer this one requires to fail.
    var pendingState: State?

    /// The current state. Subclasses set it from their touch methods; an
    /// illegal transition (for example `.possible` → `.changed`) is logged and
    /// ignored, where UIKit asserts.
    open var state: State {
        get { stateStorage }
        set { runtime.gestureEnvironment.request(newValue, for: self) }
    }

    public weak var delegate: UIGestureRecognizerDelegate?

    /// Disabling a recognizer in progress cancels (or fails) it, as in UIKit.
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { runtime.gestureEnvironment.abandon(self) } }
    }

    public internal(set) weak var view: UIView?
    open var name: String?

    /// When it recognizes, the view's touches are cancelled (UIKit's default: true).
    open var cancelsTouchesInView = true
    /// The view gets no `touchesBegan` while this recognizer may still recognize (default false).
    open var delaysTouchesBegan = false
    /// The view's `touchesEnded` waits until this recognizer fails (default true).
    open var delaysTouchesEnded = true

    var failureRequirements: [WeakGestureRecognizer] = []

    /// This recognizer recognizes only after `other` fails (UIKit's `require(toFail:)`).
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(WeakGestureRecognizer(other))
    }

    // MARK: Touches

    /// The touches this recognizer tracks, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every touch seen since the last reset (ended ones too), for cancelling the view's touches.
    var sequenceTouches: [UITouch] = []
    var ignoredTouches: Set<ObjectIdentifier> = []
    /// Window coordinates of the last known location, for after the touches end.
    var lastWindowLocation: CGPoint?
    weak var lastWindow: UIWindow?

    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the
    /// window's); after they end, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let point = currentWindowLocation() ?? lastWindowLocation ?? .zero
        return GestureGeometry.convert(point, fromWindowOf: trackedTouches.first?.window ?? lastWindow, to: view)
    }

    /// The location of one tracked touch; an index out of range logs and returns `.zero` (UIKit raises).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            SDLViewsLog.error("location(ofTouch: \(touchIndex)) with \(trackedTouches.count) touches")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    func currentWindowLocation() -> CGPoint? {
        guard !trackedTouches.isEmpty else { return nil }
        let sum = trackedTouches.reduce(CGPoint.zero) {
            CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
        }
        let n = CGFloat(trackedTouches.count)
        return CGPoint(x: sum.x / n, y: sum.y / n)
    }

    // MARK: Subclassing API

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the recognizer ends, fails or is cancelled and its touches are gone.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignoredTouches.insert(ObjectIdentifier(touch))
        trackedTouches.removeAll { $0 === touch }
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether touches are given to it at all (hover takes none).
    var takesTouches: Bool { true }

    /// Continuous recognizers report every change; discrete ones report recognition only.
    var isDiscrete: Bool { false }

    // MARK: Actions

    var actions: [(UIGestureRecognizer) -> Void] = []

    /// Removes every action handler (UIKit's `removeTarget(nil, action: nil)`).
    open func removeAllTargets() { actions.removeAll() }

    // MARK: Timer on the application clock

    var timerDeadline: CFTimeInterval?
    var timerAction: (() -> Void)?

    /// Runs `action` once `delay` seconds of the application clock have passed
    /// (checked in the events stage of each frame). One timer per recognizer.
    func scheduleTimer(after delay: CFTimeInterval, _ action: @escaping () -> Void) {
        timerDeadline = runtime.gestureEnvironment.now + delay
        timerAction = action
        runtime.gestureEnvironment.activate(self)
    }

    func cancelTimer() {
        timerDeadline = nil
        timerAction = nil
    }

    /// The application clock (the time of the event being handled).
    var now: CFTimeInterval { runtime.gestureEnvironment.now }
}

/// The closure actions, typed with the recognizer's own class.
@MainActor
public protocol GestureRecognizerActions: AnyObject {
    init()
}

public extension GestureRecognizerActions where Self: UIGestureRecognizer {
    /// UIKit's `init(target:action:)` with a closure receiving this recognizer.
    init(action: @escaping (Self) -> Void) {
        self.init()
        addTarget(action)
    }

    /// Adds another handler, called on every state change UIKit sends actions for.
    func addTarget(_ action: @escaping (Self) -> Void) {
        actions.append { recognizer in
            if let typed = recognizer as? Self { action(typed) }
        }
    }
}

/// A weak reference for failure requirements (UIKit does not retain them either).
struct WeakGestureRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
