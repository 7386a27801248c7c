import Foundation

/// A held D-pad direction or stick: focus moves at once, again after the
/// initial delay, then at the repeat interval, on the application clock. Every
/// repeat due by a frame's time is counted, so the number of moves depends on
/// the time held and not on the frame rate.
struct DirectionRepeater {
    static let initialDelay: CFTimeInterval = 0.4
    static let interval: CFTimeInterval = 0.1
    /// At most this many repeats per frame (a long stall does not fly through a list).
    static let burstLimit = 10

    let heading: UIFocusHeading
    private var nextRepeat: CFTimeInterval

    init(heading: UIFocusHeading, startedAt now: CFTimeInterval) {
        self.heading = heading
        nextRepeat = now + Self.initialDelay
    }

    /// The repeats due by `now` (clock values are compared with a nanosecond of slack).
    mutating func repeatsDue(at now: CFTimeInterval) -> Int {
        var count = 0
        while nextRepeat <= now + 1e-9 {
            count += 1
            nextRepeat += Self.interval
        }
        if count > Self.burstLimit {
            nextRepeat = now + Self.interval
            return Self.burstLimit
        }
        return count
    }
}
