import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Right to left, navigation and lists mirror as UIKit's: the back button on
/// the right, pushes from the left, the edge pop from the right edge,
/// accessories at the left and trailing swipe actions uncovered by a drag to the right.
@MainActor
@Suite(.serialized) struct RightToLeftNavigationTests {
    private func stackOfTwo() throws -> (HeadlessScreen, UINavigationController, [UIViewController]) {
        let screen = try HeadlessScreen(width: 320, height: 240)
        screen.window.semanticContentAttribute = .forceRightToLeft
        let controllers = [UIViewController(), UIViewController()]
        controllers[0].title = "Settings"
        controllers[1].title = "Sound"
        let navigation = UINavigationController(rootViewController: controllers[0])
        screen.window.rootViewController = navigation
        navigation.pushViewController(controllers[1], animated: false)
        screen.runFrame()
        return (screen, navigation, controllers)
    }

    private func backButton(_ bar: UINavigationBar) -> UIButton? {
        bar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == "Settings" }
    }

    @Test func theBackButtonIsOnTheRightWithItsChevronPointingRight() throws {
        let (screen, navigation, _) = try stackOfTwo()
        let bar = navigation.navigationBar
        let back = try #require(backButton(bar))
        #expect(back.frame.maxX == bar.bounds.width - 8, "the bar's 8-point margin")
        #expect(back.title(for: .normal) == "Settings ›")
        // Back to left to right at run time: the bar mirrors back.
        screen.window.semanticContentAttribute = .unspecified
        screen.runFrame()
        let ltrBack = try #require(backButton(bar))
        #expect(ltrBack.frame.minX == 8)
        #expect(ltrBack.title(for: .normal) == "‹ Settings")
    }

    @Test func aPushSlidesInFromTheLeft() throws {
        let (screen, navigation, controllers) = try stackOfTwo()
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        screen.advance(by: NavigationTransition.duration / 2)
        screen.runFrame()
        let incoming = next.view.layer.presentation()?.frame.minX ?? 0
        let outgoing = controllers[1].view.layer.presentation()?.frame.minX ?? 0
        #expect(incoming < 0 && incoming > -320, "coming in from the left: \(incoming)")
        #expect(outgoing > 0, "the covered screen moves right: \(outgoing)")
        screen.advance(by: NavigationTransition.duration)
        screen.runFrame()
        #expect(next.view.frame.minX == 0)
    }

    @Test func theEdgePopComesFromTheRightEdge() throws {
        let (screen, navigation, controllers) = try stackOfTwo()
        // From the left edge nothing happens.
        _ = screen.dragSteps(from: CGPoint(x: 5, y: 150), step: CGPoint(x: 30, y: 0), count: 8, frame: 0.016)
        screen.touchUp(at: CGPoint(x: 245, y: 150))
        screen.advance(by: 1)
        #expect(navigation.topViewController === controllers[1])
        // From the right edge, dragged leftwards past half: popped.
        let end = screen.dragSteps(from: CGPoint(x: 315, y: 150), step: CGPoint(x: -30, y: 0), count: 8, frame: 0.05)
        #expect(controllers[1].view.frame.minX < -100, "the top screen follows the finger left")
        screen.touchUp(at: end)
        screen.advance(by: 1)
        #expect(navigation.topViewController === controllers[0])
    }

    @Test func tableCellAccessoriesAndImagesMirror() throws {
        let scene = try EditableTableScene()
        scene.table.semanticContentAttribute = .forceRightToLeft
        let cell = try #require(scene.cell(0))
        cell.accessoryType = .disclosureIndicator
        scene.screen.runFrame()
        let accessory = try #require(cell.accessoryHost)
        #expect(accessory.frame.minX == UITableViewCell.margin, "the accessory is at the left")
        #expect(cell.contentView.frame.maxX == 200)
        #expect(cell.textLabel?.drawnTextAlignment == .right)
        let label = try #require(cell.textLabel)
        #expect(label.frame.maxX == cell.contentView.bounds.width - UITableViewCell.margin)
    }

    @Test func trailingSwipeActionsOpenFromTheLeft() throws {
        let scene = try EditableTableScene()
        scene.table.semanticContentAttribute = .forceRightToLeft
        scene.model.trailingActions = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
        }
        scene.screen.runFrame()
        let cell = try #require(scene.cell(2))
        let end = scene.drag(from: CGPoint(x: 20, y: 110), step: CGPoint(x: 8, y: 0), count: 12)
        #expect(cell.contentView.frame.minX > 0, "the row moves right")
        let actions = try #require(cell.swipeActionsView)
        #expect(actions.side == .trailing && actions.frame.minX == 0)
        scene.lift(at: end)
        scene.wait(0.35)
        #expect(cell.contentView.frame.minX == actions.openWidth)
    }

    /// Arrow keys move by screen geometry, as UIKit's focus engine: right to
    /// left, the right arrow goes towards the first arranged button.
    @Test func arrowsMoveByGeometryInAMirroredRow() throws {
        let scene = try FocusScene()
        scene.root.view.semanticContentAttribute = .forceRightToLeft
        let buttons = (0..<3).map { index in
            let button = UIButton(type: .system)
            button.setTitle("\(index)", for: .normal)
            button.widthAnchor.constraint(equalToConstant: 80).isActive = true
            return button
        }
        let row = UIStackView(arrangedSubviews: buttons)
        row.spacing = 20
        row.frame = CGRect(x: 20, y: 20, width: 280, height: 40)
        scene.root.view.addSubview(row)
        scene.screen.runFrame()
        #expect(buttons.map(\.frame.minX) == [200, 100, 0])
        scene.screen.key(.keyboardDownArrow)
        for _ in 0..<3 { scene.screen.key(.keyboardRightArrow) }
        #expect(scene.focused === buttons[0], "the rightmost is the first arranged")
        scene.screen.key(.keyboardLeftArrow)
        #expect(scene.focused === buttons[1])
        scene.screen.key(.keyboardLeftArrow)
        #expect(scene.focused === buttons[2])
    }

    final class Squares: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// A vertical flow layout fills its lines from the right, as UIKit's
    /// (`flipsHorizontallyInOppositeLayoutDirection`), and a tap finds the mirrored cell.
    @Test func aFlowLayoutFillsFromTheRight() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let squares = Squares()
        collection.dataSource = squares
        screen.window.addSubview(collection)
        screen.runFrame()
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minX == 0)
        collection.semanticContentAttribute = .forceRightToLeft
        screen.runFrame()
        #expect(first.frame.maxX == 200, "the first item is at the right: \(first.frame)")
        #expect(collection.indexPathForItem(at: CGPoint(x: 190, y: 10)) == IndexPath(item: 0, section: 0))
        withExtendedLifetime(squares) {}
    }

    @Test func tabsToolbarItemsAndTextFieldOverlaysMirror() throws {
        let screen = try HeadlessScreen(width: 300, height: 200)
        screen.window.semanticContentAttribute = .forceRightToLeft
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 150, width: 300, height: 50))
        let items = ["One", "Two", "Three"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
        tabBar.setItems(items, animated: false)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
        let add = UIBarButtonItem(title: "Add", style: .plain)
        toolbar.items = [add, UIBarButtonItem(systemItem: .flexibleSpace)]
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        for view in [tabBar, toolbar, field] as [UIView] { screen.window.addSubview(view) }
        screen.runFrame()
        let tabs = tabBar.subviews.compactMap { $0 as? TabBarButton }
        let first = try #require(tabs.first { $0.item === items[0] })
        #expect(first.frame.maxX == 300, "the first tab is at the right")
        let addView = try #require(toolbar.subviews.first { $0 is UIButton })
        #expect(addView.frame.maxX > 250, "the first toolbar item is at the right: \(addView.frame)")
        #expect(icon.frame.maxX == 300, "the left view shows at the right edge, as UIKit's")
        #expect(field.textRect(forBounds: field.bounds).maxX <= 280)
    }

    @Test func segmentsRunFromTheRight() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        screen.window.semanticContentAttribute = .forceRightToLeft
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        screen.window.addSubview(control)
        screen.runFrame()
        let frames = control.segmentFrames(in: control.bounds)
        #expect(frames.map(\.minX) == [200, 100, 0])
        screen.tap(at: CGPoint(x: 280, y: 16))
        #expect(control.selectedSegmentIndex == 0, "the rightmost segment is the first")
        control.performDirectionalPress(.left, repeatCount: 0)
        #expect(control.selectedSegmentIndex == 1, "left moves to the segment on the left")
    }

    @Test func aSliderRunsFromTheRight() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        screen.window.semanticContentAttribute = .forceRightToLeft
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.value = 0
        screen.window.addSubview(slider)
        screen.runFrame()
        let knob = try #require(slider.subviews.first?.subviews.first { $0.frame.width == $0.frame.height && $0.frame.width > 20 })
        #expect(knob.frame.maxX == 300, "the minimum is at the right: \(knob.frame)")
        // Drag the thumb from the right edge to the middle: half the range.
        _ = screen.dragSteps(from: CGPoint(x: 285, y: 15), step: CGPoint(x: -27, y: 0), count: 5, frame: 0.016)
        screen.touchUp(at: CGPoint(x: 150, y: 15))
        screen.runFrame()
        #expect(abs(slider.value - 0.5) < 0.05, "\(slider.value)")
        let before = slider.value
        slider.performDirectionalPress(.left, repeatCount: 0)
        #expect(slider.value > before, "Left moves the thumb left: towards the maximum")
    }
}
