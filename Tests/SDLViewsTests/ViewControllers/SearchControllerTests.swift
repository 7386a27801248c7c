import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UISearchBar and UISearchController (#38): the updater hears the text as it
/// changes, the results show with text, Cancel clears and deactivates.
@MainActor
@Suite struct SearchControllerTests {
    private final class Listener: UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
        var updates: [String] = []
        var calls: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            updates.append(searchController.searchBar.text ?? "nil")
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            calls.append("textDidChange:\(searchText)")
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
        func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    }

    /// A 400 × 300 root with the search bar at its top, as a table header would place it.
    private func searchScreen() throws -> (HeadlessScreen, UIViewController, UISearchController, UIViewController, Listener) {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let root = UIViewController()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let listener = Listener()
        search.searchResultsUpdater = listener
        search.delegate = listener
        search.searchBar.delegate = listener
        search.searchBar.placeholder = "Search levels"
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 400, height: 56)
        root.view.addSubview(search.searchBar)
        root.navigationItem.searchController = search
        screen.window.rootViewController = root
        screen.runFrame()
        return (screen, root, search, results, listener)
    }

    @Test func typingActivatesAndUpdatesTheResultsWithTheText() throws {
        let (screen, root, search, results, listener) = try searchScreen()
        #expect(root.navigationItem.searchController === search && !search.isActive)
        #expect(search.searchBar.searchTextField.frame == CGRect(x: 8, y: 10, width: 384, height: 36))
        screen.tap(at: CGPoint(x: 100, y: 28))
        #expect(search.isActive && search.searchBar.isFirstResponder && search.searchBar.showsCancelButton)
        #expect(listener.updates == [""] && listener.calls == ["willPresent"])
        #expect(search.view.superview === root.view && search.view.frame == CGRect(x: 0, y: 56, width: 400, height: 244))
        #expect(results.viewIfLoaded?.window == nil, "no text yet: the background is obscured, no results")
        screen.type("ab")
        #expect(listener.updates == ["", "a", "ab"])
        #expect(listener.calls == ["willPresent", "textDidChange:a", "textDidChange:ab"])
        #expect(results.view.window === screen.window && results.view.frame == search.view.bounds)
        screen.key(.keyboardReturnOrEnter)
        #expect(listener.calls.last == "search" && search.searchBar.isFirstResponder)
    }

    @Test func cancelClearsAndDeactivates() throws {
        let (screen, root, search, results, listener) = try searchScreen()
        screen.tap(at: CGPoint(x: 100, y: 28))
        screen.type("dragon")
        screen.advance(by: 0.5)
        let cancel = try #require(search.searchBar.subviews.first { ($0 as? UIButton)?.title(for: .normal) == "Cancel" })
        #expect(cancel.frame.maxX == 392 && search.searchBar.searchTextField.frame.maxX < cancel.frame.minX)
        screen.tap(at: search.searchBar.convert(CGPoint(x: cancel.frame.midX, y: cancel.frame.midY), to: nil))
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.isFirstResponder)
        #expect(listener.calls.suffix(2) == ["cancel", "didDismiss"] && listener.updates.last == "")
        #expect(search.viewIfLoaded?.superview == nil && results.viewIfLoaded?.window == nil)
        #expect(!search.searchBar.showsCancelButton && root.presentedViewController == nil)
    }

    @Test func escapeAndTheObscuredBackgroundEndTheSearch() throws {
        let (screen, _, search, _, listener) = try searchScreen()
        screen.tap(at: CGPoint(x: 100, y: 28))
        screen.type("x")
        screen.key(.keyboardEscape)
        #expect(!search.isActive && search.searchBar.text == "" && listener.calls.last == "didDismiss")
        search.isActive = true
        #expect(listener.updates.last == "" && search.view.window != nil)
        screen.tap(at: CGPoint(x: 200, y: 200))
        #expect(!search.isActive)
        search.obscuresBackgroundDuringPresentation = false
        search.isActive = true
        search.dismiss(animated: true)
        #expect(!search.isActive, "dismissing the search controller deactivates it")
    }
}
