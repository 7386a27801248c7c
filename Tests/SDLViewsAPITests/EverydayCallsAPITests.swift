import Foundation
import SDLViews
import Testing

/// The everyday UIKit calls issue 38 found missing, each spelled as an iOS
/// app spells it: this file stops compiling if one of them goes away or
/// changes its signature, and each line checks a value UIKit gives.
@MainActor
@Suite struct EverydayCallsAPITests {
    @Test func traitsTypeAndSymbols() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = view.traitCollection.userInterfaceStyle
        _ = view.traitCollection.horizontalSizeClass
        _ = view.traitCollection.preferredContentSizeCategory
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIImage(systemName: "gear") != nil && UIImage(systemName: "no.such.symbol.anywhere") == nil)
    }

    @Test func buttonsMenusAndBarItems() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Play"
        let button = UIButton(configuration: configuration)
        #expect(button.configuration?.title == "Play")
        let menu = UIMenu(title: "More", children: [UIAction(title: "Share") { _ in }])
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        _ = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
        #expect(UIBarButtonItem(systemItem: .add).image != nil || UIBarButtonItem(systemItem: .add).title != nil)
        #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 3).tag == 3)
    }

    @Test func listsAndTables() {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.trailingSwipeActionsConfigurationProvider = { _ in nil }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        _ = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        collectionView.refreshControl = UIRefreshControl()
        _ = NSDiffableDataSourceSectionSnapshot<String>()
        _ = UIListContentConfiguration.groupedHeader()
        let cell = UICollectionViewListCell()
        cell.configurationUpdateHandler = { _, _ in }
        cell.backgroundConfiguration = .listGroupedCell()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.sectionHeaderTopPadding = 0
        table.dragInteractionEnabled = false
        _ = table.rectForHeader(inSection: 0)
        let flow = UICollectionViewFlowLayout()
        flow.sectionHeadersPinToVisibleBounds = true
        #expect(flow.sectionHeadersPinToVisibleBounds)
    }

    @Test func viewControllersAndScenes() {
        let controller = UIViewController()
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        controller.definesPresentationContext = true
        controller.isModalInPresentation = true
        controller.hidesBottomBarWhenPushed = true
        controller.toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace)]
        let navigation = UINavigationController(rootViewController: controller)
        navigation.setToolbarHidden(false, animated: false)
        navigation.navigationBar.prefersLargeTitles = true
        controller.navigationItem.largeTitleDisplayMode = .always
        controller.navigationItem.searchController = UISearchController(searchResultsController: nil)
        controller.sheetPresentationController?.detents = [.medium(), .large()]
        _ = UIApplication.shared.connectedScenes
        #expect(navigation.isToolbarHidden == false)
    }

    @Test func textControlsAndScrolling() {
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .username
        field.inputAccessoryView = UIView()
        let text = UITextView()
        text.textContainer.lineFragmentPadding = 0
        text.dataDetectorTypes = .link
        let toggle = UISwitch()
        toggle.preferredStyle = .checkbox
        let pages = UIPageControl()
        pages.backgroundStyle = .prominent
        let scroll = UIScrollView()
        _ = scroll.contentLayoutGuide.widthAnchor
        _ = scroll.frameLayoutGuide.heightAnchor
        _ = UIResponder.keyboardWillShowNotification
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        animator.isManualHitTestingEnabled = true
        #expect(field.keyboardType == .emailAddress && text.dataDetectorTypes == .link)
    }
}
