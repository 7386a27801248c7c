import Foundation
import SDLGame
import SDLViews

/// The `sdl-game` shooter inside the launcher: the same game code
/// (`SDLGame`), its scene drawn with SDL calls into an `SDLRenderView` that
/// redraws every frame, its HUD, pause menu and inventory on top. Here
/// SDLViews owns the events, so the playfield view takes clicks (shots) and,
/// as first responder, the movement keys; the name field takes the keyboard
/// while it is edited, as in the standalone game.
@MainActor
final class ShooterSampleViewController: SampleViewController {
    private(set) var game: ShooterGame!

    override func buildContent(in content: UIView) {
        game = ShooterGame(size: content.bounds.size)
        let playfield = ShooterPlayfield(frame: content.bounds)
        playfield.game = game
        content.addSubview(playfield)
        game.overlay.frame = content.bounds
        content.addSubview(game.overlay)
        _ = playfield.becomeFirstResponder()
    }
}
