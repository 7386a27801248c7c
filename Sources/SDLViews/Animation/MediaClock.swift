import Foundation
import CSDL

/// The application clock behind `CACurrentMediaTime()`: monotonic seconds in a
/// running app, a virtual time moved only by `HeadlessScreen.advance(by:)` in
/// tests, so everything timed (animations, gestures, display links) is deterministic.
public enum MediaClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var virtualTime: CFTimeInterval?
    private static let start = DispatchTime.now().uptimeNanoseconds

    /// Seconds on the application clock.
    public static var now: CFTimeInterval {
        lock.lock(); defer { lock.unlock() }
        if let virtualTime { return virtualTime }
        let origin = start  // read first: its lazy initialization must not follow the sample
        let sample = DispatchTime.now().uptimeNanoseconds
        return CFTimeInterval(sample >= origin ? sample - origin : 0) / 1e9
    }

    /// True while a virtual clock drives time.
    public static var isVirtual: Bool {
        lock.lock(); defer { lock.unlock() }
        return virtualTime != nil
    }

    /// Switches to a virtual clock reading `time` (tests and headless rendering).
    public static func useVirtualClock(at time: CFTimeInterval = 0) {
        lock.lock(); virtualTime = time; lock.unlock()
    }

    /// Moves the virtual clock forward; negative or non-finite steps are ignored.
    public static func advanceVirtualClock(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        lock.lock(); virtualTime = (virtualTime ?? 0) + seconds; lock.unlock()
    }

    /// Back to the monotonic clock.
    public static func useMonotonicClock() {
        lock.lock(); virtualTime = nil; lock.unlock()
    }
}

/// Core Animation's `CACurrentMediaTime()`: seconds on the application clock.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
