import CSDL
import Foundation
import SDLViews

/// A game that owns its window, renderer and loop, with an SDLViews window
/// wrapping them (host mode), for the host-* and screen-open scenarios. The
/// game's renderer is the one `--renderer` names, and the bench's own window
/// is closed first, so the application holds only the game's UI window.
@MainActor
final class HostGame {
    let renderer: OpaquePointer
    let ui: UIWindow
    private let sdlWindow: OpaquePointer
    private var tick = 0

    init(context: BenchContext) throws {
        _ = try context.window()  // brings up the chosen video driver
        context.tearDown()  // later scenarios open it again
        let size = BenchContext.windowSize
        guard
            let sdlWindow = SDL_CreateWindow(
                "game", 0, 0, Int32(size.width), Int32(size.height), SDL_WINDOW_HIDDEN.rawValue),
            let renderer = SDL_CreateRenderer(sdlWindow, context.renderDriverIndex(), 0)
        else {
            throw RawBaselines.Failure(
                description: "bench: no game window or renderer: \(String(cString: SDL_GetError()))")
        }
        let created = MachineInfo.rendererName(renderer)
        guard created == context.options.renderer else {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(sdlWindow)
            throw RawBaselines.Failure(
                description: "bench: the game got the '\(created ?? "none")' renderer, not '\(context.options.renderer)'")
        }
        self.sdlWindow = sdlWindow
        self.renderer = renderer
        ui = UIWindow(sdlWindow: sdlWindow, renderer: renderer)
    }

    /// Closes the UI window, then the game's renderer and window.
    func close() {
        ui.close()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
    }

    /// The game's own drawing: a clear and 500 moving 12×12 rectangles.
    func drawGameFrame() {
        let size = BenchContext.windowSize
        SDL_SetRenderDrawColor(renderer, 10, 20, 40, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, 200, 180, 60, 255)
        for i in 0..<500 {
            var rect = SDL_Rect(
                x: Int32((i * 37 + tick * 3) % Int(size.width)), y: Int32((i * 53 + tick) % Int(size.height)),
                w: 12, h: 12)
            SDL_RenderFillRect(renderer, &rect)
        }
        tick += 1
    }

    /// Ends a frame the way a game does, with a present, after waiting for the
    /// drawing to finish (reading one pixel back): llvmpipe draws
    /// asynchronously on the same cores, so without the wait neither the
    /// game's pixels nor the UI's would be in the measured frame.
    func endFrame() {
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
        SDL_RenderPresent(renderer)
    }

    /// One whole frame of the game with its UI over it.
    func hostedFrame() {
        drawGameFrame()
        UIApplication.shared.runFrame()
        ui.render()
        endFrame()
    }

    /// A static texture of `size` pixels, black at 60 % alpha (a HUD panel's colour), blended.
    func translucentTexture(size: CGSize) throws -> OpaquePointer {
        let w = Int32(size.width), h = Int32(size.height)
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), w, h)
        else { throw RawBaselines.Failure(description: "bench: no texture: \(String(cString: SDL_GetError()))") }
        SDL_UpdateTexture(texture, nil, [UInt32](repeating: 0x9900_0000, count: Int(w * h)), w * 4)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }
}
