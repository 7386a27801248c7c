import Foundation
import SDLGame
import SDLViews

/// The game's scene in a render view: steps and draws the game each frame.
@MainActor
final class ShooterPlayfield: SDLRenderView {
    weak var game: ShooterGame?

    override init(frame: CGRect) {
        super.init(frame: frame)
        rendersContinuously = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var canBecomeFirstResponder: Bool { true }

    override func draw(in renderer: OpaquePointer, size: CGSize) {
        guard let game else { return }
        game.step(by: 1.0 / 60)
        game.draw(with: renderer, scale: size.width / max(bounds.width, 1))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _ = becomeFirstResponder()
        if let point = touches.first?.location(in: self) { game?.fire(at: point) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            game?.key(UInt32(key.keyCode.rawValue), down: true)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            game?.key(UInt32(key.keyCode.rawValue), down: false)
        }
    }
}
