import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The sheets-and-search sample: the list behind the undimmed sheet takes
/// touches and typing filters it; Cancel ends the search; the sheet drags
/// to large; Escape closes the sheet.
@Suite @MainActor struct SheetsAndSearchSampleTests {
    private func visibleRows(_ sample: OpenSample<SheetsAndSearchSampleViewController>) -> [String] {
        sample.controller.content.subviews.compactMap { view in
            guard let label = view as? UILabel, !label.isHidden, label.frame.height == 26 else { return nil }
            return label.text
        }
    }

    @Test func searchingBehindTheSheetFiltersTheListAndTheSheetDragsToLarge() throws {
        let sample = try OpenSample("sheets-search", as: SheetsAndSearchSampleViewController.self)
        sample.wait(0.2)
        let details = try #require(sample.controller.presentedViewController)
        #expect(details.view.frame == CGRect(x: 50, y: 300, width: 700, height: 260), "medium on the 800 × 600 card")
        #expect(visibleRows(sample).count == 8)
        sample.screen.tap(at: CGPoint(x: 200, y: 84))
        sample.screen.type("mill")
        #expect(visibleRows(sample) == ["Old Mill"])
        let bar = try #require(sample.controller.navigationItem.searchController?.searchBar)
        sample.wait(0.5)
        let cancel = try #require(bar.subviews.first { ($0 as? UIButton)?.title(for: .normal) == "Cancel" })
        sample.screen.tap(at: bar.convert(CGPoint(x: cancel.frame.midX, y: cancel.frame.midY), to: nil))
        #expect(visibleRows(sample).count == 8, "Cancel: the whole list again")
        #expect(sample.controller.presentedViewController != nil, "the sheet stays")
        sample.drag(from: CGPoint(x: 400, y: 306), to: CGPoint(x: 400, y: 246), steps: 3)
        sample.wait(0.5)
        #expect(details.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(details.view.frame == CGRect(x: 50, y: 40, width: 700, height: 520))
        sample.screen.key(.keyboardEscape)
        sample.wait(0.6)
        #expect(sample.controller.presentedViewController == nil && sample.navigator.topViewController === sample.controller)
    }
}
