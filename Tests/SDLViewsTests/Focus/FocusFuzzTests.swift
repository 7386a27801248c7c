import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Model-based check of focus movement: random grids with random disabled
/// and hidden cells, random direction presses (keyboard and D-pad). After
/// every press the focused item is focusable and on screen, and when focus
/// moved it moved the way pressed.
@MainActor
@Suite struct FocusFuzzTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomGridsAndPresses(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let scene = try FocusScene(width: 480, height: 360)
        var views: [UIButton] = []
        let rows = Int.random(in: 2...5, using: &random), columns = Int.random(in: 2...5, using: &random)
        for row in 0..<rows {
            for column in 0..<columns where Int.random(in: 0..<5, using: &random) > 0 {
                let jitter = CGFloat(Int.random(in: -8...8, using: &random))
                let size = CGSize(width: CGFloat(Int.random(in: 30...80, using: &random)), height: 30)
                let button = scene.button(
                    "\(row),\(column)",
                    CGRect(
                        origin: CGPoint(x: 10 + CGFloat(column) * 90 + jitter, y: 10 + CGFloat(row) * 60), size: size))
                button.isEnabled = Int.random(in: 0..<4, using: &random) > 0
                views.append(button)
            }
        }
        let presses: [(UIKeyboardHIDUsage, HeadlessScreen.GamepadButton, UIFocusHeading)] = [
            (.keyboardUpArrow, .dpadUp, .up), (.keyboardDownArrow, .dpadDown, .down),
            (.keyboardLeftArrow, .dpadLeft, .left), (.keyboardRightArrow, .dpadRight, .right)
        ]
        for step in 0..<60 {
            let (key, pad, heading) = presses[Int.random(in: 0..<4, using: &random)]
            if Int.random(in: 0..<10, using: &random) == 0, let victim = views.randomElement(using: &random) {
                victim.isEnabled.toggle()
            }
            // A focused item disabled just now is replaced by the preferred one, in no particular direction.
            let before = scene.focused.flatMap { $0.canBecomeFocused ? $0.convert($0.bounds, to: nil) : nil }
            let wasShown = scene.screen.window.focusSystem.isEffectVisible
            if step.isMultiple(of: 2) { scene.screen.key(key) } else { scene.screen.gamepadButton(pad) }
            scene.screen.runFrame()
            guard let focused = scene.focused else {
                #expect(
                    !views.contains { $0.canBecomeFocused }, "step \(step): something focusable but nothing focused")
                continue
            }
            #expect(focused.canBecomeFocused, "step \(step): focused item cannot be focused")
            let frame = focused.convert(focused.bounds, to: nil)
            #expect(scene.screen.window.bounds.intersects(frame), "step \(step): focused item off screen")
            guard wasShown, let before, before != frame else { continue }
            switch heading {
            case .up: #expect(frame.midY < before.midY, "step \(step): moved up")
            case .down: #expect(frame.midY > before.midY, "step \(step): moved down")
            case .left: #expect(frame.midX < before.midX, "step \(step): moved left")
            default: #expect(frame.midX > before.midX, "step \(step): moved right")
            }
        }
    }
}
