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
}
