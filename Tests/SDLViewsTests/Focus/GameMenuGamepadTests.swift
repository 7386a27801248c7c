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

    @Test func theLevelGridIsPlayedWithTheGamepad() throws {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        let screen = sample.screen
        screen.gamepadButton(.dpadDown)
        screen.gamepadButton(.a)
        sample.wait(0.5)
        screen.gamepadButton(.a)
        sample.wait(0.5)
        let levels = try #require(sample.controller.navigation.topViewController as? LevelSelectController)
        let focusedLevel = {
            (screen.window.focusSystem.focusedItem as? LevelGridCell).flatMap { levels.grid.indexPath(for: $0)?.item }
        }
        #expect(focusedLevel() == 0, "focus goes to the first level of the pushed grid")
        screen.gamepadButton(.dpadRight)
        screen.gamepadButton(.dpadRight)
        #expect(focusedLevel() == 2)
        // Six levels a row; levels 46 and up are locked, so holding Down stops on level 45 (item 44).
        screen.gamepadButtonDown(.dpadDown)
        screen.advance(by: 0.4)
        for _ in 0..<8 { screen.advance(by: 0.1) }
        screen.gamepadButtonUp(.dpadDown)
        sample.wait(0.5)
        #expect(focusedLevel() == 44)
        let cell = try #require(levels.grid.cellForItem(at: IndexPath(item: 44, section: 0)))
        #expect(levels.grid.bounds.contains(cell.frame), "scrolled into view")
        screen.gamepadButton(.dpadLeft)
        sample.wait(0.5)
        expectGolden(screen, "sample-game-menu-levels")
        screen.gamepadButton(.a)
        #expect(levels.chosenLevel == 44 && levels.status.text == "Level 44 selected")
        screen.gamepadButton(.b)
        sample.wait(0.5)
        #expect((screen.window.focusSystem.focusedItem as? UIButton)?.currentTitle == "Play")
    }
}
