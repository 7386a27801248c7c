import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A level-select screen as an iOS developer writes it: a collection view
/// grid whose delegate locks some levels out of focus, vetoes
/// leaving the grid to the left, prefers the current level and logs focus.
@MainActor
final class LevelGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var locked: Set<Int> = [2]
    var focusLog: [String] = []
    var chosen: [Int] = []
    let backButton = UIButton(type: .system)
    lazy var grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return UICollectionView(frame: CGRect(x: 100, y: 0, width: 200, height: 200), collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        backButton.setTitle("Back", for: .normal)
        backButton.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        view.addSubview(backButton)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "level")
        grid.dataSource = self
        grid.delegate = self
        grid.remembersLastFocusedIndexPath = true
        view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "level", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        !locked.contains(indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        // Leaving the grid is refused from the first column.
        !(context.nextFocusedIndexPath == nil && context.previouslyFocusedIndexPath?.item == 3)
    }

    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        focusLog.append("\(context.nextFocusedIndexPath?.item ?? -1)")
    }

    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        IndexPath(item: 4, section: 0)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen.append(indexPath.item)
    }
}

@MainActor
@Suite struct CollectionFocusAPITests {
    @Test func aDelegateLocksVetoesPrefersAndHearsFocus() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        let controller = LevelGridController()
        screen.window.rootViewController = controller
        screen.runFrame()
        func focusedItem() -> Int? {
            (UIFocusSystem.focusSystem(for: controller)?.focusedItem as? UICollectionViewCell).flatMap {
                controller.grid.indexPath(for: $0)?.item
            }
        }
        // Levels 0 1 2 / 3 4 5 / 6 7 8, level 2 locked.
        screen.key(.keyboardDownArrow)
        #expect(focusedItem() == 4, "the delegate's preferred level")
        screen.key(.keyboardUpArrow)
        #expect(focusedItem() == 1)
        screen.key(.keyboardRightArrow)
        #expect(focusedItem() == 5, "level 2 is locked: the nearest level diagonally")
        screen.key(.keyboardLeftArrow)
        screen.key(.keyboardLeftArrow)
        #expect(focusedItem() == 3)
        screen.key(.keyboardLeftArrow)
        #expect(focusedItem() == 3, "the veto keeps focus off the Back button")
        screen.key(.keyboardReturnOrEnter)
        #expect(controller.chosen == [3])
        #expect(controller.focusLog == ["4", "1", "5", "4", "3"])
        #expect(!(controller.grid.cellForItem(at: IndexPath(item: 2, section: 0))?.canBecomeFocused ?? true))
    }
}
