import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// A 320 × 480 plain list of "Row 0" … "Row 29" (44 points each) whose
/// configuration offers trailing "Delete" (destructive, removes the row from
/// the diffable data source) and "Flag" on every row, and a leading "Pin" on
/// every row but the first, as an iOS app writes it.
@MainActor
final class SwipeListScene: NSObject, UICollectionViewDelegate {
    static let frame = 1.0 / 60
    let screen: HeadlessScreen
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var log: [String] = []

    init(fullSwipe: Bool = true) throws {
        screen = try HeadlessScreen(width: 320, height: 480)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        super.init()
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            let item = dataSource.itemIdentifier(for: indexPath) ?? "?"
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                log.append("delete \(item)")
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([item])
                dataSource.apply(snapshot, animatingDifferences: true)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                log.append("flag \(item)")
                done(true)
            }
            let actions = UISwipeActionsConfiguration(actions: [delete, flag])
            actions.performsFirstActionWithFullSwipe = fullSwipe
            return actions
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            guard indexPath.item > 0 else { return nil }
            let item = dataSource.itemIdentifier(for: indexPath) ?? "?"
            let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
                log.append("pin \(item)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [pin])
        }
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView.delegate = self
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<30).map { "Row \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.window.addSubview(collectionView)
        screen.runFrame()
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }

    func cell(_ item: String) -> UICollectionViewListCell? {
        dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) as? UICollectionViewListCell }
    }

    /// Touches down at `start`, moves by `step` each frame `count` times, and (with `lift`) lifts a frame later.
    @discardableResult
    func drag(from start: CGPoint, step: CGPoint, count: Int, lift: Bool = true) -> CGPoint {
        let point = screen.dragSteps(from: start, step: step, count: count, frame: Self.frame)
        if lift {
            screen.advance(by: Self.frame)
            screen.touchUp(at: point)
        }
        return point
    }

    func wait(_ seconds: Double = 0.4) {
        for _ in 0..<Int((seconds / Self.frame).rounded(.up)) { screen.advance(by: Self.frame) }
    }
}

/// Swipe actions on `UICollectionViewListCell` rows (UIKit's list
/// configuration providers), through the driver tables use.
@MainActor
@Suite struct ListSwipeActionsTests {
    @Test func aLeftDragFollowsTheFingerAndOpensTheTrailingActions() throws {
        let scene = try SwipeListScene()
        let cell = try #require(scene.cell("Row 2"))
        let start = cell.contentView.frame.minX
        scene.drag(from: CGPoint(x: 250, y: 110), step: CGPoint(x: -8, y: 0), count: 6, lift: false)
        // The pan begins past its 10-point hysteresis, then the content follows the finger exactly.
        #expect(cell.contentView.frame.minX == start - 32)
        #expect(cell.configurationState.isSwiped)
        let actions = try #require(cell.swipeActionsView)
        #expect(actions.buttons.map { $0.action.title } == ["Delete", "Flag"])
        #expect(actions.frame == CGRect(x: 320 - 32, y: 0, width: 32, height: 44))
        for _ in 0..<10 { scene.screen.advance(by: SwipeListScene.frame) }
        scene.screen.touchUp(at: CGPoint(x: 202, y: 110))
        scene.wait()
        // Slowly released short of half the buttons' width: the row closes.
        #expect(cell.contentView.frame.minX == start && cell.swipeActionsView == nil)
        #expect(!cell.configurationState.isSwiped)
        scene.drag(from: CGPoint(x: 250, y: 110), step: CGPoint(x: -20, y: 0), count: 6)
        scene.wait()
        let open = try #require(cell.swipeActionsView)
        #expect(cell.contentView.frame.minX == start - open.openWidth)
        #expect(open.frame.width == open.openWidth && open.frame.maxX == 320)
        #expect(scene.collectionView.contentOffset.y == 0, "a horizontal drag does not scroll")
        #expect(scene.log.isEmpty)
    }

    @Test func tappingAButtonPerformsItsActionAndTappingElsewhereCloses() throws {
        let scene = try SwipeListScene()
        let cell = try #require(scene.cell("Row 2"))
        scene.drag(from: CGPoint(x: 250, y: 110), step: CGPoint(x: -20, y: 0), count: 6)
        scene.wait()
        let actions = try #require(cell.swipeActionsView)
        let flag = try #require(actions.buttons.last)
        let flagCentre = flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: scene.collectionView)
        scene.screen.tap(at: flagCentre)
        scene.wait()
        #expect(scene.log == ["flag Row 2"])
        #expect(cell.swipeActionsView == nil, "the completion closes the row")
        // Open again, then a tap on another row closes it without selecting anything.
        scene.drag(from: CGPoint(x: 250, y: 110), step: CGPoint(x: -20, y: 0), count: 6)
        scene.wait()
        #expect(cell.swipeActionsView != nil)
        scene.screen.tap(at: CGPoint(x: 100, y: 300))
        scene.wait()
        #expect(cell.swipeActionsView == nil)
        #expect(scene.log == ["flag Row 2"], "the closing tap selects nothing")
        scene.screen.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log == ["flag Row 2", "select 6"], "with nothing open a tap selects")
    }

    @Test func theDestructiveActionDeletesTheRowThroughTheDataSource() throws {
        let scene = try SwipeListScene()
        let cell = try #require(scene.cell("Row 3"))
        scene.drag(from: CGPoint(x: 250, y: 154), step: CGPoint(x: -20, y: 0), count: 6)
        scene.wait()
        let delete = try #require(cell.swipeActionsView?.buttons.first)
        scene.screen.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: 22), to: scene.collectionView))
        scene.wait()
        #expect(scene.log == ["delete Row 3"])
        #expect(scene.dataSource.snapshot().itemIdentifiers.prefix(4) == ["Row 0", "Row 1", "Row 2", "Row 4"])
        #expect(scene.collectionView.visibleCells.allSatisfy { ($0 as? UICollectionViewListCell)?.swipeActionsView == nil })
        // The next row swipes normally afterwards.
        scene.drag(from: CGPoint(x: 250, y: 154), step: CGPoint(x: -20, y: 0), count: 6)
        scene.wait()
        #expect(scene.cell("Row 4")?.swipeActionsView != nil)
    }

    @Test func aFullSwipePerformsTheFirstActionOnlyWhenAllowed() throws {
        let scene = try SwipeListScene()
        scene.drag(from: CGPoint(x: 300, y: 66), step: CGPoint(x: -30, y: 0), count: 9)
        scene.wait()
        #expect(scene.log == ["delete Row 1"])
        let resisting = try SwipeListScene(fullSwipe: false)
        let cell = try #require(resisting.cell("Row 1"))
        resisting.drag(from: CGPoint(x: 300, y: 66), step: CGPoint(x: -30, y: 0), count: 9, lift: false)
        let open = try #require(cell.swipeActionsView).openWidth
        #expect(-cell.contentView.frame.minX > open && -cell.contentView.frame.minX < 270, "resisted past the buttons")
        resisting.screen.advance(by: SwipeListScene.frame)
        resisting.screen.touchUp(at: CGPoint(x: 30, y: 66))
        resisting.wait()
        #expect(resisting.log.isEmpty && cell.contentView.frame.minX == -open)
    }

    @Test func aRowWithoutLeadingActionsDoesNotSwipeRightAndAVerticalDragScrolls() throws {
        let scene = try SwipeListScene()
        let first = try #require(scene.cell("Row 0"))
        scene.drag(from: CGPoint(x: 60, y: 22), step: CGPoint(x: 20, y: 0), count: 6)
        scene.wait()
        #expect(first.swipeActionsView == nil && first.contentView.frame.minX == 0)
        let second = try #require(scene.cell("Row 1"))
        scene.drag(from: CGPoint(x: 60, y: 66), step: CGPoint(x: 20, y: 0), count: 6)
        scene.wait()
        #expect(second.swipeActionsView?.buttons.map { $0.action.title } == ["Pin"])
        #expect(second.contentView.frame.minX == second.swipeActionsView?.openWidth)
        // Scrolling closes the open row; a vertical drag scrolls instead of swiping.
        scene.drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -20), count: 6)
        scene.wait(1.5)
        #expect(scene.collectionView.contentOffset.y > 0)
        #expect(second.swipeActionsView == nil)
        #expect(!scene.log.contains { $0.hasPrefix("pin") })
    }

    @Test func theDeleteAccessoryRevealsTheTrailingActionsWhileEditing() throws {
        let scene = try SwipeListScene()
        scene.collectionView.isEditing = true
        scene.wait(0.1)
        let cell = try #require(scene.cell("Row 1"))
        let accessory = try #require(cell.subviews.first { $0 is ListAccessoryView })
        scene.screen.tap(at: accessory.convert(CGPoint(x: accessory.bounds.midX, y: 22), to: scene.collectionView))
        scene.wait()
        #expect(cell.swipeActionsView?.buttons.map { $0.action.title } == ["Delete", "Flag"])
        #expect(cell.swipeActionsView?.frame.maxX == 320)
    }

    @Test func otherLayoutsAndListsWithoutProvidersAddNoRecognizer() throws {
        let outline = try OutlineScene()
        #expect(outline.collectionView.swipeActions == nil)
        let flow = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        flow.layoutIfNeeded()
        #expect(flow.swipeActions == nil && flow.gestureRecognizers?.count == outline.collectionView.gestureRecognizers?.count)
        let scene = try SwipeListScene()
        #expect(scene.collectionView.swipeActions != nil)
    }
}
