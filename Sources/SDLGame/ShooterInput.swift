import CSDL
import Foundation

/// The movement keys the game holds (W A S D and the arrows), from the SDL
/// events the UI did not use.
public struct ShooterInput: Sendable {
    private var held: Set<UInt32> = []

    public init() {}

    /// Records a key event the UI did not take.
    public mutating func note(_ event: SDL_KeyboardEvent) {
        set(scancode: event.keysym.scancode.rawValue, held: event.type == SDL_KEYDOWN.rawValue)
    }

    /// Holds or releases the key with this scancode (a `UIKeyboardHIDUsage` raw value is the same number).
    public mutating func set(scancode: UInt32, held isHeld: Bool) {
        if isHeld { held.insert(scancode) } else { held.remove(scancode) }
    }

    /// Forgets every held key (the game paused, or the UI took the keyboard).
    public mutating func releaseAll() { held.removeAll() }

    /// Each axis −1, 0 or 1.
    public var direction: CGPoint {
        func any(_ codes: SDL_Scancode...) -> Bool { codes.contains { held.contains($0.rawValue) } }
        let dx = (any(SDL_SCANCODE_D, SDL_SCANCODE_RIGHT) ? 1 : 0) - (any(SDL_SCANCODE_A, SDL_SCANCODE_LEFT) ? 1 : 0)
        let dy = (any(SDL_SCANCODE_S, SDL_SCANCODE_DOWN) ? 1 : 0) - (any(SDL_SCANCODE_W, SDL_SCANCODE_UP) ? 1 : 0)
        return CGPoint(x: CGFloat(dx), y: CGFloat(dy))
    }
}
