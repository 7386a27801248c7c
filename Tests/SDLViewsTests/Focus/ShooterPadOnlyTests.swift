import CSDL
import Foundation
import SDLGame
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// sdl-game and the launcher's shooter sample played with a gamepad alone:
/// the left stick moves the ship while the HUD shows; Start opens the pause
/// menu, the D-pad or stick moves through it, A opens the inventory and
/// equips an item, B backs out of the inventory and then out of pause.
@MainActor
@Suite struct ShooterPadOnlyTests {
    private func items(_ game: ShooterGame) -> [UIButton] {
        game.overlay.itemGrid.subviews.compactMap { $0 as? UIButton }
    }

    // MARK: sdl-game (host mode)

    private func frame(_ host: GameHost, _ game: ShooterGame, events: [SDL_Event] = []) {
        host.shooterFrame(game, events: events)
    }

    @Test func sdlGamesPauseMenuAndInventoryWorkWithThePadAlone() throws {
        let (host, game) = try GameHost.shooter()
        defer { host.tearDown() }
        let overlay = game.overlay
        let before = game.world.player
        frame(host, game, events: [host.padAxis(SDL_CONTROLLER_AXIS_LEFTY, -32000)])
        for _ in 0..<10 { frame(host, game) }
        frame(host, game, events: [host.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 0)])
        #expect(game.world.player.y < before.y, "the stick moved the ship up")
        #expect(host.focused == nil && !host.focusShown, "and woke no focus on the HUD")

        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_START))
        frame(host, game)
        #expect(overlay.isPaused && host.focused === overlay.resumeButton)
        // The stick moves focus in the menu, read at the frame.
        frame(host, game, events: [host.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 32000)])
        frame(host, game, events: [host.padAxis(SDL_CONTROLLER_AXIS_LEFTY, 0)])
        #expect(host.focused === overlay.menuInventoryButton)
        #expect(game.world.player.y < before.y && game.world.shotsFired == 0, "the game did not act")

        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_A))
        frame(host, game)
        #expect(!overlay.inventory.isHidden && overlay.isInventoryOpenFromMenu)
        #expect(host.focused === items(game).first, "the inventory's first item is focused at once")
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_DPAD_RIGHT))
        #expect(host.focused === items(game)[1])
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_A))
        #expect(overlay.equippedLabel.text == "Equipped: Laser" && game.world.shotsFired == 0)

        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_B))
        frame(host, game)
        #expect(overlay.inventory.isHidden && overlay.isPaused, "B closed the inventory only")
        #expect(host.focused === overlay.menuInventoryButton, "focus is back on the menu's Inventory")
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_B))
        frame(host, game)
        #expect(!overlay.isPaused && host.focused == nil && !host.focusShown, "B resumed: play, no focus")
    }

    @Test func escapeBacksOutOfTheInventoryThenThePauseMenu() throws {
        let (host, game) = try GameHost.shooter()
        defer { host.tearDown() }
        let escape = [host.key(SDL_KEYDOWN, SDL_SCANCODE_ESCAPE), host.key(SDL_KEYUP, SDL_SCANCODE_ESCAPE)]
        frame(host, game, events: escape)
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_DPAD_DOWN))
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_A))
        #expect(game.overlay.isInventoryOpenFromMenu)
        frame(host, game, events: escape)
        #expect(game.overlay.inventory.isHidden && game.overlay.isPaused)
        frame(host, game, events: escape)
        #expect(!game.overlay.isPaused)
    }

    // MARK: The launcher's shooter sample

    @Test func theShooterSampleIsPlayableWithThePadAlone() throws {
        let sample = try OpenSample("shooter", as: ShooterSampleViewController.self)
        sample.wait(0.2)
        let game = try #require(sample.controller.game)
        let screen = sample.screen
        let focus = { screen.window.focusSystem.focusedItem as? UIView }
        let before = game.world.player
        screen.gamepadStick(x: 1, y: 0)
        sample.wait(0.3)
        screen.gamepadStick(x: 0, y: 0)
        #expect(game.world.player.x > before.x, "the stick moved the ship right")
        #expect(focus() == nil, "no focus ring on the HUD")

        screen.gamepadButton(.start)
        sample.wait(0.1)
        #expect(game.overlay.isPaused && focus() === game.overlay.resumeButton)
        let x = game.world.player.x
        screen.gamepadStick(x: 0, y: 1)
        screen.gamepadStick(x: 0, y: 0)
        #expect(focus() === game.overlay.menuInventoryButton, "the stick moves through the menu")
        #expect(game.world.player.x == x, "and not the ship")
        screen.gamepadButton(.a)
        sample.wait(0.1)
        #expect(!game.overlay.inventory.isHidden && focus() === items(game).first)
        screen.gamepadButton(.dpadDown)
        #expect(focus() === items(game)[3])
        screen.gamepadButton(.a)
        #expect(game.overlay.equippedLabel.text == "Equipped: Boost")

        screen.gamepadButton(.b)
        sample.wait(0.1)
        #expect(game.overlay.inventory.isHidden && game.overlay.isPaused, "B closed the inventory")
        #expect(focus() === game.overlay.menuInventoryButton)
        screen.gamepadButton(.b)
        sample.wait(0.1)
        #expect(!game.overlay.isPaused && focus() == nil, "B resumed")
        #expect(sample.navigator.topViewController === sample.controller, "and stayed in the sample")
    }
}
