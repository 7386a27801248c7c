import SDLViews

/// UIView spring animations with damping ratios from 1 (no overshoot) down to
/// 0.2, and a CASpringAnimation; tap Replay to run them again.
@MainActor
final class SpringSampleViewController: SampleViewController {
    private var balls: [(UIView, CGFloat)] = []
    private let springLayer = CALayer()

    override func buildContent(in content: UIView) {
        for (i, damping) in [1.0, 0.7, 0.5, 0.35, 0.2].enumerated() {
            let y = 20 + CGFloat(i) * 55
            content.addSubview(
                SampleTheme.label(
                    "damping \(damping)", font: SampleTheme.captionFont,
                    frame: CGRect(x: 20, y: y + 12, width: 110, height: 20)))
            let ball = UIView(frame: CGRect(x: 140, y: y, width: 44, height: 44))
            ball.backgroundColor = UIColor(hue: CGFloat(i) / 6, saturation: 0.7, brightness: 0.9, alpha: 1)
            content.addSubview(ball)
            balls.append((ball, CGFloat(damping)))
        }
        content.addSubview(
            SampleTheme.label(
                "CASpringAnimation (mass 1, stiffness 100, damping 5)", font: SampleTheme.captionFont,
                frame: CGRect(x: 20, y: 300, width: 420, height: 20)))
        springLayer.frame = CGRect(x: 140, y: 325, width: 44, height: 44)
        springLayer.backgroundColor = UIColor.systemPink.cgColor
        content.layer.addSublayer(springLayer)
        content.addSubview(
            SampleButton("Replay", frame: CGRect(x: 20, y: 390, width: 120, height: 32)) { [weak self] in self?.run() })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        run()
    }

    private func run() {
        for (ball, damping) in balls {
            UIView.performWithoutAnimation { ball.center.x = 162 }
            UIView.animate(
                withDuration: 1.2, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: [],
                animations: { ball.center.x = 560 })
        }
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 5
        spring.fromValue = 162
        spring.toValue = 560
        spring.duration = spring.settlingDuration
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        springLayer.position.x = 560
        CATransaction.commit()
        springLayer.add(spring, forKey: "spring")
    }
}
