import Foundation
import SDLViews

/// The pause menu: a dimmed full-screen overlay with a card of two buttons.
/// While it is up the UI takes the keyboard and gamepad; Escape resumes.
@MainActor
public final class PauseMenuViewController: UIViewController {
    public var onResume: () -> Void = {}
    public var onQuit: () -> Void = {}
    public private(set) var resumeButton: UIButton!

    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.6)
        resumeButton = UIButton(type: .system, primaryAction: UIAction(title: "Resume") { [weak self] _ in self?.onResume() })
        let quit = UIButton(type: .system, primaryAction: UIAction(title: "Quit") { [weak self] _ in self?.onQuit() })
        let stack = UIStackView(arrangedSubviews: [resumeButton, quit])
        stack.axis = .vertical
        stack.spacing = 12
        stack.backgroundColor = .secondarySystemBackground
        stack.layer.cornerRadius = 12
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200)
        ])
    }

    public override var preferredFocusEnvironments: [UIFocusEnvironment] { [resumeButton] }

    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape) { [weak self] _ in self?.onResume() }]
    }
}
