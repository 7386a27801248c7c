import Foundation

/// UIKit's `UIPress`: one key or game controller button from down to up.
/// Keyboard presses carry their `UIKey`; `type` names the arrows, Return and
/// Space (`.select`) and Escape (`.menu`) with tvOS's press types, so one
/// check serves keyboard and gamepad. Gamepad presses have no `key`.
@MainActor
public final class UIPress: Hashable {
    /// UIKit's `UIPress.Phase`: where a press is in its life (began, changed, stationary, ended, cancelled).
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let key: UIKey?
    public let type: PressType
    /// UIKit's `force`: 1 while down (digital buttons), 0 once released.
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.type = PressType(key: key.keyCode, modifiers: key.modifierFlags)
        self.phase = .began
        self.timestamp = timestamp
    }

    init(type: PressType, timestamp: TimeInterval) {
        self.key = nil
        self.type = type
        self.phase = .began
        self.timestamp = timestamp
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `UIPressesEvent`.
@MainActor
public final class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}
