import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A menu screen as an app writes it: designated init, lifecycle and containment overrides.
final class MenuScreen: UIViewController {
    let log: CallLog
    let name: String

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        name = ""
        log = CallLog()
        super.init(coder: coder)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove")
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        log.add("\(name).setEditing(\(editing))")
    }
}

/// A navigation controller subclass and delegate, as apps write them.
final class GameNavigationController: UINavigationController, UINavigationControllerDelegate {
    var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(viewController.title ?? "?")
    }
}

@MainActor
@Suite struct ViewControllerSubclassingTests {
    @Test func customContainerCallsOverridesInUIKitsOrder() throws {
        let screen = try HeadlessScreen(width: 100, height: 80)
        let log = CallLog()
        let parent = MenuScreen("menu", log: log)
        screen.window.rootViewController = parent
        let child = MenuScreen("panel", log: log)
        log.clear()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.entries == ["panel.willMove", "panel.viewWillAppear", "panel.viewDidAppear", "panel.didMove"])
        #expect(parent.children.first === child && child.parent === parent)
        child.setEditing(true, animated: false)
        #expect(child.isEditing && child.editButtonItem.title == "Done")
    }

    @Test func navigationSubclassPushesAndPops() throws {
        let screen = try HeadlessScreen(width: 120, height: 90)
        let log = CallLog()
        let navigation = GameNavigationController(rootViewController: MenuScreen("title", log: log))
        screen.window.rootViewController = navigation
        navigation.pushViewController(MenuScreen("settings", log: log), animated: true)
        screen.advance(by: 1)
        #expect(navigation.shown == ["settings"])
        #expect(navigation.topViewController?.title == "settings")
        navigation.popViewController(animated: false)
        #expect(navigation.shown == ["settings", "title"])
        #expect(navigation.viewControllers.count == 1)
    }
}
