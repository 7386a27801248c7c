import CSDL
import Foundation
import SDLViews
import __MODULE__UI

// A game that owns its SDL window, renderer and loop, with an SDLViews HUD and
// pause menu on top (SDLViews' host mode): WASD or the arrows move the square,
// a click on the playfield scores, Escape or the Pause button pauses.
//   __NAME__                          play
//   __NAME__ --screenshot out.png     60 frames on SDL's dummy driver, the last one saved

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: __NAME__ [--screenshot FILE.png]")
    exit(0)
}
let screenshotPath = arguments.firstIndex(of: "--screenshot").flatMap {
    $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
}
if screenshotPath != nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0 else {
    FileHandle.standardError.write(Data("__NAME__: SDL_Init failed: \(String(cString: SDL_GetError()))\n".utf8))
    exit(1)
}
let flags = screenshotPath == nil ? SDL_WINDOW_SHOWN.rawValue : SDL_WINDOW_HIDDEN.rawValue
guard let sdlWindow = SDL_CreateWindow("__NAME__", 0x2FFF_0000, 0x2FFF_0000, 800, 500, flags),
    let renderer = SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue)
else {
    FileHandle.standardError.write(Data("__NAME__: no window or renderer: \(String(cString: SDL_GetError()))\n".utf8))
    exit(1)
}

/// The game's own state and drawing: plain SDL, nothing of SDLViews.
struct Game {
    var x: Float = 400, y: Float = 250
    var pressed: Set<SDL_Keycode> = []

    mutating func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_KEYDOWN.rawValue: pressed.insert(event.key.keysym.sym)
        case SDL_KEYUP.rawValue: pressed.remove(event.key.keysym.sym)
        default: break
        }
    }

    func isDown(_ keys: SDL_KeyCode...) -> Bool {
        keys.contains { pressed.contains(SDL_Keycode($0.rawValue)) }
    }

    mutating func step(by seconds: Float) {
        let speed = 240 * seconds
        if isDown(SDLK_a, SDLK_LEFT) { x -= speed }
        if isDown(SDLK_d, SDLK_RIGHT) { x += speed }
        if isDown(SDLK_w, SDLK_UP) { y -= speed }
        if isDown(SDLK_s, SDLK_DOWN) { y += speed }
        x = min(max(x, 0), 800)
        y = min(max(y, 0), 500)
    }

    func draw(with renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, 20, 24, 40, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, 90, 200, 250, 255)
        var square = SDL_FRect(x: x - 16, y: y - 16, w: 32, h: 32)
        SDL_RenderFillRectF(renderer, &square)
    }
}

@MainActor
func play() {
    let ui = UIWindow(sdlWindow: sdlWindow, renderer: renderer)
    let hud = HUDViewController()
    ui.rootViewController = hud
    var game = Game()
    var running = true
    hud.onQuit = { running = false }
    var frames = 0
    var last = SDL_GetTicks64()
    while running {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { running = false }   // observed, never consumed
            if UIApplication.shared.handle(event) { continue }      // the UI used it
            if hud.isPaused { continue }
            if event.type == SDL_KEYDOWN.rawValue, event.key.keysym.sym == SDL_Keycode(SDLK_ESCAPE.rawValue) {
                hud.pause()
            } else if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                hud.score += 1                                       // a click the UI did not use
            } else {
                game.handle(event)
            }
        }
        let now = SDL_GetTicks64()
        if !hud.isPaused { game.step(by: screenshotPath == nil ? Float(now - last) / 1000 : 1.0 / 60) }
        last = now
        UIApplication.shared.runFrame()                             // timers, animations, layout
        game.draw(with: renderer)
        ui.render()                                                 // puts back every renderer state it touched
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
        FileHandle.standardError.write(Data("__NAME__: could not write \(path)\n".utf8))
        return
    }
}

MainActor.assumeIsolated { play() }
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(sdlWindow)
SDL_Quit()
