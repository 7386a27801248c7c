import Foundation

/// UIKit's `UITouch`: one finger (or the mouse's left button) from touch-down to
/// lift-off. It stays with the view hit at touch-down for its whole life.
@MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    /// `indirectPointer` is the mouse, `direct` an SDL finger.
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int
    public let type: TouchType
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?

    /// Window coordinates, kept so any view can ask for its own.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(type: TouchType, at point: CGPoint, in window: UIWindow, view: UIView?, timestamp: TimeInterval, tapCount: Int) {
        self.type = type
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.view = view
        self.windowLocation = point
        self.previousWindowLocation = point
    }

    /// The location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let window else { return windowLocation }
        return (view ?? window).convert(windowLocation, from: window)
    }

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
