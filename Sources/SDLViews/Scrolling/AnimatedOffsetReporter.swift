import Foundation

/// A scroll view whose offset changed inside a UIView animation block
/// (`UIView.animate(withDuration: 1.5) { scrollView.contentOffset = … }`):
/// the layer animates the bounds while the model already holds the end, so
/// without help the delegate would hear `scrollViewDidScroll` once. This
/// calls it on every frame until the block's animation has run (its delay
/// plus duration, repeats excluded), so parallax and other per-frame work
/// driven from the delegate keeps up; the on-screen offset during the
/// animation is `layer.presentation()?.bounds.origin`.
/// `setContentOffset(_:animated:)`, the wheel and drags move the model each
/// frame and report through the bounds as they go.
@MainActor
final class AnimatedOffsetReporter {
    weak var scrollView: UIScrollView?
    private var until: CFTimeInterval = 0
    private var token: Int?

    /// The offset changed now: inside an animating block, report every frame until it has run.
    func offsetDidChange() {
        guard let scrollView, scrollView.window != nil,
            let block = runtime.viewAnimationStack.observableBlock, block.duration > 0
        else { return }
        let end = max(block.begin, MediaClock.now) + block.delay + block.duration
        until = max(until, end)
        guard token == nil else { return }
        token = UIApplication.shared.pipeline.addFrameCallback { [weak self] now in self?.frame(at: now) }
    }

    private func frame(at now: CFTimeInterval) {
        guard let scrollView, scrollView.window != nil else { return stop() }
        scrollView.delegate?.scrollViewDidScroll(scrollView)
        if now + 1e-9 >= until { stop() }
    }

    private func stop() {
        guard let token else { return }
        UIApplication.shared.pipeline.removeCallback(token)
        self.token = nil
    }

    isolated deinit { stop() }
}
