import SDLViews

/// `animateKeyframes`: a square runs round a rectangle, turning and changing
/// colour at each corner, one keyframe per side.
@MainActor
final class KeyframesSampleViewController: SampleViewController {
    private var square: UIView!

    override func buildContent(in content: UIView) {
        let path = UIView(frame: CGRect(x: 80, y: 60, width: 400, height: 220))
        path.backgroundColor = UIColor(white: 0.88, alpha: 1)
        content.addSubview(path)
        square = UIView(frame: CGRect(x: 60, y: 40, width: 40, height: 40))
        square.backgroundColor = .systemRed
        content.addSubview(square)
        content.addSubview(
            SampleButton("Run again", frame: CGRect(x: 80, y: 320, width: 140, height: 32)) { [weak self] in self?.run()
            })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        run()
    }

    private func run() {
        UIView.performWithoutAnimation {
            square.center = CGPoint(x: 80, y: 60)
            square.transform = .identity
            square.backgroundColor = .systemRed
        }
        UIView.animateKeyframes(
            withDuration: 4, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                    self.square.center = CGPoint(x: 480, y: 60)
                    self.square.backgroundColor = .systemOrange
                }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                    self.square.center = CGPoint(x: 480, y: 280)
                    self.square.transform = CGAffineTransform(rotationAngle: .pi / 2)
                    self.square.backgroundColor = .systemGreen
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                    self.square.center = CGPoint(x: 80, y: 280)
                    self.square.backgroundColor = .systemBlue
                }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                    self.square.center = CGPoint(x: 80, y: 60)
                    self.square.transform = .identity
                    self.square.backgroundColor = .systemRed
                }
            })
    }
}
