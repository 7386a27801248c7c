import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The options sample is usable with a gamepad only and with the keyboard
/// only; the controller lab shows prompts, plays haptics and opens the
/// on-screen keyboard.
@MainActor
@Suite(.serialized) struct ControllerSampleTests {
    private func summary(_ sample: OpenSample<OptionsSampleViewController>) -> String? {
        sample.controller.view.firstDescendant(UILabel.self) { $0.text?.hasPrefix("valueChanged") == true }?.text
    }

    private func focused(_ sample: OpenSample<some UIViewController>) -> UIView? {
        sample.screen.window.focusSystem.focusedItem as? UIView
    }

    @Test func everyOptionChangesWithTheGamepadAlone() throws {
        let sample = try OpenSample("options", as: OptionsSampleViewController.self)
        let c = sample.controller
        sample.screen.gamepadButton(.dpadDown)  // shows focus
        #expect(focused(sample) === c.musicVolume)
        sample.screen.gamepadButton(.dpadRight)
        #expect(summary(sample) == "valueChanged: Music volume 75 %")
        sample.screen.gamepadButton(.dpadDown)
        #expect(focused(sample) === c.effectsVolume)
        sample.screen.gamepadButton(.dpadLeft)
        #expect(summary(sample) == "valueChanged: Effects volume 40 %")
        sample.screen.gamepadButton(.dpadDown)
        #expect(focused(sample) === c.subtitles)
        sample.screen.gamepadButton(.a)
        #expect(!c.subtitles.isOn && summary(sample) == "valueChanged: Subtitles off")
        sample.screen.gamepadButton(.dpadDown)
        #expect(focused(sample) === c.difficulty)
        sample.screen.gamepadButton(.dpadRight)
        #expect(summary(sample) == "valueChanged: Difficulty Hard")
        sample.screen.gamepadButton(.dpadDown)
        #expect(focused(sample) === c.lives)
        sample.screen.gamepadButton(.dpadRight)
        #expect(summary(sample) == "valueChanged: Lives 4")
        sample.screen.gamepadButton(.dpadDown)
        let pages = try #require(focused(sample) as? UIPageControl)
        sample.screen.gamepadButton(.dpadRight)
        #expect(pages.currentPage == 1)
        #expect(c.view.firstDescendant(UILabel.self) { $0.text == OptionsSampleViewController.tips[1] } != nil)
    }

    @Test func everyOptionChangesWithTheKeyboardAlone() throws {
        let sample = try OpenSample("options", as: OptionsSampleViewController.self)
        let c = sample.controller
        sample.screen.key(.keyboardDownArrow)
        sample.screen.key(.keyboardLeftArrow)
        #expect(summary(sample) == "valueChanged: Music volume 65 %")
        sample.screen.key(.keyboardDownArrow)
        sample.screen.key(.keyboardDownArrow)
        sample.screen.key(.keyboardSpacebar)
        #expect(!c.subtitles.isOn)
        sample.screen.key(.keyboardDownArrow)
        sample.screen.key(.keyboardLeftArrow)
        #expect(summary(sample) == "valueChanged: Difficulty Story")
        sample.screen.key(.keyboardDownArrow)
        sample.screen.key(.keyboardLeftArrow)
        #expect(summary(sample) == "valueChanged: Lives 2")
    }

    @Test func controllerLabPromptsHapticsAndKeyboard() throws {
        let sample = try OpenSample("controller-lab", as: ControllerLabSampleViewController.self)
        let c = sample.controller
        #expect(c.prompts.text?.hasPrefix("xbox: A Select · B Back") == true)
        sample.screen.plugGamepad()
        sample.wait(0.1)
        #expect(c.prompts.text?.hasPrefix("generic:") == true, "the virtual pad's family")
        sample.screen.gamepadButton(.dpadDown)
        #expect(focused(sample) === c.volume)
        sample.screen.gamepadButton(.dpadRight)
        #expect(c.status.text == "Volume 55 %")
        #expect(c.hooksLine.text == "Focus sounds: click (adjusted)")
        for _ in 0..<4 { sample.screen.gamepadButton(.dpadDown) }
        #expect(focused(sample) === c.name)
        sample.screen.gamepadButton(.a)
        #expect(runtime.gameController.keyboard.activeKeyboard(in: sample.screen.window) != nil)
        sample.screen.gamepadButton(.a)
        sample.screen.gamepadButton(.start)
        #expect(c.status.text == "Pilot Q", "shift is on at the start of the name")
        sample.screen.gamepadButton(.dpadDown)
        let heavy = try #require(focused(sample) as? UIButton)
        let before = sample.screen.gamepadRumbles.count
        sample.screen.gamepadButton(.a)
        #expect(c.status.text?.hasSuffix("feedback") == true)
        #expect(sample.screen.gamepadRumbles.count > before)
        _ = heavy
    }
}
