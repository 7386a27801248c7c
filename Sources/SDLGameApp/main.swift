import CSDL
import Foundation
import SDLGame
import SDLViews

// sdl-game: a small game that owns its SDL window, renderer and loop, with an
// SDLViews HUD, pause menu and inventory on top (host mode).
//   sdl-game                          play (WASD/arrows/D-pad/stick move, click or A shoots,
//                                     Escape or Start pauses, F12 inspects)
//   sdl-game --screenshot out.png     60 frames on SDL's dummy driver, the last one saved as a PNG
//   sdl-game --help                   the usage; a bad argument is refused with status 2 before any window opens

let command: GameCommandLine
do { command = try GameCommandLine.parse(Array(CommandLine.arguments.dropFirst())) } catch {
    FileHandle.standardError.write(Data("sdl-game: \(error)\n".utf8))
    exit(2)
}
if command == .help {
    print(GameCommandLine.usage, terminator: "")
    exit(0)
}
let screenshotPath: String? = if case .screenshot(let path) = command { path } else { nil }
if screenshotPath != nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0 else {
    FileHandle.standardError.write(Data("sdl-game: SDL_Init failed: \(String(cString: SDL_GetError()))\n".utf8))
    exit(1)
}
let size = CGSize(width: 800, height: 500)
let flags = screenshotPath == nil ? SDL_WINDOW_SHOWN.rawValue : SDL_WINDOW_HIDDEN.rawValue
guard let sdlWindow = SDL_CreateWindow("sdl-game", 0x2FFF_0000, 0x2FFF_0000, 800, 500, flags),
    let renderer = SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue)
else {
    FileHandle.standardError.write(Data("sdl-game: no window or renderer: \(String(cString: SDL_GetError()))\n".utf8))
    exit(1)
}

@MainActor
func play() {
    let ui = UIWindow(sdlWindow: sdlWindow, renderer: renderer)
    let game = ShooterGame(size: size)
    ui.addSubview(game.overlay)
    var running = true
    var frames = 0
    var last = SDL_GetTicks64()
    while running {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { running = false }
            game.handle(event)
        }
        let now = SDL_GetTicks64()
        game.step(by: screenshotPath == nil ? CGFloat(now - last) / 1000 : 1.0 / 60)
        last = now
        if screenshotPath != nil, frames == 20 { game.fireForScreenshot() }
        game.draw(with: renderer)
        UIApplication.shared.runFrame()
        ui.render()
        frames += 1
        if let path = screenshotPath, frames == 60 {
            save(renderer, to: path)
            running = false
        }
        SDL_RenderPresent(renderer)
    }
    ui.close()
}

@MainActor
func save(_ renderer: OpaquePointer, to path: String) {
    var w: Int32 = 0, h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    var pixels = [UInt8](repeating: 0, count: Int(w * h * 4))
    _ = pixels.withUnsafeMutableBytes {
        SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, w * 4)
    }
    guard let image = CGImage(width: Int(w), height: Int(h), bgraPixels: pixels),
        let data = UIImage(cgImage: image).pngData(), (try? data.write(to: URL(fileURLWithPath: path))) != nil
    else {
        FileHandle.standardError.write(Data("sdl-game: could not write \(path)\n".utf8))
        return
    }
}

MainActor.assumeIsolated { play() }
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(sdlWindow)
SDL_Quit()
