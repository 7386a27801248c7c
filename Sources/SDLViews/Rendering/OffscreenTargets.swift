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
        var opaque = true
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
            opaque = Self.unpremultiply(buffer.bindMemory(to: UInt32.self).prefix(Int(width) * Int(height)))
            _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(pitch))
        }
        return opaque
    }

    /// Reads the current target back as drawn, premultiplied, leaving the
    /// texture as it is: true when every pixel is opaque (premultiplied and
    /// straight are then the same), else a copy of the pixels for pixman to
    /// blend, the texture to be made straight (`straighten(_:)`) only when SDL
    /// has to copy it.
    /// `spare`, a copy of the same size nothing else holds (the one this
    /// read replaces), is read into rather than new memory.
    func readPremultiplied(width: Int32, height: Int32, reusing spare: PremultipliedCopy? = nil)
        -> (opaque: Bool, premultiplied: PremultipliedCopy?)
    {
        readbacks += 1
        // Read straight into the copy's own pixels: a kept UI is the size of the window.
        let read = { [renderer] (pixels: UnsafeMutableRawPointer) in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, pixels, width * 4) == 0
        }
        let copy =
            if let spare, spare.width == width, spare.height == height, spare.refill(read) {
                spare
            } else {
                PremultipliedCopy(width: width, height: height, version: 0, fill: read)
            }
        guard let copy else { return (false, nil) }
        return copy.withPixels { Self.allOpaque($0) } ? (true, nil) : (false, copy)
    }

    /// Reads the current target, which holds straight alpha (a transition
    /// snapshot, made straight by `unpremultiply`), into a premultiplied copy
    /// for pixman, opaque or not; nil when SDL cannot read it.
    func readStraightAsPremultiplied(width: Int32, height: Int32) -> PremultipliedCopy? {
        readbacks += 1
        return PremultipliedCopy(width: width, height: height, version: 0) { [renderer] pixels in
            let format = SDL_PIXELFORMAT_ARGB8888.rawValue
            return SDL_RenderReadPixels(renderer, nil, format, pixels, width * 4) == 0
                && SDL_PremultiplyAlpha(width, height, format, pixels, width * 4, format, pixels, width * 4) == 0
        }
    }

    /// Turns a kept image's texture, left premultiplied by
    /// `readPremultiplied(width:height:)`, straight from its premultiplied copy.
    func straighten(_ image: FlattenedCopy) {
        guard !image.isStraight, let copy = image.premultiplied else { return }
        image.isStraight = true
        straighten(image.texture, from: copy)
    }

    /// Writes `copy`'s pixels, divided to straight alpha, into `texture` (of its size).
    func straighten(_ texture: OpaquePointer, from copy: PremultipliedCopy) {
        let pitch = Int(copy.width) * 4, count = Int(copy.width) * Int(copy.height)
        if pixelBuffer.count < pitch * Int(copy.height) { pixelBuffer = [UInt8](repeating: 0, count: pitch * Int(copy.height)) }
        pixelBuffer.withUnsafeMutableBytes { buffer in
            copy.withPixels { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: $0.baseAddress!, byteCount: count * 4) }
            _ = Self.unpremultiply(buffer.bindMemory(to: UInt32.self).prefix(count))
            _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(pitch))
        }
    }

    /// Whether every pixel's alpha is 255: an AND over blocks of pixels, which
    /// the compiler vectorizes, stopping at the first block with a translucent one.
    nonisolated private static func allOpaque(_ pixels: UnsafeBufferPointer<UInt32>) -> Bool {
        guard let base = pixels.baseAddress else { return true }
        var start = 0
        while start < pixels.count {
            let end = min(start + 4096, pixels.count)
            var all: UInt32 = 0xFF00_0000
            for index in start..<end { all &= base[index] }
            if all < 0xFF00_0000 { return false }
            start = end
        }
        return true
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
