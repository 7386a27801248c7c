import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// `UIBarAppearance` and its three bars: backgrounds, hairlines and titles,
/// copied when assigned, the top item's over the bar's, and the scroll-edge
/// appearance while a large title shows in full.
@MainActor
@Suite struct BarAppearanceTests {
    private final class Scrolling: UIViewController {
        var scrollView: UIScrollView { view as! UIScrollView }
        override func loadView() {
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            view = scrollView
        }
    }

    private func label(_ text: String, in bar: UIView) -> UILabel? {
        var pending = bar.subviews
        while let view = pending.popLast() {
            if let label = view as? UILabel, label.text == text, !label.isHidden { return label }
            pending += view.subviews
        }
        return nil
    }

    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func anOpaqueStandardAppearanceColoursTheBarAndItsTitle() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let root = UIViewController()
        root.title = "Inventory"
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.red
        appearance.shadowColor = nil
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let bar = navigation.navigationBar
        bar.standardAppearance = appearance
        screen.window.rootViewController = navigation
        screen.runFrame()
        #expect(bar.backgroundColor == Self.red)
        #expect(screen.pixel(at: CGPoint(x: 10, y: bar.frame.maxY - 1)) == RGBA8(r: 255, g: 0, b: 0, a: 255), "no hairline")
        #expect(label("Inventory", in: bar)?.textColor == .white)
        // The bar copied it: changing the original does nothing until it is assigned again.
        appearance.backgroundColor = Self.blue
        screen.runFrame()
        #expect(bar.backgroundColor == Self.red && bar.standardAppearance !== appearance)
        bar.standardAppearance = appearance
        #expect(bar.backgroundColor == Self.blue)
        // The legacy attributes win over the appearance's, as UIKit's setter updates the appearance.
        bar.titleTextAttributes = [.foregroundColor: Self.red]
        #expect(label("Inventory", in: bar)?.textColor == Self.red)
    }

    @Test func theTopItemsAppearanceReplacesTheBarsWhileItIsOnTop() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let special = UINavigationBarAppearance()
        special.configureWithTransparentBackground()
        detail.navigationItem.standardAppearance = special
        screen.window.rootViewController = navigation
        screen.runFrame()
        let bar = navigation.navigationBar
        let standard = bar.backgroundColor
        #expect(standard == BarColors.background)
        navigation.pushViewController(detail, animated: false)
        screen.runFrame()
        #expect(bar.backgroundColor == .clear)
        #expect(bar.subviews.contains { $0.isHidden && $0.frame.height == 1 }, "a transparent bar has no hairline")
        navigation.popViewController(animated: false)
        screen.runFrame()
        #expect(bar.backgroundColor == standard)
    }

    @Test func theScrollEdgeAppearanceShowsWhileTheLargeTitleIsFullyShown() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let root = Scrolling()
        root.title = "Quests"
        let navigation = UINavigationController(rootViewController: root)
        let bar = navigation.navigationBar
        bar.prefersLargeTitles = true
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        edge.largeTitleTextAttributes = [.foregroundColor: Self.blue, .font: UIFont.boldSystemFont(ofSize: 30)]
        bar.scrollEdgeAppearance = edge
        screen.window.rootViewController = navigation
        screen.runFrame()
        #expect(bar.frame.height == 96 && bar.backgroundColor == .clear)
        #expect(label("Quests", in: bar).map { $0.textColor == Self.blue && $0.font.pointSize == 30 } == true)
        root.scrollView.contentOffset.y = 100
        screen.runFrame()
        #expect(bar.frame.height == 44 && bar.backgroundColor == BarColors.background)
        root.scrollView.contentOffset.y = -96
        screen.runFrame()
        #expect(bar.backgroundColor == .clear)
    }

    @Test func tabBarsAndToolbarsShowTheirStandardAppearance() throws {
        let tabBar = UITabBar()
        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.backgroundColor = Self.blue
        tabBar.standardAppearance = tabs
        #expect(tabBar.backgroundColor == Self.blue)
        tabBar.barTintColor = Self.red
        #expect(tabBar.backgroundColor == Self.red, "the legacy bar tint paints over it")
        let toolbar = UIToolbar()
        let tools = UIToolbarAppearance()
        tools.configureWithTransparentBackground()
        toolbar.standardAppearance = tools
        #expect(toolbar.backgroundColor == .clear)
        tools.configureWithDefaultBackground()
        #expect(tools.shadowColor != nil && UIToolbarAppearance(barAppearance: tools).backgroundColor == nil)
        toolbar.standardAppearance = tools
        #expect(toolbar.backgroundColor == BarColors.background)
    }
}
