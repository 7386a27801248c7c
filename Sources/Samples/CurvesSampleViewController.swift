import SDLViews

/// The four UIKit curves side by side, repeating and autoreversing, plus a
/// spring lane: the same distance in the same time.
@MainActor
final class CurvesSampleViewController: SampleViewController {
    private var runners: [(UIView, UIView.AnimationOptions)] = []

    override func buildContent(in content: UIView) {
        let lanes: [(String, UIView.AnimationOptions, UIColor)] = [
            ("linear", .curveLinear, .systemGray), ("easeIn", .curveEaseIn, .systemRed),
            ("easeOut", .curveEaseOut, .systemGreen), ("easeInOut", .curveEaseInOut, .systemBlue)
        ]
        for (i, lane) in lanes.enumerated() {
            let y = 30 + CGFloat(i) * 60
            content.addSubview(
                SampleTheme.label(
                    lane.0, font: SampleTheme.captionFont, frame: CGRect(x: 20, y: y + 10, width: 80, height: 20)))
            let track = UIView(frame: CGRect(x: 100, y: y + 19, width: 560, height: 2))
            track.backgroundColor = .lightGray
            content.addSubview(track)
            let runner = UIView(frame: CGRect(x: 100, y: y, width: 40, height: 40))
            runner.backgroundColor = lane.2
            content.addSubview(runner)
            runners.append((runner, lane.1))
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for (runner, curve) in runners {
            UIView.animate(
                withDuration: 1.5, delay: 0, options: [curve, .repeat, .autoreverse, .allowUserInteraction],
                animations: { runner.center.x = 640 })
        }
    }
}
