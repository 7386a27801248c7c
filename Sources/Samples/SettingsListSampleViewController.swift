import Foundation
import SDLViews

/// A settings screen written the iOS 14+ way: a `UICollectionView` with an
/// inset grouped list layout, `UICollectionViewListCell`s configured by a
/// cell registration (content configurations, accessories: outline
/// disclosure, labels, checkmarks, a switch), a diffable data source fed one
/// section snapshot per section (tap a section's chevron to expand or
/// collapse it), pull-to-refresh that counts the syncs, and swipe actions
/// on the devices (swipe a device left to forget it, right to rename it).
@MainActor
final class SettingsListSampleViewController: SampleViewController {
    enum Section: Int, Sendable { case display, sound, account, devices }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private var syncs = 0
    private var refreshLink: CADisplayLink?
    private var refreshStart: CFTimeInterval?

    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 360, height: 300)) }

    override func buildContent(in content: UIView) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.deviceActions(at: indexPath, trailing: true)
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.deviceActions(at: indexPath, trailing: false)
        }
        collectionView = UICollectionView(
            frame: content.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(collectionView)
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.startSync() }, for: .valueChanged)
        collectionView.refreshControl = refresh
        makeDataSource()
        applySections()
    }

    private func makeDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            [weak self] cell, indexPath, item in
            self?.configure(cell, item: item, isHeader: indexPath.item == 0)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    private func configure(_ cell: UICollectionViewListCell, item: String, isHeader: Bool) {
        var content = cell.defaultContentConfiguration()
        content.text = item
        if isHeader {
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
            return
        }
        cell.contentConfiguration = content
        cell.accessories = accessories(for: item)
    }

    private func accessories(for item: String) -> [UICellAccessory] {
        switch item {
        case "Brightness": return [.label(text: "80%"), .disclosureIndicator()]
        case "Dark Mode":
            let toggle = UISwitch()
            toggle.isOn = true
            return [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
        case "Text Size": return [.label(text: "Large"), .disclosureIndicator()]
        case "Chimes": return [.checkmark()]
        case "Synced": return [.label(text: "\(syncs) times")]
        default: return [.disclosureIndicator()]
        }
    }

    private func applySections() {
        let outlines: [(Section, String, [String], Bool)] = [
            (.display, "Display", ["Brightness", "Dark Mode", "Text Size"], true),
            (.sound, "Sound", ["Volume", "Chimes"], false),
            (.account, "Account", ["Profile", "Synced"], true),
            (.devices, "Devices", ["Steam Deck", "Living Room PC"], true),
        ]
        for (section, header, rows, expanded) in outlines {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append([header])
            outline.append(rows, to: header)
            if expanded { outline.expand([header]) }
            dataSource.apply(outline, to: section, animatingDifferences: false)
        }
    }

    /// A device row's actions: "Forget" (destructive, removes the row) and "Rename"
    /// (appends a mark); none on the other sections' rows and headers.
    private func deviceActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard indexPath.section == Section.devices.rawValue, indexPath.item > 0,
            let item = dataSource.itemIdentifier(for: indexPath)
        else { return nil }
        if trailing {
            let forget = UIContextualAction(style: .destructive, title: "Forget") { [weak self] _, _, done in
                guard let self else { return done(false) }
                var devices = dataSource.snapshot(for: .devices)
                devices.delete([item])
                dataSource.apply(devices, to: .devices, animatingDifferences: true)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [forget])
        }
        let rename = UIContextualAction(style: .normal, title: "Rename") { [weak self] _, _, done in
            guard let self else { return done(false) }
            var devices = dataSource.snapshot(for: .devices)
            devices.insert([item + " ★"], after: item)
            devices.delete([item])
            dataSource.apply(devices, to: .devices, animatingDifferences: false)
            done(true)
        }
        rename.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [rename])
    }

    /// A pull started a sync: it "takes" a second, then the count row updates.
    private func startSync() {
        refreshStart = nil
        let link = CADisplayLink { [weak self] link in self?.advanceSync(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        refreshLink = link
    }

    private func advanceSync(at time: CFTimeInterval) {
        let start = refreshStart ?? time
        refreshStart = start
        guard time - start >= 1 else { return }
        refreshLink?.invalidate()
        refreshLink = nil
        syncs += 1
        var snapshot = dataSource.snapshot()
        if snapshot.indexOfItem("Synced") != nil {
            snapshot.reconfigureItems(["Synced"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        collectionView.refreshControl?.endRefreshing()
    }
}
