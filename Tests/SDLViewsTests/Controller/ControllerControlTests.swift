import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Controller-first controls: a focused slider, stepper, segmented control
/// and page control change on Left/Right (keyboard arrows and the D-pad),
/// repeating and speeding up while held on the application clock; a switch
/// toggles on Return, Space and A. Each sends what UIKit sends for a user
/// change; Up and Down still move focus.
@MainActor
@Suite struct ControllerControlTests {
    private func sliderScene(value: Float = 0.5) throws -> (FocusScene, UISlider, UIButton) {
        let scene = try FocusScene()
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
        slider.value = value
        scene.root.view.addSubview(slider)
        let below = scene.button("Below", CGRect(x: 20, y: 100, width: 100, height: 40))
        scene.focus(slider)
        return (scene, slider, below)
    }

    @Test func sliderStepsByATwentiethOnArrowsAndSendsValueChangedWithPrimaryAction() throws {
        let (scene, slider, _) = try sliderScene()
        let log = ControlEventLog(slider)
        scene.screen.key(.keyboardRightArrow)
        #expect(abs(slider.value - 0.55) < 1e-6)
        #expect(log.entries == ["valueChanged", "primaryActionTriggered"])
        scene.screen.key(.keyboardLeftArrow)
        scene.screen.key(.keyboardLeftArrow)
        #expect(abs(slider.value - 0.45) < 1e-6)
        #expect(scene.focused === slider, "Left and Right belong to the slider")
    }

    @Test func sliderClampsAtItsBoundsWithoutEvents() throws {
        let (scene, slider, _) = try sliderScene(value: 0.98)
        let log = ControlEventLog(slider)
        scene.screen.key(.keyboardRightArrow)
        #expect(slider.value == 1 && log.valueChanges == 1)
        scene.screen.key(.keyboardRightArrow)
        #expect(slider.value == 1 && log.valueChanges == 1, "nothing changes at the maximum: no event")
    }

    @Test func upAndDownStillMoveFocusFromASlider() throws {
        let (scene, slider, below) = try sliderScene()
        scene.screen.key(.keyboardDownArrow)
        #expect(scene.focused === below)
        #expect(slider.value == 0.5)
    }

    @Test func heldArrowRepeatsOnTheStepperScheduleAndTheStepGrows() throws {
        let (scene, slider, _) = try sliderScene(value: 0)
        slider.maximumValue = 1000
        slider.focusStepValue = 1
        let log = ControlEventLog(slider)
        // 2.55 s held: the press, then 22 repeats (9 of ×1, 10 of ×2, 3 of ×4).
        scene.hold(.keyboardRightArrow, for: 2.55)
        #expect(slider.value == 1 + 9 + 20 + 12)
        #expect(log.valueChanges == 23)
        scene.screen.advance(by: 1)
        #expect(slider.value == 42, "the release stops the repeat")
    }

    @Test func heldRepeatDependsOnTimeHeldNotOnFrameRate() throws {
        var values: [Float] = []
        for frame in [1.0 / 60, 1.0 / 7, 1.3] {
            let (scene, slider, _) = try sliderScene(value: 0)
            slider.maximumValue = 1000
            slider.focusStepValue = 1
            scene.hold(.keyboardRightArrow, for: 1.3, frame: frame)
            values.append(slider.value)
        }
        // 1.3 s: the press and 9 repeats.
        #expect(values == [10, 10, 10])
    }

    @Test func nonContinuousSliderSendsOnceWhenThePressEnds() throws {
        let (scene, slider, _) = try sliderScene(value: 0)
        slider.isContinuous = false
        let log = ControlEventLog(slider)
        scene.hold(.keyboardRightArrow, for: 0.75)
        #expect(log.entries == ["valueChanged", "primaryActionTriggered"])
        #expect(abs(slider.value - 0.2) < 1e-6, "the press and three repeats")
    }

    @Test func dpadAdjustsTheSliderAndHoldingRepeats() throws {
        let (scene, slider, below) = try sliderScene(value: 0.5)
        let log = ControlEventLog(slider)
        scene.screen.plugGamepad()
        scene.screen.gamepadButton(.dpadRight)
        #expect(abs(slider.value - 0.55) < 1e-6 && log.valueChanges == 1)
        scene.screen.gamepadButtonDown(.dpadLeft)
        scene.screen.advance(by: 0.6)
        scene.screen.gamepadButtonUp(.dpadLeft)
        #expect(abs(slider.value - 0.4) < 1e-6, "the press and two repeats")
        scene.screen.gamepadButton(.dpadDown)
        #expect(scene.focused === below)
    }

    // MARK: Stepper

    private func stepperScene() throws -> (FocusScene, UIStepper) {
        let scene = try FocusScene()
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        stepper.stepValue = 2
        scene.root.view.addSubview(stepper)
        scene.focus(stepper)
        return (scene, stepper)
    }

    @Test func stepperStepsByStepValueClampsAndWraps() throws {
        let (scene, stepper) = try stepperScene()
        let log = ControlEventLog(stepper)
        scene.screen.key(.keyboardRightArrow)
        #expect(stepper.value == 2 && log.entries == ["valueChanged", "primaryActionTriggered"])
        scene.screen.key(.keyboardLeftArrow)
        scene.screen.key(.keyboardLeftArrow)
        #expect(stepper.value == 0 && log.valueChanges == 2, "clamped at the minimum: no event")
        stepper.wraps = true
        scene.screen.key(.keyboardLeftArrow)
        #expect(stepper.value == 10 && log.valueChanges == 3, "wraps to the maximum")
        scene.screen.key(.keyboardRightArrow)
        #expect(stepper.value == 0 && log.valueChanges == 4)
        #expect(scene.focused === stepper)
    }

    @Test func stepperAutorepeatsWhileHeldAndNotWithoutAutorepeat() throws {
        let (scene, stepper) = try stepperScene()
        stepper.maximumValue = 1000
        stepper.stepValue = 1
        scene.hold(.keyboardRightArrow, for: 2.55)
        #expect(stepper.value == 23, "the press and UIKit's 22 repeats")
        stepper.autorepeat = false
        scene.hold(.keyboardRightArrow, for: 2)
        #expect(stepper.value == 24)
    }

    @Test func stepperOnThePad() throws {
        let (scene, stepper) = try stepperScene()
        let log = ControlEventLog(stepper)
        scene.screen.gamepadButton(.dpadRight)
        scene.screen.gamepadButton(.dpadRight)
        #expect(stepper.value == 4 && log.valueChanges == 2)
        stepper.isContinuous = false
        scene.screen.gamepadButtonDown(.dpadLeft)
        scene.screen.advance(by: 0.5)
        #expect(log.valueChanges == 2, "a non-continuous stepper waits for the release")
        scene.screen.gamepadButtonUp(.dpadLeft)
        #expect(stepper.value == 0 && log.valueChanges == 3)
    }

    // MARK: Segments, switch, pages

    @Test func segmentsMoveTheSelectionSkippingDisabledOnes() throws {
        let scene = try FocusScene()
        let segments = UISegmentedControl(items: ["A", "B", "C", "D"])
        segments.frame = CGRect(x: 20, y: 20, width: 240, height: 32)
        segments.selectedSegmentIndex = 0
        segments.setEnabled(false, forSegmentAt: 1)
        scene.root.view.addSubview(segments)
        scene.focus(segments)
        let log = ControlEventLog(segments)
        scene.screen.key(.keyboardRightArrow)
        #expect(segments.selectedSegmentIndex == 2 && log.entries == ["valueChanged", "primaryActionTriggered"])
        scene.screen.gamepadButton(.dpadRight)
        #expect(segments.selectedSegmentIndex == 3 && log.valueChanges == 2)
        scene.screen.key(.keyboardRightArrow)
        #expect(segments.selectedSegmentIndex == 3 && log.valueChanges == 2, "no wrapping, no event")
        #expect(scene.focused === segments)
        scene.screen.key(.keyboardLeftArrow)
        scene.screen.key(.keyboardLeftArrow)
        #expect(segments.selectedSegmentIndex == 0 && log.valueChanges == 4)
    }

    @Test func switchTogglesOnReturnSpaceAndA() throws {
        let scene = try FocusScene()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        scene.root.view.addSubview(toggle)
        scene.focus(toggle)
        let log = ControlEventLog(toggle)
        scene.screen.key(.keyboardSpacebar)
        #expect(toggle.isOn && log.entries == ["valueChanged", "primaryActionTriggered"])
        scene.screen.key(.keyboardReturnOrEnter)
        #expect(!toggle.isOn && log.valueChanges == 2)
        scene.screen.gamepadButton(.a)
        #expect(toggle.isOn && log.valueChanges == 3)
    }

    @Test func pageControlTakesFocusAndPages() throws {
        let scene = try FocusScene()
        let pages = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 37))
        pages.numberOfPages = 3
        scene.root.view.addSubview(pages)
        #expect(pages.canBecomeFocused)
        scene.focus(pages)
        #expect(scene.focused === pages)
        let log = ControlEventLog(pages)
        scene.screen.key(.keyboardRightArrow)
        scene.screen.gamepadButton(.dpadRight)
        scene.screen.key(.keyboardRightArrow)
        #expect(pages.currentPage == 2 && log.valueChanges == 2)
        scene.screen.key(.keyboardLeftArrow)
        #expect(pages.currentPage == 1 && log.entries.suffix(2) == ["valueChanged", "primaryActionTriggered"])
        pages.numberOfPages = 1
        #expect(!pages.canBecomeFocused, "a single page has nothing to page")
    }

    @Test func disabledControlsIgnoreArrows() throws {
        let (scene, slider, _) = try sliderScene()
        slider.isEnabled = false
        scene.screen.key(.keyboardRightArrow)
        #expect(slider.value == 0.5)
    }

    // MARK: Sound hooks

    @Test func soundHooksHearMovesActivationsAndAdjustments() throws {
        let (scene, slider, below) = try sliderScene()
        var moves: [UIFocusHeading] = [], activated: [UIFocusItem] = [], adjusted = 0
        let hooks = UIApplication.shared.focusSoundHooks
        hooks.focusDidMove = { moves.append($0.focusHeading) }
        hooks.itemActivated = { activated.append($0) }
        hooks.valueAdjusted = { _ in adjusted += 1 }
        scene.screen.key(.keyboardRightArrow)
        #expect(adjusted == 1 && moves.isEmpty)
        scene.screen.key(.keyboardDownArrow)
        #expect(moves == [.down])
        scene.screen.key(.keyboardReturnOrEnter)
        #expect(activated.count == 1 && activated.first === below)
        _ = slider
    }

    @Test func backHookHearsAUsedMenuPress() throws {
        let scene = try FocusScene()
        let back = BackTaker(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.root.view.addSubview(back)
        _ = back.becomeFirstResponder()
        var backs = 0
        UIApplication.shared.focusSoundHooks.backPressed = { backs += 1 }
        scene.screen.key(.keyboardEscape)
        scene.screen.gamepadButton(.b)
        #expect(backs == 2 && back.menuPresses == 2)
    }
}

/// Takes Escape / B (`.menu`) as a back button does.
@MainActor
private final class BackTaker: UIView {
    var menuPresses = 0
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.type == .menu }) { menuPresses += 1 } else { super.pressesBegan(presses, with: event) }
    }
}
