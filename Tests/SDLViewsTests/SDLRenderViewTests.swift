import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// A view drawn with SDL's renderer, composited like any layer.
@MainActor
@Suite struct SDLRenderViewTests {
    private static func fill(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (OpaquePointer, CGSize) -> Void {
        { renderer, size in
            SDL_SetRenderDrawColor(renderer, r, g, b, 255)
            var rect = SDL_Rect(x: 0, y: 0, w: Int32(size.width), h: Int32(size.height / 2))
            SDL_RenderFillRect(renderer, &rect)
        }
    }

    @Test func theAppsDrawingBecomesTheViewsContent() throws {
        let screen = try HeadlessScreen(width: 100, height: 100, scale: 2)
        let view = SDLRenderView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        var sizes: [CGSize] = []
        view.renderHandler = { renderer, size in
            sizes.append(size)
            Self.fill(255, 0, 0)(renderer, size)
        }
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        #expect(sizes == [CGSize(width: 80, height: 80)], "the view's bounds at the window's scale")
        #expect(screen.pixel(at: CGPoint(x: 30, y: 20)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(screen.pixel(at: CGPoint(x: 30, y: 40)) == RGBA8(r: 255, g: 255, b: 255, a: 255), "transparent half")
        screen.advance(by: 0.016)
        #expect(sizes.count == 1, "drawn again only when marked")
        view.rendersContinuously = true
        screen.advance(by: 0.016)
        screen.advance(by: 0.016)
        #expect(sizes.count >= 3, "continuous redraw follows the display link")
        view.rendersContinuously = false
    }

    @Test func itIsCompositedFromItsTextureWithoutReadingPixelsBack() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = SDLRenderView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        view.rendersContinuously = true
        var frames = 0
        view.renderHandler = { renderer, size in
            frames += 1
            SDL_SetRenderDrawColor(renderer, 0, UInt8(frames * 40 % 256), 255, 128)
            var rect = SDL_Rect(x: 0, y: 0, w: Int32(size.width), h: Int32(size.height))
            SDL_RenderFillRect(renderer, &rect)
        }
        screen.window.addSubview(view)
        let before = screen.window.compositorReadbacks
        for _ in 0..<4 { screen.advance(by: 0.016) }
        #expect(frames >= 4)
        #expect(screen.window.compositorReadbacks - before == 0)
        #expect(view.layer.contents == nil, "no image was made from read-back pixels")
        // Half-transparent blue over the white window, at this frame's green.
        let shown = screen.pixel(at: CGPoint(x: 40, y: 30))
        let green = Int(UInt8(frames * 40 % 256))
        #expect(abs(Int(shown.b) - 255) <= 1 && abs(Int(shown.r) - 127) <= 2)
        #expect(abs(Int(shown.g) - (green * 128 / 255 + 127)) <= 2)
        view.rendersContinuously = false
    }

    @Test func aDeviceResetDrawsTheViewAgain() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let view = SDLRenderView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        var draws = 0
        view.renderHandler = { renderer, size in
            draws += 1
            Self.fill(255, 0, 0)(renderer, size)
        }
        screen.window.addSubview(view)
        screen.advance(by: 0.016)
        #expect(draws == 1)
        var reset = SDL_Event()
        reset.type = SDL_RENDER_DEVICE_RESET.rawValue
        _ = UIApplication.shared.handle(reset)
        screen.advance(by: 0.016)
        #expect(draws == 2)
        #expect(screen.pixel(at: CGPoint(x: 30, y: 15)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func itFlipsWithATransition() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let view = SDLRenderView(frame: card.bounds)
        view.renderHandler = Self.fill(255, 0, 0)
        card.addSubview(view)
        screen.window.addSubview(card)
        screen.advance(by: 0.016)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 20)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        UIView.transition(
            with: card, duration: 1, options: .transitionFlipFromLeft,
            animations: {
                view.renderHandler = Self.fill(0, 0, 255)
            })
        screen.advance(by: 0.45)
        // Near the middle the red side is turned almost edge-on: narrower than the card, still red.
        #expect(screen.pixel(at: CGPoint(x: 50, y: 20)).r > 200)
        #expect(screen.pixel(at: CGPoint(x: 14, y: 20)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        screen.advance(by: 0.3)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 20)).b > 200, "the second half shows the new drawing")
        screen.advance(by: 0.5)
        #expect(screen.pixel(at: CGPoint(x: 50, y: 20)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}
