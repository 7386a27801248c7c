import Foundation
import SDLViews

/// Listings 4-6 and 4-7: a notes page swapped for an empty one with a curl
/// up, once with the block API and once with begin/commit. The two pages are
/// labels (editable text comes with the controls).
@MainActor
final class NotesTransitionSampleViewController: SampleViewController {
    private var container: UIView!
    private var currentTextView: UILabel!
    private var swapTextView: UILabel!
    private var pageNumber = 1

    override func buildContent(in content: UIView) {
        container = UIView(frame: CGRect(x: 40, y: 20, width: 420, height: 300))
        container.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.8, alpha: 1)
        currentTextView = page(text: notes(for: 1))
        swapTextView = page(text: "")
        swapTextView.isHidden = true
        container.addSubview(currentTextView)
        container.addSubview(swapTextView)
        content.addSubview(container)
        content.addSubview(
            SampleButton("New page (4-6, block)", frame: CGRect(x: 40, y: 340, width: 200, height: 32)) { [weak self] in
                self?.insertNewPage()
            })
        content.addSubview(
            SampleButton("New page (4-7, begin/commit)", frame: CGRect(x: 260, y: 340, width: 200, height: 32)) {
                [weak self] in self?.insertNewPageBeginCommit()
            })
    }

    private func page(text: String) -> UILabel {
        let label = UILabel(frame: container.bounds.insetBy(dx: 20, dy: 20))
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 16)
        label.text = text
        label.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.8, alpha: 1)
        return label
    }

    private func notes(for page: Int) -> String {
        "Page \(page)\n\nMeeting notes: the menu needs a settings panel, the HUD a mini map, and the level editor an undo button. "
            + "Tap New page for an empty page."
    }

    /// Listing 4-6.
    private func insertNewPage() {
        UIView.transition(
            with: container, duration: 1.0, options: .transitionCurlUp,
            animations: {
                self.currentTextView.isHidden = true
                self.swapTextView.isHidden = false
            }, completion: { _ in self.pageDidTurn() })
    }

    /// Listing 4-7.
    private func insertNewPageBeginCommit() {
        UIView.beginAnimations("ToggleSiblings", context: nil)
        UIView.setAnimationTransition(.curlUp, for: container, cache: true)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDidStop { [weak self] _, _, _ in self?.pageDidTurn() }
        currentTextView.isHidden = true
        swapTextView.isHidden = false
        UIView.commitAnimations()
    }

    /// Save the old page and reuse its view for the next one.
    private func pageDidTurn() {
        pageNumber += 1
        let temp = currentTextView!
        currentTextView = swapTextView
        swapTextView = temp
        currentTextView.text = "Page \(pageNumber)\n\n(empty page)"
        swapTextView.text = ""
    }
}
