import Foundation

/// UIKit's `UIEvent`: the touches of one moment, passed with every touch callback.
@MainActor
open class UIEvent {
    /// UIKit's `UIEvent.EventType`: events of type `touches` and `presses` are delivered here; the other types are never sent.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    public let type: EventType
    public internal(set) var timestamp: TimeInterval
    var touchStorage: Set<UITouch>

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.type = type
        self.timestamp = timestamp
        self.touchStorage = touches
    }

    /// Every touch still down (or ending in this event).
    public var allTouches: Set<UITouch>? { type == .touches ? touchStorage : nil }

    public func touches(for view: UIView) -> Set<UITouch>? { touchStorage.filter { $0.view === view } }

    public func touches(for window: UIWindow) -> Set<UITouch>? { touchStorage.filter { $0.window === window } }

    /// The touches being delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        touchStorage.filter { touch in gestureRecognizer.trackedTouches.contains { $0 === touch } }
    }
}
