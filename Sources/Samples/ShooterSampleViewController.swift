import Foundation
import SDLGame
import SDLViews

/// The `sdl-game` shooter inside the launcher: the same game code
/// (`SDLGame`), its scene drawn with SDL calls into an `SDLRenderView` that
/// redraws every frame, its HUD, pause menu and inventory on top. Here
/// SDLViews owns the events, so the playfield view takes clicks (shots) and,
/// as first responder, the movement keys; the name field takes the keyboard
/// while it is edited, as in the standalone game. The screen leaves
/// navigation input to the game (`navigationInput = .game`): arrows and the
/// D-pad move the ship, Escape pauses, and no focus ring shows during play;
/// the pause menu takes them while it is open.
@MainActor
final class ShooterSampleViewController: SampleViewController {
    private(set) var game: ShooterGame!
    private(set) var playfield: ShooterPlayfield!

    override func viewDidLoad() {
        navigationInput = .game
        super.viewDidLoad()
    }

    /// During play the controller (the launcher makes it first responder)
    /// hands every press to the playfield: Escape pauses rather than leaving
    /// the sample. While paused, presses go to the pause menu's focused
    /// button; Escape and B that it does not use come up here and go back
    /// (closing the inventory, then resuming); Start resumes.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let game, game.overlay.isPaused else { return playfield.pressesBegan(presses, with: event) }
        if presses.contains(where: { $0.type == .menu }) {
            game.back()
            return
        }
        if presses.contains(where: { $0.type == .playPause }) {
            game.togglePause()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        playfield.pressesEnded(presses, with: event)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = playfield.becomeFirstResponder()
    }

    override func buildContent(in content: UIView) {
        game = ShooterGame(size: content.bounds.size)
        let playfield = ShooterPlayfield(frame: content.bounds)
        self.playfield = playfield
        playfield.game = game
        content.addSubview(playfield)
        game.overlay.frame = content.bounds
        content.addSubview(game.overlay)
        _ = playfield.becomeFirstResponder()
    }
}
