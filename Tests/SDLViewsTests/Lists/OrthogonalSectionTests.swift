import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Records what an orthogonal section's scroll view is told at a release, then lets the
/// section's own snapping move the target (as UIKit's section controller does).
@MainActor
final class OrthogonalReleaseRecorder: UIScrollViewDelegate {
    let snapping: OrthogonalSnapping
    var velocity: CGPoint?
    var offset: CGPoint?
    var proposed: CGPoint?
    var target: CGPoint?

    init(_ snapping: OrthogonalSnapping) { self.snapping = snapping }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        self.velocity = velocity
        offset = scrollView.contentOffset
        proposed = targetContentOffset.pointee
        snapping.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        target = targetContentOffset.pointee
    }
}

/// A 320 × 480 collection view: a shelf (groups 200 × 100, 10 apart, inset 16 at the sides,
/// 10 above and below, under a 30-point header) scrolling across, above a four-column grid.
@MainActor
struct ShelfScene {
    static let frame = 1.0 / 60
    let screen: HeadlessScreen?
    let collectionView: UICollectionView
    let dataSource: CountingDataSource

    init(
        behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous, shelfItems: Int = 20,
        gridItems: Int = 40, onScreen: Bool = true
    ) throws {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? Self.shelf(behavior) : Self.grid()
        }
        screen = onScreen ? try HeadlessScreen(width: 320, height: 480) : nil
        (collectionView, dataSource) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [shelfItems, gridItems])
        if let screen {
            screen.window.addSubview(collectionView)
            screen.runFrame()
        } else {
            collectionView.layoutIfNeeded()
        }
    }

    static func shelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return section
    }

    static func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(80)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    var shelf: CollectionOrthogonalScrollView { collectionView.orthogonalScrollers[0]! }

    func layout() { collectionView.layoutIfNeeded() }

    /// A finger drag through `points`, one frame apart, lifted at the last one a frame later.
    func flick(_ points: [CGPoint], holdBeforeLifting: Double = Self.frame) {
        guard let screen else { return }
        screen.touchDown(at: points[0])
        for point in points.dropFirst() {
            screen.advance(by: Self.frame)
            screen.touchMove(to: point)
        }
        screen.advance(by: holdBeforeLifting)
        screen.touchUp(at: points[points.count - 1])
    }

    func settle(seconds: Double = 10) {
        guard let screen else { return }
        var elapsed = 0.0
        let views: [UIScrollView] = [collectionView, shelf]
        while elapsed < seconds && views.contains(where: { $0.animator.isMoving || $0.wheel.isCoasting }) {
            screen.advance(by: Self.frame)
            elapsed += Self.frame
        }
    }

    static func line(from start: CGPoint, step: CGPoint, count: Int) -> [CGPoint] {
        (0..<count).map { CGPoint(x: start.x + step.x * CGFloat($0), y: start.y + step.y * CGFloat($0)) }
    }
}

/// Orthogonally scrolling sections: UIKit's frames (groups across, the band under the header,
/// unscrolled attributes), the section's own offset, each behaviour's resting place, nested
/// direction handling with the collection view, and reuse.
@MainActor
@Suite(.serialized) struct OrthogonalSectionTests {
    @Test func groupsRunAcrossInABandOfTheirOwn() throws {
        let scene = try ShelfScene(onScreen: false)
        let cv = scene.collectionView
        // Header 30, top inset 10: the band starts at 40; groups 210 apart from the leading inset.
        for item in 0..<3 {
            #expect(
                cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
                    == CGRect(x: 16 + 210 * CGFloat(item), y: 40, width: 200, height: 100))
        }
        #expect(
            cv.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 16, y: 0, width: 288, height: 30))
        // The section is one band long (plus the bottom inset); the grid follows it.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 150, width: 80, height: 80))
        #expect(cv.contentSize == CGSize(width: 320, height: 150 + 10 * 80))
        #expect(scene.shelf.frame == CGRect(x: 0, y: 40, width: 320, height: 100))
        #expect(scene.shelf.contentSize == CGSize(width: 16 + 20 * 210 - 10 + 16, height: 100))
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1])
    }

    @Test func theSectionScrollsOnItsOwnAndItsCellsLiveInItsScrollView() throws {
        let scene = try ShelfScene(onScreen: false)
        let cv = scene.collectionView
        scene.shelf.contentOffset = CGPoint(x: 300, y: 0)
        scene.layout()
        #expect(cv.contentOffset == .zero)
        #expect(cv.orthogonalContentOffset(inSection: 0) == CGPoint(x: 300, y: 0))
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2])
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.superview === scene.shelf)
        #expect(cell.frame == CGRect(x: 226, y: 0, width: 200, height: 100))
        #expect(cell.convert(cell.bounds, to: cv) == CGRect(x: -74, y: 40, width: 200, height: 100))
        // Attributes stay unscrolled, as UIKit's; hit testing sees where the cells are.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 226)
        #expect(cv.indexPathForItem(at: CGPoint(x: 10, y: 60)) == IndexPath(item: 1, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 250, y: 60)) == IndexPath(item: 2, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 130, y: 60)) == nil)
        // Grid cells stay the collection view's own subviews.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === cv)
    }

    @Test func aThousandItemShelfKeepsOnlyItsVisibleCells() throws {
        let scene = try ShelfScene(shelfItems: 1000, gridItems: 0, onScreen: false)
        let cv = scene.collectionView
        var most = 0
        for step in 1...500 {
            scene.shelf.contentOffset = CGPoint(x: CGFloat(step) * 37, y: 0)
            scene.layout()
            most = max(most, cv.visibleCells.count)
        }
        #expect(most == 3)
        #expect(cv.cellsMade(withReuseIdentifier: "cell") == 3)
        // 18,500: item 88 spans 18,496–18,696, item 89 18,706–18,906.
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [88, 89])
        #expect(scene.shelf.subviews.filter { $0 is UICollectionViewCell }.count == 2)
    }

    @Test func aVerticalDragOnTheShelfScrollsTheListAndAHorizontalOneTheShelf() throws {
        let scene = try ShelfScene()
        let screen = try #require(scene.screen)
        scene.flick([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 90), CGPoint(x: 100, y: 60)], holdBeforeLifting: 0.3)
        scene.settle()
        #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 30))
        #expect(scene.shelf.contentOffset == .zero)
        // The shelf is now at 10…110 on screen.
        screen.touchDown(at: CGPoint(x: 250, y: 60))
        for point in [CGPoint(x: 240, y: 60), CGPoint(x: 200, y: 52)] {
            screen.advance(by: ShelfScene.frame)
            screen.touchMove(to: point)
        }
        #expect(scene.shelf.contentOffset == CGPoint(x: 40, y: 0))
        #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 30))
        #expect(scene.shelf.isDragging && !scene.collectionView.isDragging)
        screen.advance(by: 0.3)
        screen.touchUp(at: CGPoint(x: 200, y: 52))
        scene.settle()
        #expect(scene.shelf.contentOffset == CGPoint(x: 40, y: 0))
    }

    @Test func theWheelAndShiftWheelReachTheShelf() throws {
        let scene = try ShelfScene()
        let screen = try #require(scene.screen)
        // A notch is 48 points (WheelNotchAcceleration); settled notches do not accelerate.
        screen.scroll(y: -2, at: CGPoint(x: 100, y: 80))
        scene.settle()
        #expect(abs(scene.collectionView.contentOffset.y - 96) < 0.001)
        #expect(scene.shelf.contentOffset == .zero)
        // The shelf's band (content 40…140) is on screen at -56…44 now.
        let onShelf = CGPoint(x: 100, y: 20)
        screen.scroll(x: 3, y: 0, at: onShelf)
        scene.settle()
        #expect(abs(scene.shelf.contentOffset.x - 144) < 0.001)
        screen.keyDown(.keyboardLeftShift, modifiers: .shift)
        screen.scroll(y: -2, at: onShelf)
        scene.settle()
        screen.keyUp(.keyboardLeftShift)
        #expect(abs(scene.shelf.contentOffset.x - 240) < 0.001)
        #expect(abs(scene.collectionView.contentOffset.y - 96) < 0.001)
        screen.scroll(y: -1, at: CGPoint(x: 100, y: 80))
        scene.settle()
        #expect(abs(scene.collectionView.contentOffset.y - 144) < 0.001)
    }

    /// A quick flick of the shelf from offset 0: five moves of 20 points (the first reaches the
    /// pan's threshold), released at 80 at about 1,000 points per second.
    private func flickShelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, slow: Bool = false)
        throws -> (scene: ShelfScene, release: OrthogonalReleaseRecorder)
    {
        let scene = try ShelfScene(behavior: behavior)
        let recorder = OrthogonalReleaseRecorder(scene.shelf.snapping)
        scene.shelf.delegate = recorder
        scene.flick(
            ShelfScene.line(from: CGPoint(x: 300, y: 90), step: CGPoint(x: -20, y: 0), count: 6),
            holdBeforeLifting: slow ? 0.5 : ShelfScene.frame)
        scene.settle()
        withExtendedLifetime(recorder) {}
        return (scene, recorder)
    }

    @Test func continuousComesToItsNaturalRest() throws {
        let (scene, release) = try flickShelf(.continuous)
        let v = try #require(release.velocity).x * 1000
        let offset = try #require(release.offset).x
        #expect(offset == 80)
        #expect(v > 900)
        let rest = offset + ScrollPhysics.decelerationDistance(velocity: v, rate: UIScrollView.DecelerationRate.normal.rawValue)
        #expect(abs(try #require(release.target).x - rest) < 1e-9)
        #expect(abs(scene.shelf.contentOffset.x - rest) < 1e-9)
        #expect(scene.shelf.decelerationRate == .normal)
    }

    @Test func continuousGroupLeadingBoundaryStopsAtTheNearestGroup() throws {
        let (scene, release) = try flickShelf(.continuousGroupLeadingBoundary)
        let proposed = try #require(release.proposed).x
        #expect(release.target?.x == (proposed / 210).rounded() * 210)
        #expect(release.target?.x == 630)
        #expect(abs(scene.shelf.contentOffset.x - 630) < 1e-9)
    }

    @Test func pagingTurnsOneViewWidth() throws {
        let (scene, release) = try flickShelf(.paging)
        #expect(scene.shelf.isPagingEnabled)
        #expect(release.target?.x == 320)
        #expect(scene.shelf.contentOffset.x == 320)
    }

    @Test func groupPagingTurnsOneGroupAndASlowDragGoesBack() throws {
        let (scene, release) = try flickShelf(.groupPaging)
        #expect(scene.shelf.decelerationRate == .fast)
        #expect(release.target?.x == 210)
        #expect(abs(scene.shelf.contentOffset.x - 210) < 1e-9)
        let (slow, slowRelease) = try flickShelf(.groupPaging, slow: true)
        #expect(abs(try #require(slowRelease.velocity).x) * 1000 < ScrollPhysics.pagingFlickSpeed)
        #expect(slowRelease.target?.x == 0)
        #expect(abs(slow.shelf.contentOffset.x) < 1e-9)
    }

    @Test func groupPagingCenteredCentresEachGroup() throws {
        let (scene, release) = try flickShelf(.groupPagingCentered)
        // (320 − 200) / 2 on each side: group 1 is centred at offset 210.
        #expect(scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 60)
        #expect(scene.shelf.contentSize == CGSize(width: 60 + 20 * 210 - 10 + 60, height: 100))
        #expect(release.target?.x == 210)
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(cell.convert(cell.bounds, to: scene.collectionView).midX - 160) < 1e-9)
    }

    @Test func aTapOnAScrolledShelfSelectsTheItemUnderIt() throws {
        let scene = try ShelfScene()
        let log = SelectionLog()
        scene.collectionView.delegate = log
        scene.shelf.contentOffset = CGPoint(x: 300, y: 0)
        scene.screen?.runFrame()
        scene.screen?.tap(at: CGPoint(x: 250, y: 90))
        #expect(log.events == ["highlight 2", "unhighlight 2", "select 2"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }

    @Test func scrollToItemScrollsTheShelfAcrossAndTheListAlong() throws {
        let scene = try ShelfScene(onScreen: false)
        scene.collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: [.left], animated: false)
        #expect(scene.shelf.contentOffset == CGPoint(x: 16 + 5 * 210, y: 0))
        #expect(scene.collectionView.contentOffset == .zero)
        scene.collectionView.scrollToItem(at: IndexPath(item: 8, section: 0), at: [.centeredHorizontally, .top], animated: false)
        #expect(scene.shelf.contentOffset == CGPoint(x: 16 + 8 * 210 + 100 - 160, y: 0))
        #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test func theVisibleItemsHandlerSeesTheShelfOffsetAndMayScaleCells() throws {
        var seen: [(items: [Int], offset: CGPoint)] = []
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = ShelfScene.shelf(.continuous)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                seen.append((items.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item), offset))
                for item in items where item.representedElementCategory == .cell {
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    item.transform = CGAffineTransform(scaleX: distance < 100 ? 1 : 0.8, y: distance < 100 ? 1 : 0.8)
                }
            }
            return section
        }
        let (cv, _) = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [20])
        cv.layoutIfNeeded()
        cv.orthogonalScrollers[0]!.contentOffset = CGPoint(x: 166, y: 0)
        cv.layoutIfNeeded()
        #expect(seen.last?.offset == CGPoint(x: 166, y: 0))
        #expect(seen.last?.items == [0, 1, 2])
        // Item 1's middle (326) is on screen at 160, the centre: full size; the others shrink.
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
    }

    @Test func aSectionThatStopsBeingOrthogonalGivesItsCellsBack() throws {
        final class Choice { var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous }
        let choice = Choice()
        let layout = UICollectionViewCompositionalLayout { _, _ in ShelfScene.shelf(choice.behavior) }
        let (cv, _) = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: [4])
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview is CollectionOrthogonalScrollView)
        choice.behavior = .none
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(cv.orthogonalScrollers.isEmpty)
        #expect(!cv.subviews.contains { $0 is CollectionOrthogonalScrollView })
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.superview === cv)
        #expect(cell.frame == CGRect(x: 16, y: 150, width: 200, height: 100))
    }

    /// Thirty shelves of 150 points: only those within half a screen of the visible bounds have
    /// a scroll view; a shelf let go keeps its offset for when it comes back.
    @Test func onlyShelvesNearTheScreenHaveScrollViewsAndKeepTheirOffsets() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in ShelfScene.shelf(.continuous) }
        let (cv, _) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout, counts: Array(repeating: 20, count: 30))
        cv.layoutIfNeeded()
        // Visible 0–480, margin to 720: bands at 40 + 150·n meet it for n = 0…4.
        #expect(cv.orthogonalScrollers.keys.sorted() == [0, 1, 2, 3, 4])
        cv.orthogonalScrollers[2]!.contentOffset = CGPoint(x: 300, y: 0)
        cv.layoutIfNeeded()
        cv.contentOffset = CGPoint(x: 0, y: 3000)
        cv.layoutIfNeeded()
        // 2760–3720: bands 18 (2740–2840) to 24 (3640–3740).
        #expect(cv.orthogonalScrollers.keys.sorted() == Array(18...24))
        #expect(cv.orthogonalContentOffset(inSection: 2) == CGPoint(x: 300, y: 0))
        #expect(cv.subviews.filter { $0 is CollectionOrthogonalScrollView }.count == 7)
        cv.scrollToItem(at: IndexPath(item: 3, section: 28), at: .left, animated: false)
        #expect(cv.orthogonalContentOffset(inSection: 28) == CGPoint(x: 16 + 3 * 210, y: 0))
        cv.contentOffset = .zero
        cv.layoutIfNeeded()
        #expect(cv.orthogonalScrollers[2]?.contentOffset == CGPoint(x: 300, y: 0))
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 2 }.map(\.item) == [1, 2])
        #expect(cv.orthogonalScrollers[28] == nil)
        #expect(cv.orthogonalContentOffset(inSection: 28) == CGPoint(x: 646, y: 0))
    }

    /// Seeded random shelf and list offsets and item counts: after every layout pass the cells
    /// on screen are exactly the items whose frames, moved by their section's offset, meet the
    /// visible bounds (and the shelf's band), each in the view that holds its section.
    @Test func randomScrollingAndReloadsShowExactlyTheVisibleItems() throws {
        var random = SeededGenerator(seed: 1_316)
        let scene = try ShelfScene(shelfItems: 30, gridItems: 40, onScreen: false)
        let cv = scene.collectionView
        for _ in 0..<400 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                guard let shelf = cv.orthogonalScrollers[0] else { continue }
                let range = shelf.horizontalRange
                shelf.contentOffset = CGPoint(
                    x: CGFloat.random(in: range.lowerBound - 40...range.upperBound + 40, using: &random).rounded(), y: 0)
            case 1:
                cv.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: -20...cv.contentSize.height, using: &random).rounded())
            default:
                scene.dataSource.counts = [Int.random(in: 0...60, using: &random), Int.random(in: 0...60, using: &random)]
                cv.reloadData()
            }
            scene.layout()
            let expected = expectedVisible(cv, counts: scene.dataSource.counts)
            #expect(cv.indexPathsForVisibleItems == expected)
            for (indexPath, cell) in zip(cv.indexPathsForVisibleItems, cv.visibleCells) {
                let holder: UIView = indexPath.section == 0 ? try #require(cv.orthogonalScrollers[0]) : cv
                #expect(cell.superview === holder)
                let frame = try #require(cv.layoutAttributesForItem(at: indexPath)).frame
                #expect(cell.frame == (holder === cv ? frame : frame.offsetBy(dx: 0, dy: -40)))
            }
        }
        #expect(cv.cellsMade(withReuseIdentifier: "cell") <= 3 + 28)
    }

    /// The items of the shelf (groups 210 apart from 16, in the band 40–140) and of the grid
    /// (four columns of 80-point rows from the shelf's end) that meet the visible bounds.
    private func expectedVisible(_ cv: UICollectionView, counts: [Int]) -> [IndexPath] {
        let visible = cv.bounds
        let band = CGRect(x: 0, y: 40, width: 320, height: 100).intersection(visible)
        let offset = cv.orthogonalContentOffset(inSection: 0).x
        let shelf = (0..<counts[0]).filter { item in
            let frame = CGRect(x: 16 + 210 * CGFloat(item) - offset, y: 40, width: 200, height: 100)
            return !band.isNull && frame.intersects(band) && !frame.intersection(band).isEmpty
        }
        let gridTop: CGFloat = counts[0] > 0 ? 150 : 50
        let grid = (0..<counts[1]).filter { item in
            let frame = CGRect(x: CGFloat(item % 4) * 80, y: gridTop + CGFloat(item / 4) * 80, width: 80, height: 80)
            return !frame.intersection(visible).isEmpty
        }
        return shelf.map { IndexPath(item: $0, section: 0) } + grid.map { IndexPath(item: $0, section: 1) }
    }
}
