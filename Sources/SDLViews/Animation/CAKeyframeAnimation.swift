import Foundation

/// Core Animation's `CAKeyframeAnimation`: a sequence of values with optional
/// key times and per-segment timing functions. `calculationMode` linear,
/// discrete and paced are supported (cubic modes interpolate linearly, as
/// documented); `path` animates a point along straight segments of points.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    public struct CalculationMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = CalculationMode(rawValue: "linear")
        public static let discrete = CalculationMode(rawValue: "discrete")
        public static let paced = CalculationMode(rawValue: "paced")
        public static let cubic = CalculationMode(rawValue: "cubic")
        public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")
    }

    /// Core Animation's rotation modes: turn the layer along the direction of travel.
    public struct RotationMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let rotateAuto = RotationMode(rawValue: "auto")
        public static let rotateAutoReverse = RotationMode(rawValue: "autoReverse")
    }

    public var values: [Any]?
    /// For point animations: rotate the layer to the tangent of the motion (nil: no rotation).
    public var rotationMode: RotationMode?
    /// A polyline of points (Core Graphics paths arrive with custom drawing).
    public var path: [CGPoint]?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode: CalculationMode = .linear
    /// Values already in animatable form (set by UIView keyframe animations).
    var resolvedValues: [AnimatableValue]?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        resolvedValues = other.resolvedValues
        rotationMode = other.rotationMode
    }

    private var frames: [AnimatableValue] {
        if let resolvedValues { return resolvedValues }
        if let path, !path.isEmpty { return path.map { .point($0) } }
        return (values ?? []).compactMap { AnimatableValue($0) }
    }

    /// Key times: given ones if they match the values, else evenly spaced (or by distance when paced).
    private func times(for frames: [AnimatableValue]) -> [Double] {
        let n = frames.count
        if let keyTimes, keyTimes.count == n, calculationMode != .paced { return keyTimes.map(\.doubleValue) }
        guard n > 1 else { return [0] }
        if calculationMode == .paced { return pacedTimes(frames) }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    private func pacedTimes(_ frames: [AnimatableValue]) -> [Double] {
        var lengths: [Double] = [0]
        for i in 1..<frames.count {
            if case let (.point(a), .point(b)) = (frames[i - 1], frames[i]) {
                lengths.append(lengths.last! + Double(hypot(b.x - a.x, b.y - a.y)))
            } else if case let (.scalar(a), .scalar(b)) = (frames[i - 1], frames[i]) {
                lengths.append(lengths.last! + abs(b - a))
            } else {
                lengths.append(lengths.last! + 1)
            }
        }
        let total = lengths.last!
        return total > 0 ? lengths.map { $0 / total } : (0..<frames.count).map { Double($0) / Double(frames.count - 1) }
    }

    override func apply(progress: Double, to state: inout CALayer.State, model: CALayer.State) {
        let frames = self.frames
        guard let first = frames.first else { return }
        let t = eased(progress)
        if calculationMode == .discrete {
            // Value i holds from key time i to key time i + 1: n values take n + 1 key
            // times (n are accepted too), evenly spaced i/n when not given.
            let n = frames.count
            let given = keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == n || $0.count == n + 1 ? $0 : nil }
            let times = given ?? (0...n).map { Double($0) / Double(n) }
            return write(frames[min(times.lastIndex { $0 <= t } ?? 0, n - 1)], to: &state, model: model)
        }
        let times = times(for: frames)
        guard frames.count > 1, let segment = times.lastIndex(where: { $0 <= t }).map({ min($0, frames.count - 2) }) else {
            return write(first, to: &state, model: model)
        }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? min(max((t - times[segment]) / span, 0), 1) : 1
        // Paced mode ignores the per-segment timing functions, as it ignores keyTimes.
        if calculationMode != .paced, let functions = timingFunctions, segment < functions.count { local = functions[segment].solve(local) }
        write(AnimatableValue.interpolate(frames[segment], frames[segment + 1], local), to: &state, model: model)
        applyRotation(from: frames[segment], to: frames[segment + 1], in: &state, model: model)
    }

    /// rotateAuto turns the layer's x axis to the segment's direction (on top of its transform).
    private func applyRotation(from a: AnimatableValue, to b: AnimatableValue, in state: inout CALayer.State, model: CALayer.State) {
        guard let rotationMode, case let (.point(p), .point(q)) = (a, b), p != q else { return }
        var angle = atan2(q.y - p.y, q.x - p.x)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        state.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), model.transform)
    }
}
