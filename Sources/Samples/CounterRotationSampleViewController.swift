import SDLViews

/// Listing 4-9: a view turns a full circle counter-clockwise in two UIView
/// blocks while a layer inside it turns clockwise with a Core Animation
/// value function, so the layer keeps its orientation on screen.
@MainActor
final class CounterRotationSampleViewController: SampleViewController {
    private var backingView: UIView!
    private let manLayer = CALayer()

    override func buildContent(in content: UIView) {
        backingView = UIView(frame: CGRect(x: 120, y: 40, width: 220, height: 220))
        backingView.backgroundColor = .systemIndigo
        let marker = UIView(frame: CGRect(x: 95, y: 8, width: 30, height: 30))
        marker.backgroundColor = .white
        backingView.addSubview(marker)
        manLayer.bounds = CGRect(x: 0, y: 0, width: 90, height: 40)
        manLayer.position = CGPoint(x: 110, y: 110)
        manLayer.backgroundColor = UIColor.systemYellow.cgColor
        let head = CALayer()
        head.frame = CGRect(x: 35, y: 0, width: 20, height: 10)
        head.backgroundColor = UIColor.black.cgColor
        manLayer.addSublayer(head)
        backingView.layer.addSublayer(manLayer)
        content.addSubview(backingView)
        content.addSubview(
            SampleButton("Run Listing 4-9", frame: CGRect(x: 120, y: 290, width: 220, height: 32)) { [weak self] in
                self?.run()
            })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        run()
    }

    private func run() {
        UIView.animate(
            withDuration: 1.0, delay: 0, options: .curveLinear,
            animations: {
                self.backingView.transform = CGAffineTransform(rotationAngle: -.pi)
                let layerAnimation = CABasicAnimation(keyPath: "transform")
                layerAnimation.duration = 2.0
                layerAnimation.beginTime = 0
                layerAnimation.valueFunction = CAValueFunction(name: .rotateZ)
                layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
                layerAnimation.fromValue = 0.0
                layerAnimation.toValue = 2 * Double.pi
                layerAnimation.byValue = Double.pi
                self.manLayer.add(layerAnimation, forKey: "layerAnimation")
            },
            completion: { _ in
                UIView.animate(
                    withDuration: 1.0, delay: 0, options: .curveLinear,
                    animations: {
                        self.backingView.transform = CGAffineTransform(rotationAngle: -359 * .pi / 180)
                    },
                    completion: { _ in
                        self.backingView.transform = .identity
                    })
            })
    }
}
