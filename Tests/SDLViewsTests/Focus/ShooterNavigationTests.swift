import CSDL
import Foundation
import SDLGame
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// sdl-game and the launcher's shooter sample as a player uses them: arrows
/// and the pad move the ship while the HUD shows, Escape / Start pause, the
/// pause menu works with the pad alone, clicks shoot.
@MainActor
@Suite struct ShooterNavigationTests {
    private func start() throws -> (GameHost, ShooterGame) { try GameHost.shooter() }

    private func frame(_ host: GameHost, _ game: ShooterGame, events: [SDL_Event] = []) {
        host.shooterFrame(game, events: events)
    }

    @Test func arrowsMoveTheShipAndShowNoFocus() throws {
        let (host, game) = try start()
        defer { host.tearDown() }
        let before = game.world.player
        frame(host, game, events: [host.key(SDL_KEYDOWN, SDL_SCANCODE_RIGHT)])
        for _ in 0..<10 { frame(host, game) }
        frame(host, game, events: [host.key(SDL_KEYUP, SDL_SCANCODE_RIGHT), host.key(SDL_KEYDOWN, SDL_SCANCODE_UP)])
        for _ in 0..<10 { frame(host, game) }
        frame(host, game, events: [host.key(SDL_KEYUP, SDL_SCANCODE_UP)])
        #expect(game.world.player.x > before.x && game.world.player.y < before.y, "the arrows moved the ship")
        #expect(host.focused == nil && !host.focusShown, "no focus ring on the HUD")
        frame(host, game, events: [host.key(SDL_KEYDOWN, SDL_SCANCODE_ESCAPE), host.key(SDL_KEYUP, SDL_SCANCODE_ESCAPE)])
        #expect(game.overlay.isPaused, "Escape pauses")
    }

    @Test func thePadMovesTheShipAndThePauseMenuWorksWithThePadAlone() throws {
        let (host, game) = try start()
        defer { host.tearDown() }
        let before = game.world.player
        frame(host, game, events: [host.padButton(SDL_CONTROLLER_BUTTON_DPAD_LEFT, down: true)])
        for _ in 0..<10 { frame(host, game) }
        frame(host, game, events: [host.padButton(SDL_CONTROLLER_BUTTON_DPAD_LEFT, down: false)])
        #expect(game.world.player.x < before.x, "the D-pad moved the ship")
        let x = game.world.player.x
        frame(host, game, events: [host.padAxis(SDL_CONTROLLER_AXIS_LEFTX, 32000)])
        for _ in 0..<10 { frame(host, game) }
        frame(host, game, events: [host.padAxis(SDL_CONTROLLER_AXIS_LEFTX, 0)])
        #expect(game.world.player.x > x, "the stick moved the ship")
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_A))
        #expect(game.world.shotsFired == 1, "A fires")
        #expect(host.focused == nil)
        // Start pauses; the menu's Resume is focused at once and A presses it.
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_START))
        #expect(game.overlay.isPaused)
        frame(host, game)
        #expect(host.focused === game.overlay.resumeButton && host.focusShown)
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_DPAD_DOWN))
        #expect(host.focused === game.overlay.menuInventoryButton)
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_DPAD_DOWN))
        #expect(host.focused === game.overlay.menuInventoryButton, "focus stays inside the pause menu")
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_DPAD_UP))
        #expect(host.focused === game.overlay.resumeButton)
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_A))
        #expect(!game.overlay.isPaused, "A pressed Resume")
        #expect(game.world.shotsFired == 1, "and did not fire")
        frame(host, game)
        #expect(host.focused == nil && !host.focusShown, "play again: no focus")
        // B closes the menu too.
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_START))
        #expect(game.overlay.isPaused)
        frame(host, game, events: host.pressEvents(SDL_CONTROLLER_BUTTON_B))
        #expect(!game.overlay.isPaused)
    }

    @Test func escapeFromTheNameFieldPausesAndAPlayfieldClickEndsEditing() throws {
        let (host, game) = try start()
        defer { host.tearDown() }
        let field = game.overlay.nameField
        let centre = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        frame(host, game, events: [host.button(SDL_MOUSEBUTTONDOWN, at: centre), host.button(SDL_MOUSEBUTTONUP, at: centre)])
        #expect(field.isFirstResponder)
        frame(host, game, events: [host.button(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: 500, y: 300))])
        #expect(!field.isFirstResponder && game.world.shotsFired == 1, "the click shot and ended editing")
        frame(host, game, events: [host.button(SDL_MOUSEBUTTONUP, at: CGPoint(x: 500, y: 300))])
        frame(host, game, events: [host.button(SDL_MOUSEBUTTONDOWN, at: centre), host.button(SDL_MOUSEBUTTONUP, at: centre)])
        #expect(field.isFirstResponder)
        frame(host, game, events: [host.key(SDL_KEYDOWN, SDL_SCANCODE_ESCAPE), host.key(SDL_KEYUP, SDL_SCANCODE_ESCAPE)])
        #expect(game.overlay.isPaused, "Escape in the field reaches the game")
    }

    @Test func anInspectorRowClickNeverShoots() throws {
        let (host, game) = try start()
        defer { host.tearDown() }
        host.window.isInspectorVisible = true
        frame(host, game)
        let inspector = try #require(host.window.inspectorView)
        for y in stride(from: 170.0, to: 390, by: 11) {
            frame(host, game, events: [
                host.button(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: inspector.bounds.width - 80, y: y)),
                host.button(SDL_MOUSEBUTTONUP, at: CGPoint(x: inspector.bounds.width - 80, y: y))
            ])
        }
        #expect(game.world.shotsFired == 0)
    }

    @Test func theLaunchersShooterSampleIsPlayable() throws {
        let sample = try OpenSample("shooter", as: ShooterSampleViewController.self)
        sample.wait(0.2)
        let game = try #require(sample.controller.game)
        let screen = sample.screen
        let before = game.world.player
        screen.keyDown(.keyboardRightArrow)
        sample.wait(0.2)
        screen.keyUp(.keyboardRightArrow)
        #expect(game.world.player.x > before.x, "the arrow moved the ship")
        #expect(screen.window.focusSystem.focusedItem == nil, "no focus ring on Pause")
        let shots = game.world.shotsFired
        let field = sample.controller.playfield!
        screen.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.maxY - 40), to: nil))
        #expect(game.world.shotsFired == shots + 1, "a click on the playfield shoots")
        screen.key(.keyboardEscape)
        sample.wait(0.1)
        #expect(game.overlay.isPaused, "Escape pauses")
        #expect(sample.navigator.topViewController === sample.controller, "and does not leave the sample")
        #expect(screen.window.focusSystem.focusedItem === game.overlay.resumeButton)
        screen.gamepadButton(.a)
        sample.wait(0.1)
        #expect(!game.overlay.isPaused, "A on Resume resumes")
        screen.gamepadButton(.start)
        sample.wait(0.1)
        #expect(game.overlay.isPaused, "Start pauses")
        screen.gamepadButton(.b)
        sample.wait(0.1)
        #expect(!game.overlay.isPaused, "B resumes")
    }
}

@MainActor
extension GameHost {
    func pressEvents(_ button: SDL_GameControllerButton) -> [SDL_Event] {
        [padButton(button, down: true), padButton(button, down: false)]
    }
}
