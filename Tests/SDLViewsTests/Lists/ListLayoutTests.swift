import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// A 320 × 480 list of collection view list cells fed by a diffable data
/// source: an outline of "Fruit" (apple, pear) and "Veg" (kale) in one section.
@MainActor
final class OutlineScene {
    let screen: HeadlessScreen
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var expanded: [String] = []

    init(
        appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
        outlineStyle: UICellAccessory.OutlineDisclosureStyle = .automatic
    ) throws {
        screen = try HeadlessScreen(width: 320, height: 480)
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .none
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item == "Fruit" || item == "Veg"
                ? [.outlineDisclosure(options: .init(style: outlineStyle))] : [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] item in expanded.append(item) }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Kale"], to: "Veg")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        screen.window.addSubview(collectionView)
        screen.runFrame()
    }

    func cell(_ item: String) -> UICollectionViewListCell? {
        dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) as? UICollectionViewListCell }
    }

    func settle() {
        for _ in 0..<40 { screen.advance(by: 1.0 / 60) }
    }
}

@MainActor
@Suite struct ListLayoutTests {
    @Test func aSectionSnapshotShowsOnlyVisibleItemsAndKnowsItsOutline() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "B"])
        outline.append(["A1", "A2"], to: "A")
        outline.append(["A1x"], to: "A1")
        outline.insert(["A0"], before: "A1")
        #expect(outline.items == ["A", "A0", "A1", "A1x", "A2", "B"])
        #expect(outline.rootItems == ["A", "B"])
        #expect(outline.visibleItems == ["A", "B"])
        outline.expand(["A1"])
        #expect(outline.visibleItems == ["A", "B"])
        #expect(!outline.isVisible("A1x"))
        outline.expand(["A"])
        #expect(outline.visibleItems == ["A", "A0", "A1", "A1x", "A2", "B"])
        #expect(outline.level(of: "A1x") == 2)
        #expect(outline.parent(of: "A1x") == "A1")
        #expect(outline.parent(of: "B") == nil)
        let child = outline.snapshot(of: "A1", includingParent: true)
        #expect(child.items == ["A1", "A1x"])
        #expect(child.isExpanded("A1"))
        #expect(outline.snapshot(of: "A").rootItems == ["A0", "A1", "A2"])
        outline.collapse(["A"])
        #expect(outline.visibleItems == ["A", "B"])
        outline.delete(["A1"])
        #expect(outline.items == ["A", "A0", "A2", "B"])
        #expect(!outline.contains("A1x"))
        outline.append(["B"], to: "A")
        #expect(outline.items == ["A", "A0", "A2", "B"])
    }

    @Test func aPlainListPlacesFullWidthRowsWithTheirAccessories() throws {
        let scene = try OutlineScene()
        let attributes = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(attributes?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        let fruit = try #require(scene.cell("Fruit"))
        #expect(fruit.contentView is UIListContentView)
        // iOS puts the outline chevron at the trailing edge.
        #expect(fruit.contentView.frame.minX == 0)
        #expect(fruit.contentView.frame.maxX < 320 - 16 - 12)
        #expect(fruit.backgroundConfiguration?.backgroundColor == .systemBackground)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test func tappingTheOutlineDisclosureExpandsTheRowAndIndentsItsChildren() throws {
        let scene = try OutlineScene()
        scene.screen.tap(at: CGPoint(x: 296, y: 22))
        scene.settle()
        #expect(scene.expanded == ["Fruit"])
        #expect(scene.dataSource.snapshot(for: 0).isExpanded("Fruit"))
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Veg"])
        let apple = try #require(scene.cell("Apple"))
        #expect(apple.indentationLevel == 1)
        #expect(apple.contentView.frame.minX == 10)
        #expect(scene.cell("Fruit")?.configurationState.isExpanded == true)
        scene.screen.tap(at: CGPoint(x: 296, y: 22))
        scene.settle()
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["Fruit", "Veg"])
    }

    /// UIKit's `.header` outline style: a tap anywhere on the row toggles it and
    /// selects nothing; the `.cell` style selects the row and leaves it be.
    @Test func aHeaderStyleRowTogglesOnATapAnywhereAndIsNotSelected() throws {
        do {
            let header = try OutlineScene(outlineStyle: .header)
            header.screen.tap(at: CGPoint(x: 100, y: 22))
            header.settle()
            #expect(header.dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Veg"])
            #expect(header.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        }
        let cell = try OutlineScene(outlineStyle: .cell)
        cell.screen.tap(at: CGPoint(x: 100, y: 22))
        cell.settle()
        #expect(cell.dataSource.snapshot().itemIdentifiers == ["Fruit", "Veg"])
        #expect(cell.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    /// UIKit places system accessories itself: a value label stays inside the
    /// chevron whatever the array's order, and custom views come after them.
    @Test func systemAccessoriesTakeUIKitsPlacesWhateverTheArraysOrder() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessories = [
            .customView(configuration: .init(customView: custom, placement: .trailing())),
            .label(text: "80%"), .disclosureIndicator(),
        ]
        cell.layoutIfNeeded()
        let shown = cell.subviews.filter { $0 !== cell.contentView && $0.frame.width > 0 && $0.frame.height == 44 }
            .sorted { $0.frame.minX > $1.frame.minX }
        #expect(shown.count == 3)
        let chevron = try #require(shown.first)
        #expect(abs(chevron.frame.maxX - (320 - 16)) < 0.001)
        #expect(shown[1].subviews.contains { ($0 as? UILabel)?.text == "80%" })
        #expect(shown[2].subviews.first === custom)
        #expect(cell.contentView.frame.maxX == shown[2].frame.minX)
    }

    @Test func anInsetGroupedListInsetsAndRoundsItsSections() throws {
        let scene = try OutlineScene(appearance: .insetGrouped)
        let first = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.frame.minX == 20)
        #expect(first?.frame.width == 280)
        #expect(scene.collectionView.backgroundColor == .systemGroupedBackground)
        let fruit = try #require(scene.cell("Fruit"))
        #expect(fruit.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(fruit.backgroundConfiguration?.cornerRadius == 10)
    }

    @Test func editingAccessoriesShowOnlyWhileTheCollectionViewEdits() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.addSubview(cell)
        cell.accessories = [.delete(), .disclosureIndicator(displayed: .whenNotEditing), .label(text: "3")]
        cell.layoutIfNeeded()
        let plainStart = cell.contentView.frame.minX
        #expect(plainStart == 0)
        collectionView.isEditing = true
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX > 16)
        #expect(cell.configurationState.isEditing)
    }
}
