import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

extension HeadlessScreen {
    /// The window's drawer of copies and fills (`PixmanWindowDrawer`), on the software renderer.
    func pixmanDrawer() throws -> PixmanWindowDrawer {
        try #require(window.host?.compositor.batch.windowDrawer)
    }

    /// Composites the screen with pixman and again with SDL's blitter; returns
    /// both frames and how many copies pixman blended in the first (SDL's
    /// composite must blend none).
    func pixmanAndSDLFrames() throws -> (pixman: CGImage, sdl: CGImage, blits: Int) {
        let drawer = try pixmanDrawer()
        window.forceComposite()
        let blits = drawer.blits
        let pixman = try #require(snapshot().cgImage)
        runtime.blendsFadedCopiesWithPixman = false
        defer { runtime.blendsFadedCopiesWithPixman = true }
        window.forceComposite()
        #expect(drawer.blits == 0)
        return (pixman, try #require(snapshot().cgImage), blits)
    }
}
