import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// Host mode: SDLViews inside a game that owns the window, renderer and loop.
@MainActor
@Suite struct HostModeTests {
    private func redButton(in game: GameHost) -> TouchRecorder {
        let button = TouchRecorder(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        button.backgroundColor = .red
        game.window.addSubview(button)
        return button
    }

    @Test func theGamesQueuedEventsSurviveAFrame() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        SDL_PumpEvents()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        let userType = SDL_RegisterEvents(1)
        var user = SDL_Event()
        user.user.type = userType
        user.user.code = 42
        #expect(SDL_PushEvent(&user) == 1)
        var key = game.key(SDL_KEYDOWN, SDL_SCANCODE_SPACE)
        #expect(SDL_PushEvent(&key) == 1)
        game.frame()
        game.frame()
        var received: [UInt32] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { received.append(event.type) }
        #expect(received.contains(userType))
        #expect(received.contains(SDL_KEYDOWN.rawValue))
    }

    @Test func theWrappedWindowIsKeySoTextInputNeedsNoMakeKey() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        #expect(UIApplication.shared.keyWindow === game.window)
        SDL_StopTextInput()
        let field = TextFieldStub(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        game.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(SDL_IsTextInputActive() == SDL_TRUE, "SDLViews starts text input for its text responder")
        #expect(game.handle(game.text("hi")))
        #expect(field.text == "hi")
        #expect(field.resignFirstResponder())
        #expect(SDL_IsTextInputActive() == SDL_FALSE, "and stops what it started")
    }

    @Test func theGamesOwnTextInputStaysOn() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        SDL_StartTextInput()  // the game's chat box
        defer { SDL_StopTextInput() }
        for _ in 0..<3 { game.frame() }
        #expect(SDL_IsTextInputActive() == SDL_TRUE)
        let field = TextFieldStub(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        game.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        game.frame()
        #expect(SDL_IsTextInputActive() == SDL_TRUE, "SDLViews did not start it, so it does not stop it")
    }

    @Test func renderPutsBackEveryPieceOfRendererState() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        _ = redButton(in: game)
        let target = try #require(
            SDL_CreateTexture(
                game.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 64, 48))
        defer { SDL_DestroyTexture(target) }
        let r = game.renderer
        // Each of the game's setups: plain state, a viewport with a scale and a clip, a logical size, a target.
        let setups: [() -> Void] = [
            {
                SDL_SetRenderDrawColor(r, 1, 2, 3, 4)
                SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_ADD)
            },
            {
                SDL_RenderSetScale(r, 2, 1.5)
                var viewport = SDL_Rect(x: 5, y: 6, w: 50, h: 40)
                SDL_RenderSetViewport(r, &viewport)
                var clip = SDL_Rect(x: 3, y: 4, w: 20, h: 10)
                SDL_RenderSetClipRect(r, &clip)
                SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_MOD)
            },
            {
                SDL_RenderSetLogicalSize(r, 97, 61)
                SDL_RenderSetIntegerScale(r, SDL_TRUE)
            },
            {
                SDL_SetRenderTarget(r, target)
                var viewport = SDL_Rect(x: 2, y: 2, w: 30, h: 30)
                SDL_RenderSetViewport(r, &viewport)
                SDL_SetRenderDrawColor(r, 9, 8, 7, 6)
            }
        ]
        for setup in setups {
            UIApplication.shared.runFrame()
            setup()
            let before = RendererStateProbe(r)
            // Twice: a frame that composites the tree, then one that copies the kept UI.
            game.window.render()
            #expect(RendererStateProbe(r) == before)
            game.window.render()
            #expect(RendererStateProbe(r) == before)
            SDL_SetRenderTarget(r, nil)
            SDL_RenderSetLogicalSize(r, 0, 0)
            SDL_RenderSetIntegerScale(r, SDL_FALSE)
            SDL_RenderSetViewport(r, nil)
            SDL_RenderSetScale(r, 1, 1)
            SDL_RenderSetClipRect(r, nil)
        }
    }

    @Test func aHUDDrawnAfterTheUIKeepsItsColours() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        _ = redButton(in: game)
        SDL_SetRenderDrawBlendMode(game.renderer, SDL_BLENDMODE_NONE)
        var clip = SDL_Rect(x: 100, y: 0, w: 60, h: 120)
        SDL_RenderSetClipRect(game.renderer, &clip)
        game.frame()
        // The game's HUD: translucent white with blending off, clipped to its column.
        SDL_SetRenderDrawColor(game.renderer, 255, 255, 255, 128)
        var hud = SDL_Rect(x: 0, y: 100, w: 160, h: 20)
        SDL_RenderFillRect(game.renderer, &hud)
        #expect(try game.pixel(120, 110) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(try game.pixel(10, 110) == RGBA8(r: 0, g: 0, b: 80, a: 255), "still clipped")
        #expect(try game.pixel(30, 30) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func theUIFollowsTheGamesLogicalSizeAndTouchesLandOnIt() throws {
        let game = try GameHost(width: 320, height: 240)
        defer { game.tearDown() }
        let button = redButton(in: game)
        game.window.renderPlacement = .rendererViewport
        // The game renders at 160×120 scaled ×2 into its 320×240 window.
        SDL_RenderSetLogicalSize(game.renderer, 160, 120)
        game.frame()
        #expect(game.window.bounds.size == CGSize(width: 160, height: 120))
        SDL_RenderSetLogicalSize(game.renderer, 0, 0)
        #expect(try game.pixel(42, 42) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try game.pixel(118, 98) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try game.pixel(122, 102) == RGBA8(r: 0, g: 0, b: 80, a: 255))
        SDL_RenderSetLogicalSize(game.renderer, 160, 120)
        // A click at window pixel (100, 80) goes through SDL's queue, which maps it to the game's units.
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        var down = game.button(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: 100, y: 80))
        SDL_PushEvent(&down)
        var polled = SDL_Event()
        #expect(SDL_PollEvent(&polled) == 1)
        #expect(game.handle(polled))
        #expect(button.log == ["began"])
        let location = try #require(button.locations.first)
        #expect(abs(location.x - 30) < 1 && abs(location.y - 20) < 1)
    }

    @Test func theUIDrawsIntoAGameOwnedTargetAtARectangle() throws {
        let game = try GameHost()
        defer { game.tearDown() }
        let button = redButton(in: game)
        let target = try #require(
            SDL_CreateTexture(
                game.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 100, 80))
        defer { SDL_DestroyTexture(target) }
        game.window.renderPlacement = .pixelRect(CGRect(x: 10, y: 10, width: 80, height: 60))
        #expect(game.window.bounds.size == CGSize(width: 80, height: 60))
        UIApplication.shared.runFrame()
        SDL_SetRenderTarget(game.renderer, target)
        SDL_SetRenderDrawColor(game.renderer, 0, 80, 0, 255)
        SDL_RenderClear(game.renderer)
        game.window.render()
        #expect(SDL_GetRenderTarget(game.renderer) == target)
        #expect(try game.pixel(31, 31) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try game.pixel(25, 25) == RGBA8(r: 0, g: 80, b: 0, a: 255))
        #expect(game.window.bounds.size == CGSize(width: 80, height: 60))
        #expect(try game.pixel(5, 5) == RGBA8(r: 0, g: 80, b: 0, a: 255))
        SDL_SetRenderTarget(game.renderer, nil)
        // Touches map through the same rectangle.
        _ = game.click(at: CGPoint(x: 35, y: 35))
        #expect(button.log == ["began", "ended"])
        #expect(abs(button.locations[0].x - 5) < 0.01 && abs(button.locations[0].y - 5) < 0.01)
    }

    @Test func aWrappedWindowTakesAPixelScaleForHiDPI() throws {
        let game = try GameHost(width: 320, height: 240)
        defer { game.tearDown() }
        let button = redButton(in: game)
        game.window.hostPixelScale = 2
        #expect(game.window.bounds.size == CGSize(width: 160, height: 120))
        #expect(button.contentScaleFactor == 2)
        game.frame()
        #expect(try game.pixel(42, 42) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try game.pixel(121, 101) == RGBA8(r: 0, g: 0, b: 80, a: 255))
        game.window.hostPixelScale = -1  // refused, logged
        #expect(game.window.hostPixelScale == 2)
    }
}
