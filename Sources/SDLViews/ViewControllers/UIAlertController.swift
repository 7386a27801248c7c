import Foundation

/// UIKit's `UIAlertController`: an alert (a centred card) or an action sheet
/// (buttons at the bottom, the cancel one apart), presented over full screen
/// with a dimmed background. Return triggers `preferredAction`, Escape the
/// cancel action; a tap runs an action's handler after the alert is dismissed,
/// as UIKit. An alert's text fields sit under the message; the first one is
/// focused when the alert appears, and Return in a field triggers the
/// preferred action. Differences: at most one `.cancel` action is accepted,
/// and text fields on an action sheet are refused (both logged and ignored,
/// where UIKit throws).
@MainActor
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    /// The action Return triggers (drawn bold); nil means the only action, if there is one.
    open var preferredAction: UIAlertAction?
    open var message: String?
    /// UIKit's `textFields`: nil until `addTextField(configurationHandler:)` adds one.
    open private(set) var textFields: [UITextField]?
    private weak var previousResponder: UIResponder?

    /// UIKit's `init(title:message:preferredStyle:)`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    init(style: Style) {
        preferredStyle = style
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// Adds a button. A second `.cancel` action is refused (logged).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            SDLViewsLog.error("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
    }

    /// UIKit's `addTextField(configurationHandler:)`: a rounded field under the
    /// message, configured by `configurationHandler` before it is shown.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            SDLViewsLog.error(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 13)
        field.addAction(
            UIAction { [weak self] _ in
                guard let self, let action = self.keyboardDefaultAction else { return }
                self.trigger(action)
            }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        previousResponder = view.window?.firstResponder
        if let field = textFields?.first { field.becomeFirstResponder() } else { becomeFirstResponder() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let window = view.window
        if let first = window?.firstResponder as? UIView, first.isDescendant(of: view) {
            _ = first.resignFirstResponder()
        }
        resignFirstResponder()
        if let previousResponder, window?.firstResponder == nil { previousResponder.becomeFirstResponder() }
    }

    /// Escape or gamepad B (`.menu`) triggers the cancel action; Return or
    /// gamepad A (`.select`) the preferred action when no focused button took it.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let types = presses.map(\.type)
        if types.contains(.menu) {
            // Without a cancel action Escape does nothing (as UIKit), and reaches nothing behind the alert.
            if let cancel = actions.first(where: { $0.style == .cancel }) { trigger(cancel) }
        } else if types.contains(.select), presses.contains(where: { $0.key?.keyCode != .keyboardSpacebar }),
            let action = keyboardDefaultAction
        {
            trigger(action)
        } else {
            super.pressesBegan(presses, with: event)
        }
    }

    /// A screen reader's escape triggers the cancel action, as the Escape key
    /// does; the alert answers it either way, so it reaches nothing behind.
    open override func accessibilityPerformEscape() -> Bool {
        if let cancel = actions.first(where: { $0.style == .cancel }) { trigger(cancel) }
        return true
    }

    /// Focus starts on the preferred action's button (else the first enabled one), as tvOS.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] {
        guard let buttons = (viewIfLoaded as? AlertView)?.buttons else { return super.preferredFocusEnvironments }
        let preferred = buttons.first { $0.1 === keyboardDefaultAction } ?? buttons.first { $0.1.isEnabled }
        return preferred.map { [$0.0] } ?? super.preferredFocusEnvironments
    }

    /// The preferred action, or the only enabled action.
    var keyboardDefaultAction: UIAlertAction? {
        if let preferredAction, preferredAction.isEnabled { return preferredAction }
        let enabled = actions.filter(\.isEnabled)
        return enabled.count == 1 ? enabled[0] : nil
    }

    /// Dismisses the alert, then runs the action's handler, as UIKit.
    func trigger(_ action: UIAlertAction) {
        guard action.isEnabled, presentation?.isTransitioning != true else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}
