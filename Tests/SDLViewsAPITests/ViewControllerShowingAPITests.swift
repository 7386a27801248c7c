import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A contacts list as an iOS developer writes it: a table-like scroll view under a
/// translucent bar, `show` to open a contact, a modal "New Contact" form in its own
/// navigation controller that cannot be swiped away while edited, and Cancel.
final class ContactsListController: UIViewController {
    let list = UIScrollView()

    override func loadView() {
        list.contentSize = CGSize(width: 320, height: 1000)
        view = list
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Add", primaryAction: UIAction { [unowned self] _ in _ = self.addContact() })
        definesPresentationContext = true
    }

    func open(_ name: String) {
        let detail = UIViewController()
        detail.title = name
        detail.hidesBottomBarWhenPushed = true
        show(detail, sender: self)
    }

    func addContact() -> NewContactController {
        let form = NewContactController()
        let navigation = UINavigationController(rootViewController: form)
        navigation.modalPresentationStyle = .formSheet
        navigation.preferredContentSize = CGSize(width: 480, height: 360)
        present(navigation, animated: true)
        return form
    }
}

final class NewContactController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var attempts = 0
    var hasChanges = false {
        didSet { isModalInPresentation = hasChanges }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.presentationController?.delegate = self
    }

    func cancel() { dismiss(animated: true) }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        attempts += 1
    }
}

@MainActor
@Suite struct ViewControllerShowingAPITests {
    @Test func contactsFlow() throws {
        let screen = try HeadlessScreen(width: 800, height: 600)
        let contacts = ContactsListController()
        let navigation = UINavigationController(rootViewController: contacts)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        screen.window.rootViewController = tabs
        screen.runFrame()

        // Under the translucent bars, as on iOS.
        #expect(contacts.view.frame.minY == 0)
        #expect(contacts.view.safeAreaInsets.top == 44)
        #expect(contacts.list.adjustedContentInset.top == 44)
        #expect(contacts.list.contentOffset.y == -44)

        contacts.open("Ada")
        screen.advance(by: 1)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "Ada")
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: false)
        #expect(!tabs.tabBar.isHidden)

        let form = contacts.addContact()
        screen.advance(by: 1)
        let sheet = try #require(tabs.presentedViewController)
        #expect(sheet.view.frame.size == CGSize(width: 480, height: 360))
        #expect(sheet.presentingViewController === tabs)

        form.hasChanges = true
        screen.key(.keyboardEscape)
        screen.advance(by: 1)
        #expect(tabs.presentedViewController === sheet && form.attempts == 1)

        form.cancel()
        screen.advance(by: 1)
        #expect(tabs.presentedViewController == nil)
    }

    @Test func scenes() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let windows = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
        #expect(windows.contains { $0 === screen.window })
    }

    @Test func containerSwapsChildrenWithATransition() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let container = UIViewController()
        screen.window.rootViewController = container
        screen.runFrame()
        let first = UIViewController()
        let second = UIViewController()
        container.addChild(first)
        container.view.addSubview(first.view)
        first.didMove(toParent: container)

        first.willMove(toParent: nil)
        container.addChild(second)
        second.view.frame = container.view.bounds
        var done = false
        container.transition(
            from: first, to: second, duration: 0.25, options: .transitionCrossDissolve, animations: nil
        ) { _ in
            first.removeFromParent()
            second.didMove(toParent: container)
            done = true
        }
        screen.advance(by: 1)
        #expect(done && container.children.count == 1 && second.view.window != nil && first.view.window == nil)
    }
}
