import Foundation
import CSDL

/// The GPU side of layer contents: one SDL texture per layer, uploaded when the
/// layer's image changes, kept while used, evicted least-recently-used first
/// when the byte budget is exceeded. All textures are dropped when SDL reports
/// that render targets or the device were reset, and rebuilt on demand.
@MainActor
final class TextureCache {
    struct Entry {
        var texture: OpaquePointer
        weak var layer: CALayer?
        var imageSerial: UInt64
        var width: Int32
        var height: Int32
        var lastUsedFrame: UInt64
        var bytes: Int { Int(width) * Int(height) * 4 }
    }

    private let renderer: OpaquePointer
    private var entries: [ObjectIdentifier: Entry] = [:]
    private(set) var bytesInUse = 0
    /// The most texture memory kept beyond what the current frame uses.
    var budgetBytes: Int
    private var frame: UInt64 = 0
    let maxTextureSize: Int32
    private(set) var uploads = 0
    private(set) var uploadedBytes = 0

    init(renderer: OpaquePointer, budgetBytes: Int = 256 << 20) {
        self.renderer = renderer
        self.budgetBytes = budgetBytes
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let limit = min(info.max_texture_width, info.max_texture_height)
        maxTextureSize = limit > 0 ? limit : 16384
    }

    var count: Int { entries.count }

    /// The texture showing `image` for `layer`, uploading only when the image changed.
    func texture(for layer: CALayer, image: CGImage) -> OpaquePointer? {
        let key = ObjectIdentifier(layer)
        if var entry = entries[key], entry.layer === layer {
            entry.lastUsedFrame = frame
            if entry.imageSerial != image.serial { entry = reupload(entry, image: image) ?? entry }
            entries[key] = entry
            return entry.texture
        }
        if let stale = entries.removeValue(forKey: key) { destroy(stale) }
        guard let entry = makeEntry(for: layer, image: image) else { return nil }
        entries[key] = entry
        bytesInUse += entry.bytes
        return entry.texture
    }

    private func makeEntry(for layer: CALayer, image: CGImage) -> Entry? {
        let fitted = ImageFitting.fit(image, maxSize: Int(maxTextureSize))
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(fitted.width), Int32(fitted.height)) else {
            SDLViewsLog.error("could not create a \(fitted.width)×\(fitted.height) texture: \(SDLRuntime.lastError)")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var entry = Entry(texture: texture, layer: layer, imageSerial: image.serial,
                          width: Int32(fitted.width), height: Int32(fitted.height), lastUsedFrame: frame)
        upload(fitted, into: &entry)
        return entry
    }

    private func reupload(_ entry: Entry, image: CGImage) -> Entry? {
        let fitted = ImageFitting.fit(image, maxSize: Int(maxTextureSize))
        guard Int32(fitted.width) == entry.width, Int32(fitted.height) == entry.height else {
            guard let layer = entry.layer, let fresh = makeEntry(for: layer, image: image) else { return nil }
            destroy(entry)
            bytesInUse += fresh.bytes
            return fresh
        }
        var updated = entry
        updated.imageSerial = image.serial
        upload(fitted, into: &updated)
        return updated
    }

    private func upload(_ image: CGImage, into entry: inout Entry) {
        image.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(entry.texture, nil, bytes.baseAddress, Int32(image.bytesPerRow))
        }
        uploads += 1
        uploadedBytes += image.pixels.count
    }

    /// Ends a frame: forgets textures of freed layers and trims to the budget.
    func endFrame() {
        frame += 1
        purgeDeadLayers()
        guard bytesInUse > budgetBytes else { return }
        let victims = entries.filter { $0.value.lastUsedFrame + 1 < frame }
            .sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
        for (key, entry) in victims where bytesInUse > budgetBytes {
            entries.removeValue(forKey: key)
            destroy(entry)
        }
    }

    private func purgeDeadLayers() {
        for (key, entry) in entries where entry.layer == nil {
            entries.removeValue(forKey: key)
            destroy(entry)
        }
    }

    /// Drops every texture (SDL lost them, or the renderer is going away).
    func removeAll() {
        for entry in entries.values { destroy(entry) }
        entries.removeAll()
        bytesInUse = 0
    }

    private func destroy(_ entry: Entry) {
        SDL_DestroyTexture(entry.texture)
        bytesInUse -= entry.bytes
    }
}
