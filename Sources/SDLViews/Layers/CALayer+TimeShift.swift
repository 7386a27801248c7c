import Foundation

/// Presentation values at another time than the frame's, without touching the
/// animations' bookkeeping (start/stop callbacks, removal): what
/// `CAReplicatorLayer.instanceDelay` shows for each instance.
extension CALayer {
    /// The values animations give this layer at `time` (nil: no animations).
    func presentationState(at time: CFTimeInterval) -> State? {
        guard !animationEntries.isEmpty else { return nil }
        var presented = state
        for entry in animationEntries {
            let animation = entry.animation
            let savedIteration = animation.currentIteration
            defer { animation.currentIteration = savedIteration }
            switch entry.timing.phase(at: time) {
            case .before: continue
            case .active(let progress):
                animation.currentIteration = entry.timing.iteration(at: time)
                animation.apply(progress: progress, to: &presented, model: self)
            case .finished(let fill):
                guard let fill else { continue }
                animation.currentIteration = entry.timing.iteration(at: time)
                animation.apply(progress: fill, to: &presented, model: self)
            }
        }
        return presented
    }

    /// Runs `body` while this layer and its sublayers show their animations
    /// at `time`, then puts the frame's values back.
    func showingSubtree(at time: CFTimeInterval, _ body: () -> Void) {
        var saved: [(CALayer, State?)] = []
        collectAnimated(into: &saved)
        for (layer, _) in saved { layer.presentationState = layer.presentationState(at: time) }
        body()
        for (layer, state) in saved { layer.presentationState = state }
    }

    /// Whether any layer of the subtree has animations.
    var subtreeIsAnimated: Bool {
        var animated = false
        forEachInSubtree { layer in
            if !layer.animationEntries.isEmpty { animated = true }
            return !animated
        }
        return animated
    }

    private func collectAnimated(into saved: inout [(CALayer, State?)]) {
        forEachInSubtree { layer in
            if !layer.animationEntries.isEmpty { saved.append((layer, layer.presentationState)) }
            return true
        }
    }

    /// Visits this layer and its sublayers, parents first and in order, with
    /// its own stack (trees of any depth); `body` returns false to skip the
    /// layer's sublayers.
    func forEachInSubtree(_ body: (CALayer) -> Bool) {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            guard body(layer) else { continue }
            stack.append(contentsOf: layer.sublayerList.reversed())
        }
    }
}
