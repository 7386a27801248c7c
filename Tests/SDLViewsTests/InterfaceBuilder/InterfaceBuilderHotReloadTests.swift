import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// A controller whose view comes from a .xib on disk; counts `viewDidLoad()`.
final class ReloadingController: UIViewController {
    @Outlet var message: UILabel!
    var loads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

/// Hot reload: rewriting a loaded file rebuilds the views of the controllers
/// loaded from it, in place, once the virtual clock reaches the next check.
@MainActor
@Suite struct InterfaceBuilderHotReloadTests {
    private func xib(text: String) -> Data {
        let document = InterfaceBuilderFixtures.xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
                <subviews><label text="\(text)" id="message"><rect key="frame" x="0" y="0" width="100" height="20"/></label></subviews>
            </view>
            """)
        let ownerWithOutlets = """
            id="-1"><connections><outlet property="view" destination="root" id="o0"/>\
            <outlet property="message" destination="message" id="o1"/></connections></placeholder>
            """
        return Data(
            String(decoding: document, as: UTF8.self)
                .replacingOccurrences(of: "id=\"-1\" userLabel=\"File's Owner\"/>", with: ownerWithOutlets).utf8)
    }

    @Test func rewritingTheFileRebuildsTheViewAndKeepsTheNavigationPlace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Reloading.xib")
        try xib(text: "Before").write(to: file)
        let screen = try HeadlessScreen(width: 200, height: 150)
        UINib.hotReloadEnabled = true
        defer { UINib.hotReloadEnabled = false }
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        let controller = ReloadingController(nibName: "Reloading", bundle: Bundle(path: directory.path))
        navigation.pushViewController(controller, animated: false)
        screen.advance(by: 1)
        #expect(controller.message.text == "Before" && controller.loads == 1)
        let frame = controller.view.frame

        try xib(text: "After, longer").write(to: file)
        screen.advance(by: InterfaceBuilderHotReload.checkInterval)
        #expect(controller.loads == 2)
        #expect(controller.message.text == "After, longer")
        #expect(controller.view.superview != nil && controller.view.frame == frame)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === controller)

        screen.advance(by: 1)
        #expect(controller.loads == 2)
    }
}
