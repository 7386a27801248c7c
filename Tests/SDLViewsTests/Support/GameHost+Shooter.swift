import CSDL
import Foundation
import SDLGame
import SDLViewsTesting

@testable import SDLViews

/// sdl-game's loop run headless over a `GameHost`, shared by the shooter's tests.
@MainActor
extension GameHost {
    /// A 640 × 400 host with the game's overlay on it, after one turn of the loop.
    static func shooter() throws -> (GameHost, ShooterGame) {
        let host = try GameHost(width: 640, height: 400)
        let game = ShooterGame(size: CGSize(width: 640, height: 400))
        host.window.addSubview(game.overlay)
        host.shooterFrame(game)
        return (host, game)
    }

    /// One turn of the game's loop: the game handles `events`, steps and draws; the UI runs and renders.
    func shooterFrame(_ game: ShooterGame, events: [SDL_Event] = []) {
        for event in events { game.handle(event) }
        VirtualClock.advance(by: 1.0 / 60)
        game.step(by: 1.0 / 60)
        game.draw(with: renderer)
        UIApplication.shared.runFrame()
        window.render()
    }
}
