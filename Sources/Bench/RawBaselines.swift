import Foundation
import CSDL

/// The framework-free references: the menu grid's N 40×18 label quads drawn
/// with SDL alone on the same renderer, each frame being clear + draw + present.
///
/// - geom1: N quads from one pre-rendered label texture in one `SDL_RenderGeometry` call
///   (vertices built once, outside the timing).
/// - copy: the same N quads as N `SDL_RenderCopy` calls.
/// - ttf-cached: N different pre-rendered SDL_ttf label textures ("L0000", "L0001", …),
///   one `SDL_RenderCopy` each: what a hand-written SDL menu with cached text costs.
/// - ttf-cached-mixed: the "mixed" grid's pixels by hand: for each button an
///   `SDL_RenderFillRect` and its centred title texture, for each label its texture
///   (1.5 N quads, as the framework's mixed grid draws).
@MainActor
final class RawBaselines {
    enum Kind: String, CaseIterable {
        case geom1
        case copy
        case ttfCached = "ttf-cached"
        case ttfCachedMixed = "ttf-cached-mixed"
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let renderer: OpaquePointer
    let fontPath: String
    private let font: OpaquePointer
    private let sharedTexture: OpaquePointer
    private var labelTextures: [OpaquePointer] = []
    /// Centred titles for the mixed grid's buttons (even indexes), nil for labels.
    private var titleTextures: [OpaquePointer?] = []
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    private var rects: [SDL_Rect] = []

    init(renderer: OpaquePointer, fontPath: String) throws {
        self.renderer = renderer
        self.fontPath = fontPath
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw Failure(description: "bench: TTF_Init failed: \(String(cString: SDL_GetError()))")
        }
        guard let font = TTF_OpenFont(fontPath, Int32(MenuGrid.fontSize)) else {
            throw Failure(
                description: "bench: cannot open \(fontPath) with SDL_ttf: \(String(cString: SDL_GetError()))")
        }
        self.font = font
        guard
            let texture = RawBaselines.makeLabelTexture(
                renderer: renderer, font: font, text: MenuGrid.text(of: 0), centred: false)
        else {
            TTF_CloseFont(font)
            throw Failure(
                description: "bench: cannot make the baseline label texture: \(String(cString: SDL_GetError()))")
        }
        sharedTexture = texture
    }

    /// Builds vertices, rectangles and label textures for the first `count` cells.
    func prepare(count: Int) throws {
        while rects.count < count {
            let frame = MenuGrid.frame(of: rects.count)
            rects.append(
                SDL_Rect(x: Int32(frame.minX), y: Int32(frame.minY), w: Int32(frame.width), h: Int32(frame.height)))
            let first = Int32(vertices.count)
            let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            for (u, v) in [(0, 0), (1, 0), (0, 1), (1, 1)] as [(Float, Float)] {
                let position = SDL_FPoint(
                    x: Float(frame.minX) + u * Float(frame.width), y: Float(frame.minY) + v * Float(frame.height))
                vertices.append(SDL_Vertex(position: position, color: white, tex_coord: SDL_FPoint(x: u, y: v)))
            }
            indices.append(contentsOf: [first, first + 1, first + 3, first, first + 3, first + 2])
        }
        while labelTextures.count < count {
            let index = labelTextures.count
            guard
                let texture = RawBaselines.makeLabelTexture(
                    renderer: renderer, font: font, text: MenuGrid.text(of: index), centred: false)
            else {
                throw Failure(
                    description: "bench: cannot render label \(index) with SDL_ttf: \(String(cString: SDL_GetError()))")
            }
            labelTextures.append(texture)
            if index % 2 == 0 {
                guard
                    let title = RawBaselines.makeLabelTexture(
                        renderer: renderer, font: font, text: MenuGrid.text(of: index), centred: true)
                else {
                    throw Failure(
                        description:
                            "bench: cannot render title \(index) with SDL_ttf: \(String(cString: SDL_GetError()))")
                }
                titleTextures.append(title)
            } else {
                titleTextures.append(nil)
            }
        }
    }

    /// One frame: clear, draw the first `count` cells the `kind` way, present.
    func drawFrame(_ kind: Kind, count: Int) {
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        switch kind {
        case .geom1:
            vertices.withUnsafeBufferPointer { v in
                indices.withUnsafeBufferPointer { i in
                    _ = SDL_RenderGeometry(
                        renderer, sharedTexture, v.baseAddress, Int32(count * 4), i.baseAddress, Int32(count * 6))
                }
            }
        case .copy:
            rects.withUnsafeBufferPointer { r in
                for index in 0..<count { _ = SDL_RenderCopy(renderer, sharedTexture, nil, r.baseAddress! + index) }
            }
        case .ttfCached:
            rects.withUnsafeBufferPointer { r in
                for index in 0..<count {
                    _ = SDL_RenderCopy(renderer, labelTextures[index], nil, r.baseAddress! + index)
                }
            }
        case .ttfCachedMixed:
            let c = MenuGrid.buttonRGB
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            rects.withUnsafeBufferPointer { r in
                for index in 0..<count {
                    if let title = titleTextures[index] {
                        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, 255)
                        _ = SDL_RenderFillRect(renderer, r.baseAddress! + index)
                        _ = SDL_RenderCopy(renderer, title, nil, r.baseAddress! + index)
                    } else {
                        _ = SDL_RenderCopy(renderer, labelTextures[index], nil, r.baseAddress! + index)
                    }
                }
            }
        }
        SDL_RenderPresent(renderer)
    }

    /// Frees every texture and the font (the renderer stays).
    func destroy() {
        labelTextures.forEach { SDL_DestroyTexture($0) }
        labelTextures.removeAll()
        titleTextures.forEach { if let t = $0 { SDL_DestroyTexture(t) } }
        titleTextures.removeAll()
        SDL_DestroyTexture(sharedTexture)
        TTF_CloseFont(font)
    }

    /// A 40×18 transparent texture with `text` in white blended glyphs, left
    /// aligned (or centred) and vertically centred, as the grid's UILabels draw it.
    static func makeLabelTexture(renderer: OpaquePointer, font: OpaquePointer, text: String, centred: Bool)
        -> OpaquePointer?
    {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let line = TTF_RenderUTF8_Blended(font, text, white) else { return nil }
        defer { SDL_FreeSurface(line) }
        let w = Int32(MenuGrid.viewSize.width), h = Int32(MenuGrid.viewSize.height)
        guard let canvas = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        defer { SDL_FreeSurface(canvas) }
        _ = SDL_FillRect(canvas, nil, 0)
        SDL_SetSurfaceBlendMode(line, SDL_BLENDMODE_NONE)
        let x = centred ? Int32((Double(w - line.pointee.w) / 2).rounded(.down)) : 0
        var destination = SDL_Rect(x: x, y: (h - line.pointee.h) / 2, w: line.pointee.w, h: line.pointee.h)
        _ = SDL_UpperBlit(line, nil, canvas, &destination)
        guard let texture = SDL_CreateTextureFromSurface(renderer, canvas) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }
}
