import Foundation
import SDLViews

/// A game's pause menu from stack views: a vertical stack (title, buttons,
/// an options row that is itself a horizontal `.fillEqually` stack) centred
/// over a dimmed scene. "Options" hides or shows the options row inside an
/// animation block, so the menu collapses smoothly. Resume closes the menu
/// (Pause opens it again), each option toggles, Quit goes back to the launcher.
/// Below the options, a real `UISlider` sets the music volume; it is enabled
/// only while Music is on.
@MainActor
final class PauseMenuSampleViewController: SampleViewController {
    private var optionsRow: UIStackView!
    private(set) var menu: UIStackView!
    private var dim: UIView!
    private var pauseButton: SampleButton!
    private var hint: UILabel!
    private(set) var options = ["Music": true, "Effects": true, "Hints": false]
    private(set) var musicVolume: UISlider!

    /// The scene and dimming fill the window, the menu stays centred; below 400×380 it scrolls.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 400, height: 380)) }

    override func buildContent(in content: UIView) {
        let scene = PauseMenuScene(frame: content.bounds)
        scene.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(scene)
        pauseButton = SampleButton("Pause", frame: CGRect(x: content.bounds.width - 130, y: 8, width: 110, height: 28))
        { [weak self] in
            self?.setPaused(true)
        }
        pauseButton.autoresizingMask = [.flexibleLeftMargin]
        pauseButton.isHidden = true
        content.addSubview(pauseButton)
        dim = UIView(frame: content.bounds)
        dim.backgroundColor = UIColor(white: 0, alpha: 0.45)
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(dim)

        let title = SampleChip("Paused", color: .clear)
        title.font = SampleTheme.titleFont
        let toggles = UIStackView(arrangedSubviews: ["Music", "Effects", "Hints"].map(optionChip))
        toggles.distribution = .fillEqually
        // Wider than the focus ring reaches outside a chip, so a neighbour never covers it.
        toggles.spacing = 16
        let volumeLabel = SampleTheme.label("Volume", font: SampleTheme.captionFont, color: .white, frame: .zero)
        let volumeRow = UIStackView(arrangedSubviews: [volumeLabel, makeMusicVolume()])
        volumeRow.spacing = 12
        optionsRow = UIStackView(arrangedSubviews: [toggles, volumeRow])
        optionsRow.axis = .vertical
        optionsRow.spacing = 8
        // While the row collapses its height shrinks to 0 but its toggles and slider keep their
        // size; clipped, they slide under the row's edge instead of drawing over Options above.
        optionsRow.clipsToBounds = true
        // Room for the focus ring of the toggles and the slider inside that clip.
        optionsRow.isLayoutMarginsRelativeArrangement = true
        optionsRow.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        menu = UIStackView(arrangedSubviews: [
            title,
            SampleChip("Resume") { [weak self] in self?.setPaused(false) },
            SampleChip("Options") { [weak self] in self?.toggleOptions() },
            optionsRow,
            SampleChip("Quit to title", color: UIColor(red: 0.75, green: 0.1, blue: 0.1, alpha: 1)) { [weak self] in self?.onBack?() }
        ])
        menu.axis = .vertical
        menu.spacing = 12
        menu.setCustomSpacing(24, after: title)
        menu.isLayoutMarginsRelativeArrangement = true
        menu.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 24, right: 24)
        // Fixed padding: a menu that reaches past the window's edge while it resizes would otherwise
        // add that overlap (the safe area's) to its margins, grow, and reach further.
        menu.insetsLayoutMarginsFromSafeArea = false
        menu.backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.18, alpha: 0.95)
        menu.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(menu)
        NSLayoutConstraint.activate([
            menu.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            menu.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            menu.widthAnchor.constraint(equalToConstant: 320)
        ])
        hint = SampleTheme.label(
            Self.menuHint, font: SampleTheme.captionFont,
            color: .white, frame: CGRect(x: 20, y: content.bounds.height - 30, width: content.bounds.width - 40, height: 20))
        hint.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        // A dark strip under the hint: the game behind it is bright in places.
        hint.backgroundColor = UIColor(white: 0, alpha: 0.7)
        content.addSubview(hint)
    }

    private static let menuHint =
        "Tap Options: its row collapses in a UIViewPropertyAnimator, expands in UIView.animate"

    /// The music volume: a UISlider in the menu's colours, reporting user changes in the hint.
    private func makeMusicVolume() -> UISlider {
        let slider = UISlider(frame: .zero)
        slider.accessibilityLabel = "Music volume"
        slider.value = 0.8
        slider.minimumTrackTintColor = .systemGreen
        slider.maximumTrackTintColor = UIColor(white: 0.35, alpha: 1)
        slider.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                hint.text = "Music volume \(Int((musicVolume.value * 100).rounded())) %"
            }, for: .valueChanged)
        musicVolume = slider
        return slider
    }

    /// An option that toggles when tapped; green while on.
    private func optionChip(_ name: String) -> SampleChip {
        let chip = SampleChip(name, color: UIColor(white: 0.3, alpha: 1))
        chip.isUserInteractionEnabled = true
        _ = SampleButton(covering: chip) { [weak self, weak chip] in
            guard let self, let chip else { return }
            self.options[name]?.toggle()
            self.show(name, in: chip)
            self.hint.text = "\(name) \(self.options[name] == true ? "on" : "off")"
        }
        show(name, in: chip)
        return chip
    }

    private func show(_ name: String, in chip: SampleChip) {
        let on = options[name] ?? false
        chip.backgroundColor = on ? UIColor(red: 0.1, green: 0.45, blue: 0.2, alpha: 1) : UIColor(white: 0.3, alpha: 1)
        if name == "Music" { musicVolume?.isEnabled = on }
    }

    /// Pausing shows the menu over the dimmed scene; resuming hides both and shows Pause.
    private func setPaused(_ paused: Bool) {
        menu.isHidden = !paused
        dim.isHidden = !paused
        pauseButton.isHidden = paused
        hint.text = paused ? Self.menuHint : "Resumed: the game runs; Pause opens the menu again"
        // White reads on the dimming; without it the hint is over the light backdrop.
        hint.textColor = paused ? .white : .label
    }

    /// Both ways UIKit animates a stack view's hiding: the collapse runs in
    /// a property animator (the row's layer hides when the animator ends),
    /// the expansion in a UIView animation block.
    private func toggleOptions() {
        guard optionsRow.isHidden else {
            UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.9) {
                self.optionsRow.isHidden = true
                self.optionsRow.alpha = 0
            }
            .startAnimation()
            return
        }
        UIView.animate(withDuration: 0.3) {
            self.optionsRow.isHidden = false
            self.optionsRow.alpha = 1
        }
    }
}

/// The game behind the menu: two rows of six coloured blocks spread over the
/// whole scene, laid out again whenever it resizes.
@MainActor
final class PauseMenuScene: UIView {
    private var tiles: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let colors: [UIColor] = [.systemGreen, .systemTeal, .systemOrange, .systemBlue]
        for index in 0..<12 {
            let tile = UIView()
            tile.backgroundColor = colors[index % colors.count]
            addSubview(tile)
            tiles.append(tile)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// At 800×552 this is the original scene: 100×200 blocks, 125 and 240 points apart from (30, 40).
    override func layoutSubviews() {
        super.layoutSubviews()
        let columnStep = (bounds.width - 50) / 6, rowStep = (bounds.height - 72) / 2
        let width = (columnStep * 0.8).rounded(), height = (rowStep * 200 / 240).rounded()
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(
                x: (30 + CGFloat(index % 6) * columnStep).rounded(), y: (40 + CGFloat(index / 6) * rowStep).rounded(),
                width: width, height: height)
        }
    }
}
