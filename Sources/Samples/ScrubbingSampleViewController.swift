import Foundation
import SDLViews

/// UIViewPropertyAnimator scrubbing: drag along the track to set
/// `fractionComplete` of a paused animator (a card slides, turns and fades);
/// Play continues from there, Reverse plays it back. A CADisplayLink shows the
/// fraction every frame.
@MainActor
final class ScrubbingSampleViewController: SampleViewController {
    private var card: UIView!
    private(set) var readout: UILabel!
    private var track: ScrubTrack!
    private var animator: UIViewPropertyAnimator?
    private var link: CADisplayLink?

    override func buildContent(in content: UIView) {
        card = SampleTheme.tile("card", color: .systemPurple, frame: CGRect(x: 40, y: 30, width: 120, height: 80))
        content.addSubview(card)
        track = ScrubTrack(frame: CGRect(x: 40, y: 200, width: 600, height: 36)) { [weak self] fraction in
            self?.scrub(to: fraction)
        }
        content.addSubview(track)
        readout = SampleTheme.label(
            "", font: SampleTheme.captionFont, frame: CGRect(x: 40, y: 245, width: 600, height: 20))
        content.addSubview(readout)
        content.addSubview(
            SampleButton("Play", frame: CGRect(x: 40, y: 280, width: 110, height: 32)) { [weak self] in
                self?.play(reversed: false)
            })
        content.addSubview(
            SampleButton("Reverse", frame: CGRect(x: 160, y: 280, width: 110, height: 32)) { [weak self] in
                self?.play(reversed: true)
            })
        content.addSubview(
            SampleButton("Reset", frame: CGRect(x: 280, y: 280, width: 110, height: 32)) { [weak self] in self?.reset()
            })
        makeAnimator()
        let link = CADisplayLink { [weak self] _ in self?.showFraction() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
        finishAnimator()
    }

    /// A controller released without disappearing (its window closed, a screenshot ended) still
    /// finishes its animator: UIKit treats releasing a paused animator as a programmer error.
    isolated deinit {
        link?.invalidate()
        finishAnimator()
    }

    /// UIKit's way to end a paused or running animator: stop it (it then waits in `.stopped`)
    /// and finish it where it is, leaving the card as it shows.
    private func finishAnimator() {
        guard let animator, animator.state != .inactive else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
    }

    private func makeAnimator() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) {
            self.card.center.x = 580
            self.card.transform = CGAffineTransform(rotationAngle: .pi / 2)
            self.card.alpha = 0.3
        }
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        self.animator = animator
    }

    private func scrub(to fraction: CGFloat) {
        guard let animator else { return }
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = min(max(fraction, 0), 1)
    }

    private func play(reversed: Bool) {
        guard let animator else { return }
        animator.isReversed = reversed
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }

    private func reset() {
        finishAnimator()
        UIView.performWithoutAnimation {
            card.center.x = 100
            card.transform = .identity
            card.alpha = 1
        }
        makeAnimator()
    }

    /// The knob follows the animator too, so it moves while Play or Reverse runs.
    private func showFraction() {
        guard let animator else { return }
        track.fraction = animator.fractionComplete
        let state = animator.isRunning ? "running" : "paused"
        readout.text = String(
            format: "fractionComplete %.3f · %@ · drag along the bar to scrub", animator.fractionComplete, state)
    }
}

/// A bar that reports where along it the finger is, as a fraction, and
/// shows a fraction with its knob.
@MainActor
final class ScrubTrack: UIView {
    private let onScrub: (CGFloat) -> Void
    private let thumb = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 36))
    /// Where the knob is, from 0 (left end) to 1 (right end); the knob stays within the bar.
    var fraction: CGFloat = 0 {
        didSet { thumb.center.x = knobTravel.lowerBound + fraction * (knobTravel.upperBound - knobTravel.lowerBound) }
    }
    private var knobTravel: ClosedRange<CGFloat> { thumb.bounds.midX...(bounds.width - thumb.bounds.midX) }

    init(frame: CGRect, onScrub: @escaping (CGFloat) -> Void) {
        self.onScrub = onScrub
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.82, alpha: 1)
        thumb.backgroundColor = SampleTheme.accent
        addSubview(thumb)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { follow(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { follow(touches) }

    private func follow(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let x = touch.location(in: self).x
        fraction = min(max((x - knobTravel.lowerBound) / (knobTravel.upperBound - knobTravel.lowerBound), 0), 1)
        onScrub(fraction)
    }
}
