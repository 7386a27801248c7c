import Foundation
import CSDL

/// The GPU side of layer contents. Each layer's image is uploaded once and
/// again only when the layer's image changes; small images share atlas pages
/// (`TextureAtlas`), large ones get their own texture. Entries not used for a
/// frame are evicted least-recently-used first while the cache is over its byte
/// budget; entries of freed layers go at the end of each frame; everything is
/// dropped when SDL reports that render targets or the device were reset, and
/// rebuilt on demand.
@MainActor
final class TextureCache {
    enum Storage {
        case dedicated(OpaquePointer)
        case atlas(TextureAtlas.Slot)
    }

    struct Entry {
        var storage: Storage
        weak var layer: CALayer?
        var imageSerial: UInt64
        var width: Int32
        var height: Int32
        var lastUsedFrame: UInt64
        var bytes: Int { Int(width) * Int(height) * 4 }
    }

    /// A texture and the part of it that shows the layer's image.
    struct Placement {
        let texture: OpaquePointer
        let uv: CGRect
    }

    private let renderer: OpaquePointer
    let atlas: TextureAtlas
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var dedicatedBytes = 0
    /// The most texture memory kept beyond what the current frame uses.
    var budgetBytes: Int
    private var frame: UInt64 = 0
    let maxTextureSize: Int32
    private(set) var uploads = 0
    private(set) var uploadedBytes = 0

    init(renderer: OpaquePointer, budgetBytes: Int = 256 << 20) {
        self.renderer = renderer
        self.budgetBytes = budgetBytes
        self.atlas = TextureAtlas(renderer: renderer)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let limit = min(info.max_texture_width, info.max_texture_height)
        maxTextureSize = limit > 0 ? limit : 16384
    }

    var count: Int { entries.count }

    /// Texture memory held: dedicated textures plus whole atlas pages.
    var bytesInUse: Int { dedicatedBytes + atlas.pageCount * TextureAtlas.pageBytes }

    /// Where `image` is for `layer`, uploading only when the image changed.
    func placement(for layer: CALayer, image: CGImage) -> Placement? {
        let key = ObjectIdentifier(layer)
        if var entry = entries[key], entry.layer === layer {
            entry.lastUsedFrame = frame
            if entry.imageSerial != image.serial { entry = refresh(entry, with: image) }
            entries[key] = entry
            return placement(of: entry)
        }
        if let stale = entries.removeValue(forKey: key) { release(stale) }
        guard let entry = makeEntry(for: layer, image: ImageFitting.fit(image, maxSize: Int(maxTextureSize)), serial: image.serial) else { return nil }
        entries[key] = entry
        return placement(of: entry)
    }

    private func placement(of entry: Entry) -> Placement? {
        switch entry.storage {
        case .dedicated(let texture): return Placement(texture: texture, uv: CGRect(x: 0, y: 0, width: 1, height: 1))
        case .atlas(let slot):
            guard let texture = atlas.texture(of: slot) else { return nil }
            return Placement(texture: texture, uv: TextureAtlas.uv(of: slot.rect))
        }
    }

    private func makeEntry(for layer: CALayer, image: CGImage, serial: UInt64) -> Entry? {
        let w = Int32(image.width), h = Int32(image.height)
        guard let storage = allocate(width: w, height: h) else { return nil }
        let entry = Entry(storage: storage, layer: layer, imageSerial: serial, width: w, height: h, lastUsedFrame: frame)
        upload(image, to: entry.storage)
        return entry
    }

    private func allocate(width: Int32, height: Int32) -> Storage? {
        if TextureAtlas.fits(width: Int(width), height: Int(height)), let slot = atlas.allocate(width: width, height: height) {
            return .atlas(slot)
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height) else {
            SDLViewsLog.error("could not create a \(width)×\(height) texture: \(SDLRuntime.lastError)")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        dedicatedBytes += Int(width) * Int(height) * 4
        return .dedicated(texture)
    }

    /// A new image for a known layer: same size → upload in place, else reallocate.
    private func refresh(_ entry: Entry, with image: CGImage) -> Entry {
        let fitted = ImageFitting.fit(image, maxSize: Int(maxTextureSize))
        var updated = entry
        updated.imageSerial = image.serial
        if Int32(fitted.width) == entry.width, Int32(fitted.height) == entry.height {
            upload(fitted, to: entry.storage)
            return updated
        }
        release(entry)
        guard let layer = entry.layer, let fresh = makeEntry(for: layer, image: fitted, serial: image.serial) else { return updated }
        return fresh
    }

    private func upload(_ image: CGImage, to storage: Storage) {
        switch storage {
        case .dedicated(let texture):
            image.pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(image.bytesPerRow)) }
        case .atlas(let slot):
            atlas.upload(image, to: slot)
        }
        uploads += 1
        uploadedBytes += image.pixels.count
    }

    /// Ends a frame: forgets textures of freed layers and trims to the budget.
    func endFrame() {
        frame += 1
        for (key, entry) in entries where entry.layer == nil {
            entries.removeValue(forKey: key)
            release(entry)
        }
        guard bytesInUse > budgetBytes else { return }
        let victims = entries.filter { $0.value.lastUsedFrame + 1 < frame }
            .sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
        for (key, entry) in victims where bytesInUse > budgetBytes {
            entries.removeValue(forKey: key)
            release(entry)
        }
    }

    /// Drops every texture (SDL lost them, or the renderer is going away).
    func removeAll() {
        for entry in entries.values { if case .dedicated(let texture) = entry.storage { SDL_DestroyTexture(texture) } }
        entries.removeAll()
        atlas.removeAll()
        dedicatedBytes = 0
    }

    private func release(_ entry: Entry) {
        switch entry.storage {
        case .dedicated(let texture):
            SDL_DestroyTexture(texture)
            dedicatedBytes -= entry.bytes
        case .atlas(let slot):
            atlas.release(slot)
        }
    }
}
