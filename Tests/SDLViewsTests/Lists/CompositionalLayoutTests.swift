import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UICollectionViewCompositionalLayout frames computed by hand from UIKit's rules: fractions
/// of the group (and the group's of the section's content width), content insets shrinking
/// an item inside its slot, groups repeated with the inter-group spacing.
@MainActor
@Suite struct CompositionalLayoutTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func frames(_ layout: UICollectionViewLayout, count: Int) -> [CGRect] {
        let (collectionView, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [count])
        collectionView.layoutIfNeeded()
        return (0..<count).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
    }

    @Test func fractionalItemsWithInsetsAndGroupSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 10)
        section.interGroupSpacing = 8
        let layout = UICollectionViewCompositionalLayout(section: section)
        #expect(
            frames(layout, count: 3) == [
                CGRect(x: 15, y: 10, width: 140, height: 90), CGRect(x: 165, y: 10, width: 140, height: 90),
                CGRect(x: 15, y: 118, width: 140, height: 90)
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 213))
    }

    @Test func nestedGroupsShareTheirLengthByCount() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: small, count: 2)
        column.interItemSpacing = .fixed(10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        #expect(
            frames(layout, count: 4) == [
                CGRect(x: 0, y: 0, width: 160, height: 200), CGRect(x: 160, y: 0, width: 160, height: 95),
                CGRect(x: 160, y: 105, width: 160, height: 95), CGRect(x: 0, y: 200, width: 160, height: 200)
            ])
    }

    @Test func absoluteAndEstimatedItemsRepeatWhileTheyFit() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        #expect(
            frames(layout, count: 4) == [
                CGRect(x: 0, y: 0, width: 100, height: 44), CGRect(x: 100, y: 0, width: 100, height: 44),
                CGRect(x: 200, y: 0, width: 100, height: 44), CGRect(x: 0, y: 44, width: 100, height: 44)
            ])
    }

    @Test func flexibleSpacingSharesTheLeftoverAndProviderSeesTheContainer() {
        var seenWidth: CGFloat = 0
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seenWidth = environment.container.effectiveContentSize.width
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            group.interItemSpacing = .flexible(0)
            return NSCollectionLayoutSection(group: group)
        }
        #expect(frames(layout, count: 3).map(\.minX) == [0, 110, 220])
        #expect(seenWidth == 320)
    }
}
