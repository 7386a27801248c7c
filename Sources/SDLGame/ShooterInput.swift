import CSDL
import Foundation

/// The movement keys the game holds (W A S D and the arrows), the D-pad
/// and the left stick, from the SDL events the UI did not use.
public struct ShooterInput: Sendable {
    private var held: Set<UInt32> = []
    /// The D-pad's held directions (`UIFocusHeading`-like bits: up, down, left, right).
    private var pad: Set<PadDirection> = []
    /// The left stick's deflection, each axis −1…1 (zero inside the dead zone).
    public private(set) var stick = CGPoint.zero

    public enum PadDirection: Sendable, Hashable { case up, down, left, right }

    /// Below this fraction of full deflection the stick is at rest.
    public static let stickDeadZone: CGFloat = 0.3

    public init() {}

    /// Records a key event the UI did not take.
    public mutating func note(_ event: SDL_KeyboardEvent) {
        set(scancode: event.keysym.scancode.rawValue, held: event.type == SDL_KEYDOWN.rawValue)
    }

    /// Holds or releases the key with this scancode (a `UIKeyboardHIDUsage` raw value is the same number).
    public mutating func set(scancode: UInt32, held isHeld: Bool) {
        if isHeld { held.insert(scancode) } else { held.remove(scancode) }
    }

    /// Holds or releases a D-pad direction.
    public mutating func set(pad direction: PadDirection, held isHeld: Bool) {
        if isHeld { pad.insert(direction) } else { pad.remove(direction) }
    }

    /// The left stick's axes (−1…1); inside the dead zone it is at rest.
    public mutating func setStick(x: CGFloat, y: CGFloat) {
        let dead = { (v: CGFloat) -> CGFloat in abs(v) < Self.stickDeadZone || !v.isFinite ? 0 : max(-1, min(1, v)) }
        stick = CGPoint(x: dead(x), y: dead(y))
    }

    /// Forgets every held key, D-pad direction and the stick (the game paused, or the UI took the keyboard).
    public mutating func releaseAll() {
        held.removeAll()
        pad.removeAll()
        stick = .zero
    }

    /// Each axis −1, 0 or 1.
    public var direction: CGPoint {
        func any(_ codes: SDL_Scancode...) -> Bool { codes.contains { held.contains($0.rawValue) } }
        let right = any(SDL_SCANCODE_D, SDL_SCANCODE_RIGHT) || pad.contains(.right)
        let left = any(SDL_SCANCODE_A, SDL_SCANCODE_LEFT) || pad.contains(.left)
        let down = any(SDL_SCANCODE_S, SDL_SCANCODE_DOWN) || pad.contains(.down)
        let up = any(SDL_SCANCODE_W, SDL_SCANCODE_UP) || pad.contains(.up)
        let dx = CGFloat((right ? 1 : 0) - (left ? 1 : 0)), dy = CGFloat((down ? 1 : 0) - (up ? 1 : 0))
        let clamp = { (v: CGFloat) in max(-1, min(1, v)) }
        return CGPoint(x: clamp(dx + stick.x), y: clamp(dy + stick.y))
    }
}
