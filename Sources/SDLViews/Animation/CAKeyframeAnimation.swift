import Foundation

/// Core Animation's `CAKeyframeAnimation`: a sequence of values with optional
/// key times and per-segment timing functions. `calculationMode` linear,
/// discrete and paced are supported (cubic modes interpolate linearly, as
/// documented); `path` (a `CGPath`) moves a point along its lines and curves,
/// its element end points timed like values.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// Core Animation's `CAAnimationCalculationMode`: how keyframe values are interpolated between key times.
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
    /// Core Animation's `path`: a point property follows it (it wins over
    /// `values`); key times and timing functions apply to its element end points.
    public var path: CGPath?
    /// The path's vertices and flattened segments, prepared once per path object.
    private var preparedPath: KeyframePath?
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
        if let path = self.keyframePath { return path.vertices.map { .point($0) } }
        return (values ?? []).compactMap { AnimatableValue($0) }
    }

    private var keyframePath: KeyframePath? {
        guard let path, !path.isEmpty else { return nil }
        if preparedPath?.source !== path { preparedPath = KeyframePath(path) }
        return preparedPath.flatMap { $0.vertices.count > 1 ? $0 : nil }
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
        let pathLengths = keyframePath?.segmentLengths
        for i in 1..<frames.count {
            if let pathLengths {
                lengths.append(lengths.last! + pathLengths[i - 1])
            } else if case let (.point(a), .point(b)) = (frames[i - 1], frames[i]) {
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

    override func apply(progress: Double, to state: inout CALayer.State, model: CALayer) {
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
        guard frames.count > 1, let segment = times.lastIndex(where: { $0 <= t }).map({ min($0, frames.count - 2) })
        else {
            return write(first, to: &state, model: model)
        }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? min(max((t - times[segment]) / span, 0), 1) : 1
        // Paced mode ignores the per-segment timing functions, as it ignores keyTimes.
        if calculationMode != .paced, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].solve(local)
        }
        if let path = keyframePath {
            let (point, direction) = path.point(inSegment: segment, fraction: local)
            write(.point(point), to: &state, model: model)
            return applyRotation(direction, in: &state, model: model)
        }
        write(AnimatableValue.interpolate(frames[segment], frames[segment + 1], local), to: &state, model: model)
        guard case let (.point(p), .point(q)) = (frames[segment], frames[segment + 1]) else { return }
        applyRotation(CGVector(dx: q.x - p.x, dy: q.y - p.y), in: &state, model: model)
    }

    /// rotateAuto turns the layer's x axis to the segment's direction (on top of its transform).
    private func applyRotation(_ direction: CGVector, in state: inout CALayer.State, model: CALayer) {
        guard let rotationMode, direction.dx != 0 || direction.dy != 0 else { return }
        var angle = atan2(direction.dy, direction.dx)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        state.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), model.state.transform)
    }
}
