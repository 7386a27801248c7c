import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Model-based check of focus on a long collection grid beside two buttons:
/// random item counts and columns, random items the delegate refuses, random
/// arrows, Tab / Shift-Tab and D-pad presses (some held through repeats).
/// After every press (and the scrolling it starts) the focused item can be
/// focused, lies inside the scope and, for a cell, wholly on screen; a
/// keyboard arrow from a cell stays in the grid's focus group and lands on
/// the item the geometric rule picks among all the grid's focusable items,
/// on screen or not.
@MainActor
@Suite struct CollectionFocusFuzzTests {
    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func randomGridsAndPresses(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let items = Int.random(in: 20...90, using: &random)
        let scene = try CollectionFocusScene(items: items, width: 500)
        scene.collection.focusGroupIdentifier = "grid"
        let buttons = [CGRect(x: 420, y: 20, width: 60, height: 40), CGRect(x: 420, y: 200, width: 60, height: 40)]
            .map { frame -> UIButton in
                let button = UIButton(type: .system)
                button.setTitle("B", for: .normal)
                button.frame = frame
                scene.root.view.addSubview(button)
                return button
            }
        scene.log.unfocusable = Set((0..<items).filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
        scene.collection.remembersLastFocusedIndexPath = Bool.random(using: &random)
        scene.screen.plugGamepad()
        let arrows: [(UIKeyboardHIDUsage, HeadlessScreen.GamepadButton, UIFocusHeading)] = [
            (.keyboardUpArrow, .dpadUp, .up), (.keyboardDownArrow, .dpadDown, .down),
            (.keyboardLeftArrow, .dpadLeft, .left), (.keyboardRightArrow, .dpadRight, .right),
        ]
        for step in 0..<80 {
            let (key, pad, heading) = arrows[Int.random(in: 0..<4, using: &random)]
            let expected = expectedItem(scene, heading: heading)
            let fromCell = scene.focusedItem != nil && scene.screen.window.focusSystem.isEffectVisible
            switch Int.random(in: 0..<10, using: &random) {
            case 0: scene.screen.key(.keyboardTab)
            case 1: scene.screen.key(.keyboardTab, modifiers: .shift)
            case 2...4: scene.screen.gamepadButton(pad)
            case 5:
                scene.screen.gamepadButtonDown(pad)
                scene.screen.advance(by: 0.4 + 0.1 * Double(Int.random(in: 0...5, using: &random)))
                scene.screen.gamepadButtonUp(pad)
            default:
                scene.screen.key(key)
                if fromCell {
                    #expect(scene.focusedItem != nil, "step \(step): a keyboard arrow left the grid's group")
                    #expect(
                        expected.contains(scene.focusedItem ?? -1),
                        "step \(step): \(heading) reached \(scene.focusedItem ?? -1), expected one of \(expected)")
                }
            }
            scene.screen.advance(by: 0.5)
            try checkInvariants(scene, buttons: buttons, step: step)
        }
        scene.screen.unplugGamepad()
    }

    private func checkInvariants(_ scene: CollectionFocusScene, buttons: [UIButton], step: Int) throws {
        let focused = try #require(scene.focused, "step \(step): something is focused")
        #expect(focused.canBecomeFocused, "step \(step): the focused item cannot be focused")
        #expect(focused.isDescendant(of: scene.root.view), "step \(step): focus left the scope")
        if let item = scene.focusedItem {
            #expect(!scene.log.unfocusable.contains(item), "step \(step): item \(item) is refused")
            #expect(scene.focusedCellIsVisible, "step \(step): item \(item) is not wholly on screen")
        } else {
            #expect(buttons.contains { $0 === focused }, "step \(step): focus is on a cell or a button")
        }
    }

    /// The model: from the focused cell, the items the geometric rule ranks best among every
    /// focusable item of the grid (their layout frames; ties allowed), or the focused one if none.
    private func expectedItem(_ scene: CollectionFocusScene, heading: UIFocusHeading) -> Set<Int> {
        guard let current = scene.focusedItem else { return [] }
        let frame = { (item: Int) in scene.collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame }
        let origin = frame(current)
        let scored = (0..<scene.collection.numberOfItems(inSection: 0))
            .filter { $0 != current && !scene.log.unfocusable.contains($0) }
            .compactMap { item in FocusMovement.score(of: frame(item), from: origin, heading: heading).map { (item, $0) } }
        guard let best = scored.map(\.1).min() else { return [current] }
        return Set(scored.filter { !($0.1 < best) && !(best < $0.1) }.map(\.0))
    }
}
