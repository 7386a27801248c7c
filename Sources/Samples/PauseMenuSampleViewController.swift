import Foundation
import SDLViews

/// A game's pause menu from stack views: a vertical stack (title, buttons,
/// an options row that is itself a horizontal `.fillEqually` stack) centred
/// over a dimmed scene. "Options" hides or shows the options row inside an
/// animation block, so the menu collapses smoothly.
@MainActor
final class PauseMenuSampleViewController: SampleViewController {
    private var optionsRow: UIStackView!

    override func buildContent(in content: UIView) {
        addScene(to: content)
        let dim = UIView(frame: content.bounds)
        dim.backgroundColor = UIColor(white: 0, alpha: 0.45)
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(dim)

        let title = SampleChip("Paused", color: .clear)
        title.font = SampleTheme.titleFont
        optionsRow = UIStackView(arrangedSubviews: ["Music", "Effects", "Hints"].map {
            SampleChip($0, color: UIColor(white: 0.3, alpha: 1))
        })
        optionsRow.distribution = .fillEqually
        optionsRow.spacing = 8
        let menu = UIStackView(arrangedSubviews: [
            title,
            SampleChip("Resume") {},
            SampleChip("Options") { [weak self] in self?.toggleOptions() },
            optionsRow,
            SampleChip("Quit to title", color: .systemRed) {},
        ])
        menu.axis = .vertical
        menu.spacing = 12
        menu.setCustomSpacing(24, after: title)
        menu.isLayoutMarginsRelativeArrangement = true
        menu.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 24, right: 24)
        menu.backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.18, alpha: 0.95)
        menu.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(menu)
        NSLayoutConstraint.activate([
            menu.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            menu.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            menu.widthAnchor.constraint(equalToConstant: 320),
        ])
        let hint = SampleTheme.label("Tap Options: its row collapses in a UIViewPropertyAnimator, expands in UIView.animate", font: SampleTheme.captionFont,
                                     color: .white, frame: CGRect(x: 20, y: content.bounds.height - 30, width: 600, height: 20))
        hint.autoresizingMask = [.flexibleTopMargin]
        content.addSubview(hint)
    }

    private func addScene(to content: UIView) {
        let colors: [UIColor] = [.systemGreen, .systemTeal, .systemOrange, .systemBlue]
        for index in 0..<12 {
            let tile = UIView(frame: CGRect(x: 30 + (index % 6) * 125, y: 40 + (index / 6) * 240, width: 100, height: 200))
            tile.backgroundColor = colors[index % colors.count]
            content.addSubview(tile)
        }
    }

    /// Both ways UIKit animates a stack view's hiding: the collapse runs in
    /// a property animator (the row's layer hides when the animator ends),
    /// the expansion in a UIView animation block.
    private func toggleOptions() {
        guard optionsRow.isHidden else {
            UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.9) { self.optionsRow.isHidden = true }.startAnimation()
            return
        }
        UIView.animate(withDuration: 0.3) { self.optionsRow.isHidden = false }
    }
}
