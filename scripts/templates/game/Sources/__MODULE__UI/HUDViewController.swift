import SDLViews

/// The HUD shown during play: the score and a Pause button in the top corners.
/// Its root view is clear, so clicks and keys it does not use stay the game's.
@MainActor
public final class HUDViewController: UIViewController {
    public let scoreLabel = UILabel()
    public private(set) var pauseButton: UIButton!
    /// Called when the player chooses Quit in the pause menu.
    public var onQuit: () -> Void = {}
    public var isPaused: Bool { presentedViewController != nil }

    public var score = 0 {
        didSet { scoreLabel.text = "Score \(score)" }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        scoreLabel.text = "Score 0"
        scoreLabel.textColor = .white
        scoreLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scoreLabel)

        let pause = UIButton(type: .system, primaryAction: UIAction(title: "Pause") { [weak self] _ in self?.pause() })
        pause.setTitleColor(.white, for: .normal)
        pause.backgroundColor = UIColor(white: 0, alpha: 0.5)
        pause.layer.cornerRadius = 8
        pause.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pause)
        pauseButton = pause

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            scoreLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            scoreLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            pause.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            pause.topAnchor.constraint(equalTo: margins.topAnchor),
            pause.widthAnchor.constraint(equalToConstant: 96)
        ])
    }

    /// Opens the pause menu (the Pause button, or Escape in the game loop).
    public func pause() {
        guard !isPaused else { return }
        let menu = PauseMenuViewController()
        menu.onResume = { [weak self] in self?.dismiss(animated: true) }
        menu.onQuit = { [weak self] in self?.onQuit() }
        present(menu, animated: true)
    }
}
