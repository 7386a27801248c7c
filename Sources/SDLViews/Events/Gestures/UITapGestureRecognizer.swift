import Foundation

/// UIKit's `UITapGestureRecognizer` (discrete): `numberOfTapsRequired` taps
/// of `numberOfTouchesRequired` fingers. It fails when a finger moves more
/// than 10 points, when more fingers than required come down, when the next
/// tap does not begin within 0.35 s of the last lift, or lands more than
/// 45 points from the first. Recognized (`.ended`) at the last lift.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    static let allowableMovement: CGFloat = 10
    static let maximumTapInterval: CFTimeInterval = 0.35
    static let maximumTapDistance: CGFloat = 45

    private var tapsDone = 0
    private var touchesInTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?

    public required init() { super.init() }

    override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.windowLocation }
        touchesInTap = max(touchesInTap, numberOfTouches)
        if touchesInTap > numberOfTouchesRequired { state = .failed; return }
        if let first = firstTapLocation, let here = currentWindowLocation(),
            GestureGeometry.distance(first, here) > Self.maximumTapDistance
        {
            state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let moved = touches.contains { touch in
            guard let start = starts[ObjectIdentifier(touch)] else { return false }
            return GestureGeometry.distance(start, touch.windowLocation) > Self.allowableMovement
        }
        if moved { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, numberOfTouches == touches.count else { return }
        guard touchesInTap == numberOfTouchesRequired else { state = .failed; return }
        tapsDone += 1
        touchesInTap = 0
        if firstTapLocation == nil { firstTapLocation = currentWindowLocation() }
        if tapsDone >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: Self.maximumTapInterval) { [weak self] in self?.state = .failed }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    open override func reset() {
        super.reset()
        tapsDone = 0
        touchesInTap = 0
        starts.removeAll()
        firstTapLocation = nil
    }
}
