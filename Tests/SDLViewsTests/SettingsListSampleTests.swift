import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The settings-list sample's device rows: swiped left they offer "Forget", right "Rename".
@Suite(.serialized) @MainActor struct SettingsListSampleTests {
    private func centre(of item: String, in sample: OpenSample<SettingsListSampleViewController>) throws -> CGPoint {
        let collection = try #require(sample.controller.collectionView)
        let cell = try #require(
            collection.visibleCells.first {
                ($0.contentConfiguration as? UIListContentConfiguration)?.text == item
            })
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    private func texts(_ sample: OpenSample<SettingsListSampleViewController>) -> [String] {
        guard let collection = sample.controller.collectionView else { return [] }
        return collection.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }

    @Test func aDeviceSwipesToForgetAndToRename() throws {
        let sample = try OpenSample("settings-list", as: SettingsListSampleViewController.self)
        let deck = try centre(of: "Steam Deck", in: sample)
        sample.drag(from: CGPoint(x: 600, y: deck.y), to: CGPoint(x: 540, y: deck.y), steps: 6, lift: false)
        expectGolden(sample.screen, "sample-settings-list-mid-swipe")
        sample.screen.touchUp(at: CGPoint(x: 540, y: deck.y))
        sample.wait(0.4)
        sample.screen.tap(at: CGPoint(x: 740, y: deck.y))
        sample.wait(0.4)
        #expect(!texts(sample).contains("Steam Deck"))
        #expect(texts(sample).contains("Living Room PC"))
        let pc = try centre(of: "Living Room PC", in: sample)
        sample.drag(from: CGPoint(x: 100, y: pc.y), to: CGPoint(x: 200, y: pc.y), steps: 5)
        sample.wait(0.4)
        sample.screen.tap(at: CGPoint(x: 50, y: pc.y))
        sample.wait(0.4)
        #expect(texts(sample).contains("Living Room PC ★"))
        // Rows of other sections have no actions.
        let profile = try centre(of: "Profile", in: sample)
        sample.drag(from: CGPoint(x: 600, y: profile.y), to: CGPoint(x: 500, y: profile.y), steps: 6)
        sample.wait(0.4)
        let collection = try #require(sample.controller.collectionView)
        #expect(collection.visibleCells.allSatisfy { ($0 as? UICollectionViewListCell)?.swipeActionsView == nil })
    }
}
