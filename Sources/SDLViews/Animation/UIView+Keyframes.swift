import Foundation

extension UIView {
    /// UIKit's keyframe options: the animation options that apply, plus how
    /// values between keyframes are calculated.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        public static let allowUserInteraction = KeyframeAnimationOptions(
            rawValue: AnimationOptions.allowUserInteraction.rawValue)
        public static let beginFromCurrentState = KeyframeAnimationOptions(
            rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(
            rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(
            rawValue: AnimationOptions.overrideInheritedOptions.rawValue)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAKeyframeAnimation.CalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }

    /// UIKit's keyframe animation: inside `animations`, each
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` sets
    /// values reached at its end; changes made outside any keyframe span the
    /// whole duration. Each animated property becomes one keyframe animation
    /// over the whole duration, timed by the options' curve (ease-in-out by
    /// default), linear between keyframes unless a calculation mode says otherwise.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationBlock(
            duration: duration, delay: delay, options: AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10)))
        block.completion = completion
        block.keyframes = KeyframeCollector(mode: options.calculationMode)
        block.inherit(from: runtime.viewAnimationStack.blocks.last, now: runtime.animationEngine.commitTime())
        runtime.viewAnimationStack.blocks.append(block)
        animations()
        runtime.viewAnimationStack.blocks.removeLast()
        block.keyframes?.addWholeSpan(block.records)
        block.records.removeAll()
        block.commit()
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block; start and
    /// duration are fractions (0...1) of its duration. Outside one, the changes apply at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard let parent = runtime.viewAnimationStack.blocks.last, let collector = parent.keyframes else {
            return animations()
        }
        let capture = ViewAnimationBlock(duration: parent.duration, delay: 0, options: [])
        capture.completionSource = .enclosing
        runtime.viewAnimationStack.blocks.append(capture)
        animations()
        runtime.viewAnimationStack.blocks.removeLast()
        collector.add(capture.records, start: frameStartTime, duration: frameDuration)
    }
}

/// The keyframes of one `animateKeyframes` block, per layer property.
@MainActor
final class KeyframeCollector {
    struct Frame { let start: Double; let end: Double; let old: AnimatableValue }
    struct Track { let layer: CALayer; let key: String; var frames: [Frame] }

    let mode: CAKeyframeAnimation.CalculationMode
    private var tracks: [String: Track] = [:]
    private var order: [String] = []

    init(mode: CAKeyframeAnimation.CalculationMode) { self.mode = mode }

    func add(_ records: [(layer: CALayer, key: String, old: AnimatableValue)], start: Double, duration: Double) {
        let s = start.isFinite ? min(max(start, 0), 1) : 0
        let e = duration.isFinite ? min(max(s + duration, s), 1) : 1
        for record in records {
            let id = "\(ObjectIdentifier(record.layer).hashValue)/\(record.key)"
            if tracks[id] == nil {
                tracks[id] = Track(layer: record.layer, key: record.key, frames: []); order.append(id)
            }
            tracks[id]!.frames.append(Frame(start: s, end: e, old: record.old))
        }
    }

    func addWholeSpan(_ records: [(layer: CALayer, key: String, old: AnimatableValue)]) {
        add(records, start: 0, duration: 1)
    }

    /// One keyframe animation per property: the value before each keyframe
    /// holds until it starts, then moves to the value set inside it.
    func animations() -> [(CALayer, CAKeyframeAnimation, String)] {
        order.compactMap { id in
            guard let track = tracks[id], let final = LayerKeyPath.value(of: track.key, in: track.layer.state) else {
                return nil
            }
            let frames = track.frames.sorted { $0.start < $1.start }
            var values: [AnimatableValue] = [frames[0].old]
            var times: [Double] = [0]
            for (i, frame) in frames.enumerated() {
                let target = i + 1 < frames.count ? frames[i + 1].old : final
                if frame.start > times.last! { values.append(values.last!); times.append(frame.start) }
                values.append(target)
                times.append(max(frame.end, times.last!))
            }
            if times.last! < 1 { values.append(values.last!); times.append(1) }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.resolvedValues = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            return (track.layer, animation, "\(track.key)-\(runtime.viewAnimationStack.nextSerial())")
        }
    }
}
