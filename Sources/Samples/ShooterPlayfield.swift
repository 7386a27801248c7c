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
        game.pollStick()
        game.step(by: 1.0 / 60)
        game.draw(with: renderer, scale: size.width / max(bounds.width, 1))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _ = becomeFirstResponder()
        if let point = touches.first?.location(in: self) { game?.fire(at: point) }
    }

    /// Keys and pad presses drive the game; while it is paused everything but
    /// Escape, B and Start goes on to the pause menu (focus, Resume).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let game else { return super.pressesBegan(presses, with: event) }
        var passed = Set<UIPress>()
        for press in presses {
            if Self.goesBack(press, paused: game.overlay.isPaused) {
                game.back()
            } else if Self.pauses(press) {
                game.togglePause()
            } else if game.overlay.isPaused {
                passed.insert(press)
            } else if let key = press.key {
                game.key(UInt32(key.keyCode.rawValue), down: true)
            } else if let direction = Self.padDirection(press.type) {
                game.input.set(pad: direction, held: true)
            } else if press.type == .select {
                game.fireAtNearestTarget()
            }
        }
        if !passed.isEmpty { super.pressesBegan(passed, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            if let key = press.key {
                game?.key(UInt32(key.keyCode.rawValue), down: false)
            } else if let direction = Self.padDirection(press.type) {
                game?.input.set(pad: direction, held: false)
            }
        }
    }

    /// Escape (during play) and Start pause and resume.
    private static func pauses(_ press: UIPress) -> Bool {
        press.key?.keyCode == .keyboardEscape || press.type == .playPause
    }

    /// While paused, Escape and B go back (the inventory, then the menu).
    private static func goesBack(_ press: UIPress, paused: Bool) -> Bool {
        paused && press.type == .menu
    }

    private static func padDirection(_ type: UIPress.PressType) -> ShooterInput.PadDirection? {
        switch type {
        case .upArrow: return .up
        case .downArrow: return .down
        case .leftArrow: return .left
        case .rightArrow: return .right
        default: return nil
        }
    }
}
