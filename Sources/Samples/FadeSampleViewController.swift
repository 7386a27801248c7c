import SDLViews

/// Listings 4-1/4-3 (cross-fade two views, block and begin/commit APIs) and
/// 4-2/4-4 (fade out, wait one second, fade back in, with a completion block
/// and with the begin/commit did-stop handler).
@MainActor
final class FadeSampleViewController: SampleViewController, UIViewAnimationDelegate {
    private var firstView: UIView!
    private var secondView: UIView!
    private var thirdView: UIView!

    override func buildContent(in content: UIView) {
        firstView = SampleTheme.tile(
            "first view", color: .systemBlue, frame: CGRect(x: 40, y: 30, width: 160, height: 110))
        secondView = SampleTheme.tile(
            "second view", color: .systemOrange, frame: CGRect(x: 40, y: 30, width: 160, height: 110))
        secondView.alpha = 0
        thirdView = SampleTheme.tile(
            "third view", color: .systemGreen, frame: CGRect(x: 320, y: 30, width: 160, height: 110))
        [firstView!, secondView!, thirdView!].forEach(content.addSubview)
        content.addSubview(
            SampleButton("4-1 block cross-fade", frame: CGRect(x: 40, y: 170, width: 200, height: 32)) { [weak self] in
                self?.crossFadeWithBlock()
            })
        content.addSubview(
            SampleButton("4-3 begin/commit cross-fade", frame: CGRect(x: 40, y: 212, width: 200, height: 32)) {
                [weak self] in self?.crossFadeWithBeginCommit()
            })
        content.addSubview(
            SampleButton("4-2 fade out, wait, in", frame: CGRect(x: 320, y: 170, width: 200, height: 32)) {
                [weak self] in self?.showHideWithBlocks()
            })
        content.addSubview(
            SampleButton("4-4 with did-stop handler", frame: CGRect(x: 320, y: 212, width: 200, height: 32)) {
                [weak self] in self?.showHideWithBeginCommit()
            })
    }

    /// Listing 4-1.
    private func crossFadeWithBlock() {
        UIView.animate(withDuration: 1.0) {
            self.firstView.alpha = self.firstView.alpha == 0 ? 1 : 0
            self.secondView.alpha = self.secondView.alpha == 0 ? 1 : 0
        }
    }

    /// Listing 4-3.
    private func crossFadeWithBeginCommit() {
        UIView.beginAnimations("ToggleViews", context: nil)
        UIView.setAnimationDuration(1.0)
        firstView.alpha = firstView.alpha == 0 ? 1 : 0
        secondView.alpha = secondView.alpha == 0 ? 1 : 0
        UIView.commitAnimations()
    }

    /// Listing 4-2.
    private func showHideWithBlocks() {
        UIView.animate(withDuration: 1.0, delay: 0, options: .curveEaseIn, animations: { self.thirdView.alpha = 0 }) {
            _ in
            UIView.animate(
                withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: { self.thirdView.alpha = 1 })
        }
    }

    /// Listing 4-4: the did-stop handler starts the second half.
    private func showHideWithBeginCommit() {
        UIView.beginAnimations("ShowHideView", context: nil)
        UIView.setAnimationCurve(.easeIn)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDelegate(self)
        thirdView.alpha = 0
        UIView.commitAnimations()
    }

    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        guard animationID == "ShowHideView" else { return }
        UIView.beginAnimations("ShowHideView2", context: nil)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDelay(1.0)
        thirdView.alpha = 1
        UIView.commitAnimations()
    }
}
