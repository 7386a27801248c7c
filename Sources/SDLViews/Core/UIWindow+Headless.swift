import Foundation
internal import CSDL

/// What `SDLViewsTesting.HeadlessScreen` and headless screenshots build on: a
/// window on SDL's `dummy` video driver with the software renderer, whatever
/// the environment says, and a virtual clock. The bench may pick another video
/// driver and SDL renderer (e.g. `x11` under Xvfb with `opengl`).
extension UIWindow {
    /// Opens a hidden offscreen window of `width`×`height` points at `scale`
    /// pixels per point, visible to UIKit code as the key window, on SDL's
    /// `videoDriver` with the SDL renderer named `renderDriver` (SDL_GetRendererInfo's
    /// name: "software", "opengl", "opengles2", …) without vsync. Throws
    /// `SDLViewsError.sdl` when that renderer cannot be created: SDL would
    /// otherwise fall back to another one without a word.
    package static func makeHeadless(
        width: Int, height: Int, scale: CGFloat,
        videoDriver: String = "dummy", renderDriver: String = "software"
    ) throws -> UIWindow {
        try SDLRuntime.startVideo(driver: videoDriver)
        let s = scale.isFinite && scale > 0 ? scale : 1
        let size = CGSize(width: CGFloat(max(1, width)) * s, height: CGFloat(max(1, height)) * s)
        let host = try openHeadlessHost(size: size, renderDriver: renderDriver)
        host.forcedPixelScale = s
        let window = UIWindow(host: host)
        window.layer.isHidden = false
        UIApplication.shared.register(window)
        UIApplication.shared.keyWindow = window
        return window
    }

    /// A hidden window host on the renderer named `renderDriver`, or an error
    /// naming the renderer SDL offered instead.
    private static func openHeadlessHost(size: CGSize, renderDriver: String) throws -> WindowHost {
        let software = renderDriver == "software"
        // Headless frames follow the virtual clock, never the display's refresh.
        SDL_SetHintWithPriority(SDL_HINT_RENDER_VSYNC, "0", SDL_HINT_OVERRIDE)
        SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, renderDriver, SDL_HINT_OVERRIDE)
        defer {
            SDL_ResetHint(SDL_HINT_RENDER_VSYNC)
            SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        }
        let host = try WindowHost.open(
            title: "SDLViews headless", size: size, resizable: false, hidden: true, softwareRenderer: software)
        var info = SDL_RendererInfo()
        let created = SDL_GetRendererInfo(host.renderer, &info) == 0 ? info.name.map { String(cString: $0) } : nil
        guard created == renderDriver else {
            let reason = SDLRuntime.lastError
            host.close()
            throw SDLViewsError.sdl(
                "the '\(renderDriver)' SDL renderer is not available on the '\(SDLRuntime.currentVideoDriver)' "
                    + "video driver (SDL offered '\(created ?? "none")'; last SDL error: \(reason.isEmpty ? "none" : reason))"
            )
        }
        return host
    }

    /// Resizes the offscreen SDL window to `width`×`height` points, as a user
    /// dragging its edge would: the window and its root view follow.
    package func resizeHeadless(width: Int, height: Int) {
        guard let host else { return }
        let scale = host.pixelScale
        SDL_SetWindowSize(host.sdlWindow, Int32(CGFloat(max(1, width)) * scale), Int32(CGFloat(max(1, height)) * scale))
        _ = SDL_GetWindowSurface(host.sdlWindow)  // the software renderer's target follows the new size
        sdlWindowDidResize()
    }

    /// Runs one frame of the whole pipeline at the clock's current time.
    package func runFrame() { UIApplication.shared.runFrame() }

    /// The pixels of the last composited frame.
    package func readFramePixels() -> CGImage? {
        guard let host else { return nil }
        let size = host.outputSize
        let w = Int(size.width), h = Int(size.height)
        guard w > 0, h > 0 else { return nil }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let ok = pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(host.renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(w * 4))
                == 0
        }
        guard ok else { return nil }
        return CGImage(width: w, height: h, bgraPixels: pixels)
    }

    /// Frames that composited something so far (an idle frame adds nothing).
    package var compositedFrameCount: Int { host?.framesComposited ?? 0 }

    /// Offscreen passes and draw calls of the last composite, for tests and benchmarks.
    package var lastCompositeStatistics: (layersDrawn: Int, offscreenPasses: Int, drawCalls: Int) {
        guard let c = host?.compositor else { return (0, 0, 0) }
        return (c.layersDrawn, c.offscreenPasses, c.batch.drawCalls)
    }

    /// `SDL_RenderReadPixels` calls the compositor made so far (frame captures
    /// like `readFramePixels()` not counted): normal frames make none.
    package var compositorReadbacks: Int { host?.compositor.targets.readbacks ?? 0 }

    /// Whether the renderer composites offscreen passes with custom
    /// (premultiplied) blend modes, as GPU renderers do; false on SDL's software renderer.
    package var compositesWithCustomBlendModes: Bool { host?.compositor.blendModes != nil }

    /// Composites now even if nothing changed (benchmarks measuring a full frame).
    package func forceComposite() { host?.composite(root: layer) }

    package var sdlRenderer: OpaquePointer? { host?.renderer }
    package var sdlWindow: OpaquePointer? { host?.sdlWindow }
}
