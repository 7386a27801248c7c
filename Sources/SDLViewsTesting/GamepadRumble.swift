import Foundation

/// One rumble request SDL passed to the virtual controller of a
/// `HeadlessScreen` (`SDL_GameControllerRumble` → `.body` with the low- and
/// high-frequency motors; `SDL_GameControllerRumbleTriggers` → `.triggers`
/// with the left and right trigger motors).
public struct GamepadRumble: Equatable, Sendable {
    public enum Motor: Sendable { case body, triggers }
    public let motor: Motor
    public let low: UInt16
    public let high: UInt16

    public init(motor: Motor, low: UInt16, high: UInt16) {
        self.motor = motor
        self.low = low
        self.high = high
    }

    /// Whether the request starts the motors (a stop has both values 0).
    public var isStart: Bool { low != 0 || high != 0 }
}

/// Collects rumbles from SDL's virtual-joystick callbacks, which are plain C
/// functions without context (so the log is process-wide, behind a lock).
final class GamepadRumbleRecorder: @unchecked Sendable {
    static let shared = GamepadRumbleRecorder()
    private let lock = NSLock()
    private var log: [GamepadRumble] = []

    func record(_ rumble: GamepadRumble) { lock.withLock { log.append(rumble) } }
    func clear() { lock.withLock { log.removeAll() } }
    var rumbles: [GamepadRumble] { lock.withLock { log } }
}
