import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// iPadOS's keyboard model: arrows move inside the focused item's focus
/// group, Tab / Shift-Tab between groups at the group's primary item
/// (`focusGroupPriority`); the D-pad crosses groups, as tvOS.
@MainActor
@Suite struct FocusGroupTests {
    /// Two groups side by side, two buttons each, and an ungrouped row below.
    @MainActor
    private struct Groups {
        let scene: FocusScene
        let l0: UIButton, l1: UIButton, r0: UIButton, r1: UIButton, below: UIButton, belowRight: UIButton

        init() throws {
            scene = try FocusScene(width: 400, height: 300)
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
            let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 160))
            left.focusGroupIdentifier = "left"
            right.focusGroupIdentifier = "right"
            scene.root.view.addSubview(left)
            scene.root.view.addSubview(right)
            l0 = scene.button("l0", CGRect(x: 20, y: 20, width: 80, height: 40), in: left)
            l1 = scene.button("l1", CGRect(x: 20, y: 80, width: 80, height: 40), in: left)
            r0 = scene.button("r0", CGRect(x: 20, y: 20, width: 80, height: 40), in: right)
            r1 = scene.button("r1", CGRect(x: 20, y: 80, width: 80, height: 40), in: right)
            below = scene.button("below", CGRect(x: 20, y: 200, width: 80, height: 40))
            belowRight = scene.button("belowRight", CGRect(x: 220, y: 200, width: 80, height: 40))
        }
    }

    @Test func arrowsStayInTheGroupAndTabMovesBetweenGroups() throws {
        let g = try Groups()
        g.scene.screen.key(.keyboardDownArrow)
        #expect(g.scene.focused === g.l0)
        g.scene.screen.key(.keyboardRightArrow)
        #expect(g.scene.focused === g.l0, "r0 lies to the right, in another group")
        g.scene.screen.key(.keyboardDownArrow)
        #expect(g.scene.focused === g.l1)
        g.scene.screen.key(.keyboardDownArrow)
        #expect(g.scene.focused === g.l1, "the ungrouped buttons below are outside the group")
        g.scene.screen.key(.keyboardTab)
        #expect(g.scene.focused === g.r0, "Tab: the next group, at its first item")
        g.scene.screen.key(.keyboardTab)
        #expect(g.scene.focused === g.below, "an ungrouped item is a group of its own")
        g.scene.screen.key(.keyboardRightArrow)
        #expect(g.scene.focused === g.belowRight, "arrows move between the items outside every group")
        g.scene.screen.key(.keyboardUpArrow)
        #expect(g.scene.focused === g.belowRight, "but not into a group")
        g.scene.screen.key(.keyboardTab, modifiers: .shift)
        #expect(g.scene.focused === g.below)
        g.scene.screen.key(.keyboardTab, modifiers: .shift)
        #expect(g.scene.focused === g.r0, "Shift-Tab: the previous group, at the item focused last in it")
    }

    @Test func theDpadCrossesGroupsAsTvOS() throws {
        let g = try Groups()
        g.scene.screen.plugGamepad()
        g.scene.screen.gamepadButton(.dpadDown)
        #expect(g.scene.focused === g.l0)
        g.scene.screen.gamepadButton(.dpadRight)
        #expect(g.scene.focused === g.r0)
        g.scene.screen.gamepadButton(.dpadDown)
        g.scene.screen.gamepadButton(.dpadDown)
        #expect(g.scene.focused === g.belowRight)
        g.scene.screen.unplugGamepad()
    }

    @Test func focusGroupPriorityPicksWhereTabEntersAGroup() throws {
        let g = try Groups()
        g.r1.focusGroupPriority = .prioritized
        g.scene.screen.key(.keyboardTab)
        #expect(g.scene.focused === g.l0)
        g.scene.screen.key(.keyboardTab)
        #expect(g.scene.focused === g.r1, "a prioritized item comes before the first one")
        g.scene.screen.key(.keyboardUpArrow)
        #expect(g.scene.focused === g.r0)
        g.scene.screen.key(.keyboardTab, modifiers: .shift)
        g.scene.screen.key(.keyboardTab)
        #expect(g.scene.focused === g.r1, "prioritized beats the item focused last")
        g.r1.focusGroupPriority = UIFocusGroupPriority(500)
        g.scene.screen.key(.keyboardUpArrow)
        g.scene.screen.key(.keyboardTab, modifiers: .shift)
        g.scene.screen.key(.keyboardTab)
        #expect(g.scene.focused === g.r0, "the item focused last (previouslyFocused) beats a lower priority")
        g.r0.focusGroupPriority = UIFocusGroupPriority(-5)
        g.scene.screen.key(.keyboardTab, modifiers: .shift)
        g.scene.screen.key(.keyboardTab)
        #expect(g.scene.focused === g.r0, "a negative priority cannot lower the system's")
    }

    @Test func aFocusGuideInsideTheGroupStillRedirectsArrows() throws {
        let g = try Groups()
        let guide = UIFocusGuide()
        g.l0.superview!.addLayoutGuide(guide)
        guide.leftAnchor.constraint(equalTo: g.l0.superview!.leftAnchor, constant: 120).isActive = true
        guide.topAnchor.constraint(equalTo: g.l0.superview!.topAnchor, constant: 20).isActive = true
        guide.widthAnchor.constraint(equalToConstant: 40).isActive = true
        guide.heightAnchor.constraint(equalToConstant: 40).isActive = true
        guide.preferredFocusEnvironments = [g.l1]
        g.scene.screen.runFrame()
        g.scene.screen.key(.keyboardDownArrow)
        g.scene.screen.key(.keyboardRightArrow)
        #expect(g.scene.focused === g.l1, "the guide, in the left group, sends focus to l1")
    }
}
