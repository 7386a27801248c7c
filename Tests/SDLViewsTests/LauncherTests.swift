import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The launcher as a UIKit app: a navigation controller over a scrolling
/// list of samples, driven by the keyboard, the mouse and touch.
@Suite @MainActor struct LauncherTests {
    private func launcher(width: Int = 800, height: Int = 600) throws -> (HeadlessScreen, LauncherNavigator) {
        let screen = try HeadlessScreen(width: width, height: height)
        let navigator = LauncherNavigator(window: screen.window)
        navigator.showLauncher()
        screen.runFrame()
        return (screen, navigator)
    }

    private func visible(_ list: LauncherListView, row: Int) -> Bool {
        CGRect(origin: list.contentOffset, size: list.bounds.size).contains(list.rowRect(row))
    }

    @Test func arrowsMoveTheSelectionReturnOpensEscapeComesBack() throws {
        let (screen, navigator) = try launcher()
        let list = navigator.launcher.list!
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardUpArrow)
        #expect(list.selectedIndex == 1)
        screen.key(.keyboardReturnOrEnter)
        #expect(navigator.navigation.viewControllers.count == 2)
        screen.advance(by: 0.1)
        let sliding = navigator.topViewController?.view.layer.presentation()?.frame.minX ?? 0
        #expect(sliding > 0, "the sample slides in")
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[1].title)
        screen.key(.keyboardEscape)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController === navigator.launcher)
        #expect(list.selectedIndex == 1)
        screen.key(.keyboardDownArrow)
        #expect(list.selectedIndex == 2, "the launcher has the keys again")
    }

    @Test func everyRowIsReachableInASmallWindowAndTheSelectionFollows() throws {
        let (screen, navigator) = try launcher(width: 480, height: 320)
        let list = navigator.launcher.list!
        let last = SampleCatalog.all.count - 1
        #expect(list.contentSize.height > list.bounds.height)
        #expect(!visible(list, row: last))
        screen.key(.keyboardEnd)
        screen.advance(by: 0.5)
        #expect(list.selectedIndex == last && visible(list, row: last))
        screen.key(.keyboardHome)
        screen.advance(by: 0.5)
        #expect(list.selectedIndex == 0 && list.contentOffset.y == -list.adjustedContentInset.top, "back at the top")
        // A finger drag scrolls the list too.
        screen.touchDown(at: CGPoint(x: 240, y: 250))
        for step in 1...5 {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: 240, y: 250 - CGFloat(step) * 30))
        }
        screen.touchUp(at: CGPoint(x: 240, y: 100))
        screen.advance(by: 2)
        #expect(list.contentOffset.y > 100)
        #expect(navigator.navigation.viewControllers.count == 1, "a drag opens nothing")
    }

    @Test func aTapHighlightsThenOpensAndBackReturnsToTheRowScrolledIntoView() throws {
        let (screen, navigator) = try launcher(width: 480, height: 320)
        let list = navigator.launcher.list!
        let target = SampleCatalog.all.count - 2
        navigator.show(SampleCatalog.all[target])
        screen.advance(by: 0.1)
        try #require(navigator.topViewController is SampleViewController)
        (navigator.topViewController as? SampleViewController)?.onBack?()
        screen.advance(by: 0.5)
        #expect(navigator.topViewController === navigator.launcher)
        #expect(list.selectedIndex == target && visible(list, row: target))
        // Press a visible row: highlighted while held, opened on release.
        let rowIndex = target - 1
        let rowRect = list.convert(list.rowRect(rowIndex), to: nil)
        let point = CGPoint(x: rowRect.midX, y: rowRect.midY)
        screen.touchDown(at: point)
        screen.advance(by: 0.2)
        let row = try #require(list.row(rowIndex))
        #expect(row.isHighlighted)
        screen.touchUp(at: point)
        #expect(!row.isHighlighted)
        #expect(navigator.navigation.viewControllers.count == 2)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[rowIndex].title)
    }

    @Test func rowsShowTheWholeTitleAndASubtitle() throws {
        let (screen, navigator) = try launcher(width: 800, height: 600)
        let list = try #require(navigator.launcher.list)
        #expect(list.numberOfRows(inSection: 0) == SampleCatalog.all.count)
        #expect(list.visibleCells.count < SampleCatalog.all.count, "only the rows on screen have cells")
        for index in SampleCatalog.all.indices {
            list.scrollToRow(at: IndexPath(row: index, section: 0), at: .middle, animated: false)
            screen.runFrame()
            let row = try #require(list.row(index))
            let title = try #require(row.titleLabel.text)
            #expect(title == SampleCatalog.all[index].title)
            #expect(TextMeasurer(font: row.titleLabel.font).width(title) <= row.titleLabel.bounds.width)
            #expect(row.subtitleLabel.text?.isEmpty == false)
        }
    }

    @Test func aGamepadMovesThroughTheRowsAndOpensOne() throws {
        let (screen, navigator) = try launcher(width: 800, height: 600)
        let list = try #require(navigator.launcher.list)
        screen.plugGamepad()
        screen.gamepadButton(.dpadDown)  // the first press shows focus on the selected row
        screen.gamepadButton(.dpadDown)
        screen.gamepadButton(.dpadDown)
        #expect(list.selectedIndex == 2, "the selection follows focus")
        #expect(list.row(2)?.isFocused == true)
        screen.gamepadButton(.a)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[2].title)
        screen.gamepadButton(.b)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController === navigator.launcher)
        #expect(list.row(2)?.isFocused == true, "focus comes back to the row just shown")
        screen.unplugGamepad()
    }

    // MARK: The keyboard model (issue 37): the highlighted row is the one Return opens and the one
    // the launcher comes back to, however the sample was opened.

    private func click(_ screen: HeadlessScreen, _ point: CGPoint) {
        screen.mouseDown(at: point)
        screen.advance(by: 1.0 / 60)
        screen.mouseUp(at: point)
    }

    private func centre(of row: Int, in list: LauncherListView) -> CGPoint {
        let rect = list.convert(list.rowRect(row), to: nil)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    @Test func returnOpensTheHighlightedRowNotTheOneOpenedBefore() throws {
        let (screen, navigator) = try launcher()
        let list = navigator.launcher.list!
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardReturnOrEnter)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[2].title)
        screen.key(.keyboardEscape)
        screen.advance(by: 0.5)
        #expect(list.selectedIndex == 2 && list.row(2)?.isSelected == true, "back on the opened row")
        for _ in 0..<3 { screen.key(.keyboardDownArrow) }
        #expect(list.selectedIndex == 5)
        screen.key(.keyboardReturnOrEnter)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[5].title, "Return opens the highlighted row")
        screen.key(.keyboardEscape)
        screen.advance(by: 0.5)
        #expect(list.selectedIndex == 5)
    }

    @Test func afterEndAndAClickTheHighlightComesBackToTheClickedRow() throws {
        let (screen, navigator) = try launcher()
        let list = navigator.launcher.list!
        screen.key(.keyboardEnd)
        screen.advance(by: 0.5)
        let last = SampleCatalog.all.count - 1
        #expect(list.selectedIndex == last)
        // A row on screen above the last one, opened with the mouse.
        let clicked = last - 1
        click(screen, centre(of: clicked, in: list))
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[clicked].title)
        click(screen, CGPoint(x: 400, y: 300))  // a click inside the sample
        screen.key(.keyboardEscape)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController === navigator.launcher)
        #expect(list.selectedIndex == clicked, "the opened row is highlighted, not the End row")
        #expect(list.row(clicked)?.isSelected == true && list.row(last)?.isSelected != true)
        screen.key(.keyboardReturnOrEnter)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[clicked].title)
    }

    @Test func theFirstTabFocusesTheFirstRow() throws {
        let (screen, navigator) = try launcher()
        let list = navigator.launcher.list!
        screen.key(.keyboardTab)
        #expect(list.row(0)?.isFocused == true, "focus starts on the highlighted first row")
        #expect(list.selectedIndex == 0)
        screen.key(.keyboardReturnOrEnter)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[0].title)
    }

    /// After a gamepad or Tab showed focus, keys and a click still agree with it.
    @Test func focusFollowsTheKeysAndAClick() throws {
        let (screen, navigator) = try launcher()
        let list = navigator.launcher.list!
        screen.key(.keyboardTab)
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardDownArrow)
        #expect(list.selectedIndex == 2 && list.row(2)?.isFocused == true)
        click(screen, centre(of: 4, in: list))
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[4].title)
        screen.key(.keyboardEscape)
        screen.advance(by: 0.5)
        #expect(list.selectedIndex == 4)
        screen.key(.keyboardDownArrow)
        #expect(list.selectedIndex == 5)
        screen.key(.keyboardReturnOrEnter)
        screen.advance(by: 0.5)
        #expect(navigator.topViewController?.title == SampleCatalog.all[5].title)
    }
}
