import Foundation
internal import CSDL

/// Offscreen passes without reading pixels back: a pass's premultiplied
/// target is presented with the renderer's premultiplied blend mode, or, on
/// SDL's software renderer (standard blend modes only), in two draws (see
/// `OffscreenImage.Form`). Mask layers use a destination-in blend on GPU
/// renderers; rounded clips are presented through `ClipMesh`.
extension Compositor {
    /// A transparent target of the given size with `draw` rendered into it
    /// (premultiplied), or nil (logged) when SDL refused it. Valid until the frame ends.
    func passTarget(width: Int32, height: Int32, draw: () -> Void) -> OpaquePointer? {
        batch.flush()
        guard let target = targets.acquire(width: width, height: height) else { return nil }
        offscreenPasses += 1
        let drawn = withRenderTarget(target) {
            batch.clearToTransparent()
            draw()
            batch.flush()
        }
        return drawn ? target : nil
    }

    /// Makes a finished pass target presentable. On the software renderer its
    /// colour is multiplied into an opaque white target (alpha 1, same colour),
    /// which the second draw adds.
    func presentable(_ target: OpaquePointer, width: Int32, height: Int32) -> OffscreenImage? {
        if let modes = blendModes {
            SDL_SetTextureBlendMode(target, modes.over)
            return OffscreenImage(texture: target, form: .premultiplied)
        }
        guard let color = targets.acquire(width: width, height: height) else { return nil }
        let made = withRenderTarget(color) {
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
            SDL_RenderClear(renderer)
            SDL_SetTextureBlendMode(target, SDL_BLENDMODE_MOD)
            SDL_RenderCopy(renderer, target, nil, nil)
        }
        SDL_SetTextureBlendMode(target, SDL_BLENDMODE_BLEND)
        SDL_SetTextureBlendMode(color, SDL_BLENDMODE_ADD)
        return made ? OffscreenImage(texture: target, form: .twoDraws(opaqueColor: color)) : nil
    }

    /// Keeps the current target's pixels only where `mask` (a target of the
    /// same size) has alpha, scaling them by it. GPU renderers only.
    func keepOnly(where mask: OpaquePointer) {
        guard let modes = blendModes else { return }
        batch.flush()
        SDL_SetTextureBlendMode(mask, modes.destinationIn)
        SDL_RenderCopy(renderer, mask, nil, nil)
        SDL_SetTextureBlendMode(mask, SDL_BLENDMODE_BLEND)
    }

    /// Draws `image` over `rect` through `map`, tinted by `color` (straight
    /// alpha, as any texture's tint), like a quad of contents. `edges` get
    /// anti-aliasing fringes where the blend can fade them by vertex alpha
    /// (the two-draw form); a premultiplied tint keeps its
    /// colour in a fading fringe and would brighten the edge, so those forms
    /// are drawn without one.
    func present(
        _ image: OffscreenImage, _ rect: CGRect, map: Homography, color: SDL_Color,
        edges: CAEdgeAntialiasingMask = []
    ) {
        switch image.form {
        case .premultiplied:
            batch.addQuad(rect, map: map, color: Compositor.premultiplied(color), texture: image.texture)
        case .twoDraws(let opaqueColor):
            batch.addQuad(
                rect, map: map, color: SDL_Color(r: 0, g: 0, b: 0, a: color.a), texture: image.texture, edges: edges)
            batch.addQuad(rect, map: map, color: color, texture: opaqueColor, edges: edges)
        case .clipped(let transmission, let clippedColor):
            batch.addQuad(
                rect, map: map, color: SDL_Color(r: color.a, g: color.a, b: color.a, a: color.a), texture: transmission)
            batch.addQuad(rect, map: map, color: color, texture: clippedColor)
        }
    }

    /// The software renderer's rounded clip on the window: a two-draw image cut
    /// by `outside` (a texture region, white with alpha 1 − coverage, on the
    /// pass's pixel grid), with standard blend modes only.
    func clipped(_ image: OffscreenImage, outside: TextureCache.Placement, width: Int32, height: Int32)
        -> OffscreenImage?
    {
        guard case .twoDraws(let opaqueColor) = image.form,
            let transmission = targets.acquire(width: width, height: height)
        else { return nil }
        let whole = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        let black = SDL_Color(r: 0, g: 0, b: 0, a: 255), white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        // Colour × coverage: black blended in by 1 − coverage.
        guard
            withRenderTarget(
                opaqueColor,
                {
                    batch.addQuad(whole, map: .identity, color: black, texture: outside.texture, uv: outside.uv)
                })
        else { return nil }
        // 1 − alpha × coverage = (1 − alpha) blended towards white by 1 − coverage.
        let made = withRenderTarget(transmission) {
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
            SDL_RenderClear(renderer)
            batch.addQuad(whole, map: .identity, color: black, texture: image.texture)
            batch.addQuad(whole, map: .identity, color: white, texture: outside.texture, uv: outside.uv)
        }
        SDL_SetTextureBlendMode(transmission, SDL_BLENDMODE_MUL)
        return made
            ? OffscreenImage(texture: transmission, form: .clipped(transmission: transmission, color: opaqueColor))
            : nil
    }

    /// Draws `image` through `mesh` (layer space, mapped by `map`), each
    /// vertex's coverage scaling the tint's alpha.
    func present(_ image: OffscreenImage, through mesh: ClipMesh, map: Homography, color: SDL_Color) {
        func colors(_ tint: SDL_Color, premultiply: Bool) -> [SDL_Color] {
            mesh.coverage.map { c in
                let scaled = SDL_Color(r: tint.r, g: tint.g, b: tint.b, a: UInt8((Float(tint.a) * c).rounded()))
                return premultiply ? Compositor.premultiplied(scaled) : scaled
            }
        }
        Compositor.eachDraw(of: image, color: color) { texture, tint, premultiply in
            batch.addTriangles(
                points: mesh.points, uvs: mesh.uvs, colors: colors(tint, premultiply: premultiply),
                indices: mesh.indices, map: map, texture: texture)
        }
    }

    /// The draws that present `image` tinted by `color` in its form: the
    /// texture, its tint, and whether the tint is to be premultiplied.
    private static func eachDraw(
        of image: OffscreenImage, color: SDL_Color, _ draw: (OpaquePointer, SDL_Color, Bool) -> Void
    ) {
        switch image.form {
        case .premultiplied: draw(image.texture, color, true)
        case .twoDraws(let opaqueColor):
            draw(image.texture, SDL_Color(r: 0, g: 0, b: 0, a: color.a), false)
            draw(opaqueColor, color, false)
        case .clipped: draw(image.texture, color, false)
        }
    }

    /// Draws `image` cut by a per-pixel coverage: each quad of `mesh` is the
    /// part of the image over it, the tint's alpha scaled by the quad's
    /// coverage. Straight quads on the software renderer are exact blits.
    func present(_ image: OffscreenImage, covered mesh: CoverageMesh, map: Homography, color: SDL_Color) {
        func scaled(_ tint: SDL_Color, _ c: UInt8) -> SDL_Color {
            SDL_Color(r: tint.r, g: tint.g, b: tint.b, a: UInt8((Int(tint.a) * Int(c) + 127) / 255))
        }
        Compositor.eachDraw(of: image, color: color) { texture, tint, premultiply in
            for quad in mesh.quads {
                let quadTint = scaled(tint, quad.coverage)
                batch.addQuad(
                    quad.rect, map: map, color: premultiply ? Compositor.premultiplied(quadTint) : quadTint,
                    texture: texture, uv: quad.uv)
            }
        }
    }

    /// An `SDLRenderView`'s texture over its bounds: premultiplied like a pass's target.
    func drawRenderTarget(_ layer: RenderTargetLayer, state: CALayer.State, map: Homography, tint: SDL_Color) {
        guard let drawn = layer.drawing(on: renderer),
            let image = presentable(drawn.texture, width: drawn.width, height: drawn.height)
        else { return }
        present(image, state.bounds, map: map, color: tint, edges: Compositor.smoothedEdges(state))
    }

    static func premultiplied(_ c: SDL_Color) -> SDL_Color {
        func scale(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(c.a) + 127) / 255) }
        return SDL_Color(r: scale(c.r), g: scale(c.g), b: scale(c.b), a: c.a)
    }
}
