import Foundation

/// The view of a `UIAlertController`: a dimmed background and a card with the
/// title, the message and one button per action (an alert's two actions side
/// by side, otherwise stacked with the cancel action last; an action sheet's
/// card at the bottom with the cancel action in its own card below).
/// When the buttons do not fit on the screen (1,000 actions), the card keeps
/// to the screen and its buttons scroll inside it, as UIKit's: every action
/// stays reachable by touch, and by focus (the focus system scrolls the
/// focused button into view).
@MainActor
final class AlertView: UIView {
    /// True until set, as UIKit's alert: a screen reader stays inside the alert while it shows.
    override var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? true }
        set { super.accessibilityViewIsModal = newValue }
    }

    private static let alertWidth: CGFloat = 270
    private static let buttonHeight: CGFloat = 44
    private static let padding: CGFloat = 16
    private static let sheetMaximumWidth: CGFloat = 400
    private static let fieldHeight: CGFloat = 28

    /// The dimming behind the card (the view's own background).
    static let dimmingColor = UIColor(white: 0, alpha: 0.4)

    private weak var controller: UIAlertController?
    let card = UIView()
    let cancelCard = UIView()
    /// The card's buttons (stacked or side by side) scroll here when they are taller than the screen allows.
    let actionsScroll: UIScrollView = AlertActionsScrollView()
    /// Space kept between the card and the screen's edges when the card is as tall as it can be.
    private static let screenMargin: CGFloat = 20
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private(set) var buttons: [(UIButton, UIAlertAction)] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = Self.dimmingColor
        for panel in [card, cancelCard] {
            panel.backgroundColor = UIColor(white: 0.96, alpha: 1)
            panel.layer.cornerRadius = 13
            panel.clipsToBounds = true
        }
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        messageLabel.font = UIFont.systemFont(ofSize: 13)
        for label in [titleLabel, messageLabel] {
            label.textAlignment = .center
            label.numberOfLines = 0
            card.addSubview(label)
        }
        // A tap on a button is a tap at once (no wait to see whether it starts a scroll).
        actionsScroll.delaysContentTouches = false
        actionsScroll.showsHorizontalScrollIndicator = false
        card.addSubview(actionsScroll)
        addSubview(card)
        addSubview(cancelCard)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The cards the presentation fades in and out.
    var panels: [UIView] { [card, cancelCard] }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        rebuildButtonsIfNeeded(controller)
        let width = isSheet ? min(bounds.width - 16, Self.sheetMaximumWidth) : Self.alertWidth
        let textHeight = layoutText(controller, width: width)
        let cancel = isSheet ? buttons.filter { $0.1.style == .cancel } : []
        let inCard = buttons.filter { pair in !cancel.contains { $0.0 === pair.0 } }
        let sideBySide = !isSheet && inCard.count == 2
        let rows = sideBySide ? 1 : inCard.count
        let buttonsHeight = CGFloat(rows) * Self.buttonHeight
        let cancelHeight = cancel.isEmpty ? 0 : Self.buttonHeight + 8
        let tallest = max(0, bounds.height - 2 * Self.screenMargin - (isSheet ? cancelHeight : 0))
        let actionsHeight = min(buttonsHeight, max(tallest - textHeight, min(buttonsHeight, Self.buttonHeight)))
        let cardHeight = textHeight + actionsHeight
        actionsScroll.frame = CGRect(x: 0, y: textHeight, width: width, height: actionsHeight)
        actionsScroll.contentSize = CGSize(width: width, height: buttonsHeight)
        place(inCard, sideBySide: sideBySide, top: 0, width: width, in: actionsScroll)
        place(cancel, sideBySide: false, top: 0, width: width, in: cancelCard)
        cancelCard.isHidden = cancel.isEmpty
        if isSheet {
            let bottom = bounds.height - 8
            cancelCard.frame = CGRect(
                x: (bounds.width - width) / 2, y: bottom - Self.buttonHeight, width: width, height: Self.buttonHeight)
            card.frame = CGRect(
                x: (bounds.width - width) / 2, y: bottom - cancelHeight - cardHeight, width: width, height: cardHeight)
        } else {
            card.frame = CGRect(
                x: (bounds.width - width) / 2, y: (bounds.height - cardHeight) / 2, width: width, height: cardHeight)
        }
    }

    /// Title, message and text fields from the top of the card; returns the
    /// height they take (0 when there are none).
    private func layoutText(_ controller: UIAlertController, width: CGFloat) -> CGFloat {
        var y = Self.padding
        let inner = width - 2 * Self.padding
        for (label, text) in [(titleLabel, controller.title), (messageLabel, controller.message)] {
            label.text = text
            label.isHidden = text?.isEmpty ?? true
            guard !label.isHidden else { continue }
            let size = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: Self.padding, y: y, width: inner, height: ceil(size.height))
            y = label.frame.maxY + 4
        }
        for field in controller.textFields ?? [] {
            if field.superview !== card { card.addSubview(field) }
            field.frame = CGRect(x: Self.padding, y: y + 4, width: inner, height: Self.fieldHeight)
            y = field.frame.maxY + 4
        }
        return y == Self.padding ? 0 : y + Self.padding - 4
    }

    private func place(
        _ row: [(UIButton, UIAlertAction)], sideBySide: Bool, top: CGFloat, width: CGFloat, in panel: UIView
    ) {
        let buttonWidth = sideBySide ? width / 2 : width
        for (index, pair) in row.enumerated() {
            // Right to left the first action is at the right, as UIKit's.
            let slot = isRightToLeft ? row.count - 1 - index : index
            let x = sideBySide ? CGFloat(slot) * buttonWidth : 0
            let y = sideBySide ? top : top + CGFloat(index) * Self.buttonHeight
            pair.0.frame = CGRect(x: x, y: y, width: buttonWidth, height: Self.buttonHeight)
            pair.0.focusEffect = Self.focusHalo(forButtonOf: pair.0.bounds.size)
            if pair.0.superview !== panel { panel.addSubview(pair.0) }
        }
    }

    /// An action's keyboard focus look, as iOS's alert under a hardware
    /// keyboard (and tvOS's focused alert button): a rounded halo inside the
    /// button's cell. Drawn outside (the default), the halo would be cut off
    /// by the card, which clips to its rounded corners, and would leave a
    /// thick bar on the seam between two side-by-side actions.
    static func focusHalo(forButtonOf size: CGSize) -> UIFocusHaloEffect {
        let inset: CGFloat = 4
        let shape = CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset)
        let halo = UIFocusHaloEffect(roundedRect: shape, cornerRadius: 9)
        halo.position = .inside
        return halo
    }

    private func rebuildButtonsIfNeeded(_ controller: UIAlertController) {
        guard buttons.count != controller.actions.count else { return }
        buttons.forEach { $0.0.removeFromSuperview() }
        var ordered = controller.actions
        // Alerts put the cancel action first when two sit side by side, last when stacked (as UIKit).
        if let cancel = ordered.firstIndex(where: { $0.style == .cancel }) {
            let action = ordered.remove(at: cancel)
            if !isSheet && ordered.count == 1 { ordered.insert(action, at: 0) } else { ordered.append(action) }
        }
        buttons = ordered.map { action in (makeButton(for: action, controller: controller), action) }
    }

    private func makeButton(for action: UIAlertAction, controller: UIAlertController) -> UIButton {
        let button = UIButton(
            type: .system, primaryAction: UIAction { [weak controller] _ in controller?.trigger(action) })
        button.setTitle(action.title, for: .normal)
        let bold = controller.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        button.titleLabel?.font = bold ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.isEnabled = action.isEnabled
        let separator = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 1))
        separator.backgroundColor = UIColor(white: 0.8, alpha: 1)
        button.addSubview(separator)
        return button
    }
}
