import Foundation

/// UIKit's `UITableViewHeaderFooterView`: a reusable section header or
/// footer. The table makes one for each title from
/// `titleForHeaderInSection`/`titleForFooterInSection`; apps register
/// subclasses with `register(_:forHeaderFooterViewReuseIdentifier:)` and
/// return them from `viewForHeaderInSection`. The title is styled by the
/// table's style: a bold bar in `.plain`, small grey capitals over grouped
/// sections, small grey text under them.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    public internal(set) var reuseIdentifier: String?
    private var standardTextLabel: UILabel?
    /// How the table shows a title here (set when the table places the view).
    var titleRole = TitleRole.plainHeader {
        didSet { if titleRole != oldValue { applyRole() } }
    }

    enum TitleRole { case plainHeader, plainFooter, groupedHeader, groupedFooter }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// Decodes the reuse identifier an Interface Builder file gives, then the view's keys.
    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.decodeObject(forKey: "reuseIdentifier") as? String
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table makes a registered header/footer class (`init(reuseIdentifier:)` underneath).
    @_documentation(visibility: internal)
    public required convenience init(_ construction: TableCellConstruction) {
        self.init(reuseIdentifier: construction.reuseIdentifier)
    }

    /// The title label (created on first use).
    open var textLabel: UILabel? {
        if let standardTextLabel { return standardTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        standardTextLabel = label
        applyRole()
        return label
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        guard let label = standardTextLabel else { return }
        let margin = UITableViewCell.margin
        let width = max(0, bounds.width - 2 * margin)
        let height = label.sizeThatFits(CGSize(width: width, height: bounds.height)).height
        let y: CGFloat
        switch titleRole {
        case .plainHeader, .plainFooter: y = ((bounds.height - height) / 2).rounded()
        case .groupedHeader: y = bounds.height - height - 6
        case .groupedFooter: y = 6
        }
        label.frame = CGRect(x: margin, y: y, width: width, height: height)
    }

    private func applyRole() {
        guard let label = standardTextLabel else { return }
        switch titleRole {
        case .plainHeader, .plainFooter:
            label.font = UIFont.boldSystemFont(ofSize: UIFont.labelFontSize)
            label.textColor = .label
            if backgroundView == nil { backgroundColor = .secondarySystemBackground }
        case .groupedHeader, .groupedFooter:
            label.font = UIFont.systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.numberOfLines = 0
            backgroundColor = .clear
        }
        setNeedsLayout()
    }
}
