import CSDL
import Foundation
import SDLViews

/// The game: its world, its movement keys, its SDL drawing and its SDLViews
/// overlay, joined through the capture contract. Every SDL event goes to
/// `UIApplication.handle(_:)` first; the game acts only on what the UI did
/// not use, so a click on the UI never shoots, a click elsewhere does, and
/// typing the pilot's name never moves the ship. Escape pauses (a text field
/// has no use for it). With a gamepad: the D-pad and left stick move, A fires
/// at the nearest target, Start pauses; B resumes. While paused the pause
/// menu takes navigation input (`navigationInput = .ui`): its Resume button
/// is focused at once and A presses it; its Inventory button opens the
/// inventory, which B or Escape closes before they resume. Where SDLViews
/// owns the events (the launcher), `pollStick()` reads the left stick. The loop that owns the window
/// (`sdl-game`) or the launcher's sample calls `handle`, `step` and `draw`.
@MainActor
public final class ShooterGame {
    public private(set) var world: ShooterWorld
    public var input = ShooterInput()
    public let overlay: ShooterOverlay

    public init(size: CGSize) {
        world = ShooterWorld(size: size)
        overlay = ShooterOverlay(frame: CGRect(origin: .zero, size: size))
    }

    /// Offers one SDL event to the UI, then to the game; true when the UI used it.
    @discardableResult
    public func handle(_ event: SDL_Event) -> Bool {
        if UIApplication.shared.handle(event) {
            // The UI took the keyboard (a text field): held movement keys stop.
            if UIApplication.shared.wantsKeyboardInput { input.releaseAll() }
            return true
        }
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            fire(at: CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_KEYDOWN, SDL_KEYUP:
            key(
                event.key.keysym.scancode.rawValue, down: event.type == SDL_KEYDOWN.rawValue,
                repeats: event.key.repeat != 0)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            padButton(SDL_GameControllerButton(Int32(event.cbutton.button)), down: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue)
        case SDL_CONTROLLERAXISMOTION:
            padAxis(SDL_GameControllerAxis(Int32(event.caxis.axis)), value: CGFloat(event.caxis.value) / 32767)
        default: break
        }
        return false
    }

    /// A pad button the UI did not take: the D-pad moves, A fires, Start pauses and resumes, B resumes.
    public func padButton(_ button: SDL_GameControllerButton, down: Bool) {
        switch button {
        case SDL_CONTROLLER_BUTTON_DPAD_UP: input.set(pad: .up, held: down)
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: input.set(pad: .down, held: down)
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: input.set(pad: .left, held: down)
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: input.set(pad: .right, held: down)
        case SDL_CONTROLLER_BUTTON_A where down: fireAtNearestTarget()
        case SDL_CONTROLLER_BUTTON_START where down: togglePause()
        case SDL_CONTROLLER_BUTTON_B where down: back()
        default: break
        }
    }

    /// A stick axis the UI did not take: the left stick moves the ship.
    public func padAxis(_ axis: SDL_GameControllerAxis, value: CGFloat) {
        var stick = input.stick
        switch axis {
        case SDL_CONTROLLER_AXIS_LEFTX: stick.x = value
        case SDL_CONTROLLER_AXIS_LEFTY: stick.y = value
        default: return
        }
        input.setStick(x: stick.x, y: stick.y)
    }

    /// Back (B, or Escape while paused): closes the inventory, then the pause
    /// menu; nothing during play.
    public func back() {
        if overlay.back() { input.releaseAll() }
    }

    /// Pauses or resumes; held movement stops either way.
    public func togglePause() {
        input.releaseAll()
        overlay.setPaused(!overlay.isPaused)
    }

    /// A shot at the nearest target (the pad has no pointer to aim with).
    public func fireAtNearestTarget() {
        guard !overlay.isPaused else { return }
        let ship = world.player
        let distance = { (p: CGPoint) in (p.x - ship.x) * (p.x - ship.x) + (p.y - ship.y) * (p.y - ship.y) }
        guard let target = world.targets.min(by: { distance($0.position) < distance($1.position) }) else { return }
        world.fire(at: target.position)
    }

    /// A click the UI did not take: a shot towards it (none while paused).
    public func fire(at point: CGPoint) {
        if !overlay.isPaused { world.fire(at: point) }
    }

    /// A key the UI did not take: Escape pauses and goes back, the others may move the ship.
    public func key(_ scancode: UInt32, down: Bool, repeats: Bool = false) {
        if scancode == SDL_SCANCODE_ESCAPE.rawValue {
            if down, !repeats { overlay.isPaused ? back() : togglePause() }
            return
        }
        input.set(scancode: scancode, held: down)
    }

    /// Advances the game by `dt` seconds (nothing moves while paused) and shows its figures.
    public func step(by dt: CGFloat) {
        if !overlay.isPaused { world.step(by: dt, direction: input.direction) }
        overlay.show(score: world.score, health: world.health)
    }

    /// Fires at the nearest target (the screenshot run shows a shot in flight).
    public func fireForScreenshot() {
        guard let target = world.targets.first else { return }
        world.fire(at: target.position)
    }

    /// Draws the scene with the game's own SDL calls (before the UI's `render()`).
    public func draw(with renderer: OpaquePointer, scale: CGFloat = 1) {
        ShooterRenderer.draw(world, with: renderer, scale: scale)
    }
}
