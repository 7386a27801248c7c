import Foundation
import CSDL
import SDLViews

/// An offscreen screen for tests: a key, visible `UIWindow` on SDL's dummy video
/// driver with the software renderer, and a virtual clock that starts at 0 and
/// moves only through `advance(by:)`. No environment variables are needed.
/// Several screens may exist one after another in one process; each new one
/// resets the clock to 0.
@MainActor
public final class HeadlessScreen {
    public let window: UIWindow

    public init(width: Int, height: Int, scale: CGFloat = 1) throws {
        MediaClock.useVirtualClock(at: 0)
        window = try UIWindow.makeHeadless(width: width, height: height, scale: scale)
        window.backgroundColor = .white
        window.runFrame()
    }

    isolated deinit {
        window.close()
    }

    /// Moves the virtual clock by `seconds`, then runs exactly one frame.
    public func advance(by seconds: TimeInterval) {
        MediaClock.advanceVirtualClock(by: seconds)
        window.runFrame()
    }

    /// Resizes the window (a window-resize event), then runs one frame.
    public func resize(width: Int, height: Int) {
        window.resizeHeadless(width: width, height: height)
        window.runFrame()
    }

    /// Runs one frame at the current time.
    public func runFrame() { window.runFrame() }

    /// The last composited frame as an image (pixels at the screen's scale).
    public func snapshot() -> UIImage {
        let scale = window.screen.scale
        guard let image = window.readFramePixels() else {
            return UIImage(cgImage: CGImage(width: 1, height: 1, bgraPixels: [0, 0, 0, 0])!, scale: scale)
        }
        return UIImage(cgImage: image, scale: scale)
    }

    /// The pixel under a point of the last frame (transparent black outside).
    public func pixel(at point: CGPoint) -> RGBA8 {
        let scale = window.screen.scale
        guard let image = window.readFramePixels() else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        let x = Int((point.x * scale).rounded(.down)), y = Int((point.y * scale).rounded(.down))
        return image.pixel(x: x, y: y) ?? RGBA8(r: 0, g: 0, b: 0, a: 0)
    }

    // MARK: Input: real SDL events through the real pump, then one frame

    public func touchDown(at point: CGPoint, finger: Int = 0) { pushFinger(SDL_FINGERDOWN, at: point, finger: finger) }
    public func touchMove(to point: CGPoint, finger: Int = 0) { pushFinger(SDL_FINGERMOTION, at: point, finger: finger) }
    public func touchUp(at point: CGPoint, finger: Int = 0) { pushFinger(SDL_FINGERUP, at: point, finger: finger) }

    /// A touch down and up at one point, each in its own frame.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        touchUp(at: point)
    }

    /// Presses and releases a key (one frame each).
    public func key(_ code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        pushKey(SDL_KEYDOWN, code: code)
        pushKey(SDL_KEYUP, code: code)
    }

    private func pushFinger(_ type: SDL_EventType, at point: CGPoint, finger: Int) {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.timestamp = SDL_GetTicks()
        event.tfinger.touchId = 1
        event.tfinger.fingerId = SDL_FingerID(finger)
        let size = window.bounds.size
        event.tfinger.x = Float(point.x / max(size.width, 1))
        event.tfinger.y = Float(point.y / max(size.height, 1))
        event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        event.tfinger.windowID = window.sdlWindowID ?? 0
        SDL_PushEvent(&event)
        window.runFrame()
    }

    private func pushKey(_ type: SDL_EventType, code: UIKeyboardHIDUsage) {
        var event = SDL_Event()
        event.key.type = type.rawValue
        event.key.timestamp = SDL_GetTicks()
        event.key.windowID = window.sdlWindowID ?? 0
        event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        let scancode = SDL_Scancode(UInt32(code.rawValue))
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
        SDL_PushEvent(&event)
        window.runFrame()
    }
}
