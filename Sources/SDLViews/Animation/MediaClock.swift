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
    /// A time the clock cannot hold (not finite, or past about 292
    /// years in nanoseconds) starts it at 0, logged.
    package static func useVirtualClock(at time: CFTimeInterval = 0) {
        let start = nanoseconds(time)
        if start == nil { SDLViewsLog.error("VirtualClock.start(at: \(time)) refused (not a time the clock holds); starting at 0") }
        virtualNanoseconds.withLock { $0 = start ?? 0 }
    }

    /// Moves the virtual clock forward; negative or non-finite steps are
    /// ignored, and so (logged) is a step that would carry the clock past what
    /// it holds (Int64 nanoseconds, about 292 years): `advance(by: 1e17)` trapped.
    package static func advanceVirtualClock(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        let moved = nanoseconds(seconds).flatMap { step in
            virtualNanoseconds.withLock { clock -> Bool in
                let (sum, overflow) = (clock ?? 0).addingReportingOverflow(step)
                if !overflow { clock = sum }
                return !overflow
            }
        }
        if moved != true {
            SDLViewsLog.error("VirtualClock.advance(by: \(seconds)) ignored: the clock would pass about 292 years")
        }
    }

    /// Whole nanoseconds, nil when not finite or beyond Int64.
    private static func nanoseconds(_ seconds: CFTimeInterval) -> Int64? {
        let value = (seconds * 1e9).rounded()
        guard value.isFinite, abs(value) < 9.2e18 else { return nil }
        return Int64(value)
    }

    /// Back to the monotonic clock.
    package static func useMonotonicClock() {
        virtualNanoseconds.withLock { $0 = nil }
    }
}

/// Core Animation's `CACurrentMediaTime()`: seconds on the application clock.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
