import SDLViews
import SDLViewsTesting
import Testing
import __MODULE__

@MainActor
@Suite struct LevelsTests {
    @Test func tappingALevelPushesItsScreen() throws {
        let screen = try HeadlessScreen(width: 800, height: 600)
        let levels = LevelsViewController()
        let navigation = UINavigationController(rootViewController: levels)
        screen.window.rootViewController = navigation
        screen.runFrame()

        let row = try #require(levels.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        screen.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        screen.advance(by: 1)

        let level = try #require(navigation.topViewController as? LevelViewController)
        #expect(level.name == "Harbour")
        #expect(navigation.viewControllers.count == 2)
    }
}
