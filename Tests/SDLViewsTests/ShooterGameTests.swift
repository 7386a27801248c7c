import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting
import SDLGame

/// The `sdl-game` sample's loop, headless: the game's events go through the
/// capture contract, so clicks on the UI never shoot, clicks elsewhere do,
/// and typing the pilot's name never moves the ship.
@MainActor
@Suite struct ShooterGameTests {
    private func start() throws -> (GameHost, ShooterGame) { try GameHost.shooter() }

    private func frame(_ host: GameHost, _ game: ShooterGame, events: [SDL_Event] = []) {
        host.shooterFrame(game, events: events)
    }

    private func click(_ host: GameHost, at point: CGPoint) -> [SDL_Event] {
        [host.button(SDL_MOUSEBUTTONDOWN, at: point), host.button(SDL_MOUSEBUTTONUP, at: point)]
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func aClickOnThePauseButtonPausesAndDoesNotShoot() throws {
        let (host, game) = try start()
        defer { host.tearDown() }
        frame(host, game, events: click(host, at: center(of: game.overlay.pauseButton)))
        #expect(game.world.shotsFired == 0)
        #expect(game.overlay.isPaused)
        frame(host, game, events: click(host, at: center(of: game.overlay.resumeButton)))
        #expect(!game.overlay.isPaused)
        #expect(game.world.shotsFired == 0)
    }

    @Test func aClickElsewhereShoots() throws {
        let (host, game) = try start()
        defer { host.tearDown() }
        frame(host, game, events: click(host, at: CGPoint(x: 500, y: 300)))
        #expect(game.world.shotsFired == 1)
        // The inventory's items are UI too.
        frame(host, game, events: click(host, at: center(of: game.overlay.inventoryButton)))
        #expect(!game.overlay.inventory.isHidden)
        let item = try #require(game.overlay.itemGrid.subviews.compactMap { $0 as? UIButton }.first)
        frame(host, game, events: click(host, at: center(of: item)))
        #expect(game.world.shotsFired == 1)
        #expect(game.overlay.equippedLabel.text == "Equipped: Blaster")
    }

    @Test func typingANameNeverMovesTheShip() throws {
        let (host, game) = try start()
        defer { host.tearDown() }
        frame(host, game, events: click(host, at: center(of: game.overlay.nameField)))
        #expect(game.overlay.nameField.isFirstResponder)
        let before = game.world.player
        for letter in ["d", "a", "s", "w"] {
            let code = SDL_GetScancodeFromName(letter.uppercased())
            frame(
                host, game,
                events: [host.key(SDL_KEYDOWN, code), host.text(letter), host.key(SDL_KEYUP, code)])
        }
        frame(host, game, events: [host.key(SDL_KEYDOWN, SDL_SCANCODE_D)])
        for _ in 0..<5 { frame(host, game) }
        #expect(game.overlay.nameField.text == "dasw")
        #expect(game.world.player == before)
        #expect(game.world.shotsFired == 0)
        // Once the field lets the keyboard go, D moves the ship right.
        _ = game.overlay.nameField.resignFirstResponder()
        frame(host, game, events: [host.key(SDL_KEYUP, SDL_SCANCODE_D), host.key(SDL_KEYDOWN, SDL_SCANCODE_D)])
        for _ in 0..<5 { frame(host, game) }
        #expect(game.world.player.x > before.x)
    }
}
