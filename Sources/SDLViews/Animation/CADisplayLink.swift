import Foundation

/// Core Animation's `CAFrameRateRange`: the frame rates a display link would
/// like. Rates are frames per second; 0 means "no preference" (the display rate).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// Core Animation's default range: no preference, the display rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// Core Animation's `CADisplayLink`: a timer that calls back once per frame,
/// in the timers stage of the frame pipeline (before that frame's animations,
/// layout and drawing), so what the callback changes shows in the same frame.
///
/// Matches UIKit in: a link does nothing until added to a run loop, the run
/// loop keeps it alive from `add(to:forMode:)` until `invalidate()` (or until
/// it is removed from every mode it was added to), a paused link is not
/// called, `timestamp` is the frame's media time (`CACurrentMediaTime()`),
/// `targetTimestamp` is `timestamp + duration`, and a lower
/// `preferredFramesPerSecond` skips frames so the callback runs at most that
/// often. A link added during a frame is first called in the next frame.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
public final class CADisplayLink {
    /// The frame rate this runtime assumes for the display.
    static let displayRate: Double = 60
    /// Slack when deciding whether a reduced-rate link is due: a quarter of a
    /// display frame, so frames arriving slightly early (timer jitter, or the
    /// rounding of 1/60 steps) are not skipped, while a whole early frame still is.
    static let dueTolerance: CFTimeInterval = 1 / (4 * displayRate)

    private let handler: (CADisplayLink) -> Void
    /// The run loop modes the link was added to (UIKit's bookkeeping: it runs
    /// until removed from all of them).
    private var modes: Set<RunLoop.Mode> = []
    /// The frame pipeline's token while the link is registered (added and not paused).
    private var callbackToken: Int?
    /// Strong self-reference while added: UIKit's run loop retains its links.
    private var retainedByRunLoop: CADisplayLink?
    private var isInvalidated = false
    /// When a reduced-rate link is next due (nil: at the next frame).
    private var nextDueTime: CFTimeInterval?

    /// UIKit's `init(target:selector:)` as a closure: `handler` gets the link
    /// on every frame the link fires.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// The frame's media time when the callback last ran (0 before the first call).
    public private(set) var timestamp: CFTimeInterval = 0

    /// When the next frame the link fires in is expected: `timestamp + duration`.
    public var targetTimestamp: CFTimeInterval { timestamp + duration }

    /// The link's frame interval: 1/60 s by default, 1/(the preferred rate)
    /// when a lower rate is asked for.
    public var duration: CFTimeInterval { 1 / effectiveRate }

    /// As in UIKit: 0 (the default) means the display rate; a lower rate
    /// makes the link skip frames. Rates above the display's are the display rate.
    public var preferredFramesPerSecond: Int = 0

    /// As in UIKit, a range other than `.default` supersedes
    /// `preferredFramesPerSecond`: the link runs at `preferred` if given (and
    /// not 0), else at `maximum` (0: the display rate). The minimum is not
    /// used: the display rate never drops here.
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// As in UIKit: a paused link stays added but is not called. While paused
    /// it does not keep the application's frame loop awake.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            nextDueTime = nil
            updateRegistration()
        }
    }

    /// The rate the link fires at, in frames per second (0 < rate ≤ 60).
    private var effectiveRate: Double {
        var requested = Double(preferredFramesPerSecond)
        let range = preferredFrameRateRange
        if range != .default {
            requested = Double(range.preferred.flatMap { $0 > 0 ? $0 : nil } ?? range.maximum)
        }
        guard requested.isFinite, requested > 0 else { return Self.displayRate }
        return min(requested, Self.displayRate)
    }

    // MARK: Run loop

    /// Starts calling the handler every frame, from the next frame on. The
    /// run loop and mode are accepted for UIKit compatibility; adding to more
    /// modes than one changes nothing but the bookkeeping `remove` uses.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        modes.insert(mode)
        retainedByRunLoop = self
        updateRegistration()
    }

    /// Removes the link from `mode`; once it is in no mode it stops and the
    /// run loop lets it go (it can be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        guard modes.isEmpty else { return }
        retainedByRunLoop = nil
        updateRegistration()
    }

    /// Removes the link from every mode for good and releases it, as UIKit does.
    public func invalidate() {
        isInvalidated = true
        modes.removeAll()
        updateRegistration()
        retainedByRunLoop = nil
    }

    /// Registered with the frame pipeline exactly while added, valid and not
    /// paused, so paused and removed links cost no frames.
    private func updateRegistration() {
        let wanted = !isInvalidated && !modes.isEmpty && !isPaused
        let pipeline = UIApplication.shared.pipeline
        if wanted, callbackToken == nil {
            callbackToken = pipeline.addFrameCallback { [self] now in frame(at: now) }
        } else if !wanted, let token = callbackToken {
            pipeline.removeCallback(token)
            callbackToken = nil
        }
    }

    // MARK: Frames

    /// One frame of the timers stage.
    private func frame(at now: CFTimeInterval) {
        // The pipeline walks a copy of its callbacks, so a link removed by an
        // earlier callback of this frame can still be reached: skip it then.
        guard callbackToken != nil, isDue(at: now) else { return }
        timestamp = now
        handler(self)
    }

    /// True when the link should fire at `now`. Reduced rates keep a grid of
    /// due times one interval apart (so on average the link never fires more
    /// often than asked); after a stall the grid restarts instead of firing
    /// several times in a row to catch up.
    private func isDue(at now: CFTimeInterval) -> Bool {
        let interval = duration
        if let due = nextDueTime, now < due - Self.dueTolerance { return false }
        let next = (nextDueTime ?? now) + interval
        nextDueTime = next > now ? next : now + interval
        return true
    }
}
