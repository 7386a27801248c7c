import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A custom layout as apps write one: a single row of squares, prepared once per invalidation.
@MainActor
final class ShelfLayout: UICollectionViewLayout {
    var frames: [CGRect] = []
    var prepareCount = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        frames = (0..<count).map { CGRect(x: CGFloat($0) * 70, y: 10, width: 60, height: 60) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(frames.count) * 70, height: 80)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        attributes.alpha = indexPath.item == 0 ? 0.5 : 1
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.height != collectionView?.bounds.height
    }
}

/// A cell subclass with its own `init(frame:)`, as UIKit apps write them.
final class SwatchCell: UICollectionViewCell {
    let swatch = UIView()
    var resetCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(swatch)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        resetCount += 1
    }
}

@MainActor
final class SwatchSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    }
}

@MainActor
@Suite struct CollectionViewAPITests {
    @Test func customLayoutSubclassPlacesTheCells() throws {
        let screen = try HeadlessScreen(width: 300, height: 80)
        let layout = ShelfLayout()
        let collectionView = UICollectionView(frame: screen.window.bounds, collectionViewLayout: layout)
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        let source = SwatchSource()
        collectionView.dataSource = source
        screen.window.addSubview(collectionView)
        screen.runFrame()
        #expect(collectionView.contentSize == CGSize(width: 3500, height: 80))
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SwatchCell)
        #expect(first.frame == CGRect(x: 0, y: 10, width: 60, height: 60))
        #expect(first.alpha == 0.5)
        #expect(first.swatch.superview === first.contentView)
        collectionView.contentOffset = CGPoint(x: 700, y: 0)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [10, 11, 12, 13, 14])
        #expect(layout.prepareCount == 1)
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
    }
}
