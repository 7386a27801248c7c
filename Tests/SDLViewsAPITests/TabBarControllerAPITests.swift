import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A tab bar controller subclass and delegate written as an app writes them.
@MainActor
final class GameSettingsTabs: UITabBarController, UITabBarControllerDelegate {
    var selections: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        tabBar.unselectedItemTintColor = .gray
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(tabBarController.selectedIndex)
    }
}

@MainActor
@Suite struct TabBarControllerAPITests {
    @Test func aSubclassConfiguresTabsAndHearsTheUsersChoice() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let tabs = GameSettingsTabs()
        let audio = UIViewController()
        audio.tabBarItem = UITabBarItem(title: "Audio", image: nil, tag: 1)
        let video = UIViewController()
        video.title = "Video"
        tabs.setViewControllers([audio, video], animated: false)
        screen.window.rootViewController = tabs
        screen.runFrame()
        #expect(video.tabBarItem.title == "Video" && video.tabBarController === tabs)
        screen.tap(at: CGPoint(x: 225, y: 180))
        #expect(tabs.selectedViewController === video && tabs.selections == [1])
        tabs.selectedIndex = 0
        #expect(tabs.selections == [1])
    }
}
