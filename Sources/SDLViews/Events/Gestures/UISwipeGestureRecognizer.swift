import Foundation

/// UIKit's `UISwipeGestureRecognizer` (discrete): `numberOfTouchesRequired`
/// fingers travel 50 points in one of the allowed `direction`s within 0.5 s
/// of touching down, staying within 30° of that axis. It is recognized as
/// soon as the distance is reached (not at the lift) and fails when the
/// movement goes another way, the time runs out or the fingers lift first.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`: the directions a swipe may take.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: CFTimeInterval = 0.5
    /// tan(30°): the most the movement may stray from the swipe's axis.
    static let maximumSlope: CGFloat = 0.577

    private var start: CGPoint?

    public required init() { super.init() }

    override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if start == nil {
            scheduleTimer(after: Self.maximumDuration) { [weak self] in self?.state = .failed }
        }
        start = currentWindowLocation()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches == numberOfTouchesRequired,
            let start, let here = currentWindowLocation()
        else { return }
        let dx = here.x - start.x, dy = here.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let primary = horizontal ? abs(dx) : abs(dy), secondary = horizontal ? abs(dy) : abs(dx)
        guard primary >= Self.minimumDistance else { return }
        let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = direction.contains(moved) && secondary <= primary * Self.maximumSlope ? .ended : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    open override func reset() {
        super.reset()
        start = nil
    }
}
