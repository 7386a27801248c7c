import Foundation
import Synchronization
internal import CSDL

/// The application clock behind `CACurrentMediaTime()`: monotonic seconds in a
/// running app, a virtual time moved only by `HeadlessScreen.advance(by:)` in
/// tests, so everything timed (animations, gestures, display links) is deterministic.
///
/// Not public API: apps read the clock through `CACurrentMediaTime()`; the
/// test kit in this package (`SDLViewsTesting.VirtualClock`, `HeadlessScreen`)
/// drives it through `package` access, the same way it opens headless windows.
package enum MediaClock {
    /// The virtual time in whole nanoseconds (nil: monotonic), so that repeated
    /// steps such as 0.1 + 0.25 land exactly where the same total would (no
    /// drift from binary fractions). Any thread may read the clock.
    private static let virtualNanoseconds = Mutex<Int64?>(nil)
    private static let start = DispatchTime.now().uptimeNanoseconds

    /// Seconds on the application clock.
    package static var now: CFTimeInterval {
        if let virtual = virtualNanoseconds.withLock({ $0 }) { return CFTimeInterval(virtual) / 1e9 }
        let origin = start  // read first: its lazy initialization must not follow the sample
        let sample = DispatchTime.now().uptimeNanoseconds
        return CFTimeInterval(sample >= origin ? sample - origin : 0) / 1e9
    }

    /// True while a virtual clock drives time.
    package static var isVirtual: Bool {
        virtualNanoseconds.withLock { $0 != nil }
    }

    /// Switches to a virtual clock reading `time` (tests and headless rendering).
    package static func useVirtualClock(at time: CFTimeInterval = 0) {
        virtualNanoseconds.withLock { $0 = nanoseconds(time) }
    }

    /// Moves the virtual clock forward; negative or non-finite steps are ignored.
    package static func advanceVirtualClock(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        virtualNanoseconds.withLock { $0 = ($0 ?? 0) + nanoseconds(seconds) }
    }

    private static func nanoseconds(_ seconds: CFTimeInterval) -> Int64 {
        guard seconds.isFinite else { return 0 }
        return Int64((seconds * 1e9).rounded())
    }

    /// Back to the monotonic clock.
    package static func useMonotonicClock() {
        virtualNanoseconds.withLock { $0 = nil }
    }
}

/// Core Animation's `CACurrentMediaTime()`: seconds on the application clock.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
