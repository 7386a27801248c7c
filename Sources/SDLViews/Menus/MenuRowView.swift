import Foundation

/// One row of a menu card: an action (checkmark, title, subtitle, trailing
/// image), a submenu (trailing chevron), the back row of an open submenu, or
/// a "Loading…" placeholder. A focusable control: Return / A or a tap chooses it.
@MainActor
final class MenuRowView: UIControl {
    enum Kind {
        case action(UIAction, parent: UIMenu)
        case submenu(UIMenu)
        case back(UIMenu)
        case loading
    }

    static let height: CGFloat = 44
    static let checkColumn: CGFloat = 32
    static let sideInset: CGFloat = 16

    let kind: Kind
    private let titleLabel = UILabel(frame: .zero)
    private let subtitleLabel = UILabel(frame: .zero)
    private let leadingImage = UIImageView(frame: .zero)
    private let trailingImage = UIImageView(frame: .zero)
    private let reservesCheckColumn: Bool
    private let chosen: (MenuRowView) -> Void

    init(kind: Kind, reservesCheckColumn: Bool, destructiveGroup: Bool, chosen: @escaping (MenuRowView) -> Void) {
        self.kind = kind
        self.reservesCheckColumn = reservesCheckColumn
        self.chosen = chosen
        super.init(frame: .zero)
        for part in [titleLabel, subtitleLabel, leadingImage, trailingImage] { addSubview(part) }
        titleLabel.font = .preferredFont(forTextStyle: .body)
        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        subtitleLabel.textColor = .secondaryLabel
        leadingImage.contentMode = .center
        trailingImage.contentMode = .center
        fill(destructiveGroup: destructiveGroup)
        applyLook()
    }

    required init?(coder: NSCoder) { fatalError("menu rows are made in code") }

    override var takesFocus: Bool { true }
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }
    override func performPrimaryPressAction() { chosen(self) }
    override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.primaryActionTriggered) { chosen(self) }
    }

    private func fill(destructiveGroup: Bool) {
        switch kind {
        case .action(let action, _):
            titleLabel.text = action.title
            subtitleLabel.text = action.subtitle
            trailingImage.image = action.state == .on ? (action.selectedImage ?? action.image) : action.image
            leadingImage.image = Self.stateImage(action.state)
            isEnabled = !action.attributes.contains(.disabled)
            let destructive = action.attributes.contains(.destructive) || destructiveGroup
            titleLabel.textColor = !isEnabled ? .tertiaryLabel : (destructive ? .systemRed : .label)
        case .submenu(let menu):
            titleLabel.text = menu.title
            subtitleLabel.text = menu.subtitle
            trailingImage.image = UIImage(systemName: "chevron.right")  // Pointed by direction in layout.
            titleLabel.textColor = menu.options.contains(.destructive) ? .systemRed : .label
        case .back(let menu):
            titleLabel.text = menu.title
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            leadingImage.image = UIImage(systemName: "chevron.left")  // Pointed by direction in layout.
            titleLabel.textColor = .label
        case .loading:
            titleLabel.text = "Loading…"
            titleLabel.textColor = .secondaryLabel
            isEnabled = false
        }
        leadingImage.tintColor = titleLabel.textColor
        trailingImage.tintColor = titleLabel.textColor
    }

    private static func stateImage(_ state: UIMenuElement.State) -> UIImage? {
        switch state {
        case .on: UIImage(systemName: "checkmark")
        case .mixed: UIImage(systemName: "minus")
        case .off: nil
        }
    }

    var hasLeadingImage: Bool { leadingImage.image != nil }

    /// The width the row needs for its content.
    var fittingWidth: CGFloat {
        let text = max(titleLabel.intrinsicContentSize.width, subtitleLabel.text == nil ? 0 : subtitleLabel.intrinsicContentSize.width)
        let trailing = trailingImage.image.map { $0.size.width + 12 } ?? 0
        let leading = reservesCheckColumn ? Self.checkColumn : Self.sideInset
        return leading + text + trailing + Self.sideInset
    }

    var rowHeight: CGFloat { subtitleLabel.text == nil ? Self.height : Self.height + 14 }

    override func controlStateDidChange() { applyLook() }

    private func applyLook() {
        backgroundColor = isHighlighted || isFocused ? .systemFill : .clear
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leading = reservesCheckColumn ? Self.checkColumn : Self.sideInset
        leadingImage.frame = CGRect(x: 6, y: 0, width: Self.checkColumn - 8, height: bounds.height)
        let trailingWidth = trailingImage.image.map { $0.size.width } ?? 0
        trailingImage.frame = CGRect(
            x: bounds.width - Self.sideInset - trailingWidth, y: 0, width: trailingWidth, height: bounds.height)
        let textWidth = max(0, trailingImage.frame.minX - leading - 8)
        let title = titleLabel.intrinsicContentSize.height
        if subtitleLabel.text == nil {
            titleLabel.frame = CGRect(x: leading, y: ((bounds.height - title) / 2).rounded(), width: textWidth, height: title)
            subtitleLabel.frame = .zero
        } else {
            let subtitle = subtitleLabel.intrinsicContentSize.height
            let top = ((bounds.height - title - subtitle - 2) / 2).rounded()
            titleLabel.frame = CGRect(x: leading, y: top, width: textWidth, height: title)
            subtitleLabel.frame = CGRect(x: leading, y: top + title + 2, width: textWidth, height: subtitle)
        }
        pointChevrons()
        // Right to left the checkmark column is at the right and the chevrons point left, as UIKit's.
        if isRightToLeft { mirrorHorizontally([leadingImage, trailingImage, titleLabel, subtitleLabel]) }
    }

    /// A submenu's chevron points to the trailing side, a back row's to the leading side.
    private func pointChevrons() {
        let (trailing, leading) = isRightToLeft ? ("chevron.left", "chevron.right") : ("chevron.right", "chevron.left")
        switch kind {
        case .submenu: trailingImage.image = UIImage(systemName: trailing)
        case .back: leadingImage.image = UIImage(systemName: leading)
        case .action, .loading: break
        }
    }
}
