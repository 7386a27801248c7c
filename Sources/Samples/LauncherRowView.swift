import Foundation
import SDLViews

/// One row of the launcher: a card with the sample's title and its summary
/// below; highlighted while pressed (the table's touch timing), tinted while
/// selected. The tint also shows focus, so the focus halo is off.
@MainActor
final class LauncherRowView: UITableViewCell {
    static let reuseIdentifier = "sample"
    static let pressedColor = UIColor(white: 0.82, alpha: 1)
    private static let cardInset = UIEdgeInsets(top: 2, left: 12, bottom: 2, right: 12)
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    private let card = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .clear
        selectionStyle = .none
        focusEffect = nil
        card.layer.cornerRadius = 6
        titleLabel.font = UIFont.boldSystemFont(ofSize: 15)
        titleLabel.textColor = .label
        subtitleLabel.font = SampleTheme.captionFont
        subtitleLabel.textColor = SampleTheme.secondaryText
        contentView.addSubview(card)
        card.addSubview(titleLabel)
        card.addSubview(subtitleLabel)
        refreshBackground()
    }

    required init?(coder: NSCoder) { nil }

    func show(_ sample: Sample) {
        titleLabel.text = sample.title
        subtitleLabel.text = sample.summary
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.cardInset
        card.frame = CGRect(
            x: inset.left, y: inset.top, width: max(contentView.bounds.width - inset.left - inset.right, 0),
            height: max(contentView.bounds.height - inset.top - inset.bottom, 0))
        let width = max(card.bounds.width - 24, 0)
        titleLabel.frame = CGRect(x: 12, y: 8, width: width, height: 20)
        subtitleLabel.frame = CGRect(x: 12, y: 29, width: width, height: 17)
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        refreshBackground()
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        refreshBackground()
    }

    private func refreshBackground() {
        card.backgroundColor = isHighlighted ? Self.pressedColor : isSelected ? SampleTheme.selection : .white
    }
}
