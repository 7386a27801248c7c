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
                animation.apply(progress: progress, to: &presented, model: state)
            case .finished(let fill):
                guard let fill else { continue }
                animation.currentIteration = entry.timing.iteration(at: time)
                animation.apply(progress: fill, to: &presented, model: state)
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
    var subtreeIsAnimated: Bool { !animationEntries.isEmpty || sublayerList.contains { $0.subtreeIsAnimated } }

    private func collectAnimated(into saved: inout [(CALayer, State?)]) {
        if !animationEntries.isEmpty { saved.append((self, presentationState)) }
        for sublayer in sublayerList { sublayer.collectAnimated(into: &saved) }
    }
}
