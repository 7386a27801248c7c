import Foundation

/// UIKit's `UITouch`: one finger (or the mouse's left button) from touch-down to
/// lift-off. It stays with the view hit at touch-down for its whole life.
@MainActor
public final class UITouch: Hashable {
    /// UIKit's `UITouch.Phase`: where a touch is in its life (began, moved, stationary, ended, cancelled).
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    /// `indirectPointer` is the mouse, `direct` an SDL finger (and the
    /// simulated fingers of an Alt-drag).
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase
    /// The application clock (`CACurrentMediaTime()`) at the touch's last change.
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int
    public let type: TouchType
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?

    /// Window coordinates, kept so any view can ask for its own.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    /// The recognizers that receive this touch (the hit view's and its ancestors', nearest first).
    var recognizers: [UIGestureRecognizer] = []
    /// The state of this touch's delivery to its view (see `ViewTouchDelivery`).
    var delivery = ViewTouchDelivery.State()

    init(type: TouchType, at point: CGPoint, in window: UIWindow, view: UIView?, timestamp: TimeInterval, tapCount: Int)
    {
        self.type = type
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.view = view
        self.windowLocation = point
        self.previousWindowLocation = point
    }

    /// The recognizers receiving this touch, as UIKit's `gestureRecognizers`.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

    /// The location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let window else { return windowLocation }
        return (view ?? window).convert(windowLocation, from: window)
    }

    /// The location at the previous change (the touch-down point until it moves).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let window else { return previousWindowLocation }
        return (view ?? window).convert(previousWindowLocation, from: window)
    }

    func move(to point: CGPoint, at time: TimeInterval) {
        previousWindowLocation = windowLocation
        windowLocation = point
        timestamp = time
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
