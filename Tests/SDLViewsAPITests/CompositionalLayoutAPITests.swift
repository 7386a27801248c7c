import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A compositional layout as an app writes it: a subclass of the layout, items and a section
/// overriding nothing but built through the public API only.
@MainActor
final class FixedSectionLayout: UICollectionViewCompositionalLayout {
    var prepared = 0

    init() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        super.init(section: NSCollectionLayoutSection(group: group))
    }

    override func prepare() {
        prepared += 1
        super.prepare()
    }
}

@MainActor
@Suite struct CompositionalLayoutAPITests {
    @Test func subclassPreparesAndPlacesItems() {
        let layout = FixedSectionLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = FiveItems()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(layout.prepared >= 1)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 0, y: 40, width: 100, height: 40))
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 80))
    }
}

@MainActor
private final class FiveItems: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A store screen as an iOS app writes it: a diffable data source, a header registration and a
/// provider giving a paging shelf above a list, with a layout-wide footer.
@MainActor
final class StoreViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int { case featured, all }
    static let headerKind = "store-header"
    static let footerKind = "store-footer"
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    var selected: [Int] = []
    var handlerOffsets: [CGPoint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.delegate = self
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
            cell.contentView.backgroundColor = item % 2 == 0 ? .systemBlue : .systemRed
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: Self.headerKind
        ) { view, _, _ in view.backgroundColor = .darkGray }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: Self.footerKind
        ) { view, _, _ in view.backgroundColor = .lightGray }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == Self.headerKind
                ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.featured, .all])
        snapshot.appendItems(Array(0..<10), toSection: .featured)
        snapshot.appendItems(Array(100..<140), toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: Self.footerKind, alignment: .bottom)
        configuration.boundarySupplementaryItems = [footer]
        return UICollectionViewCompositionalLayout(
            sectionProvider: { [weak self] index, environment in
                guard let section = Section(rawValue: index) else { return nil }
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                    elementKind: Self.headerKind, alignment: .top)
                header.pinToVisibleBounds = section == .all
                switch section {
                case .featured:
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
                        subitems: [item])
                    let shelf = NSCollectionLayoutSection(group: group)
                    shelf.orthogonalScrollingBehavior = .groupPagingCentered
                    shelf.interGroupSpacing = 8
                    shelf.boundarySupplementaryItems = [header]
                    shelf.visibleItemsInvalidationHandler = { _, offset, _ in self?.handlerOffsets.append(offset) }
                    return shelf
                case .all:
                    let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                        subitem: item, count: columns)
                    let list = NSCollectionLayoutSection(group: group)
                    list.boundarySupplementaryItems = [header]
                    return list
                }
            }, configuration: configuration)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let item = dataSource.itemIdentifier(for: indexPath) { selected.append(item) }
    }
}

@MainActor
@Suite struct OrthogonalLayoutAPITests {
    @Test func aStoreScreenWithAShelfAndPinnedHeader() throws {
        let screen = try HeadlessScreen(width: 400, height: 600)
        let controller = StoreViewController()
        screen.window.rootViewController = controller
        screen.runFrame()
        let collectionView = try #require(controller.collectionView)
        // 80 % of 400 centred: the first group at 40; the shelf band under its 32-point header.
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 40, y: 32, width: 320, height: 120))
        // The list starts 20 after the shelf (ends at 152): header 172–204, rows of two from 204.
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
                == CGRect(x: 200, y: 264, width: 200, height: 60))
        // 20 rows of 60 and the 44-point layout footer.
        #expect(collectionView.contentSize == CGSize(width: 400, height: 204 + 20 * 60 + 44))
        #expect(controller.handlerOffsets.last == .zero)
        // The pinned list header stays at the top as the list scrolls.
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        screen.runFrame()
        let header = try #require(
            collectionView.supplementaryView(forElementKind: StoreViewController.headerKind, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame.minY == 500)
        // A tap on the second shelf card after one group page selects item 1.
        collectionView.contentOffset = .zero
        screen.runFrame()
        screen.touchDown(at: CGPoint(x: 300, y: 90))
        for x in stride(from: 280.0, through: 200, by: -20) {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: x, y: 90))
        }
        screen.advance(by: 1.0 / 60)
        screen.touchUp(at: CGPoint(x: 200, y: 90))
        screen.advance(by: 2)
        let settled = try #require(controller.handlerOffsets.last)
        #expect(abs(settled.x - 328) < 1e-9 && settled.y == 0)
        screen.tap(at: CGPoint(x: 200, y: 90))
        #expect(controller.selected == [1])
    }
}
