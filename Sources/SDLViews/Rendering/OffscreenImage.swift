import Foundation
internal import CSDL

/// What an offscreen pass leaves for its presentation. Drawing into a
/// transparent target leaves premultiplied colour (each pixel's colour already
/// multiplied by its coverage), which SDL's standard blend would multiply
/// again; the pixels reach the screen without being read back
/// (`Compositor.present`), so a GPU renderer never stalls on them.
struct OffscreenImage {
    enum Form {
        /// Premultiplied, drawn with the renderer's custom premultiplied blend
        /// mode (GPU renderers: one draw).
        case premultiplied
        /// Premultiplied, drawn in two standard-mode draws where the renderer has
        /// no custom blend modes (SDL's software renderer): the target tinted
        /// black darkens what lies below by its alpha (and composites the alpha),
        /// then `opaqueColor`, the same colour with alpha 1, is added.
        case twoDraws(opaqueColor: OpaquePointer)
        /// A rounded clip on the software renderer's window: `transmission`
        /// (1 − alpha × coverage, in colour) multiplies what lies below (`MUL`),
        /// then `color` (colour × coverage, alpha 1) is added. The window's
        /// alpha is not kept, so passes inside other passes do not use it.
        case clipped(transmission: OpaquePointer, color: OpaquePointer)
    }

    let texture: OpaquePointer
    let form: Form
}

/// The custom blend modes GPU renderers offer and SDL's software renderer does not.
struct PremultipliedBlendModes {
    /// Source over destination for premultiplied source colour.
    let over: SDL_BlendMode
    /// Keeps the destination where the source is (both scaled by source alpha): mask layers.
    let destinationIn: SDL_BlendMode

    /// The modes when `renderer` accepts them on a target texture, else nil.
    static func probe(_ renderer: OpaquePointer) -> PremultipliedBlendModes? {
        let modes = PremultipliedBlendModes(
            over: SDL_ComposeCustomBlendMode(
                SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD),
            destinationIn: SDL_ComposeCustomBlendMode(
                SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD))
        guard
            let probe = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 1, 1)
        else { return nil }
        defer { SDL_DestroyTexture(probe) }
        guard SDL_SetTextureBlendMode(probe, modes.over) == 0, SDL_SetTextureBlendMode(probe, modes.destinationIn) == 0
        else { return nil }
        return modes
    }
}
