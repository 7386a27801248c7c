import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// The focus engine driven by the keyboard: initial focus, geometric
/// movement, disabled items, guides, groups, activation, the effect.
@MainActor
@Suite struct FocusMovementTests {
    @Test func firstArrowShowsFocusOnThePreferredItemThenArrowsMoveOnTheGrid() throws {
        let scene = try FocusScene()
        let grid = scene.grid(rows: 3, columns: 3)
        scene.screen.runFrame()
        #expect(scene.focused == nil, "nothing is focused before a focus key, as iPadOS")
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === grid[0][0] && grid[0][0].isFocused, "the first press only shows focus")
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.focused === grid[0][1])
        scene.screen.key(.keyboardDownArrow)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === grid[2][1])
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === grid[2][1], "nothing below: focus stays")
        scene.screen.key(.keyboardLeftArrow)
        scene.screen.key(.keyboardUpArrow)
        #expect(scene.focused === grid[1][0])
        #expect(!grid[2][1].isFocused && grid[1][0].state.contains(.focused))
    }

    @Test func straightAheadWinsOverANearerDiagonal() throws {
        let scene = try FocusScene()
        let start = scene.button("start", CGRect(x: 20, y: 20, width: 80, height: 40))
        let diagonal = scene.button("diagonal", CGRect(x: 130, y: 70, width: 80, height: 40))
        let straight = scene.button("straight", CGRect(x: 300, y: 20, width: 80, height: 40))
        scene.screen.key(.keyboardTab)
        #expect(scene.focused === start)
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.focused === straight)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === diagonal, "with nothing straight below, the diagonal candidate")
    }

    @Test func disabledHiddenAndNonInteractiveItemsAreSkipped() throws {
        let scene = try FocusScene()
        let grid = scene.grid(rows: 4, columns: 1)
        grid[1][0].isEnabled = false
        grid[2][0].isHidden = true
        #expect(!grid[1][0].canBecomeFocused)
        scene.screen.key(.keyboardDownArrow)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === grid[3][0])
        grid[3][0].isEnabled = false
        scene.screen.runFrame()
        #expect(scene.focused === grid[0][0], "a focused control that is disabled loses focus to the preferred item")
    }

    @Test func aFocusGuideRedirectsToItsPreferredEnvironment() throws {
        let scene = try FocusScene()
        let start = scene.button("start", CGRect(x: 20, y: 20, width: 80, height: 40))
        let far = scene.button("far", CGRect(x: 300, y: 20, width: 80, height: 40))
        let below = scene.button("below", CGRect(x: 300, y: 200, width: 80, height: 40))
        let guide = UIFocusGuide()
        scene.root.view.addLayoutGuide(guide)
        guide.leftAnchor.constraint(equalTo: scene.root.view.leftAnchor, constant: 140).isActive = true
        guide.topAnchor.constraint(equalTo: scene.root.view.topAnchor, constant: 20).isActive = true
        guide.widthAnchor.constraint(equalToConstant: 40).isActive = true
        guide.heightAnchor.constraint(equalToConstant: 40).isActive = true
        guide.preferredFocusEnvironments = [below]
        scene.screen.runFrame()
        scene.screen.key(.keyboardUpArrow)
        #expect(scene.focused === start)
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.focused === below, "the guide lies first to the right and sends focus to its preferred item")
        scene.screen.key(.keyboardUpArrow)
        #expect(scene.focused === far)
        guide.isEnabled = false
        scene.screen.key(.keyboardLeftArrow)
        scene.screen.key(.keyboardRightArrow)
        #expect(scene.focused === far, "a disabled guide is ignored")
    }

    @Test func tabMovesBetweenFocusGroupsAndReturnsToTheLastItemOfAGroup() throws {
        let scene = try FocusScene()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        left.focusGroupIdentifier = "left"
        right.focusGroupIdentifier = "right"
        scene.root.view.addSubview(left)
        scene.root.view.addSubview(right)
        let l0 = scene.button("l0", CGRect(x: 20, y: 20, width: 80, height: 40), in: left)
        scene.button("l1", CGRect(x: 20, y: 80, width: 80, height: 40), in: left)
        let r0 = scene.button("r0", CGRect(x: 20, y: 20, width: 80, height: 40), in: right)
        let r1 = scene.button("r1", CGRect(x: 20, y: 80, width: 80, height: 40), in: right)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === l0)
        scene.screen.key(.keyboardTab)
        #expect(scene.focused === r0)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === r1)
        scene.screen.key(.keyboardTab, modifiers: .shift)
        #expect(scene.focused === l0, "Shift-Tab: the previous group, at its last focused item")
        scene.screen.key(.keyboardTab)
        #expect(scene.focused === r1, "back in the right group at the item focused last")
    }

    @Test func returnAndSpaceActivateTheFocusedButtonAsATapDoes() throws {
        let scene = try FocusScene()
        let button = scene.button("go", CGRect(x: 20, y: 20, width: 80, height: 40))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        scene.screen.keyDown(.keyboardReturnOrEnter)
        #expect(button.isFocused && button.isHighlighted && events.isEmpty, "highlighted while held")
        scene.screen.keyUp(.keyboardReturnOrEnter)
        #expect(events == ["up", "primary"] && !button.isHighlighted)
        scene.screen.key(.keyboardSpacebar)
        #expect(events == ["up", "primary", "up", "primary"])
    }

    @Test func updateContextAndCoordinatorReachTheEnvironmentsInnermostFirst() throws {
        let scene = try FocusScene()
        let container = FocusRecordingView(frame: scene.root.view.bounds)
        scene.root.view.addSubview(container)
        let a = scene.button("a", CGRect(x: 20, y: 20, width: 80, height: 40), in: container)
        let b = scene.button("b", CGRect(x: 20, y: 120, width: 80, height: 40), in: container)
        scene.screen.key(.keyboardDownArrow)
        scene.screen.key(.keyboardDownArrow)
        let last = try #require(container.contexts.last)
        #expect(last.previouslyFocusedView === a && last.nextFocusedView === b && last.focusHeading == .down)
        scene.screen.advance(by: 0.2)
        #expect(container.completions == 2, "coordinated completions run when the focus animation ends")
        container.refuses = true
        scene.screen.key(.keyboardUpArrow)
        #expect(scene.focused === b, "shouldUpdateFocus(in:) vetoes")
    }

    @Test func setNeedsFocusUpdateMovesToThePreferredEnvironment() throws {
        let scene = try FocusScene()
        let grid = scene.grid(rows: 2, columns: 1)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === grid[0][0])
        let system = try #require(UIFocusSystem.focusSystem(for: grid[0][0]))
        system.requestFocusUpdate(to: grid[1][0])
        system.updateFocusIfNeeded()
        #expect(system.focusedItem === grid[1][0])
        grid[0][0].setNeedsFocusUpdate()
        scene.screen.runFrame()
        #expect(system.focusedItem === grid[1][0], "an environment without the focused item cannot ask for an update")
    }

    @Test func pointerUseHidesTheEffectAndTheNextKeyShowsIt() throws {
        let scene = try FocusScene()
        let grid = scene.grid(rows: 2, columns: 1)
        scene.screen.key(.keyboardDownArrow)
        let halo = try #require(grid[0][0].subviews.last as? FocusRingView)
        #expect(grid[0][0].transform.a > 1, "the system effect lifts the item")
        scene.screen.tap(at: CGPoint(x: 300, y: 250))
        #expect(halo.superview == nil && grid[0][0].transform == .identity && grid[0][0].isFocused)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === grid[0][0] && halo.superview === grid[0][0], "the press shows focus without moving")
        grid[1][0].focusEffect = UIFocusHaloEffect()
        scene.screen.key(.keyboardDownArrow)
        #expect(grid[1][0].transform == .identity && grid[1][0].subviews.last is FocusRingView, "a halo without lift")
        grid[0][0].focusEffect = nil
        scene.screen.key(.keyboardUpArrow)
        #expect(!(grid[0][0].subviews.last is FocusRingView) && grid[0][0].transform == .identity)
    }

    @Test func aFocusedTextFieldBeginsEditingOnReturnAndKeepsArrowsForItsCaret() throws {
        let scene = try FocusScene()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        field.text = "abc"
        scene.root.view.addSubview(field)
        let below = scene.button("below", CGRect(x: 20, y: 100, width: 80, height: 40))
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === field && !field.isFirstResponder)
        scene.screen.key(.keyboardReturnOrEnter)
        #expect(field.isFirstResponder)
        scene.screen.key(.keyboardLeftArrow)
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === field, "arrows edit the field")
        field.resignFirstResponder()
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === below)
    }

    @Test func theFocusedItemScrollsIntoViewInALongList() throws {
        let scene = try FocusScene()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = CGSize(width: 400, height: 30 * 50)
        scene.root.view.addSubview(scroll)
        let rows = (0..<30).map {
            scene.button("row \($0)", CGRect(x: 20, y: CGFloat($0) * 50, width: 200, height: 40), in: scroll)
        }
        scene.screen.key(.keyboardDownArrow)
        for _ in 0..<12 { scene.screen.key(.keyboardDownArrow) }
        scene.screen.advance(by: 1)
        #expect(scene.focused === rows[12])
        // The row's layout frame is scrolled into view (the focus lift is a visual effect).
        let laidOut = CGRect(x: 20, y: 12 * 50, width: 200, height: 40)
        #expect(scroll.bounds.contains(laidOut), "row 12 at \(laidOut) lies in \(scroll.bounds)")
        #expect(scroll.contentOffset.y == laidOut.maxY - 300)
    }
}

@MainActor
final class FocusRecordingView: UIView {
    var contexts: [UIFocusUpdateContext] = []
    var completions = 0
    var refuses = false

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { !refuses }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        contexts.append(context)
        coordinator.addCoordinatedAnimations({ self.alpha = 0.99 }, completion: { self.completions += 1 })
    }
}
