import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Records the collection view's focus callbacks and answers its focus questions.
@MainActor
final class CollectionFocusLog: UICollectionViewDelegate {
    var events: [String] = []
    var unfocusable: Set<Int> = []
    var vetoed: Set<Int> = []
    var preferred: IndexPath?

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        !unfocusable.contains(indexPath.item)
    }
    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        !(context.nextFocusedIndexPath.map { vetoed.contains($0.item) } ?? false)
    }
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        let from = context.previouslyFocusedIndexPath.map { "\($0.item)" } ?? "-"
        let to = context.nextFocusedIndexPath.map { "\($0.item)" } ?? "-"
        events.append("focus \(from)>\(to)")
    }
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { preferred }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
}

/// A collection view grid under a root view controller: 80 × 60 items, 4 to a
/// row (10 pt insets, 20 pt gaps: item i at x 10 + 100·(i % 4), y 10 + 80·(i / 4)),
/// in a 400 × 300 view, so three rows and a part of the fourth are on screen.
@MainActor
struct CollectionFocusScene {
    let screen: HeadlessScreen
    let root: UIViewController
    let collection: UICollectionView
    let log = CollectionFocusLog()
    let dataSource: CountingDataSource

    init(items: Int, width: Int = 400, height: Int = 300) throws {
        screen = try HeadlessScreen(width: width, height: height)
        root = UIViewController()
        screen.window.rootViewController = root
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.minimumInteritemSpacing = 20
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        (collection, dataSource) = makeCollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300), layout: layout, counts: [items])
        collection.delegate = log
        root.view.addSubview(collection)
        screen.runFrame()
    }

    var focusedItem: Int? {
        (screen.window.focusSystem.focusedItem as? UICollectionViewCell).flatMap {
            collection.indexPath(for: $0)?.item
        }
    }

    var focused: UIView? { screen.window.focusSystem.focusedItem as? UIView }

    /// Whether the focused cell lies wholly inside the collection view's visible bounds.
    var focusedCellIsVisible: Bool {
        guard let cell = focused as? UICollectionViewCell else { return false }
        return collection.bounds.contains(cell.frame)
    }
}

@MainActor
@Suite struct CollectionFocusTests {
    @Test func arrowsMoveBetweenTheCellsOfAGrid() throws {
        let scene = try CollectionFocusScene(items: 12)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focusedItem == 0, "the first press shows focus on the first item")
        let steps: [(UIKeyboardHIDUsage, Int)] = [
            (.keyboardRightArrow, 1), (.keyboardDownArrow, 5), (.keyboardRightArrow, 6), (.keyboardDownArrow, 10),
            (.keyboardLeftArrow, 9), (.keyboardUpArrow, 5), (.keyboardLeftArrow, 4), (.keyboardUpArrow, 0),
        ]
        for (key, item) in steps {
            scene.screen.key(key)
            #expect(scene.focusedItem == item, "\(key) reaches item \(item)")
        }
        scene.screen.key(.keyboardLeftArrow)
        #expect(scene.focusedItem == 0, "nothing to the left of the first column")
        #expect(scene.log.events.prefix(3) == ["focus ->0", "focus 0>1", "focus 1>5"])
    }

    @Test func itemsTheDelegateRefusesAreSkippedAndAllowsFocusTurnsCellsOff() throws {
        let scene = try CollectionFocusScene(items: 12)
        scene.log.unfocusable = [5]
        scene.screen.key(.keyboardRightArrow)
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.focusedItem == 1)
        #expect(scene.collection.cellForItem(at: IndexPath(item: 5, section: 0))?.canBecomeFocused == false)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focusedItem == 9, "item 5 cannot be focused: the one below it")
        scene.log.vetoed = [10]
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.focusedItem == 9, "the delegate vetoes the update to item 10")
        scene.collection.allowsFocus = false
        #expect(scene.collection.visibleCells.allSatisfy { !$0.canBecomeFocused } == false, "the delegate still answers")
        scene.collection.delegate = nil
        #expect(scene.collection.visibleCells.allSatisfy { !$0.canBecomeFocused })
        scene.screen.runFrame()
        #expect(scene.focused == nil, "nothing focusable is left")
    }

    @Test func selectPressesSelectTheFocusedItemAndSelectionCanFollowFocus() throws {
        let scene = try CollectionFocusScene(items: 12)
        scene.screen.key(.keyboardRightArrow)
        scene.screen.key(.keyboardRightArrow)
        scene.screen.keyDown(.keyboardReturnOrEnter)
        let cell = try #require(scene.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.isHighlighted && !cell.isSelected, "highlighted while held")
        scene.screen.keyUp(.keyboardReturnOrEnter)
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        scene.screen.plugGamepad()
        scene.screen.gamepadButton(.dpadDown)
        scene.screen.gamepadButton(.a)
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)], "gamepad A selects")
        scene.collection.selectionFollowsFocus = true
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        #expect(scene.log.events.filter { $0.hasPrefix("select") } == ["select 1", "select 5", "select 6"])
        scene.screen.unplugGamepad()
    }

    @Test func focusComingBackReturnsToTheRememberedItem() throws {
        let scene = try CollectionFocusScene(items: 12, width: 500)
        let button = UIButton(type: .system)
        button.setTitle("Side", for: .normal)
        button.frame = CGRect(x: 420, y: 10, width: 60, height: 40)
        scene.root.view.addSubview(button)
        scene.screen.key(.keyboardDownArrow)
        for key in [UIKeyboardHIDUsage.keyboardDownArrow, .keyboardRightArrow, .keyboardRightArrow, .keyboardRightArrow] {
            scene.screen.key(key)
        }
        #expect(scene.focusedItem == 7)
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.focused === button)
        scene.screen.key(.keyboardLeftArrow)
        #expect(scene.focusedItem == 3, "without remembering: the nearest item, level with the button")
        scene.collection.remembersLastFocusedIndexPath = true
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focusedItem == 7)
        scene.screen.key(.keyboardRightArrow)
        scene.screen.key(.keyboardLeftArrow)
        #expect(scene.focusedItem == 7, "the item focused last")
        let cell = try #require(scene.collection.cellForItem(at: IndexPath(item: 7, section: 0)))
        #expect(scene.collection.preferredFocusEnvironments.first === cell)
    }

    @Test func theDelegatesPreferredItemTakesTheFirstFocus() throws {
        let scene = try CollectionFocusScene(items: 12)
        scene.log.preferred = IndexPath(item: 6, section: 0)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focusedItem == 6)
    }

    @Test func holdingTheDpadWalksAGridLongerThanTheScreenOneRowPerRepeat() throws {
        let scene = try CollectionFocusScene(items: 60)
        scene.screen.plugGamepad()
        scene.screen.gamepadButton(.dpadDown)
        #expect(scene.focusedItem == 0)
        scene.screen.gamepadButtonDown(.dpadDown)
        #expect(scene.focusedItem == 4, "at once")
        scene.screen.advance(by: 0.4)
        #expect(scene.focusedItem == 8, "the first repeat after 0.4 s")
        for repeats in 1...11 {
            scene.screen.advance(by: 0.1)
            let item = 8 + 4 * repeats
            #expect(scene.focusedItem == item, "repeat \(repeats)")
            // Row 3 was partly on screen: its cell existed and scrolls into view animated. The rows
            // after it had no cell: each is scrolled into view at once, its bottom on the bottom edge.
            if repeats >= 2 {
                #expect(scene.focusedCellIsVisible, "item \(item) scrolled into view")
                let bottom = 10 + 80 * CGFloat(2 + repeats) + 60
                #expect(abs(scene.collection.contentOffset.y - (bottom - 300)) < 1e-9, "item \(item)")
            }
        }
        scene.screen.gamepadButtonUp(.dpadDown)
        scene.screen.advance(by: 1)
        #expect(scene.focusedItem == 52)
        // Row 13 (y 1050…1110) ends at the bottom edge.
        let last = try #require(scene.collection.layoutAttributesForItem(at: IndexPath(item: 52, section: 0)))
        #expect(last.frame.maxY == 1110 && scene.collection.contentOffset.y == last.frame.maxY - 300)
        #expect(scene.focusedCellIsVisible)
        scene.screen.gamepadButtonDown(.dpadDown)
        scene.screen.advance(by: 1)
        scene.screen.gamepadButtonUp(.dpadDown)
        #expect(scene.focusedItem == 56, "the last row: focus stops there")
        scene.screen.unplugGamepad()
    }
}
