import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Boundary supplementary items (extending, overlapping, pinned), item badges and the layout
/// configuration (scroll direction, inter-section spacing, layout headers), frames worked out
/// by hand from UIKit's rules.
@MainActor
@Suite struct CompositionalSupplementaryTests {
    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func boundary(_ kind: String, _ alignment: NSRectAlignment, height: CGFloat)
        -> NSCollectionLayoutBoundarySupplementaryItem
    {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: alignment)
    }

    /// Four-column rows of 50-point items: 30 items are 8 rows.
    private func gridSection(headerPinned: Bool) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        let header = boundary(Self.header, .top, height: 40)
        header.pinToVisibleBounds = headerPinned
        section.boundarySupplementaryItems = [header]
        return section
    }

    private func frame(_ cv: UICollectionView, _ kind: String, section: Int) -> CGRect? {
        cv.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionPushesThemOff() {
        let layout = UICollectionViewCompositionalLayout { _, _ in self.gridSection(headerPinned: true) }
        let (cv, _) = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [30, 30])
        cv.layoutIfNeeded()
        // Section 0: header 0–40, items from 50 (top inset), 8 rows: ends at 450. Section 1 from 450.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 50, width: 80, height: 50))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 500, width: 80, height: 50))
        #expect(cv.contentSize.height == 900)
        let expected: [(offset: CGFloat, first: CGFloat?, second: CGFloat)] = [
            (0, 0, 450), (100, 100, 450), (430, 410, 450), (600, nil, 600), (850, nil, 850), (880, nil, 860),
        ]
        for step in expected {
            cv.contentOffset = CGPoint(x: 0, y: step.offset)
            cv.layoutIfNeeded()
            #expect(frame(cv, Self.header, section: 1)?.minY == step.second, "offset \(step.offset)")
            let shown = cv.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0))
            #expect(shown?.frame.minY == step.first, "offset \(step.offset)")
        }
        let pinned = cv.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 1))
        #expect(pinned?.layer.zPosition == 1)
        #expect(pinned?.frame == CGRect(x: 0, y: 860, width: 320, height: 40))
    }

    @Test func unpinnedHeadersScrollAway() {
        let layout = UICollectionViewCompositionalLayout { _, _ in self.gridSection(headerPinned: false) }
        let (cv, _) = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [30])
        cv.contentOffset = CGPoint(x: 0, y: 100)
        cv.layoutIfNeeded()
        #expect(frame(cv, Self.header, section: 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(cv.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func footersLayoutHeadersAndInterSectionSpacing() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        configuration.boundarySupplementaryItems = [
            boundary("layout-header", .top, height: 30), boundary("layout-footer", .bottom, height: 20),
        ]
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { _, _ in
                let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(0.5), .absolute(50)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                let footer = self.boundary(Self.footer, .bottom, height: 30)
                footer.extendsBoundary = false
                section.boundarySupplementaryItems = [self.boundary(Self.header, .top, height: 40), footer]
                return section
            }, configuration: configuration)
        let (cv, _) = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [4, 4])
        cv.layoutIfNeeded()
        #expect(frame(cv, "layout-header", section: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(frame(cv, Self.header, section: 0) == CGRect(x: 0, y: 30, width: 320, height: 40))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 160, y: 120, width: 160, height: 50))
        // A footer that does not extend lies over the last row.
        #expect(frame(cv, Self.footer, section: 0) == CGRect(x: 0, y: 140, width: 320, height: 30))
        #expect(frame(cv, Self.header, section: 1) == CGRect(x: 0, y: 182, width: 320, height: 40))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 222, width: 160, height: 50))
        #expect(frame(cv, "layout-footer", section: 0) == CGRect(x: 0, y: 322, width: 320, height: 20))
        #expect(cv.contentSize == CGSize(width: 320, height: 342))
    }

    @Test func horizontalConfigurationRunsSectionsAlongX() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { _, _ in
                let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: self.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
                return section
            }, configuration: configuration)
        let (cv, _) = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [3, 3])
        cv.layoutIfNeeded()
        let frames = (0..<3).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        // The group is the height less the top and bottom insets: 460, two items of 230.
        #expect(
            frames == [
                CGRect(x: 5, y: 10, width: 100, height: 230), CGRect(x: 5, y: 240, width: 100, height: 230),
                CGRect(x: 113, y: 10, width: 100, height: 230),
            ])
        // Section 0 ends at 5 + 208 + 5 = 218; section 1 starts 20 later.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 243)
        #expect(cv.contentSize == CGSize(width: 456, height: 480))
        // The layout copied the configuration, as UIKit's: a later change shows only once set back.
        configuration.interSectionSpacing = 0
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(cv.contentSize.width == 456)
        let changed = layout.configuration
        changed.interSectionSpacing = 0
        layout.configuration = changed
        cv.layoutIfNeeded()
        #expect(cv.contentSize.width == 436)
        #expect(layout.configuration.scrollDirection == .horizontal)
        cv.contentOffset = CGPoint(x: 200, y: 0)
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map { [$0.section, $0.item] } == [[0, 2], [1, 0], [1, 1], [1, 2]])
    }

    @Test func aHorizontalLayoutsOrthogonalSectionScrollsVertically() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { _, _ in
                let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: self.size(.absolute(150), .absolute(200)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                return section
            }, configuration: configuration)
        let (cv, _) = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [10])
        cv.layoutIfNeeded()
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 420, width: 150, height: 200))
        let shelf = cv.orthogonalScrollers[0]!
        #expect(shelf.frame == CGRect(x: 0, y: 0, width: 150, height: 480))
        #expect(shelf.contentSize == CGSize(width: 150, height: 10 * 210 - 10))
        #expect(shelf.canScrollVertically && !shelf.canScrollHorizontally)
        #expect(cv.contentSize == CGSize(width: 150, height: 480))
        shelf.contentOffset = CGPoint(x: 0, y: 400)
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4])
    }

    @Test func badgesFollowTheirItems() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let corner = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(10), .absolute(10)), elementKind: "corner",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.5), .absolute(50)), supplementaryItems: [badge, corner])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (cv, _) = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [3])
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "corner", withReuseIdentifier: "header")
        cv.layoutIfNeeded()
        #expect(
            cv.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 306, y: -6, width: 20, height: 20))
        #expect(
            cv.layoutAttributesForSupplementaryElement(ofKind: "corner", at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: -10, y: 100, width: 10, height: 10))
        #expect(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))?.layer.zPosition == 1)
    }

    @Test func badValuesAreRefusedWithSafeDefaults() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        configuration.interSectionSpacing = .nan
        configuration.interSectionSpacing = -3
        #expect(configuration.interSectionSpacing == 8)
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(10)), elementKind: "k", alignment: .top,
            absoluteOffset: CGPoint(x: CGFloat.infinity, y: 0))
        #expect(item.offset == .zero)
        #expect(NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: CGFloat.nan, y: 1)).offset == .zero)
    }
}
