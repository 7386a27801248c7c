import Foundation

/// UIKit's `UIPress`: one key from down to up, carrying its `UIKey`.
@MainActor
public final class UIPress: Hashable {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let key: UIKey?

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
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
