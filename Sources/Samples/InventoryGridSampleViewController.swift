import Foundation
import SDLViews

/// A game inventory: a `UICollectionViewCompositionalLayout` with a shelf of featured items
/// that pages one group at a time (`orthogonalScrollingBehavior = .groupPaging`) above a grid
/// of item slots under a pinned section header, filled through a
/// `UICollectionViewDiffableDataSource`. Drag the shelf sideways and the grid up and down (or
/// use the wheel, Shift+wheel on the shelf); tap an item to select it.
@MainActor
final class InventoryGridSampleViewController: SampleViewController, UICollectionViewDelegate {
    enum Section: Hashable { case featured, backpack }

    struct Item: Hashable {
        let id: Int
        let name: String
        let icon: InventoryIcon.Shape
        let hue: Int
        let count: Int
    }

    static let headerKind = "inventory-header"
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private let caption = SampleTheme.label("", color: .white, frame: .zero)

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 420, height: 300)) }

    override func buildContent(in content: UIView) {
        content.backgroundColor = InventoryIcon.backdrop
        collectionView = UICollectionView(
            frame: content.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 32, right: 0)),
            collectionViewLayout: Self.layout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = InventoryIcon.backdrop
        collectionView.delegate = self
        content.addSubview(collectionView)
        caption.frame = CGRect(x: 16, y: content.bounds.height - 28, width: content.bounds.width - 32, height: 24)
        caption.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        caption.text = "Nothing selected"
        content.addSubview(caption)
        dataSource = makeDataSource()
        dataSource.apply(Self.snapshot(), animatingDifferences: false)
    }

    /// The shelf: groups a little under half the width, paged one at a time; the backpack:
    /// rows of five slots under a header pinned to the top while it scrolls.
    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            index == 0 ? featuredSection() : backpackSection(width: environment.container.effectiveContentSize.width)
        }
    }

    private static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.42), heightDimension: .absolute(150)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    private static func backpackSection(width: CGFloat) -> NSCollectionLayoutSection {
        let columns = max(2, Int(width / 150))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 11, bottom: 16, trailing: 11)
        let header = header()
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    private static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
            elementKind: headerKind, alignment: .top)
    }

    private func makeDataSource() -> UICollectionViewDiffableDataSource<Section, Item> {
        let featured = UICollectionView.CellRegistration<InventoryCell, Item> { cell, _, item in
            cell.show(item, featured: true)
        }
        let slot = UICollectionView.CellRegistration<InventoryCell, Item> { cell, _, item in
            cell.show(item, featured: false)
        }
        let header = UICollectionView.SupplementaryRegistration<InventoryHeaderView>(elementKind: Self.headerKind) {
            view, _, indexPath in
            view.label.text = indexPath.section == 0 ? "FEATURED" : "BACKPACK"
        }
        let source = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: indexPath.section == 0 ? featured : slot, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        return source
    }

    static func snapshot() -> NSDiffableDataSourceSnapshot<Section, Item> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.featured, .backpack])
        let names = ["Potion", "Blade", "Gem", "Shield", "Coin", "Scroll"]
        let shapes: [InventoryIcon.Shape] = [.potion, .blade, .gem, .shield, .coin, .scroll]
        snapshot.appendItems(
            (0..<8).map { Item(id: $0, name: "Legendary \(names[$0 % 6])", icon: shapes[$0 % 6], hue: $0, count: 1) },
            toSection: .featured)
        snapshot.appendItems(
            (0..<60).map {
                Item(id: 100 + $0, name: names[($0 * 7) % 6], icon: shapes[($0 * 7) % 6], hue: $0 * 3 + 1,
                    count: ($0 * 37) % 99 + 1)
            }, toSection: .backpack)
        return snapshot
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        caption.text = "Selected: \(item.name) × \(item.count)"
    }
}

/// A section title on a dark band.
@MainActor
final class InventoryHeaderView: UICollectionReusableView {
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Opaque: pinned, the header stays over the slots scrolling under it.
        backgroundColor = InventoryIcon.backdrop
        label.font = UIFont.boldSystemFont(ofSize: 15)
        label.textColor = UIColor(red: 0.95, green: 0.8, blue: 0.45, alpha: 1)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6))
    }
}

/// An inventory slot: a framed icon, the item's name and how many there are.
@MainActor
final class InventoryCell: UICollectionViewCell {
    private let icon = UIImageView(frame: .zero)
    private let name = UILabel(frame: .zero)
    private let count = UILabel(frame: .zero)
    private var featured = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.layer.borderWidth = 2
        icon.contentMode = .scaleAspectFit
        name.font = UIFont.systemFont(ofSize: 12)
        name.textColor = UIColor(white: 0.85, alpha: 1)
        name.textAlignment = .center
        count.font = UIFont.boldSystemFont(ofSize: 14)
        count.textColor = .white
        count.textAlignment = .right
        [icon, name, count].forEach(contentView.addSubview)
        updateLook()
    }

    required init?(coder: NSCoder) { nil }

    func show(_ item: InventoryGridSampleViewController.Item, featured: Bool) {
        self.featured = featured
        icon.image = InventoryIcon.image(item.icon, hue: item.hue)
        name.text = item.name
        count.text = item.count > 1 ? "×\(item.count)" : nil
        name.font = featured ? UIFont.boldSystemFont(ofSize: 16) : UIFont.systemFont(ofSize: 12)
        updateLook()
        setNeedsLayout()
    }

    override var isSelected: Bool {
        didSet { updateLook() }
    }

    override var isHighlighted: Bool {
        didSet { updateLook() }
    }

    private func updateLook() {
        let lit = isSelected || isHighlighted
        contentView.backgroundColor =
            featured ? UIColor(red: 0.22, green: 0.2, blue: 0.32, alpha: 1) : UIColor(red: 0.17, green: 0.18, blue: 0.24, alpha: 1)
        contentView.layer.borderColor =
            (lit ? UIColor(red: 0.98, green: 0.8, blue: 0.35, alpha: 1) : UIColor(white: 1, alpha: 0.12)).cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        let side = min(b.width, b.height) * (featured ? 0.62 : 0.55)
        icon.frame = CGRect(x: (b.width - side) / 2, y: featured ? 14 : 10, width: side, height: side)
        name.frame = CGRect(x: 4, y: b.height - (featured ? 30 : 24), width: b.width - 8, height: 18)
        count.frame = CGRect(x: b.width - 54, y: 6, width: 46, height: 18)
    }
}
