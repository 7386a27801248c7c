import Foundation
import Testing
import CSDL
@testable import SDLViews
import SDLViewsTesting

/// `Compositor.withRenderTarget`: every switch of render target is checked and undone.
@MainActor
@Suite struct RenderTargetTests {
    @Test func aRefusedTargetIsLoggedAndItsDrawingSkipped() throws {
        let screen = try HeadlessScreen(width: 40, height: 30)
        let host = try #require(screen.window.host)
        // A static texture cannot be a render target: SDL refuses it.
        let texture = try #require(
            SDL_CreateTexture(
                host.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 4, 4))
        defer { SDL_DestroyTexture(texture) }
        SDLViewsLog.clear()
        var ran = false
        let drawn = host.compositor.withRenderTarget(texture) { ran = true }
        #expect(!drawn && !ran)
        #expect(
            SDLViewsLog.messages.contains { $0.hasPrefix("could not draw into an offscreen texture") },
            "\(SDLViewsLog.messages)")
        #expect(SDL_GetRenderTarget(host.renderer) == nil, "the window stays the target")
    }

    @Test func theOuterTargetAndClipComeBack() throws {
        let screen = try HeadlessScreen(width: 40, height: 30)
        let host = try #require(screen.window.host)
        let target = try #require(
            SDL_CreateTexture(
                host.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 8, 8))
        defer { SDL_DestroyTexture(target) }
        let compositor = host.compositor
        compositor.visibleRect = CGRect(x: 0, y: 0, width: 40, height: 30)
        var inner = CGRect.null
        compositor.withClip(CGRect(x: 5, y: 5, width: 10, height: 10)) {
            var innerTarget: OpaquePointer?
            let drawn = compositor.withRenderTarget(target) {
                inner = compositor.visibleRect
                innerTarget = SDL_GetRenderTarget(host.renderer)
            }
            #expect(drawn && innerTarget == target)
            #expect(compositor.visibleRect == CGRect(x: 5, y: 5, width: 10, height: 10))
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(host.renderer, &clip)
            #expect(clip.x == 5 && clip.y == 5 && clip.w == 10 && clip.h == 10)
        }
        #expect(inner == CGRect(x: 0, y: 0, width: 8, height: 8), "the whole texture is visible inside")
        #expect(SDL_GetRenderTarget(host.renderer) == nil)
    }
}
