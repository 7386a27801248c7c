import Foundation

/// Animated layers that cannot be seen are not evaluated each frame.
///
/// A layer is *parked* for a tick when it is hidden, or an ancestor is hidden
/// or (with no animations of its own) fully transparent, and no animation
/// starts or ends before the tick: whatever it animates, nothing of it is
/// drawn (a hidden menu's pulsing dot costs an idle HUD nothing). Showing it
/// changes the model of the layer or of an ancestor with sublayers, which
/// puts it back into the ticks. It is also parked when everything it can draw during its
/// animations lies outside its window: it is a leaf that draws inside its
/// bounds (no sublayers, shadow, mask, overflowing or subclass-rendered
/// contents), its animations move it only along a range known in advance
/// (basic animations of `position` whose timing curve does not overshoot)
/// and otherwise change what it looks like, not where (opacity, colours,
/// borders, corner radius), none of its ancestors animates or replicates,
/// and no animation starts or ends before the tick. A parked layer keeps its
/// animations and callbacks; its presentation is caught up when anything reads
/// it (`presentation()`, a snapshot, a composite that does not cull it), and
/// the first full evaluation after parking compares with what was last shown,
/// so the compositor draws it where it now is. A long list of animated items of which a screen
/// shows a few then costs about what the few cost (Core Animation's render
/// server evaluates every animation; what shows is the same).
@MainActor
struct ParkedAnimations {
    /// Each superlayer's transform to its root for this tick (nil inside: not
    /// predictable, because an ancestor animates, replicates or is not affine).
    private var maps: [ObjectIdentifier: Homography?] = [:]
    /// Whether each superlayer draws nothing for this tick: it or an ancestor is
    /// hidden, or at opacity 0 with no animations that could change that.
    private var invisible: [ObjectIdentifier: Bool] = [:]
    private var rootBounds: (root: ObjectIdentifier, bounds: CGRect)?
    /// `runtime.parkingEpoch` for this tick (read once, not per layer).
    private var epoch: UInt64 = 0

    /// How far anti-aliasing fringes reach past a layer's box, in points.
    private static let fringe: CGFloat = 2

    mutating func beginTick() {
        epoch = runtime.parkingEpoch
        maps.removeAll(keepingCapacity: true)
        invisible.removeAll(keepingCapacity: true)
        rootBounds = nil
    }

    /// Whether `layer` can be parked at `time` (see above): until when, or nil to evaluate it.
    mutating func parks(_ layer: CALayer, at time: CFTimeInterval) -> CFTimeInterval? {
        guard let box = layer.presentationBox, box.basis == layer.presentationBasis, layer.evaluatesInPlace,
            let evaluated = box.evaluatedAt, time > evaluated,
            // Seen last time, with nothing changed that could move it: seen now (an animating screenful's usual case).
            box.seen?.basis != box.basis || box.seen?.epoch != epoch
        else { return nil }
        let until = layer.nextAnimationEvent(after: evaluated)
        guard time < until else { return nil }
        // isHidden is not animatable: a hidden layer's presentation is hidden too.
        if layer.state.isHidden || layer.superlayer.map({ drawsNothing($0) }) == true { return until }
        guard layer.drawsInsideBounds else { return nil }
        let root = layer.rootLayer
        guard let sweep = layer.parkingSweep(box), let superlayer = layer.superlayer,
            let toRoot = map(of: superlayer, to: root), let drawn = toRoot.boundingBox(of: sweep), drawn.isFinite
        else { return nil }
        guard !drawn.insetBy(dx: -Self.fringe, dy: -Self.fringe).intersects(bounds(of: root)) else {
            box.seen = (layer.presentationBasis, epoch)
            return nil
        }
        return until
    }

    /// Whether `layer` and so its whole subtree draw nothing (see `invisible`),
    /// worked out once per tick for each superlayer of an animated layer.
    private mutating func drawsNothing(_ layer: CALayer) -> Bool {
        var chain: [CALayer] = []
        var current: CALayer? = layer
        var above = false
        while let l = current {
            if let known = invisible[ObjectIdentifier(l)] { above = known; break }
            chain.append(l)
            guard chain.count < HierarchyDepth.limit else { break }
            current = l.superlayer
        }
        for l in chain.reversed() {
            let model = l.state
            let still = l.animationEntries.isEmpty && l.activeTransition == nil
            above = above || model.isHidden || (still && model.opacity <= 0)
            invisible[ObjectIdentifier(l)] = above
        }
        return above
    }

    private mutating func bounds(of root: CALayer) -> CGRect {
        if let known = rootBounds, known.root == ObjectIdentifier(root) { return known.bounds }
        let bounds = root.renderState.bounds
        rootBounds = (ObjectIdentifier(root), bounds)
        return bounds
    }

    /// The transform from `layer`'s space to `root`'s, through presentation values.
    private mutating func map(of layer: CALayer, to root: CALayer) -> Homography? {
        var chain: [CALayer] = []
        var current = layer
        var base: Homography?
        while true {
            if current === root { base = .identity; break }
            if let known = maps[ObjectIdentifier(current)] { base = known; break }
            chain.append(current)
            guard let parent = current.superlayer, chain.count < HierarchyDepth.limit else { break }
            current = parent
        }
        for ancestor in chain.reversed() {
            let still = ancestor.animationEntries.isEmpty && ancestor.activeTransition == nil
            if let above = base, still, !ancestor.replicatesSublayers {
                let m = above * LayerGeometry.toSuperlayer(ancestor.renderState)
                base = m.isAffine ? m : nil
            } else {
                base = nil
            }
            maps.updateValue(base, forKey: ObjectIdentifier(ancestor))
        }
        return base
    }
}

extension CALayer {
    /// The box, unless parked since: reading it first evaluates the animations
    /// at the pending time, without callbacks (no animation starts or ends
    /// while a layer is parked).
    @inline(__always)
    func caughtUp(_ box: StateBox) -> StateBox {
        if box.isParked, let time = runtime.animationEngine.lastTickTime, box.caughtUpAt != time {
            catchUp(box, at: time)
        }
        return box
    }

    private func catchUp(_ box: StateBox, at time: CFTimeInterval) {
        box.caughtUpAt = time
        box.state = presentationState(at: time) ?? state
    }

    /// When the next animation of the layer starts or ends after `time`.
    func nextAnimationEvent(after time: CFTimeInterval) -> CFTimeInterval {
        var next = CFTimeInterval.infinity
        for entry in animationEntries {
            let timing = entry.timing
            guard timing.speed > 0 else { return time }
            next = min(next, time < timing.begin ? timing.begin : timing.endTime)
        }
        return next
    }

    /// The box (superlayer space) the layer draws in at any time during its
    /// animations, or nil when that cannot be known in advance; worked out
    /// once per model and animation list.
    fileprivate func parkingSweep(_ box: StateBox) -> CGRect? {
        if let known = box.parking, known.basis == presentationBasis { return known.sweep }
        let sweep = sweptBox(model: state)
        box.parking = (presentationBasis, sweep)
        return sweep
    }

    /// A leaf whose drawing stays inside its bounds (read live: a sublayer,
    /// mask or transition does not change the model).
    fileprivate var drawsInsideBounds: Bool {
        sublayerList.isEmpty && mask == nil && activeTransition == nil && !replicatesSublayers
    }

    private func sweptBox(model: State) -> CGRect? {
        let look = model.appearance
        let staysInBounds =
            model.masksToBounds
            || (!rendersContents && look.contentsGravity == .resize && look.contentsRect == Compositor.unitRect)
        guard !look.hasShadow, staysInBounds, let range = positionRange(model: model) else { return nil }
        let at = LayerGeometry.toSuperlayer(model)
        guard at.isAffine, let drawn = at.boundingBox(of: model.bounds) else { return nil }
        let p = model.position
        return drawn.union(drawn.offsetBy(dx: range.minX - p.x, dy: range.minY - p.y))
            .union(drawn.offsetBy(dx: range.maxX - p.x, dy: range.maxY - p.y))
    }

    /// Every position the animations can show, as a rectangle of points, or
    /// nil when an animation changes the layer's geometry otherwise or
    /// unpredictably (springs, overshooting curves, cumulative repeats).
    private func positionRange(model: State) -> CGRect? {
        var range = CGRect(origin: model.position, size: .zero)
        for entry in animationEntries {
            switch entry.target {
            case .opacity, .backgroundColor, .borderColor, .borderWidth, .cornerRadius, .zPosition, .contentsRect,
                .contentsCenter:
                continue
            case .position, .positionX, .positionY:
                guard let span = span(of: entry, model: model) else { return nil }
                range = entry.isAdditive ? CALayer.sum(range, span) : range.union(span)
            default: return nil
            }
        }
        return range
    }

    /// The positions one animation writes (a one-axis animation spans the other axis nowhere).
    private func span(of entry: LayerAnimationEntry, model: State) -> CGRect? {
        guard let basic = entry.animation as? CABasicAnimation, !(basic is CASpringAnimation),
            basic.progressCurve == nil, !basic.isCumulative, basic.valueFunction == nil,
            basic.timingFunction.map({ (0...1).contains($0.c1y) && (0...1).contains($0.c2y) }) ?? true,
            let (from, to) = basic.range(model: self)
        else { return nil }
        let additive = entry.isAdditive
        func axis(_ a: Double, _ b: Double) -> (CGFloat, CGFloat) { (CGFloat(min(a, b)), CGFloat(max(a, b))) }
        switch (entry.target, from, to) {
        case (.position, .point(let a), .point(let b)):
            return CGRect(
                x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        case (.positionX, .scalar(let a), .scalar(let b)):
            let (lo, hi) = axis(a, b)
            let y = additive ? 0 : model.position.y
            return CGRect(x: lo, y: y, width: hi - lo, height: 0)
        case (.positionY, .scalar(let a), .scalar(let b)):
            let (lo, hi) = axis(a, b)
            let x = additive ? 0 : model.position.x
            return CGRect(x: x, y: lo, width: 0, height: hi - lo)
        default: return nil
        }
    }

    /// Every sum of a point in `a` and a point in `b`.
    private static func sum(_ a: CGRect, _ b: CGRect) -> CGRect {
        CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height)
    }
}
