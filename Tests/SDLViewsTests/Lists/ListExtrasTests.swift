import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

@MainActor
@Suite struct ListExtrasTests {
    static let frame = 1.0 / 60

    /// A finger pulling the content down by `distance` in small steps, then lifted.
    private func pull(_ screen: HeadlessScreen, by distance: CGFloat) {
        screen.touchDown(at: CGPoint(x: 100, y: 50))
        var y: CGFloat = 50
        while y < 50 + distance {
            y += 10
            screen.advance(by: Self.frame)
            screen.touchMove(to: CGPoint(x: 100, y: y))
        }
        screen.advance(by: Self.frame)
        screen.touchUp(at: CGPoint(x: 100, y: y))
    }

    @Test func pullingPastTheTriggerRefreshesUntilEndRefreshing() throws {
        // The window is taller than the scroll view, so the finger can pull past the trigger.
        let screen = try HeadlessScreen(width: 200, height: 600)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 200)
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scroll.refreshControl = control
        screen.window.addSubview(scroll)
        screen.runFrame()
        #expect(control.superview === scroll)
        #expect(!control.isRefreshing)
        pull(screen, by: 60)
        for _ in 0..<120 { screen.advance(by: Self.frame) }
        #expect(changes == 0)
        #expect(scroll.contentOffset.y == 0)
        pull(screen, by: 400)
        #expect(control.isRefreshing)
        #expect(changes == 1)
        for _ in 0..<120 { screen.advance(by: Self.frame) }
        #expect(scroll.adjustedContentInset.top == 60)
        #expect(scroll.contentOffset.y == -60)
        control.endRefreshing()
        for _ in 0..<60 { screen.advance(by: Self.frame) }
        #expect(!control.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func beginRefreshingFromCodeSendsNoValueChanged() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scroll.refreshControl = control
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(changes == 0)
        #expect(scroll.adjustedContentInset.top == 60)
        scroll.refreshControl = nil
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(control.superview == nil)
    }

    @Test func headerAndFooterRectsFollowTheSectionsAndTheTopPadding() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let model = TableModel(sections: [["a", "b"], ["c"]])
        model.headerTitles = [0: "One", 1: "Two"]
        model.footerTitles = [1: "End"]
        table.dataSource = model
        table.delegate = model
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 200, height: 28))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 28 + 88, width: 200, height: 28))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 28 + 88 + 28 + 44, width: 200, height: 28))
        #expect(table.rectForSection(0) == CGRect(x: 0, y: 0, width: 200, height: 116))
        #expect(table.rectForHeader(inSection: 5) == .zero)
        table.sectionHeaderTopPadding = 10
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 10, width: 200, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        table.sectionHeaderTopPadding = -3
        #expect(table.sectionHeaderTopPadding == 10)
        #expect(table.dragInteractionEnabled == false)
    }

    @Test func visibleSupplementaryViewsAndPinnedFlowHeaders() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 200, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let (collectionView, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), layout: layout, counts: [10, 10, 10])
        collectionView.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.visibleSupplementaryViews(ofKind: kind).count == 1)
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        let header = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 200)
        collectionView.contentOffset = CGPoint(x: 0, y: 510)
        collectionView.layoutIfNeeded()
        let pushed = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: 0))
        #expect(pushed?.frame.minY == CGFloat(530 - 30))
        #expect(collectionView.dragInteractionEnabled == false)
    }
}
