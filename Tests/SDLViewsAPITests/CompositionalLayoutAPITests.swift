import Foundation
import SDLViews
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
