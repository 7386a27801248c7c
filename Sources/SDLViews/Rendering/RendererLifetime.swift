import Foundation
internal import CSDL

/// Renderers SDLViews must no longer call: a game destroyed its renderer (or
/// its window) before closing the SDLViews window over it. SDL destroyed their
/// textures with them, so SDLViews only forgets its own references.
@MainActor
enum RendererLifetime {
    private static var gone: Set<OpaquePointer> = []
    /// Textures forgotten without an SDL call because their renderer was gone (for tests).
    private(set) static var texturesForgotten = 0

    static func markGone(_ renderer: OpaquePointer) { gone.insert(renderer) }

    /// A new renderer may reuse a destroyed one's address.
    static func markAlive(_ renderer: OpaquePointer) { gone.remove(renderer) }

    static func isGone(_ renderer: OpaquePointer) -> Bool { gone.contains(renderer) }

    /// Destroys `texture` unless its renderer is gone (then SDL already did).
    static func destroy(_ texture: OpaquePointer, of renderer: OpaquePointer) {
        guard !gone.contains(renderer) else {
            texturesForgotten += 1
            return
        }
        SDL_DestroyTexture(texture)
    }
}
