import Foundation

/// The layer over the whole window while a menu is open: it holds the menu
/// card near its source, confines navigation to it (`navigationInput = .ui`),
/// closes on a click or tap outside the card and on Escape / gamepad B (a
/// submenu goes back one level first; Left does too, Right right to left),
/// and carries out the chosen row.
@MainActor
final class MenuOverlayView: UIView {
    static let margin: CGFloat = 8
    static let gap: CGFloat = 6

    let card: MenuCardView
    /// The source's rectangle in window coordinates (a point for context menus).
    let anchor: CGRect
    weak var sender: AnyObject?
    /// Runs for a chosen action before its handler (pop-up buttons update their selection here).
    var willPerform: ((UIAction) -> Void)?
    var didDismiss: (() -> Void)?
    private(set) var isDismissed = false

    init(menu: UIMenu, anchor: CGRect, sender: AnyObject?) {
        self.anchor = anchor
        self.sender = sender
        var choose: ((MenuRowView) -> Void)?
        card = MenuCardView(menu: menu) { row in choose?(row) }
        super.init(frame: .zero)
        choose = { [weak self] row in self?.choose(row) }
        card.contentDidChange = { [weak self] in self?.setNeedsLayout() }
        addSubview(card)
        navigationInput = .ui
    }

    required init?(coder: NSCoder) { fatalError("menu overlays are made in code") }

    override var preferredFocusEnvironments: [UIFocusEnvironment] { [card] }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let superview { frame = superview.bounds }
        card.frame = Self.place(card.fittingSize, near: anchor, in: bounds)
    }

    /// Below the anchor, else above it, kept inside the window's margins.
    static func place(_ size: CGSize, near anchor: CGRect, in bounds: CGRect) -> CGRect {
        var y = anchor.maxY + gap
        if y + size.height > bounds.maxY - margin, anchor.minY - gap - size.height >= bounds.minY + margin {
            y = anchor.minY - gap - size.height
        }
        y = max(bounds.minY + margin, min(y, bounds.maxY - margin - size.height))
        let x = max(bounds.minX + margin, min(anchor.minX, bounds.maxX - margin - size.width))
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    // MARK: Choosing

    private func choose(_ row: MenuRowView) {
        guard !isDismissed, row.isEnabled else { return }
        switch row.kind {
        case .submenu(let menu):
            card.open(menu)
            refocus()
        case .back:
            if card.back() { refocus() }
        case .action(let action, let parent):
            perform(action, in: parent)
        case .loading:
            break
        }
    }

    private func perform(_ action: UIAction, in parent: UIMenu) {
        if parent.options.contains(.singleSelection) {
            for sibling in parent.allActions { sibling.state = sibling === action ? .on : .off }
        }
        if action.attributes.contains(.keepsMenuPresented) {
            card.rebuild()
            refocus()
        } else {
            dismiss()
        }
        willPerform?(action)
        action.perform(sender: sender)
    }

    /// Focus moves to the new rows when focus is in use.
    private func refocus() {
        guard let focus = window?.focusSystem, focus.focusedItem != nil else { return }
        focus.requestFocusUpdate(to: card)
        focus.updateFocusIfNeeded()
        setNeedsLayout()
    }

    /// Closes the menu (once).
    func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        removeFromSuperview()
        didDismiss?()
    }

    // MARK: Outside clicks and keys

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !card.frame.contains(touch.location(in: self)) else { return }
        dismiss()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let types = presses.map(\.type)
        // The arrow towards the trailing side (where a submenu's chevron points) opens it.
        let (forward, backward): (UIPress.PressType, UIPress.PressType) =
            isRightToLeft ? (.leftArrow, .rightArrow) : (.rightArrow, .leftArrow)
        if types.contains(.menu) {
            if !card.back() { dismiss() } else { refocus() }
        } else if types.contains(forward), let row = window?.focusSystem.focusedItem as? MenuRowView,
            case .submenu = row.kind
        {
            choose(row)
        } else if types.contains(backward), card.levels.count > 1 {
            _ = card.back()
            refocus()
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
}
