import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A sidebar-style outline as an iOS 14+ app writes it: a list layout, a
/// cell registration configuring list cells with accessories, a diffable
/// data source fed section snapshots, and a state-driven background.
@MainActor
final class LibraryViewController: UIViewController {
    enum Section: Hashable, Sendable { case library, settings }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var expandedItems: [String] = []
    var collapsedItems: [String] = []
    var lastState: UICellConfigurationState?

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        configuration.showsSeparators = true
        configuration.backgroundColor = .systemGroupedBackground
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = dataSource.itemIdentifier(for: indexPath), indexPath.item > 0 else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                var section = self.dataSource.snapshot(for: .library)
                section.delete([item])
                self.dataSource.apply(section, to: .library, animatingDifferences: true)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            [weak self] cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = indexPath.item == 0 ? nil : "Detail"
            cell.contentConfiguration = content
            if indexPath.item == 0 {
                cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
            } else {
                cell.accessories = [
                    .label(text: "12"), .disclosureIndicator(), .checkmark(displayed: .whenNotEditing),
                    .delete(displayed: .whenEditing, actionHandler: {}), .reorder(),
                    .detail(actionHandler: {}),
                    .customView(configuration: .init(customView: UISwitch(), placement: .trailing())),
                ]
            }
            cell.configurationUpdateHandler = { cell, state in
                self?.lastState = state
                var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
                background.strokeColor = state.isSelected ? .systemBlue : nil
                background.strokeWidth = 1
                cell.backgroundConfiguration = background
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.expandedItems.append(item) }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in
            self?.collapsedItems.append(item)
        }
        var library = NSDiffableDataSourceSectionSnapshot<String>()
        library.append(["Library"])
        library.append(["Albums", "Artists", "Songs"], to: "Library")
        library.expand(["Library"])
        dataSource.apply(library, to: .library, animatingDifferences: false)
        var settings = NSDiffableDataSourceSectionSnapshot<String>()
        settings.append(["Settings"])
        settings.append(["Wi-Fi", "Bluetooth"], to: "Settings")
        dataSource.apply(settings, to: .settings, animatingDifferences: false)
    }
}

@MainActor
@Suite struct ListsAPITests {
    @Test func anOutlineListShowsItsExpandedSections() {
        let controller = LibraryViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        controller.collectionView.layoutIfNeeded()
        let snapshot = controller.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers(inSection: .library) == ["Library", "Albums", "Artists", "Songs"])
        #expect(snapshot.itemIdentifiers(inSection: .settings) == ["Settings"])
        let library = controller.dataSource.snapshot(for: .library)
        #expect(library.level(of: "Albums") == 1)
        #expect(library.parent(of: "Songs") == "Library")
        #expect(library.rootItems == ["Library"])
        let settings = controller.dataSource.snapshot(for: .settings)
        #expect(!settings.isExpanded("Settings"))
        #expect(settings.visibleItems == ["Settings"])
        let albums = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(albums is UICollectionViewListCell)
        #expect((albums as? UICollectionViewListCell)?.accessories.count == 7)
        #expect(albums?.contentView is UIListContentView)
        #expect(albums?.backgroundConfiguration != nil)
    }

    @Test func expandingASectionSnapshotShowsItsChildren() {
        let controller = LibraryViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        var settings = controller.dataSource.snapshot(for: .settings)
        settings.expand(["Settings"])
        controller.dataSource.apply(settings, to: .settings, animatingDifferences: false)
        #expect(
            controller.dataSource.snapshot().itemIdentifiers(inSection: .settings)
                == ["Settings", "Wi-Fi", "Bluetooth"])
        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.color == .secondaryLabel)
        let grouped = UIBackgroundConfiguration.listGroupedCell()
        #expect(grouped.backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
    }

    /// Swiping "Artists" left and tapping Delete removes it, as on iOS.
    @Test func swipingARowLeftAndTappingDeleteRemovesIt() throws {
        let screen = try HeadlessScreen(width: 375, height: 667)
        let controller = LibraryViewController()
        screen.window.rootViewController = controller
        screen.advance(by: 1.0 / 60)
        let artists = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let y = artists.convert(CGPoint(x: 0, y: artists.bounds.midY), to: nil).y
        var x: CGFloat = 300
        screen.touchDown(at: CGPoint(x: x, y: y))
        for _ in 0..<6 {
            screen.advance(by: 1.0 / 60)
            x -= 20
            screen.touchMove(to: CGPoint(x: x, y: y))
        }
        screen.advance(by: 1.0 / 60)
        screen.touchUp(at: CGPoint(x: x, y: y))
        for _ in 0..<30 { screen.advance(by: 1.0 / 60) }
        #expect(controller.lastState?.isSwiped == true)
        screen.tap(at: CGPoint(x: 330, y: y))
        for _ in 0..<30 { screen.advance(by: 1.0 / 60) }
        #expect(controller.dataSource.snapshot(for: .library).items == ["Library", "Albums", "Songs"])
    }

    @Test func aListSectionFromTheEnvironment() {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators == false)
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).showsSeparators)
    }
}
