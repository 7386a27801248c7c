import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// The game-menu sample played with the keyboard and with the mouse.
@Suite @MainActor struct GameMenuSampleTests {
    private func titles(_ sample: OpenSample<GameMenuSampleViewController>) -> [String?] {
        sample.controller.navigation.viewControllers.map(\.title)
    }

    @Test func playableWithTheKeyboard() throws {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        let screen = sample.screen
        screen.key(.keyboardReturnOrEnter)
        sample.wait(0.5)
        #expect(titles(sample) == ["Space Quest", "Main Menu"])
        for _ in 0..<3 { screen.key(.keyboardDownArrow) }
        screen.key(.keyboardReturnOrEnter)
        sample.wait(0.5)
        #expect(sample.controller.presentedViewController is UIAlertController)
        screen.key(.keyboardEscape)
        sample.wait(0.5)
        #expect(sample.controller.presentedViewController == nil)
        #expect(titles(sample) == ["Space Quest", "Main Menu"])
        screen.key(.keyboardUpArrow)
        screen.key(.keyboardUpArrow)
        screen.key(.keyboardReturnOrEnter)
        sample.wait(0.5)
        #expect(titles(sample) == ["Space Quest", "Main Menu", "Settings"])
        screen.key(.keyboardEscape)
        sample.wait(0.5)
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardDownArrow)
        screen.key(.keyboardReturnOrEnter)
        sample.wait(0.5)
        screen.key(.keyboardReturnOrEnter)
        sample.wait(0.5)
        #expect(titles(sample) == ["Space Quest"], "Quit confirmed with Return goes back to the title")
        screen.key(.keyboardEscape)
        sample.wait(0.1)
        #expect(sample.navigator.topViewController is LauncherViewController)
    }

    @Test func creditsCardWithTheMouse() throws {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        let start = try #require(sample.controller.view.firstDescendant(UIButton.self) { $0.currentTitle == "Start" })
        sample.screen.tap(at: start.centreInWindow)
        sample.wait(0.5)
        let credits = try #require(
            sample.controller.view.firstDescendant(UIButton.self) { $0.currentTitle == "Credits" })
        sample.screen.tap(at: credits.centreInWindow)
        sample.wait(0.5)
        let card = try #require(sample.controller.presentedViewController as? CreditsCardController)
        #expect(card.view.frame == CGRect(x: 260, y: 215, width: 280, height: 170))
        expectGolden(sample.screen, "sample-game-menu-credits")
        sample.screen.key(.keyboardEscape)
        sample.wait(0.5)
        #expect(sample.controller.presentedViewController == nil)
        #expect(titles(sample) == ["Space Quest", "Main Menu"])
    }
}

/// The game-menu sample prepares its level select screen while the main menu shows.
@Suite @MainActor struct GameMenuPrewarmSampleTests {
    @Test func playOpensTheLevelScreenPreparedAhead() throws {
        let sample = try OpenSample("game-menu", as: GameMenuSampleViewController.self)
        sample.screen.key(.keyboardReturnOrEnter)
        sample.wait(1)
        let prepared = try #require(sample.controller.preparedLevels)
        #expect(sample.controller.levelsArePrewarmed)
        #expect(prepared.isViewLoaded && prepared.view.window == nil, "ready, not shown")
        sample.controller.showLevels()
        sample.wait(0.5)
        #expect(sample.controller.navigation.topViewController === prepared)
        #expect(sample.controller.preparedLevels == nil && !sample.controller.levelsArePrewarmed)
    }
}
