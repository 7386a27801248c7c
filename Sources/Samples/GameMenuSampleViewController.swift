import Foundation
import SDLViews

/// A game's menus on view controllers: a UINavigationController (a child of
/// this sample) goes title screen → main menu → level select (a focusable
/// collection view grid) or settings with UIKit's push and pop; Quit asks in a UIAlertController; Credits is a custom
/// presentation (a card over a dimmed background). Played with the focus
/// engine: arrow keys or the D-pad / left stick move focus (starting on the
/// first button), Return, Space or gamepad A activate, Escape or gamepad B
/// go back (or leave the sample at the title); the mouse works too. While the
/// main menu shows, the level select screen is prepared ahead with
/// `UIWindow.prewarm` (its texts rasterized, its textures uploaded), so Play
/// opens it without a first-frame hitch; the inspector's "prewarm" figure
/// (and purple bars) shows that work, spread over frames.
@MainActor
final class GameMenuSampleViewController: SampleViewController {
    private(set) var navigation: UINavigationController!
    private let cardTransition = CardTransition()
    /// The level select screen prepared while the main menu shows, used by Play.
    private(set) var preparedLevels: LevelSelectController?
    /// Whether `preparedLevels` is ready (its prewarm completed).
    private(set) var levelsArePrewarmed = false

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 480, height: 330)) }

    override func buildContent(in content: UIView) {
        let titleScreen = MenuScreenController(title: "Space Quest", items: [])
        titleScreen.items = [MenuItem("Start") { [weak self] in self?.showMainMenu() }]
        navigation = UINavigationController(rootViewController: titleScreen)
        navigation.setNavigationBarHidden(false, animated: false)
        addChild(navigation)
        navigation.view.frame = content.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    /// Focus goes into the menus, not to the launcher's header.
    override var preferredFocusEnvironments: [UIFocusEnvironment] { [navigation] }

    func showMainMenu() {
        let menu = MenuScreenController(title: "Main Menu", items: [])
        menu.items = [
            MenuItem("Play") { [weak self] in self?.showLevels() },
            MenuItem("Settings") { [weak self] in self?.showSettings() },
            MenuItem("Credits") { [weak self] in self?.showCredits() },
            MenuItem("Quit") { [weak self] in self?.confirmQuit() }
        ]
        navigation.pushViewController(menu, animated: true)
        prepareLevels()
    }

    func showLevels() {
        let levels = preparedLevels ?? LevelSelectController()
        preparedLevels = nil
        levelsArePrewarmed = false
        navigation.pushViewController(levels, animated: true)
    }

    /// Prepares the next level select screen in the frames before Play is chosen.
    private func prepareLevels() {
        guard preparedLevels == nil, let window = view.window else { return }
        let levels = LevelSelectController()
        preparedLevels = levels
        window.prewarm(levels, size: navigation.view.bounds.size) { [weak self, weak levels] ready in
            guard let self, levels != nil, levels === preparedLevels else { return }
            levelsArePrewarmed = ready
        }
    }

    func showSettings() {
        navigation.pushViewController(SettingsTabsViewController(), animated: true)
    }

    func showCredits() {
        let card = CreditsCardController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransition
        card.onClose = { [weak self] in self?.becomeFirstResponder() }
        present(card, animated: true)
    }

    func confirmQuit() {
        let alert = UIAlertController(
            title: "Quit to title?", message: "Unsaved progress is lost.", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.becomeFirstResponder() })
        let quit = UIAlertAction(title: "Quit", style: .destructive) { [weak self] _ in
            self?.navigation.popToRootViewController(animated: true)
            self?.becomeFirstResponder()
        }
        alert.addAction(quit)
        alert.preferredAction = quit
        present(alert, animated: true)
    }
}

/// One entry of a menu screen.
@MainActor
struct MenuItem {
    var title: String
    let action: () -> Void
    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
}

/// A screen of the game menu: a title and a column of buttons, the focused
/// one shown by the focus effect (a halo and a slight lift).
@MainActor
final class MenuScreenController: UIViewController {
    /// Renaming keeps the buttons (and so the focused one); a different count rebuilds them.
    var items: [MenuItem] {
        didSet {
            guard isViewLoaded else { return }
            guard buttons.count == items.count else { return rebuild() }
            for (button, item) in zip(buttons, items) { Self.show(item.title, on: button) }
        }
    }
    private(set) var buttons: [UIButton] = []

    init(title: String, items: [MenuItem]) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.08, green: 0.1, blue: 0.2, alpha: 1)
        rebuild()
    }

    /// Names the new screen to assistive technology and narration, as an iOS
    /// game posts `.screenChanged` with a string: VoiceOver reads it before
    /// the newly focused element.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIAccessibility.post(notification: .screenChanged, argument: title)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width: CGFloat = 220
        // Centred in the safe area: the view runs under the navigation and tab bars.
        let safe = view.safeAreaInsets
        let free = view.bounds.height - safe.top - safe.bottom
        let top = safe.top + max((free - CGFloat(buttons.count) * 52) / 2, 12)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(
                x: (view.bounds.width - width) / 2, y: top + CGFloat(index) * 52, width: width, height: 40)
        }
    }

    func retitle(_ index: Int, _ title: String) {
        guard items.indices.contains(index) else { return }
        items[index].title = title
    }

    /// A setting's title ("Sound: On") reads as VoiceOver reads a setting:
    /// its name as the label and its state as the value ("Sound, On, button"),
    /// so a change speaks the new value alone.
    private static func show(_ title: String, on button: UIButton) {
        button.setTitle(title, for: .normal)
        let parts = title.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        button.accessibilityLabel = parts.count == 2 ? parts[0] : nil
        button.accessibilityValue = parts.count == 2 ? parts[1] : nil
    }

    private func rebuild() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = items.enumerated().map { index, item in
            let button = UIButton(
                type: .custom,
                primaryAction: UIAction { [weak self] _ in self?.items[index].action() })
            Self.show(item.title, on: button)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = UIColor(red: 0.25, green: 0.32, blue: 0.6, alpha: 1)
            button.layer.cornerRadius = 8
            button.tintColor = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1)
            view.addSubview(button)
            return button
        }
        view.setNeedsLayout()
    }
}

/// The credits card: Escape (gamepad B) or Close (focused, so Return or A) dismiss it.
@MainActor
final class CreditsCardController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        label.text = "Space Quest\nMade with SDLViews"
        label.numberOfLines = 0
        label.textAlignment = .center
        view.addSubview(label)
        view.addSubview(closeButton)
    }

    private let label = UILabel()
    private lazy var closeButton = UIButton(
        type: .system, primaryAction: UIAction(title: "Close") { [weak self] _ in self?.close() })

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        label.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 80)
        closeButton.frame = CGRect(x: (bounds.width - 100) / 2, y: bounds.height - 56, width: 100, height: 40)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.type == .menu || ($0.type == .select && !closeButton.isFocused) }) {
            close()
        } else {
            super.pressesBegan(presses, with: event)
        }
    }

    func close() {
        resignFirstResponder()
        dismiss(animated: true) { [weak self] in self?.onClose?() }
    }
}

/// A custom presentation: a centred card over a dimmed background, faded in.
@MainActor
final class CardTransition: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentation(presentedViewController: presented, presenting: presenting)
    }
}

/// Dims the window and places the presented view as a 280 × 170 card in the middle.
@MainActor
final class CardPresentation: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: (bounds.width - 280) / 2, y: (bounds.height - 170) / 2, width: 280, height: 170)
    }

    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        UIView.animate(withDuration: 0.4) { self.dimming.alpha = 1 }
    }

    override func dismissalTransitionWillBegin() {
        UIView.animate(withDuration: 0.4) { self.dimming.alpha = 0 }
    }
}
