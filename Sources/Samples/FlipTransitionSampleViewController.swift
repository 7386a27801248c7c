import SDLViews

/// Listing 4-8: a view controller toggles between a primary and a secondary
/// view with `transition(from:to:)`, flipping from the right and back from the left.
@MainActor
final class FlipTransitionSampleViewController: SampleViewController {
    private var primaryView: UIView!
    private var secondaryView: UIView!
    private var displayingPrimary = true

    override func buildContent(in content: UIView) {
        let frame = CGRect(x: 60, y: 30, width: 360, height: 240)
        primaryView = SampleTheme.tile("Primary view: the scores", color: .systemBlue, frame: frame)
        secondaryView = SampleTheme.tile("Secondary view: the settings", color: .systemOrange, frame: frame)
        content.addSubview(primaryView)
        content.addSubview(
            SampleButton("Flip (Listing 4-8)", frame: CGRect(x: 60, y: 300, width: 180, height: 32)) { [weak self] in
                self?.toggle()
            })
    }

    private func toggle() {
        UIView.transition(
            from: displayingPrimary ? primaryView : secondaryView,
            to: displayingPrimary ? secondaryView : primaryView,
            duration: 1.0,
            options: displayingPrimary ? .transitionFlipFromRight : .transitionFlipFromLeft
        ) { finished in
            if finished { self.displayingPrimary.toggle() }
        }
    }
}
