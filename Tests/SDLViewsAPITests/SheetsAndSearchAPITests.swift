import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A places screen as an iOS developer writes it: a search controller whose
/// results controller filters place names, and a "Details" sheet that opens at
/// medium height with a grabber, can be pulled to large, and reports the detent.
final class PlacesController: UIViewController, UISheetPresentationControllerDelegate {
    let places = ["Harbor", "Hill Fort", "Market", "Mill"]
    let results = PlaceResultsController()
    lazy var searchController = UISearchController(searchResultsController: results)
    var detentChanges: [UISheetPresentationController.Detent.Identifier?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        results.all = places
        searchController.searchResultsUpdater = results
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search places"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        searchController.searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
        searchController.searchBar.autoresizingMask = [.flexibleWidth]
        view.addSubview(searchController.searchBar)
        definesPresentationContext = true
    }

    func showDetails() -> UIViewController {
        let details = UIViewController()
        details.view.backgroundColor = .systemBackground
        if let sheet = details.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 12
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
        present(details, animated: true)
        return details
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        detentChanges.append(sheetPresentationController.selectedDetentIdentifier)
    }
}

final class PlaceResultsController: UIViewController, UISearchResultsUpdating {
    var all: [String] = []
    private(set) var shown: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        shown = query.isEmpty ? [] : all.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

@MainActor
@Suite struct SheetsAndSearchAPITests {
    @Test func searchingFiltersThePlaces() throws {
        let screen = try HeadlessScreen(width: 390, height: 700)
        let places = PlacesController()
        screen.window.rootViewController = places
        screen.runFrame()
        screen.tap(at: CGPoint(x: 100, y: 28))
        #expect(places.searchController.isActive)
        screen.type("hi")
        #expect(places.results.shown == ["Hill Fort"])
        screen.type("x")
        #expect(places.results.shown.isEmpty)
        places.searchController.isActive = false
        #expect(places.searchController.searchBar.text == "hix", "deactivating in code keeps the text, as UIKit")
    }

    @Test func detailsSheetOpensAtMediumAndIsPulledToLarge() throws {
        let screen = try HeadlessScreen(width: 390, height: 700)
        let places = PlacesController()
        screen.window.rootViewController = places
        screen.runFrame()
        let details = places.showDetails()
        screen.advance(by: 1)
        #expect(details.view.frame == CGRect(x: 0, y: 350, width: 390, height: 350))
        screen.touchDown(at: CGPoint(x: 195, y: 356))
        for step in 1...3 {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: 195, y: 356 - 20 * CGFloat(step)))
        }
        screen.touchUp(at: CGPoint(x: 195, y: 296))
        screen.advance(by: 1)
        #expect(details.view.frame == CGRect(x: 0, y: 0, width: 390, height: 700))
        #expect(places.detentChanges == [.large])
        details.sheetPresentationController?.animateChanges {
            details.sheetPresentationController?.selectedDetentIdentifier = .medium
        }
        screen.advance(by: 1)
        #expect(details.view.frame.minY == 350 && places.detentChanges == [.large], "changes in code: no delegate call")
        screen.key(.keyboardEscape)
        screen.advance(by: 1)
        #expect(places.presentedViewController == nil)
    }
}
