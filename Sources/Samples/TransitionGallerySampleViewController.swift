import SDLViews

/// Every transition kind on one card: pick the kind, the duration and the
/// curve; slow motion multiplies the duration by five.
@MainActor
final class TransitionGallerySampleViewController: SampleViewController {
    private var card: UIView!
    private var caption: UILabel!
    private var showingFront = true
    private var duration: TimeInterval = 1
    private var curve: UIView.AnimationOptions = .curveEaseInOut
    private var slowMotion = false
    private var status: UILabel!

    private let kinds: [(String, UIView.AnimationOptions)] = [
        ("Curl up", .transitionCurlUp), ("Curl down", .transitionCurlDown), ("Flip left", .transitionFlipFromLeft),
        ("Flip right", .transitionFlipFromRight), ("Flip top", .transitionFlipFromTop),
        ("Flip bottom", .transitionFlipFromBottom),
        ("Dissolve", .transitionCrossDissolve)
    ]

    override func buildContent(in content: UIView) {
        card = UIView(frame: CGRect(x: 300, y: 20, width: 440, height: 330))
        card.backgroundColor = .systemBlue
        caption = SampleTheme.label(
            "Front", font: SampleTheme.titleFont, color: .white, frame: card.bounds.insetBy(dx: 20, dy: 20))
        caption.textAlignment = .center
        card.addSubview(caption)
        content.addSubview(card)
        for (i, kind) in kinds.enumerated() {
            content.addSubview(
                SampleButton(kind.0, frame: CGRect(x: 20, y: 20 + CGFloat(i) * 40, width: 120, height: 32)) {
                    [weak self] in self?.run(kind.1)
                })
        }
        for (i, seconds) in [0.5, 1, 2].enumerated() {
            content.addSubview(
                SampleButton("\(seconds) s", frame: CGRect(x: 150, y: 20 + CGFloat(i) * 40, width: 120, height: 32)) {
                    [weak self] in
                    self?.duration = seconds
                    self?.updateStatus()
                })
        }
        let curves: [(String, UIView.AnimationOptions)] = [
            ("ease in-out", .curveEaseInOut), ("ease in", .curveEaseIn), ("ease out", .curveEaseOut),
            ("linear", .curveLinear)
        ]
        for (i, choice) in curves.enumerated() {
            content.addSubview(
                SampleButton(choice.0, frame: CGRect(x: 150, y: 140 + CGFloat(i) * 40, width: 120, height: 32)) {
                    [weak self] in
                    self?.curve = choice.1
                    self?.updateStatus()
                })
        }
        content.addSubview(
            SampleButton("Slow motion", frame: CGRect(x: 150, y: 300, width: 120, height: 32)) { [weak self] in
                self?.slowMotion.toggle()
                self?.updateStatus()
            })
        status = SampleTheme.label(
            "", font: SampleTheme.captionFont, frame: CGRect(x: 20, y: 360, width: 700, height: 20))
        content.addSubview(status)
        updateStatus()
    }

    private func run(_ kind: UIView.AnimationOptions) {
        UIView.transition(
            with: card, duration: duration * (slowMotion ? 5 : 1), options: [kind, curve],
            animations: {
                self.showingFront.toggle()
                self.card.backgroundColor = self.showingFront ? .systemBlue : .systemGreen
                self.caption.text = self.showingFront ? "Front" : "Back"
            })
    }

    private func updateStatus() {
        status.text = "duration \(duration) s\(slowMotion ? " × 5 (slow motion)" : "") · pick a transition on the left"
    }
}
