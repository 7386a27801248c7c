import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A mailbox as an iOS developer writes it: large titles on the list, a
/// toolbar with a flexible space and a compose button, and a message screen
/// with a small title and its own toolbar items.
final class MailboxController: UITableViewController {
    var composed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.largeTitleDisplayMode = .always
        toolbarItems = [
            .flexibleSpace(),
            UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [unowned self] _ in self.composed += 1 })
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Message \(indexPath.row + 1)"
        return cell
    }
}

final class MessageController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"
        navigationItem.largeTitleDisplayMode = .never
        setToolbarItems(
            [UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(systemItem: .reply)],
            animated: false)
    }
}

@MainActor
@Suite struct NavigationBarsAPITests {
    @Test func aMailboxUsesLargeTitlesAndToolbars() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let mailbox = MailboxController(style: .plain)
        let navigation = UINavigationController(rootViewController: mailbox)
        navigation.navigationBar.prefersLargeTitles = true
        screen.window.rootViewController = navigation
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 96 && mailbox.view.safeAreaInsets.top == 96)
        #expect(!navigation.isToolbarHidden && navigation.toolbar.frame.minY == 436)
        #expect(mailbox.tableView.contentOffset.y == -96)

        mailbox.tableView.contentOffset = CGPoint(x: 0, y: 200)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 44, "collapsed into the small title")

        navigation.pushViewController(MessageController(), animated: false)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(navigation.toolbar.items?.count == 3)
        navigation.popViewController(animated: false)
        screen.runFrame()
        #expect(navigation.toolbar.items?.count == 2)
        let compose = try #require(navigation.toolbar.subviews.compactMap { $0 as? UIButton }.first)
        screen.tap(at: compose.convert(CGPoint(x: compose.bounds.midX, y: compose.bounds.midY), to: nil))
        #expect(mailbox.composed == 1)
    }
}

/// Bar styling as iOS 13+ apps write it: one opaque appearance for every state of the bar.
@MainActor
@Suite struct BarAppearanceAPITests {
    @Test func aBrandedNavigationBar() {
        let root = UIViewController()
        root.title = "Armoury"
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.compactAppearance = appearance
        navigation.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarAppearance()
        tabs.configureWithDefaultBackground()
        let tabBarController = UITabBarController()
        tabBarController.tabBar.standardAppearance = tabs
        tabBarController.tabBar.scrollEdgeAppearance = tabs
        tabBarController.viewControllers = [navigation]
        #expect(navigation.navigationBar.backgroundColor == .systemIndigo)
        #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
        #expect(navigation.navigationBar.standardAppearance !== appearance, "bars copy their appearances")
    }
}
