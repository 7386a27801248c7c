import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Seeded random keys, pad buttons and time over a screen of every value
/// control: values stay in their ranges after every event, a focused item
/// always exists once shown, and once every key and button is released no
/// control keeps changing (no repeat outlives its press).
@MainActor
@Suite struct ControllerControlFuzzTests {
    private let keys: [UIKeyboardHIDUsage] = [
        .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow, .keyboardSpacebar,
        .keyboardReturnOrEnter, .keyboardTab
    ]
    private let buttons: [HeadlessScreen.GamepadButton] = [.dpadLeft, .dpadRight, .dpadUp, .dpadDown, .a, .b]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomInputKeepsValuesInRangeAndRepeatsEndWithTheirPresses(seed: UInt64) throws {
        let scene = try FocusScene(width: 400, height: 300)
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
        let stepper = UIStepper(frame: CGRect(x: 20, y: 70, width: 0, height: 0))
        stepper.maximumValue = 10
        stepper.wraps = seed == 2
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        segments.frame = CGRect(x: 20, y: 120, width: 180, height: 32)
        segments.selectedSegmentIndex = 0
        let toggle = UISwitch(frame: CGRect(x: 240, y: 20, width: 0, height: 0))
        let pages = UIPageControl(frame: CGRect(x: 220, y: 120, width: 120, height: 37))
        pages.numberOfPages = 5
        [slider, stepper, segments, toggle, pages].forEach { scene.root.view.addSubview($0) }
        scene.screen.runFrame()
        var random = SeededGenerator(seed: seed)
        var heldKeys: Set<Int> = [], heldButtons: Set<Int> = []
        for _ in 0..<300 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let index = Int.random(in: 0..<keys.count, using: &random)
                if heldKeys.remove(index) != nil { scene.screen.keyUp(keys[index]) } else {
                    heldKeys.insert(index)
                    scene.screen.keyDown(keys[index])
                }
            case 1:
                let index = Int.random(in: 0..<buttons.count, using: &random)
                if heldButtons.remove(index) != nil { scene.screen.gamepadButtonUp(buttons[index]) } else {
                    heldButtons.insert(index)
                    scene.screen.gamepadButtonDown(buttons[index])
                }
            default:
                scene.screen.advance(by: Double.random(in: 0...0.4, using: &random))
            }
            #expect((0...1).contains(slider.value))
            #expect((0...10).contains(stepper.value))
            #expect((0..<3).contains(segments.selectedSegmentIndex))
            #expect((0..<5).contains(pages.currentPage))
        }
        for index in heldKeys { scene.screen.keyUp(keys[index]) }
        for index in heldButtons { scene.screen.gamepadButtonUp(buttons[index]) }
        let values = (slider.value, stepper.value, segments.selectedSegmentIndex, pages.currentPage, toggle.isOn)
        scene.screen.advance(by: 3)
        scene.screen.advance(by: 3)
        #expect(values == (slider.value, stepper.value, segments.selectedSegmentIndex, pages.currentPage, toggle.isOn))
    }
}
