import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UICollectionViewFlowLayout frames, computed by hand from UIKit's rules: lines fill the
/// width minus the section insets, full lines spread their extra room evenly, a lone item is
/// centred, the last line keeps the minimum spacing; headers span the width.
@MainActor
@Suite struct FlowLayoutTests {
    private func frames(_ collectionView: UICollectionView, section: Int = 0) -> [CGRect] {
        (0..<collectionView.numberOfItems(inSection: section)).map {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame
        }
    }

    @Test func verticalLinesWithInsetsSpacingAndHeader() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (collectionView, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [7, 5])
        collectionView.layoutIfNeeded()
        // 280 points across: two 100-point items per line, the 70 spare points between them.
        #expect(
            frames(collectionView) == [
                CGRect(x: 20, y: 40, width: 100, height: 50), CGRect(x: 200, y: 40, width: 100, height: 50),
                CGRect(x: 20, y: 100, width: 100, height: 50), CGRect(x: 200, y: 100, width: 100, height: 50),
                CGRect(x: 20, y: 160, width: 100, height: 50), CGRect(x: 200, y: 160, width: 100, height: 50),
                CGRect(x: 110, y: 220, width: 100, height: 50)
            ])
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 280, width: 320, height: 30))
        #expect(frames(collectionView, section: 1).first == CGRect(x: 20, y: 320, width: 100, height: 50))
        // Second section: 3 lines from 320, then the bottom inset.
        #expect(collectionView.contentSize == CGSize(width: 320, height: 320 + 170 + 10))
    }

    @Test func lastLineKeepsTheMinimumSpacing() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let (collectionView, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [5])
        collectionView.layoutIfNeeded()
        #expect(frames(collectionView).map(\.minX) == [20, 120, 220, 20, 110])
        #expect(frames(collectionView).map(\.minY) == [0, 0, 0, 50, 50])
    }

    @Test func horizontalColumnsWithHeader() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        layout.headerReferenceSize = CGSize(width: 20, height: 0)
        let (collectionView, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), layout: layout, counts: [5])
        collectionView.layoutIfNeeded()
        #expect(
            frames(collectionView) == [
                CGRect(x: 25, y: 10, width: 50, height: 40), CGRect(x: 25, y: 80, width: 50, height: 40),
                CGRect(x: 25, y: 150, width: 50, height: 40),
                CGRect(x: 85, y: 10, width: 50, height: 40), CGRect(x: 85, y: 60, width: 50, height: 40)
            ])
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 20, height: 200))
        #expect(collectionView.contentSize == CGSize(width: 140, height: 200))
    }

    @Test func delegateSizesAndCentringInTheLine() {
        final class Sizes: UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize { CGSize(width: 100, height: indexPath.item == 0 ? 60 : 20) }
        }
        let sizes = Sizes()
        let layout = UICollectionViewFlowLayout()
        let (collectionView, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 210, height: 300), layout: layout, counts: [3])
        collectionView.delegate = sizes
        collectionView.layoutIfNeeded()
        #expect(
            frames(collectionView) == [
                CGRect(x: 0, y: 0, width: 100, height: 60), CGRect(x: 110, y: 20, width: 100, height: 20),
                CGRect(x: 55, y: 70, width: 100, height: 20)
            ])
    }

    @Test func visibleQueryFindsOnlyItemsInTheRect() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        let (collectionView, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [100_000])
        collectionView.layoutIfNeeded()
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 600_000, width: 320, height: 100)) ?? []
        #expect(found.map(\.indexPath.item) == [10_000, 10_001])
    }
}

/// A cell that prefers to be 80 points tall, counting how often it is asked.
@MainActor
final class TallPreferringCell: UICollectionViewCell {
    static var asked = 0

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        Self.asked += 1
        let fitted = layoutAttributes.copy()
        fitted.size = CGSize(width: layoutAttributes.size.width, height: 80)
        return fitted
    }
}

@MainActor
@Suite struct FlowLayoutSelfSizingTests {
    @Test func onlyCellsOnScreenTakeTheirPreferredSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 50)
        layout.minimumLineSpacing = 0
        let (collectionView, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), layout: layout, counts: [1000])
        collectionView.register(TallPreferringCell.self, forCellWithReuseIdentifier: "cell")
        TallPreferringCell.asked = 0
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(first?.height == 80)
        let far = collectionView.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.frame
        #expect(far?.height == 50)
        #expect(TallPreferringCell.asked > 0 && TallPreferringCell.asked < 20)
    }
}
