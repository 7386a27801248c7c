import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// `UINavigationItem.searchController` in a navigation controller's bar (#38):
/// the 52-point search row under the (large) title, collapsing before the
/// large title as the content scrolls when `hidesSearchBarWhenScrolling`.
@MainActor
@Suite struct NavigationBarSearchTests {
    final class ScrollingController: UIViewController {
        let search = UISearchController(searchResultsController: nil)
        var scrollView: UIScrollView { view as! UIScrollView }

        override func loadView() {
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            view = scrollView
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Quests"
            navigationItem.searchController = search
        }
    }

    private func shown(large: Bool, hides: Bool = true) throws
        -> (screen: HeadlessScreen, navigation: UINavigationController, root: ScrollingController)
    {
        let root = ScrollingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = large
        root.loadViewIfNeeded()
        root.navigationItem.hidesSearchBarWhenScrolling = hides
        let screen = try HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = navigation
        screen.runFrame()
        return (screen, navigation, root)
    }

    @Test func theSearchBarSitsInARowUnderTheLargeTitle() throws {
        let (_, navigation, root) = try shown(large: true)
        let bar = navigation.navigationBar
        let searchBar = root.search.searchBar
        #expect(bar.frame.height == 148, "44 + the large title's 52 + the search row's 52")
        #expect(searchBar.isDescendant(of: bar))
        #expect(searchBar.convert(searchBar.bounds, to: nil) == CGRect(x: 8, y: 96, width: 304, height: 52))
        let field = searchBar.searchTextField
        #expect(field.convert(field.bounds, to: nil).minX == 16, "lines up with the large title")
        #expect(root.view.safeAreaInsets.top == 148 && root.scrollView.adjustedContentInset.top == 148)
        #expect(root.scrollView.contentOffset.y == -148)
    }

    @Test func scrollingCollapsesTheSearchRowFirstThenTheLargeTitle() throws {
        let (screen, navigation, root) = try shown(large: true)
        let bar = navigation.navigationBar
        let searchBar = root.search.searchBar
        let steps: [(offset: CGFloat, height: CGFloat, searchAlpha: CGFloat)] = [
            (-122, 122, 0), (-96, 96, 0), (-70, 70, 0), (-44, 44, 0), (200, 44, 0), (-148, 148, 1), (-135, 135, 0.5)
        ]
        for step in steps {
            root.scrollView.contentOffset.y = step.offset
            screen.runFrame()
            #expect(bar.frame.height == step.height, "offset \(step.offset)")
            #expect(root.view.safeAreaInsets.top == step.height, "the safe area follows the bar")
            #expect(root.scrollView.adjustedContentInset.top == 148, "the content rests where the full bar ends")
            #expect(abs(searchBar.alpha - step.searchAlpha) < 0.01, "offset \(step.offset): search bar alpha")
        }
        root.scrollView.contentOffset.y = -96
        screen.runFrame()
        let large = bar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first { $0.text == "Quests" }
        let label = try #require(large)
        #expect(label.convert(label.bounds, to: bar).maxY == 96, "the large title shows in full once the row is gone")
    }

    @Test func aSearchBarThatStaysKeepsItsRowWhileTheTitleCollapses() throws {
        let (screen, navigation, root) = try shown(large: true, hides: false)
        let bar = navigation.navigationBar
        root.scrollView.contentOffset.y = 300
        screen.runFrame()
        #expect(bar.frame.height == 96, "the small bar and the search row")
        #expect(root.search.searchBar.alpha == 1)
        #expect(root.search.searchBar.convert(root.search.searchBar.bounds, to: nil).minY == 44)
    }

    @Test func withoutLargeTitlesTheRowSitsUnderTheSmallBar() throws {
        let (screen, navigation, root) = try shown(large: false)
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96 && root.scrollView.adjustedContentInset.top == 96)
        root.scrollView.contentOffset.y = -70
        screen.runFrame()
        #expect(bar.frame.height == 70)
        root.scrollView.contentOffset.y = 100
        screen.runFrame()
        #expect(bar.frame.height == 44)
    }

    @Test func aReleasedScrollSettlesOnARowBoundary() throws {
        let (screen, navigation, root) = try shown(large: true)
        root.scrollView.contentOffset.y = -148 + 20
        navigation.trackedScrollViewDidComeToRest(root.scrollView)
        screen.advance(by: 1)
        #expect(root.scrollView.contentOffset.y == -148, "nearer the top: open")
        root.scrollView.contentOffset.y = -148 + 40
        navigation.trackedScrollViewDidComeToRest(root.scrollView)
        screen.advance(by: 1)
        #expect(root.scrollView.contentOffset.y == -96, "nearer the search row's end: the row shut, the title open")
        root.scrollView.contentOffset.y = -148 + 90
        navigation.trackedScrollViewDidComeToRest(root.scrollView)
        screen.advance(by: 1)
        #expect(root.scrollView.contentOffset.y == -44 && navigation.navigationBar.frame.height == 44)
    }

    @Test func pushingAControllerWithoutSearchTakesTheRowAway() throws {
        let (screen, navigation, root) = try shown(large: false)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 44 && detail.view.safeAreaInsets.top == 44)
        #expect(root.search.searchBar.superview == nil)
        navigation.popViewController(animated: false)
        screen.runFrame()
        #expect(navigation.navigationBar.frame.height == 96 && root.search.searchBar.isDescendant(of: navigation.navigationBar))
    }

    @Test func tappingTheFieldActivatesTheSearchBelowTheBar() throws {
        let (screen, navigation, root) = try shown(large: false)
        root.search.obscuresBackgroundDuringPresentation = true
        screen.tap(at: CGPoint(x: 100, y: 70))
        #expect(root.search.isActive && root.search.searchBar.isFirstResponder)
        let overlay = try #require(root.search.viewIfLoaded)
        #expect(overlay.convert(overlay.bounds, to: nil).minY == 96)
        #expect(navigation.navigationBar.frame.height == 96)
        screen.key(.keyboardEscape)
        #expect(!root.search.isActive)
    }

    @Test func aHiddenBarLeavesTheSearchBarWhereTheAppPutIt() throws {
        let root = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        root.view.addSubview(search.searchBar)
        let navigation = UINavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = true
        let screen = try HeadlessScreen(width: 320, height: 480)
        screen.window.rootViewController = navigation
        screen.runFrame()
        #expect(search.searchBar.superview === root.view)
        navigation.isNavigationBarHidden = false
        screen.runFrame()
        #expect(search.searchBar.isDescendant(of: navigation.navigationBar) && navigation.navigationBar.frame.height == 96)
    }
}
