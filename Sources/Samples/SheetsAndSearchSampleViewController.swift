import Foundation
import SDLViews

/// A level picker written as on iOS 15+: a `UISearchController` whose bar
/// sits above the list and filters it as you type (the list is the results,
/// `searchResultsController` nil), and a details sheet
/// (`sheetPresentationController`) resting at a small custom detent, medium
/// or large, with a grabber; the list stays usable behind it up to medium
/// (`largestUndimmedDetentIdentifier`). Drag the sheet (or its grabber) to
/// move it between detents, or down to close it; Escape or the gamepad's B
/// closes it too.
@MainActor
final class SheetsAndSearchSampleViewController: SampleViewController, UISearchResultsUpdating,
    UISheetPresentationControllerDelegate
{
    private static let levels = [
        "Harbor Gate", "Hill Fort", "Market Square", "Old Mill", "Lighthouse", "Salt Mines", "Sky Bridge",
        "Sunken Temple"
    ]
    private let searchController = UISearchController(searchResultsController: nil)
    private var rows: [UILabel] = []
    private var status: UILabel!
    private let details = LevelDetailsController()

    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 400, height: 350)) }

    override func buildContent(in content: UIView) {
        definesPresentationContext = true
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search levels"
        searchController.searchBar.searchTextField.accessibilityLabel = "Search levels"
        navigationItem.searchController = searchController
        let bar = searchController.searchBar
        bar.frame = CGRect(x: 12, y: 8, width: content.bounds.width - 24, height: UISearchBar.standardHeight)
        bar.autoresizingMask = [.flexibleWidth]
        content.addSubview(bar)
        status = SampleTheme.label(
            "Type to filter; drag the sheet between its detents", font: SampleTheme.captionFont, color: SampleTheme.secondaryText,
            frame: CGRect(x: 24, y: 68, width: content.bounds.width - 48, height: 20))
        status.autoresizingMask = [.flexibleWidth]
        content.addSubview(status)
        for (index, name) in Self.levels.enumerated() {
            let row = SampleTheme.label(
                name, frame: CGRect(x: 24, y: 96 + CGFloat(index) * 30, width: content.bounds.width - 48, height: 26))
            row.autoresizingMask = [.flexibleWidth]
            content.addSubview(row)
            rows.append(row)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil, details.presentingViewController == nil else { return }
        showDetails(animated: false)
    }

    private func showDetails(animated: Bool) {
        guard let sheet = details.sheetPresentationController else { return }
        sheet.detents = [LevelDetailsController.peek, .medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 14
        sheet.delegate = self
        present(details, animated: animated)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        var y: CGFloat = 96
        var shown = 0
        for row in rows {
            let matches = query.isEmpty || (row.text ?? "").localizedCaseInsensitiveContains(query)
            row.isHidden = !matches
            guard matches else { continue }
            row.frame.origin.y = y
            y += 30
            shown += 1
        }
        status.text = query.isEmpty ? "All \(rows.count) levels" : "“\(query)”: \(shown) of \(rows.count) levels"
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        let name = sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "smallest"
        status.text = "Sheet moved to \(name.split(separator: ".").last.map(String.init) ?? name)"
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        status.text = "Sheet closed; it comes back when you reopen the sample"
    }
}

/// The sheet's content: the level's name, a line of text and buttons that
/// move the sheet in `animateChanges(_:)`.
@MainActor
final class LevelDetailsController: UIViewController {
    static let peek = UISheetPresentationController.Detent.custom(identifier: .init("peek")) { context in
        min(96, context.maximumDetentValue)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The list stays visible (undimmed) behind the sheet: an outline sets the sheet apart from it.
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        let title = SampleTheme.label("Sunken Temple", font: SampleTheme.titleFont, frame: CGRect(x: 20, y: 22, width: 300, height: 28))
        view.addSubview(title)
        let summary = SampleTheme.label(
            "Best time 2:41 · 3 of 5 relics", font: SampleTheme.captionFont, color: SampleTheme.secondaryText,
            frame: CGRect(x: 20, y: 54, width: 300, height: 20))
        view.addSubview(summary)
        let buttons: [(String, UISheetPresentationController.Detent.Identifier)] = [
            ("Peek", Self.peek.identifier), ("Medium", .medium), ("Large", .large)
        ]
        for (index, (name, identifier)) in buttons.enumerated() {
            var configuration = UIButton.Configuration.tinted()
            configuration.title = name
            let button = UIButton(
                configuration: configuration,
                primaryAction: UIAction { [weak self] _ in
                    guard let sheet = self?.sheetPresentationController else { return }
                    sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
                })
            button.frame = CGRect(x: 20 + CGFloat(index) * 104, y: 100, width: 96, height: 36)
            view.addSubview(button)
        }
    }
}
