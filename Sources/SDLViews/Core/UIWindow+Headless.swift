import Foundation
internal import CSDL

/// What `SDLViewsTesting.HeadlessScreen` and headless screenshots build on: a
/// window on SDL's `dummy` video driver with the software renderer, whatever
/// the environment says, and a virtual clock.
extension UIWindow {
    /// Opens a hidden offscreen window of `width`×`height` points at `scale`
    /// pixels per point, visible to UIKit code as the key window.
    package static func makeHeadless(width: Int, height: Int, scale: CGFloat) throws -> UIWindow {
        try SDLRuntime.startVideo(driver: "dummy")
        AnimationEngine.shared.reset()
        let s = scale.isFinite && scale > 0 ? scale : 1
        let size = CGSize(width: CGFloat(max(1, width)) * s, height: CGFloat(max(1, height)) * s)
        let host = try WindowHost.open(title: "SDLViews headless", size: size, resizable: false, hidden: true, softwareRenderer: true)
        host.forcedPixelScale = s
        let window = UIWindow(host: host)
        window.layer.isHidden = false
        UIApplication.shared.register(window)
        UIApplication.shared.keyWindow = window
        return window
    }

    /// Resizes the offscreen SDL window to `width`×`height` points, as a user
    /// dragging its edge would: the window and its root view follow.
    package func resizeHeadless(width: Int, height: Int) {
        guard let host else { return }
        let scale = host.pixelScale
        SDL_SetWindowSize(host.sdlWindow, Int32(CGFloat(max(1, width)) * scale), Int32(CGFloat(max(1, height)) * scale))
        _ = SDL_GetWindowSurface(host.sdlWindow) // the software renderer's target follows the new size
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
            SDL_RenderReadPixels(host.renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(w * 4)) == 0
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

    /// Composites now even if nothing changed (benchmarks measuring a full frame).
    package func forceComposite() { host?.composite(root: layer) }

    package var sdlRenderer: OpaquePointer? { host?.renderer }
    package var sdlWindow: OpaquePointer? { host?.sdlWindow }
}
