import SDLViews

/// Listing 4-5: an outer block fades one view out; a nested block with its
/// own curve, duration and an autoreversing repeat count of 2.5 fades another
/// back and forth and ends on the new value.
@MainActor
final class NestedAnimationSampleViewController: SampleViewController {
    private var aView: UIView!
    private var anotherView: UIView!

    override func buildContent(in content: UIView) {
        aView = SampleTheme.tile("aView", color: .systemPurple, frame: CGRect(x: 40, y: 30, width: 160, height: 110))
        anotherView = SampleTheme.tile(
            "anotherView", color: .systemTeal, frame: CGRect(x: 240, y: 30, width: 160, height: 110))
        content.addSubview(aView)
        content.addSubview(anotherView)
        content.addSubview(
            SampleButton("Run Listing 4-5", frame: CGRect(x: 40, y: 170, width: 180, height: 32)) { [weak self] in
                self?.run()
            })
        content.addSubview(
            SampleTheme.label(
                "Outer: 1 s after 1 s, ease-out. Nested: 0.2 s linear, autoreverse, repeat 2.5.",
                font: SampleTheme.captionFont, frame: CGRect(x: 40, y: 215, width: 600, height: 20)))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        run()
    }

    private func run() {
        aView.alpha = 1
        anotherView.alpha = 1
        UIView.animate(
            withDuration: 1.0, delay: 1.0, options: .curveEaseOut,
            animations: {
                self.aView.alpha = 0
                UIView.animate(
                    withDuration: 0.2, delay: 0,
                    options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat, .autoreverse],
                    animations: {
                        UIView.setAnimationRepeatCount(2.5)
                        self.anotherView.alpha = 0
                    })
            })
    }
}
