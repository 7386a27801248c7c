import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Right to left, the controls that go from less to more or through items in
/// order mirror as UIKit's (and as the Human Interface Guidelines ask):
/// progress fills from the right, a stepper's plus and a page control's first
/// page are at the right, horizontal collections start at the right, and
/// configured buttons, alerts and menus put their leading parts on the right.
@MainActor
@Suite(.serialized) struct RightToLeftControlTests {
    private func rightToLeftScreen(width: Int = 320, height: Int = 200) throws -> HeadlessScreen {
        let screen = try HeadlessScreen(width: width, height: height)
        screen.window.semanticContentAttribute = .forceRightToLeft
        return screen
    }

    @Test func progressFillsFromTheRight() throws {
        let screen = try rightToLeftScreen()
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        progress.progress = 0.25
        screen.window.addSubview(progress)
        screen.runFrame()
        let fill = try #require(progress.subviews.last)
        #expect(fill.frame == CGRect(x: 150, y: 0, width: 50, height: 4))
        progress.semanticContentAttribute = .forceLeftToRight
        screen.runFrame()
        #expect(fill.frame.minX == 0)
    }

    @Test func aStepperPutsItsPlusOnTheLeft() throws {
        let screen = try rightToLeftScreen()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.value = 5
        screen.window.addSubview(stepper)
        screen.runFrame()
        let halves = try #require(stepper.subviews.first?.subviews)
        #expect(halves[0].frame.minX == 47, "the minus half is on the right: \(halves[0].frame)")
        #expect(halves[1].frame.minX == 0, "the plus half is on the left: \(halves[1].frame)")
        screen.tap(at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 6, "a tap on the left adds")
        screen.tap(at: CGPoint(x: 80, y: 16))
        #expect(stepper.value == 5, "a tap on the right takes away")
        stepper.performDirectionalPress(.left, repeatCount: 0)
        stepper.directionalPressDidEnd()
        #expect(stepper.value == 6, "Left adds, by geometry")
    }

    @Test func aPageControlStartsAtTheRight() throws {
        let screen = try rightToLeftScreen()
        screen.window.backgroundColor = .white
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        pages.numberOfPages = 5
        pages.currentPageIndicatorTintColor = .black
        pages.pageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.window.addSubview(pages)
        screen.runFrame()
        // Five 7-point dots 16 points apart, centred: left to right page 0 is at x = 68;
        // right to left it is at x = 132 and page 4 at 68.
        #expect(screen.pixel(at: CGPoint(x: 132, y: 15)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 68, y: 15)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        screen.tap(at: CGPoint(x: 150, y: 15))
        #expect(pages.currentPage == 0, "right of the first page there is none before it")
        screen.tap(at: CGPoint(x: 110, y: 15))
        #expect(pages.currentPage == 1, "left of the current dot is the next page")
        pages.performDirectionalPress(.left, repeatCount: 0)
        #expect(pages.currentPage == 2)
        pages.performDirectionalPress(.right, repeatCount: 0)
        #expect(pages.currentPage == 1)
    }

    final class Squares: NSObject, UICollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    private func horizontalRow(_ count: Int, in screen: HeadlessScreen) -> (UICollectionView, Squares) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 60), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let squares = Squares(count: count)
        collection.dataSource = squares
        screen.window.addSubview(collection)
        screen.runFrame()
        return (collection, squares)
    }

    /// Ten items make 690 points of content: right to left the first is at
    /// the right end, and the collection view opens scrolled there.
    @Test func aHorizontalFlowStartsAtTheRight() throws {
        let screen = try rightToLeftScreen()
        let (collection, squares) = horizontalRow(10, in: screen)
        #expect(collection.contentSize.width == 690)
        #expect(collection.contentOffset.x == 490, "opened at its first items")
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 630, y: 0, width: 60, height: 60))
        #expect(collection.indexPathForItem(at: CGPoint(x: 680, y: 30)) == IndexPath(item: 0, section: 0))
        // Scrolling towards the left shows later items; back to left to right, the same items stay in view.
        collection.contentOffset.x = 420
        screen.runFrame()
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 490)
        collection.semanticContentAttribute = .forceLeftToRight
        screen.runFrame()
        #expect(collection.contentOffset.x == 70)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 140)
        withExtendedLifetime(squares) {}
    }

    @Test func aShortHorizontalRowSitsAtTheRightEdge() throws {
        let screen = try rightToLeftScreen()
        let (collection, squares) = horizontalRow(2, in: screen)
        #expect(collection.contentOffset.x == 0)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.maxX == 200 && second.frame.maxX == 130)
        withExtendedLifetime(squares) {}
    }

    /// A shelf scrolling across a vertical compositional layout: right to left
    /// its first group is at the right (16-point leading inset on the right),
    /// the band opens scrolled there, and group paging counts from that end.
    @Test func anOrthogonalShelfStartsAtTheRight() throws {
        let scene = try ShelfScene(behavior: .groupPaging)
        let screen = try #require(scene.screen)
        screen.window.semanticContentAttribute = .forceRightToLeft
        screen.runFrame()
        let shelf = scene.shelf
        // 20 groups of 200 pitched 210, insets 16: 4,222 points of content in a 320-point band.
        #expect(shelf.contentOffset.x == 3_902, "4,222 less the band's 320")
        let first = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minX - shelf.contentOffset.x == 104, "the first group ends 16 points from the right edge")
        // A drag to the right shows the next group, which rests where the first was.
        scene.flick(ShelfScene.line(from: CGPoint(x: 60, y: 90), step: CGPoint(x: 30, y: 0), count: 5))
        scene.settle()
        #expect(shelf.contentOffset.x == 3_692, "one pitch (210) from the right end")
        let second = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame.minX - shelf.contentOffset.x == 104)
        // Back to left to right: the same groups stay in view.
        screen.window.semanticContentAttribute = .forceLeftToRight
        screen.runFrame()
        #expect(shelf.contentOffset.x == 210)
    }

    /// `.paging` pages by the band's width; right to left its pages count
    /// from the right end (4,222 points of content are no whole number of
    /// 320-point pages, so pages counted from the left would not line up).
    @Test func anOrthogonalPagingShelfPagesFromTheRight() throws {
        let scene = try ShelfScene(behavior: .paging)
        let screen = try #require(scene.screen)
        let shelf = scene.shelf
        let towardsEnd = ShelfScene.line(from: CGPoint(x: 260, y: 90), step: CGPoint(x: -30, y: 0), count: 5)
        let towardsStart = ShelfScene.line(from: CGPoint(x: 60, y: 90), step: CGPoint(x: 30, y: 0), count: 5)
        scene.flick(towardsEnd)
        scene.settle()
        #expect(shelf.contentOffset.x == 320, "left to right: one band from the left end")
        screen.window.semanticContentAttribute = .forceRightToLeft
        screen.runFrame()
        #expect(shelf.contentOffset.x == 3_582, "the same page in view, mirrored")
        scene.flick(towardsStart)
        scene.settle()
        #expect(shelf.contentOffset.x == 3_262, "two bands from the right end")
        scene.flick(towardsEnd)
        scene.settle()
        #expect(shelf.contentOffset.x == 3_582)
        scene.flick(towardsEnd)
        scene.settle()
        #expect(shelf.contentOffset.x == 3_902, "back at the right end")
    }

    @Test func aConfiguredButtonLeadsWithItsImageOnTheRight() throws {
        let screen = try rightToLeftScreen()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Play"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.contentHorizontalAlignment = .leading
        screen.window.addSubview(button)
        screen.runFrame()
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(image.minX >= title.maxX + 8, "image \(image), title \(title)")
        #expect(image.maxX == 200 - configuration.contentInsets.leading, "leading is the right edge")
        button.contentHorizontalAlignment = .left
        screen.runFrame()
        let leftTitle = try #require(button.titleLabel?.frame)
        #expect(leftTitle.minX == configuration.contentInsets.trailing, ".left stays physical: \(leftTitle)")
    }

    @Test func aLegacyButtonShowsItsImageAfterItsTitle() throws {
        let screen = try rightToLeftScreen()
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        screen.window.addSubview(button)
        screen.runFrame()
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(image.minX == title.maxX, "the classic right-to-left trick: image \(image), title \(title)")
        #expect(abs((image.maxX + title.minX) / 2 - 100) <= 1, "still centred")
    }

    @Test func anAlertsFirstActionIsOnTheRight() throws {
        let screen = try rightToLeftScreen(width: 320, height: 240)
        let root = UIViewController()
        screen.window.rootViewController = root
        let alert = UIAlertController(title: "Quit game?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Quit", style: .destructive))
        root.present(alert, animated: false)
        screen.runFrame()
        let alertView = try #require(alert.view as? AlertView)
        let cancel = alertView.buttons[0].0, quit = alertView.buttons[1].0
        #expect(cancel.frame.minX == 135 && quit.frame.minX == 0)
    }

    @Test func menuRowsPutTheirCheckmarkAndChevronByDirection() throws {
        let screen = try rightToLeftScreen()
        let submenu = UIMenu(title: "Difficulty", children: [UIAction(title: "Easy") { _ in }])
        let row = MenuRowView(kind: .submenu(submenu), reservesCheckColumn: true, destructiveGroup: false) { _ in }
        row.frame = CGRect(x: 0, y: 0, width: 250, height: MenuRowView.height)
        screen.window.addSubview(row)
        screen.runFrame()
        let parts = row.subviews
        let title = try #require(parts.first { $0 is UILabel })
        let chevron = try #require(parts.compactMap { $0 as? UIImageView }.first { $0.image != nil })
        #expect(title.frame.maxX == 250 - MenuRowView.checkColumn, "the check column is at the right: \(title.frame)")
        #expect(chevron.frame.maxX <= title.frame.minX, "the chevron is at the left: \(chevron.frame)")
        #expect(chevron.image?.symbol?.name == "chevron.left", "the submenu chevron points to the trailing side")
        row.semanticContentAttribute = .forceLeftToRight
        screen.runFrame()
        #expect(title.frame.minX == MenuRowView.checkColumn)
        #expect(chevron.image?.symbol?.name == "chevron.right")
    }
}
