import Foundation

/// Core Animation's timing model for one animation: from the media time to
/// the animation's progress (0...1 along its simple duration, before easing),
/// with speed, timeOffset, repeatCount (fractional counts allowed),
/// repeatDuration, autoreverses and fill modes.
struct AnimationTiming: Equatable {
    enum Phase: Equatable {
        /// Not yet started and not filling backwards: no effect.
        case before
        /// Running or filling: show the animation at this raw progress.
        case active(progress: Double)
        /// Ended; `fill` is the raw progress to keep showing if the fill mode holds it.
        case finished(fill: Double?)

        /// Whether the animation writes its value in this phase.
        var writes: Bool {
            switch self {
            case .before: return false
            case .active: return true
            case .finished(let fill): return fill != nil
            }
        }
    }

    let begin: CFTimeInterval
    let duration: CFTimeInterval
    let speed: Double
    let timeOffset: CFTimeInterval
    let repeatCount: Double
    let repeatDuration: CFTimeInterval
    let autoreverses: Bool
    let fillsBackwards: Bool
    let fillsForwards: Bool

    @MainActor
    init(_ animation: CAAnimation, begin: CFTimeInterval) {
        self.begin = begin
        duration = animation.effectiveDuration
        speed = Double(animation.speed)
        timeOffset = animation.timeOffset
        repeatCount = Double(animation.repeatCount)
        repeatDuration = animation.repeatDuration
        autoreverses = animation.autoreverses
        fillsBackwards = animation.fillMode == .backwards || animation.fillMode == .both
        fillsForwards = animation.fillMode == .forwards || animation.fillMode == .both
    }

    /// One play through, doubled when autoreversing.
    var cycle: CFTimeInterval { autoreverses ? 2 * duration : duration }

    /// The active duration in the animation's local time.
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite { return .infinity }
        return cycle * max(repeatCount, 1)
    }

    /// The media time at which the animation ends (infinite for endless repeats).
    var endTime: CFTimeInterval {
        guard speed != 0 else { return .infinity }
        return begin + activeDuration / speed
    }

    /// The animation is active for `activeDuration` from its begin time;
    /// `timeOffset` only moves where in its cycle it is, wrapping round as
    /// Core Animation does (offset to C of A…E plays C→D→E→A→B).
    func phase(at time: CFTimeInterval) -> Phase {
        let elapsed = (time - begin) * speed
        if elapsed < 0 || (speed == 0 && time < begin) {
            return fillsBackwards ? .active(progress: progress(atLocal: timeOffset)) : .before
        }
        if elapsed >= activeDuration {
            return .finished(fill: fillsForwards ? progress(atLocal: activeDuration + timeOffset) : nil)
        }
        return .active(progress: progress(atLocal: elapsed + timeOffset))
    }

    /// Which repetition (0-based) runs at `time`, for cumulative animations.
    func iteration(at time: CFTimeInterval) -> Int {
        let local = (time - begin) * speed + timeOffset
        guard cycle > 0, local > 0 else { return 0 }
        let clamped = min(local, activeDuration)
        var index = Int(saturating: clamped / cycle, rounding: .down)
        if clamped.truncatingRemainder(dividingBy: cycle) == 0, index > 0 { index -= 1 }
        return min(index, 10_000)
    }

    /// Raw progress within the current repetition; at an exact end of a
    /// repetition it is that repetition's end (1, or 0 when reversing back).
    func progress(atLocal local: CFTimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        var within = local.truncatingRemainder(dividingBy: cycle)
        if within == 0, local > 0 { within = cycle }
        if autoreverses && within > duration { return max(0, 1 - (within - duration) / duration) }
        return min(within / duration, 1)
    }
}
