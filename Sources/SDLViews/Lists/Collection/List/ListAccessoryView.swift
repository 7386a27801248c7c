import Foundation

/// Shows one `UICellAccessory` in a list cell: the table's drawn chevron,
/// checkmark, info button, delete and reorder controls, a label or the
/// app's view. Accessories with an action (and the outline disclosure, the
/// detail button and the delete control) take taps.
final class ListAccessoryView: UIView {
    let accessory: UICellAccessory
    let content: UIView
    var onTap: (() -> Void)?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        content = Self.makeContent(for: accessory.kind)
        super.init(frame: .zero)
        if let tint = accessory.tintColor { tintColor = tint }
        addSubview(content)
        if accessory.actionHandler != nil || isOutline || isDetail || isDelete {
            let tap = UITapGestureRecognizer()
            tap.addTarget { [weak self] _ in self?.onTap?() }
            addGestureRecognizer(tap)
        } else {
            isUserInteractionEnabled = accessory.isCustomView
        }
    }

    required init?(coder: NSCoder) {
        accessory = .checkmark()
        content = UIView()
        super.init(coder: coder)
    }

    var isOutline: Bool { if case .outlineDisclosure = accessory.kind { true } else { false } }
    private var isDetail: Bool { if case .detail = accessory.kind { true } else { false } }
    /// Without a handler the delete control still takes taps: it reveals the row's trailing swipe actions.
    private var isDelete: Bool { if case .delete = accessory.kind { true } else { false } }

    /// An outline chevron points down while its row is expanded (turning
    /// the other way from a right-to-left chevron, which points left).
    var isExpanded = false {
        didSet {
            let quarter: CGFloat = isRightToLeft ? -.pi / 2 : .pi / 2
            content.transform = isExpanded ? CGAffineTransform(rotationAngle: quarter) : .identity
        }
    }

    private static func makeContent(for kind: UICellAccessory.Kind) -> UIView {
        switch kind {
        case .disclosureIndicator, .outlineDisclosure: return TableCellAccessoryView(type: .disclosureIndicator)
        case .checkmark: return TableCellAccessoryView(type: .checkmark)
        case .detail: return TableCellAccessoryView(type: .detailButton)
        case .delete: return TableCellEditingControl()
        case .reorder: return TableCellReorderControl()
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.textColor = .secondaryLabel
            label.font = .systemFont(ofSize: UIFont.labelFontSize)
            return label
        case .customView(let view): return view
        }
    }

    /// The content's own size at a row height.
    private func contentSize(height: CGFloat) -> CGSize {
        switch accessory.kind {
        case .delete: return CGSize(width: TableCellEditingControl.width, height: height)
        case .reorder: return CGSize(width: TableCellReorderControl.width, height: height)
        case .label, .customView:
            let size = content.bounds.size == .zero || content is UILabel
                ? content.sizeThatFits(CGSize(width: 200, height: height)) : content.bounds.size
            return CGSize(width: min(size.width, 200), height: min(size.height, height))
        default: return content.bounds.size
        }
    }

    /// The width the accessory takes at a row height (its reserved width when one is given).
    func width(height: CGFloat) -> CGFloat {
        if case .custom(let width) = accessory.reservedLayoutWidth, width.isFinite, width >= 0 { return width }
        let natural = contentSize(height: height).width
        return isOutline ? max(natural, 24) : natural
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentSize(height: bounds.height)
        let transform = content.transform
        content.transform = .identity
        content.frame = CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
        content.transform = transform
    }
}

extension UICellAccessory {
    var isCustomView: Bool { if case .customView = kind { true } else { false } }
}
