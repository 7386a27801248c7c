import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting
import CSDL

/// A host game that owns its SDL window, renderer and loop.
@MainActor
@Suite struct EmbeddingTests {
    @Test func aHostGameDrawsTheUIIntoItsOwnRenderer() throws {
        let headless = try HeadlessScreen(width: 8, height: 8)  // brings up SDL's dummy video driver
        _ = headless
        // Called outside #require: the macro would keep the title's temporary C string past its call (ASan).
        let created = SDL_CreateWindow("game", 0, 0, 160, 120, SDL_WINDOW_HIDDEN.rawValue)
        let sdlWindow = try #require(created)
        let renderer = try #require(SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue))
        defer { SDL_DestroyRenderer(renderer); SDL_DestroyWindow(sdlWindow) }

        let window = UIWindow(sdlWindow: sdlWindow, renderer: renderer)
        #expect(window.bounds.size == CGSize(width: 160, height: 120))
        let button = TouchRecorder(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        button.backgroundColor = .red
        window.addSubview(button)

        // The game's frame: its own scene, then SDLViews on top, then its present.
        SDL_SetRenderDrawColor(renderer, 0, 0, 80, 255)
        SDL_RenderClear(renderer)
        UIApplication.shared.runFrame()
        window.render()
        #expect(try pixel(renderer, 30, 30) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try pixel(renderer, 100, 100) == RGBA8(r: 0, g: 0, b: 80, a: 255))

        // Its events, fed one by one.
        var event = SDL_Event()
        event.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.windowID = SDL_GetWindowID(sdlWindow)
        event.button.x = 25
        event.button.y = 25
        #expect(UIApplication.shared.handle(event))
        event.button.type = SDL_MOUSEBUTTONUP.rawValue
        #expect(UIApplication.shared.handle(event))
        #expect(button.log == ["began", "ended"])

        window.close()
        #expect(SDL_GetWindowID(sdlWindow) != 0, "SDLViews must not destroy the host's window")
        #expect(!UIApplication.shared.windows.contains(window))
    }

    private func pixel(_ renderer: OpaquePointer, _ x: Int32, _ y: Int32) throws -> RGBA8 {
        var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
        var bgra: [UInt8] = [0, 0, 0, 0]
        let status = SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &bgra, 4)
        try #require(status == 0)
        return RGBA8(r: bgra[2], g: bgra[1], b: bgra[0], a: bgra[3])
    }
}
