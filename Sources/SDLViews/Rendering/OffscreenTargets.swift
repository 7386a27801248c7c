import Foundation
internal import CSDL

/// Render-target textures for offscreen passes, reused across frames by size
/// and released when a frame did not need them.
@MainActor
final class OffscreenTargets {
    private struct Target { let texture: OpaquePointer; let width: Int32; let height: Int32 }
    private let renderer: OpaquePointer
    private var free: [Target] = []
    private var inUse: [Target] = []
    private var pixelBuffer: [UInt8] = []
    /// `SDL_RenderReadPixels` calls so far: a GPU renderer stalls on each, so
    /// normal frames make none (see "Readback policy" in ARCHITECTURE.md).
    private(set) var readbacks = 0

    init(renderer: OpaquePointer) { self.renderer = renderer }

    func acquire(width: Int32, height: Int32) -> OpaquePointer? {
        if let i = free.firstIndex(where: { $0.width == width && $0.height == height }) {
            let target = free.remove(at: i)
            inUse.append(target)
            return target.texture
        }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        else {
            SDLViewsLog.error("could not create a \(width)×\(height) offscreen target: \(SDLRuntime.lastError)")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        inUse.append(Target(texture: texture, width: width, height: height))
        return texture
    }

    /// Blending into a transparent target leaves premultiplied colour; SDL's
    /// standard blend expects straight alpha, so divide it back out (the software
    /// renderer has no premultiplied blend mode). Reads the pixels back: only
    /// for images kept across frames (transition snapshots, a host's kept UI).
    /// Returns true when every pixel is opaque (such textures can be drawn
    /// without blending, which SDL's software renderer does much faster).
    @discardableResult
    func unpremultiply(_ texture: OpaquePointer, width: Int32, height: Int32) -> Bool {
        unpremultiply(texture, width: width, height: height, keepingPremultiplied: false).opaque
    }

    /// As `unpremultiply(_:width:height:)`; with `keepingPremultiplied`, also
    /// a copy of the premultiplied pixels as read, for pixman to blend
    /// (`PixmanWindowDrawer`) when some pixel is not opaque.
    func unpremultiply(_ texture: OpaquePointer, width: Int32, height: Int32, keepingPremultiplied: Bool)
        -> (opaque: Bool, premultiplied: PremultipliedCopy?)
    {
        var opaque = true
        var kept: PremultipliedCopy?
        let pitch = Int(width) * 4
        if pixelBuffer.count < pitch * Int(height) { pixelBuffer = [UInt8](repeating: 0, count: pitch * Int(height)) }
        readbacks += 1
        pixelBuffer.withUnsafeMutableBytes { buffer in
            guard
                SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(pitch))
                    == 0
            else {
                opaque = false
                return
            }
            if keepingPremultiplied {
                kept = PremultipliedCopy(premultiplied: UnsafeRawBufferPointer(buffer), width: width, height: height, version: 0)
            }
            opaque = Self.unpremultiply(buffer.bindMemory(to: UInt32.self).prefix(Int(width) * Int(height)))
            _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(pitch))
        }
        return (opaque, opaque ? nil : kept)
    }

    /// Each straight channel for a premultiplied one, by alpha and channel:
    /// `(c × 255 + a / 2) / a`, capped. A lookup rather than three divisions a
    /// pixel, which made the kept UI's rebuild the slowest frame of a host game.
    private nonisolated static let straightChannels: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 { table[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a)) }
        }
        return table
    }()

    /// Divides ARGB8888 pixels to straight alpha in place; true when every pixel is opaque.
    nonisolated static func unpremultiply(_ pixels: Slice<UnsafeMutableBufferPointer<UInt32>>) -> Bool {
        var opaque = true
        straightChannels.withUnsafeBufferPointer { table in
            for index in pixels.indices {
                let pixel = pixels[index]
                let a = pixel >> 24
                guard a != 255 else { continue }
                opaque = false
                guard a != 0 else { continue }
                let row = Int(a) << 8
                let r = UInt32(table[row | Int((pixel >> 16) & 0xFF)])
                let g = UInt32(table[row | Int((pixel >> 8) & 0xFF)])
                let b = UInt32(table[row | Int(pixel & 0xFF)])
                pixels.base[index] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return opaque
    }

    /// The alpha of the current render target's pixels (width × height bytes).
    func readAlpha(width: Int32, height: Int32) -> [UInt8] {
        let pitch = Int(width) * 4, count = Int(width) * Int(height)
        if pixelBuffer.count < pitch * Int(height) { pixelBuffer = [UInt8](repeating: 0, count: pitch * Int(height)) }
        var alpha = [UInt8](repeating: 0, count: count)
        readbacks += 1
        pixelBuffer.withUnsafeMutableBytes { buffer in
            guard
                SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(pitch))
                    == 0
            else { return }
            for p in 0..<count { alpha[p] = buffer[p * 4 + 3] }
        }
        return alpha
    }

    func endFrame() {
        free.append(contentsOf: inUse)
        inUse.removeAll()
        if free.count > 8 {
            for target in free.dropLast(8) { RendererLifetime.destroy(target.texture, of: renderer) }
            free.removeFirst(free.count - 8)
        }
    }

    func removeAll() {
        for target in free + inUse { RendererLifetime.destroy(target.texture, of: renderer) }
        free.removeAll(); inUse.removeAll()
    }
}
