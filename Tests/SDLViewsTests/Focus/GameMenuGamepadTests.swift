import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The game-menu sample played with a gamepad alone.
@Suite @MainActor struct GameMenuGamepadTests {
    @Test func playableWithTheGamepad() throws {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        let screen = sample.screen
        let titles = { sample.controller.navigation.viewControllers.map(\.title) }
        let focusedTitle = { (screen.window.focusSystem.focusedItem as? UIButton)?.currentTitle }
        screen.gamepadButton(.dpadDown)
        #expect(focusedTitle() == "Start", "focus starts on the first button")
        screen.gamepadButton(.a)
        sample.wait(0.5)
        #expect(titles() == ["Space Quest", "Main Menu"])
        #expect(focusedTitle() == "Play")
        screen.gamepadButton(.dpadDown)
        screen.gamepadButton(.a)
        sample.wait(0.5)
        #expect(titles() == ["Space Quest", "Main Menu", "Settings"])
        #expect(focusedTitle() == "Sound: On")
        screen.gamepadButton(.a)
        #expect(focusedTitle() == "Sound: Off", "renaming keeps focus on the button")
        screen.gamepadButton(.b)
        sample.wait(0.5)
        #expect(titles() == ["Space Quest", "Main Menu"])
        #expect(focusedTitle() == "Settings", "focus returns to the item focused before the push")
        screen.gamepadStick(x: 0, y: 1)
        screen.gamepadStick(x: 0, y: 0)
        screen.gamepadButton(.dpadDown)
        #expect(focusedTitle() == "Quit")
        screen.gamepadButton(.a)
        sample.wait(0.5)
        let alert = try #require(sample.controller.presentedViewController as? UIAlertController)
        #expect(focusedTitle() == "Quit", "the alert's preferred action is focused")
        screen.gamepadButton(.b)
        sample.wait(0.5)
        #expect(sample.controller.presentedViewController == nil && alert.presentingViewController == nil)
        #expect(focusedTitle() == "Quit")
        screen.gamepadButton(.a)
        sample.wait(0.5)
        screen.gamepadButton(.a)
        sample.wait(0.5)
        #expect(titles() == ["Space Quest"], "Quit confirmed with A goes back to the title")
        screen.gamepadButton(.b)
        sample.wait(0.1)
        #expect(sample.navigator.topViewController is LauncherViewController, "B at the title leaves the sample")
    }

    @Test func focusedMenuGolden() throws {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        sample.screen.gamepadButton(.a)
        sample.wait(0.5)
        sample.screen.gamepadButton(.dpadDown)
        sample.wait(0.5)
        expectGolden(sample.screen, "focus-game-menu")
    }
}
