import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The inventory sample: its shelf pages one group per flick, the grid scrolls under its pinned
/// header, a tap selects, and the scrolled screen matches its golden.
@Suite(.serialized) @MainActor struct InventoryGridSampleTests {
    @Test func theShelfPagesTheGridScrollsUnderItsHeaderAndATapSelects() throws {
        let sample = try OpenSample("inventory-grid", as: InventoryGridSampleViewController.self)
        let collectionView = try #require(sample.controller.collectionView)
        let shelf = try #require(collectionView.orthogonalScrollers[0])
        // 42 % of the 768 points between the insets, 12 apart.
        let pitch: CGFloat = 768 * 0.42 + 12
        #expect(shelf.geometry?.pitch == pitch)
        #expect(collectionView.visibleCells.count == 3 + collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }.count)
        sample.drag(from: CGPoint(x: 600, y: 170), to: CGPoint(x: 500, y: 170), steps: 5)
        sample.wait(2)
        #expect(abs(shelf.contentOffset.x - pitch) < 1e-9)
        let paged = GoldenImage.compare(
            sample.screen.snapshot(), named: "inventory-grid-paged", in: CompositorTests.goldenDirectory)
        #expect(paged.matches, "\(paged)")
        // Five notches of 48 points, then a quick sixth that the spin speeds up (×1.25): 300.
        sample.screen.scroll(y: -5, at: CGPoint(x: 400, y: 400))
        sample.screen.scroll(y: -1, at: CGPoint(x: 400, y: 400))
        sample.wait(1)
        #expect(collectionView.contentOffset.y == 300)
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: InventoryGridSampleViewController.headerKind, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame.minY == 300)
        // Items 0–4 are the first row, from 246 (header 210–246, top inset 4); row 3 is on screen at 134–254.
        let point = CGPoint(x: 90, y: 48 + 246 + 2 * 120 + 60 - 300)
        #expect(collectionView.indexPathForItem(at: sample.screen.window.convert(point, to: collectionView)) == IndexPath(item: 10, section: 1))
        sample.screen.tap(at: point)
        sample.wait(0.2)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 10, section: 1)])
        let golden = GoldenImage.compare(
            sample.screen.snapshot(), named: "inventory-grid-scrolled", in: CompositorTests.goldenDirectory)
        #expect(golden.matches, "\(golden)")
    }
}
