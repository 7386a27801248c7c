import Foundation
internal import CSDL

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

    /// A texture and the part of it that shows the layer's image.
    struct Placement {
        let texture: OpaquePointer
        let uv: CGRect
        /// Where the image has ink, as a fraction of the image (`InkBounds`); the unit square when not tracked.
        var ink = CGRect(x: 0, y: 0, width: 1, height: 1)
        /// The ink grown by a texel on every side (within the image): what
        /// linear sampling of the ink can reach.
        var reach = CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    private let renderer: OpaquePointer
    let atlas: TextureAtlas
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: TextureEntry] = [:]
    private var flattenedCopies: [ObjectIdentifier: FlattenedCopy] = [:]
    private var dedicatedBytes = 0
    /// The most texture memory kept beyond what the current frame uses.
    var budgetBytes: Int
    @exclusivity(unchecked) private var frame: UInt64 = 0
    let maxTextureSize: Int32
    private(set) var uploads = 0
    private(set) var uploadedBytes = 0
    /// The last rectangle uploaded from a backing store (store pixels) and how
    /// many backing-store uploads there were: what tests assert partial uploads with.
    private(set) var lastBackingStoreUpload = CGRect.null
    private(set) var backingStoreUploads = 0
    private(set) var backingStoreUploadedBytes = 0
    /// Reused for backing-store uploads (straight-alpha copies of the dirty rectangle).
    private var uploadScratch: [UInt8] = []

    /// Whether small images go into the atlas. GPU renderers batch what shares
    /// a page; SDL's software renderer blits each quad on its own, so packing
    /// buys nothing there and costs: a slot's rows lie a page row apart, so
    /// blitting one label touches a memory page per pixel row, where a
    /// texture of its own is a few contiguous pages.
    var packsSmallImages: Bool

    init(renderer: OpaquePointer, budgetBytes: Int = 256 << 20, packsSmallImages: Bool? = nil) {
        self.renderer = renderer
        self.budgetBytes = budgetBytes
        self.atlas = TextureAtlas(renderer: renderer)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let software = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        self.packsSmallImages = packsSmallImages ?? !software
        let limit = min(info.max_texture_width, info.max_texture_height)
        maxTextureSize = limit > 0 ? limit : 16384
    }

    var count: Int { entries.count }

    /// Distinguishes caches for the entries layers hold.
    let serial = ImageSerials.next()

    /// Frames between sweeps for entries of freed layers.
    static let sweepInterval: UInt64 = 64

    /// Texture memory held: dedicated textures plus whole atlas pages.
    var bytesInUse: Int { dedicatedBytes + atlas.pageCount * TextureAtlas.pageBytes }

    /// Where `image` is for `layer`, uploading only when the image changed.
    /// The layer holds its entry, so the common case is no lookup at all.
    func placement(for layer: CALayer, image: CGImage) -> Placement? {
        if let entry = layer.renderRecord?.textureEntry, entry.cacheSerial == serial {
            entry.lastUsedFrame = frame
            if entry.imageSerial != image.serial { refresh(entry, with: image) }
            return placement(of: entry)
        }
        guard
            let entry = makeEntry(image: ImageFitting.fit(image, maxSize: Int(maxTextureSize)), serial: image.serial)
        else { return nil }
        if let previous = layer.renderRecord?.textureEntry, previous.cacheSerial == serial { forget(previous) }
        layer.renderRecordOrCreate.textureEntry = entry
        entries[ObjectIdentifier(entry)] = entry
        return placement(of: entry)
    }

    /// Where a drawn layer's backing store is: the first time (and after SDL
    /// dropped the textures) the whole store is uploaded; after that only the
    /// rectangle drawn since (`BackingStore.pendingUpload`). Without
    /// `uploading`, that rectangle is left pending (its ink counted from the
    /// store's own pixels) until `uploadPending(for:store:)`: a copy pixman
    /// blends from the store never reads the texture, so converting the
    /// pixels for it each frame would be wasted.
    func placement(for layer: CALayer, store: BackingStore, uploading: Bool = true) -> Placement? {
        if let entry = layer.renderRecord?.textureEntry, entry.cacheSerial == serial, entry.imageSerial == store.serial,
            let storage = entry.storage
        {
            entry.lastUsedFrame = frame
            if !store.pendingUpload.isNull {
                if uploading {
                    upload(store, rect: store.pendingUpload, to: storage, entry: entry)
                } else {
                    countInk(of: store, entry: entry)
                }
            }
            return placement(of: entry)
        }
        let w = Int32(store.pixelWidth), h = Int32(store.pixelHeight)
        guard w <= maxTextureSize, h <= maxTextureSize, let storage = allocate(width: w, height: h) else {
            SDLViewsLog.error("no texture for a \(w)×\(h) backing store (renderer limit \(maxTextureSize))")
            return nil
        }
        if let previous = layer.renderRecord?.textureEntry, previous.cacheSerial == serial { forget(previous) }
        let entry = TextureEntry(
            cache: self, storage: storage, serial: store.serial, width: w, height: h, frame: frame)
        layer.renderRecordOrCreate.textureEntry = entry
        entries[ObjectIdentifier(entry)] = entry
        upload(
            store, rect: CGRect(x: 0, y: 0, width: store.pixelWidth, height: store.pixelHeight), to: storage,
            entry: entry)
        return placement(of: entry)
    }

    /// Uploads what was drawn in the layer's store since its texture last got
    /// its pixels (a placement taken without `uploading`): SDL is about to sample the texture.
    func uploadPending(for layer: CALayer, store: BackingStore) {
        guard let entry = layer.renderRecord?.textureEntry, entry.cacheSerial == serial,
            entry.imageSerial == store.serial, let storage = entry.storage, !store.pendingUpload.isNull
        else { return }
        upload(store, rect: store.pendingUpload, to: storage, entry: entry)
    }

    /// The entry's ink as uploading what was drawn since it was last counted
    /// would leave it, read from the store's premultiplied pixels (their alpha
    /// is the straight pixels'). Each drawn rectangle is read once, however
    /// many composites pixman blends the store in before SDL samples it.
    private func countInk(of store: BackingStore, entry: TextureEntry) {
        let rect = store.uncountedInk
        guard !rect.isNull else { return }
        store.uncountedInk = .null
        guard InkBounds.isTracked(width: entry.width, height: entry.height) else { return }
        let whole = Int32(rect.width) == entry.width && Int32(rect.height) == entry.height
        let ink = store.ink(in: rect)
        entry.ink = whole ? ink : entry.ink.union(ink)
    }

    private func upload(_ store: BackingStore, rect: CGRect, to storage: Storage, entry: TextureEntry) {
        store.copyStraightPixels(rect, into: &uploadScratch)
        var target = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
        if InkBounds.isTracked(width: entry.width, height: entry.height) {
            let ink = uploadScratch.withUnsafeBytes {
                InkBounds.scan(
                    $0, width: Int(target.w), height: Int(target.h), rowBytes: Int(target.w) * 4, at: target.x,
                    y: target.y)
            }
            let whole = target.w == entry.width && target.h == entry.height
            entry.ink = whole ? ink : entry.ink.union(ink)
        }
        switch storage {
        case .dedicated(let texture):
            uploadScratch.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &target, $0.baseAddress, target.w * 4) }
        case .atlas(let slot):
            uploadScratch.withUnsafeBytes { atlas.upload($0, rowBytes: Int(target.w) * 4, rect: target, to: slot) }
        }
        store.pendingUpload = .null
        store.uncountedInk = .null
        uploads += 1
        backingStoreUploads += 1
        backingStoreUploadedBytes += Int(target.w) * Int(target.h) * 4
        uploadedBytes += Int(target.w) * Int(target.h) * 4
        lastBackingStoreUpload = rect
    }

    /// A copy of the layer's contents made by Cairo (`ContentResampling`:
    /// rescaled, or drawn already transformed), as its own texture held by the
    /// layer's entry. It is made again only when `key` (what the copy is) or
    /// `version` (what identifies the source pixels) changes; `make` turns
    /// the full-size pixels from `source` into the copy then.
    func derivedPlacement(
        for layer: CALayer, key: Int, version: UInt64, source: () -> CGImage?, make: (CGImage) -> CGImage?
    ) -> Placement? {
        guard let entry = layer.renderRecord?.textureEntry, entry.cacheSerial == serial else { return nil }
        if let copy = entry.resampled, copy.key == key, copy.version == version {
            return Placement(texture: copy.texture, uv: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        releaseResampled(entry)
        guard let image = source(), let copy = make(image), copy.width <= Int(maxTextureSize),
            copy.height <= Int(maxTextureSize),
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(copy.width), Int32(copy.height))
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        copy.pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(copy.bytesPerRow)) }
        let bytes = copy.width * copy.height * 4
        entry.resampled = TextureEntry.Resampled(key: key, version: version, texture: texture, bytes: bytes)
        dedicatedBytes += bytes
        resamples += 1
        uploads += 1
        uploadedBytes += bytes
        return Placement(texture: texture, uv: CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// The layer's contents premultiplied (`PixmanWindowDrawer`), matching its
    /// texture pixel for pixel: made again only when `version` (what
    /// identifies the source pixels) changes. Nil when the layer has no
    /// texture here, or the contents do not match it (then not tried again
    /// until they change). An `unfaded` copy of contents that replaced
    /// earlier ones is made only once the same contents were drawn in an
    /// earlier composite: contents replaced every frame (text re-rendered as
    /// rows scroll) would pay a conversion and an allocation each frame, where
    /// SDL's blend costs less. A layer's first contents get theirs at once (a
    /// label keeps the same pixels from its first frame), and so does a fade
    /// (SDL's faded blend is the slow one).
    func premultipliedCopy(
        for layer: CALayer, version: UInt64, unfaded: Bool = false, source: () -> CGImage?
    ) -> PremultipliedCopy? {
        premultipliedCopy(for: layer, version: version, waits: unfaded) { entry in
            source().flatMap { image -> PremultipliedCopy? in
                let fitted = ImageFitting.fit(image, maxSize: Int(maxTextureSize))
                guard Int32(fitted.width) == entry.width, Int32(fitted.height) == entry.height else { return nil }
                return PremultipliedCopy(of: fitted, version: version)
            }
        }
    }

    /// The layer's backing store as a premultiplied copy sharing its pixels
    /// (`PremultipliedCopy(sharing:version:)`): the texture was uploaded from
    /// them, so nothing is converted and no memory is added.
    func premultipliedCopy(for layer: CALayer, store: BackingStore, version: UInt64) -> PremultipliedCopy? {
        premultipliedCopy(for: layer, version: version) { entry in
            guard Int32(store.pixelWidth) == entry.width, Int32(store.pixelHeight) == entry.height else { return nil }
            return PremultipliedCopy(sharing: store, version: version)
        }
    }

    /// The entry's copy for `version`, made by `make` (given the entry) when
    /// the one held is for other contents; with `waits`, contents that
    /// replaced earlier ones not before a composite after the one that first drew `version`.
    private func premultipliedCopy(
        for layer: CALayer, version: UInt64, waits: Bool = false, make: (TextureEntry) -> PremultipliedCopy?
    ) -> PremultipliedCopy? {
        guard let entry = layer.renderRecord?.textureEntry, entry.cacheSerial == serial else { return nil }
        if let held = entry.premultiplied, held.version == version { return held.copy }
        releasePremultiplied(entry)
        if waits, entry.replacedContents {
            guard let seen = entry.firstDrawn, seen.version == version, seen.frame != frame else {
                if entry.firstDrawn?.version != version { entry.firstDrawn = (version, frame) }
                return nil
            }
        }
        let copy = make(entry)
        entry.premultiplied = (version, copy)
        dedicatedBytes += copy?.bytes ?? 0
        if copy != nil { premultipliedCopiesMade += 1 }
        return copy
    }

    /// Premultiplied copies made (tests assert they are made once per contents).
    private(set) var premultipliedCopiesMade = 0

    private func releasePremultiplied(_ entry: TextureEntry) {
        dedicatedBytes -= entry.premultiplied?.copy?.bytes ?? 0
        entry.premultiplied = nil
    }

    /// The layer's flattened copy (`Compositor+Flattening`) when it is
    /// `width`×`height` pixels; otherwise a new, undrawn one of that size
    /// (the old one let go). Nil, logged, when SDL cannot make the texture.
    func flattenedCopy(
        for layer: CALayer, width: Int32, height: Int32, purpose: FlattenedCopy.Purpose = .card
    ) -> FlattenedCopy? {
        let held = layer.renderRecord?.flattenedCopy
        if let held, held.cacheSerial == serial, held.width == width, held.height == height, held.purpose == purpose {
            held.lastUsedFrame = frame
            return held
        }
        if let held, held.cacheSerial == serial { forget(held) }
        guard width <= maxTextureSize, height <= maxTextureSize,
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        else {
            SDLViewsLog.error("could not create a \(width)×\(height) texture to flatten a layer: \(SDLRuntime.lastError)")
            return nil
        }
        // Copied unblended: the copy is opaque, and SDL's software renderer copies rows without blending.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        let copy = FlattenedCopy(
            cacheSerial: serial, texture: texture, width: width, height: height, frame: frame, purpose: purpose)
        dedicatedBytes += copy.bytes
        flattenedCopies[ObjectIdentifier(copy)] = copy
        layer.renderRecordOrCreate.flattenedCopy = copy
        return copy
    }

    /// Sets (or clears) the premultiplied pixels `copy` keeps, counted against the budget.
    func keep(_ premultiplied: PremultipliedCopy?, in copy: FlattenedCopy) {
        dedicatedBytes -= copy.bytes
        copy.premultiplied = premultiplied
        dedicatedBytes += copy.bytes
    }

    /// Flattened copies held now.
    var flattenedCopyCount: Int { flattenedCopies.count }

    private func forget(_ copy: FlattenedCopy) {
        RendererLifetime.destroy(copy.texture, of: renderer)
        dedicatedBytes -= copy.bytes
        flattenedCopies[ObjectIdentifier(copy)] = nil
        if let record = copy.holder, record.flattenedCopy === copy { record.flattenedCopy = nil }
    }

    /// Rescaled copies made (tests assert a static frame makes none).
    private(set) var resamples = 0

    private func releaseResampled(_ entry: TextureEntry) {
        guard let copy = entry.resampled else { return }
        SDL_DestroyTexture(copy.texture)
        dedicatedBytes -= copy.bytes
        entry.resampled = nil
    }

    private func placement(of entry: TextureEntry) -> Placement? {
        if let known = entry.placement { return known }
        let placement = workOutPlacement(of: entry)
        entry.placement = placement
        return placement
    }

    private func workOutPlacement(of entry: TextureEntry) -> Placement? {
        guard let storage = entry.storage else { return nil }
        let (w, h) = (entry.width, entry.height), ink = entry.ink
        let grown = InkBounds(
            x0: max(0, ink.x0 - 1), y0: max(0, ink.y0 - 1), x1: min(w, ink.x1 + 1), y1: min(h, ink.y1 + 1))
        let (unit, reach) = (ink.unitRect(width: w, height: h), ink.isEmpty ? .zero : grown.unitRect(width: w, height: h))
        switch storage {
        case .dedicated(let texture):
            return Placement(texture: texture, uv: CGRect(x: 0, y: 0, width: 1, height: 1), ink: unit, reach: reach)
        case .atlas(let slot):
            guard let texture = atlas.texture(of: slot) else { return nil }
            return Placement(texture: texture, uv: TextureAtlas.uv(of: slot.rect), ink: unit, reach: reach)
        }
    }

    private func makeEntry(image: CGImage, serial: UInt64) -> TextureEntry? {
        let w = Int32(image.width), h = Int32(image.height)
        guard let storage = allocate(width: w, height: h) else { return nil }
        let entry = TextureEntry(
            cache: self, storage: storage, serial: serial, width: w, height: h, frame: frame)
        upload(image, to: storage, entry: entry)
        return entry
    }

    private func allocate(width: Int32, height: Int32) -> Storage? {
        if packsSmallImages, TextureAtlas.fits(width: Int(width), height: Int(height)),
            let slot = atlas.allocate(width: width, height: height)
        {
            return .atlas(slot)
        }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
        else {
            SDLViewsLog.error("could not create a \(width)×\(height) texture: \(SDLRuntime.lastError)")
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        dedicatedBytes += Int(width) * Int(height) * 4
        return .dedicated(texture)
    }

    /// A new image for a known layer: same size → upload in place, else reallocate.
    private func refresh(_ entry: TextureEntry, with image: CGImage) {
        let fitted = ImageFitting.fit(image, maxSize: Int(maxTextureSize))
        entry.imageSerial = image.serial
        entry.replacedContents = true
        releasePremultiplied(entry)
        if Int32(fitted.width) == entry.width, Int32(fitted.height) == entry.height, let storage = entry.storage {
            return upload(fitted, to: storage, entry: entry)
        }
        release(entry)
        entry.width = Int32(fitted.width)
        entry.height = Int32(fitted.height)
        entry.storage = allocate(width: entry.width, height: entry.height)
        if let storage = entry.storage { upload(fitted, to: storage, entry: entry) }
    }

    private func upload(_ image: CGImage, to storage: Storage, entry: TextureEntry) {
        entry.ink =
            InkBounds.isTracked(width: entry.width, height: entry.height)
            ? image.pixels.withUnsafeBytes {
                InkBounds.scan($0, width: image.width, height: image.height, rowBytes: image.bytesPerRow)
            } : .whole(width: entry.width, height: entry.height)
        switch storage {
        case .dedicated(let texture):
            image.pixels.withUnsafeBytes {
                _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(image.bytesPerRow))
            }
        case .atlas(let slot):
            atlas.upload(image, to: slot)
        }
        uploads += 1
        uploadedBytes += image.pixels.count
    }

    /// Ends a frame: every 64 frames, or when over budget, forgets textures of
    /// freed layers; then trims least-recently-used entries to the budget.
    func endFrame() {
        frame += 1
        guard frame % TextureCache.sweepInterval == 0 || bytesInUse > budgetBytes else { return }
        for entry in entries.values where entry.holder == nil { forget(entry) }
        for copy in flattenedCopies.values where copy.holder == nil { forget(copy) }
        guard bytesInUse > budgetBytes else { return }
        // Flattened copies go first: they only save time, and are made again from what the cache keeps.
        for copy in flattenedCopies.values where copy.lastUsedFrame + 1 < frame && bytesInUse > budgetBytes {
            forget(copy)
        }
        let victims = entries.values.filter { $0.lastUsedFrame + 1 < frame }.sorted {
            $0.lastUsedFrame < $1.lastUsedFrame
        }
        for entry in victims where bytesInUse > budgetBytes { forget(entry) }
    }

    /// Drops every texture (SDL lost them, or the renderer is going away).
    func removeAll() {
        for entry in entries.values { forget(entry) }
        for copy in flattenedCopies.values { forget(copy) }
        atlas.removeAll()
        dedicatedBytes = 0
    }

    private func forget(_ entry: TextureEntry) {
        release(entry)
        entries[ObjectIdentifier(entry)] = nil
        if let record = entry.holder, record.textureEntry === entry { record.textureEntry = nil }
    }

    private func release(_ entry: TextureEntry) {
        releaseResampled(entry)
        releasePremultiplied(entry)
        guard let storage = entry.storage else { return }
        entry.storage = nil
        switch storage {
        case .dedicated(let texture):
            RendererLifetime.destroy(texture, of: renderer)
            dedicatedBytes -= Int(entry.width) * Int(entry.height) * 4
        case .atlas(let slot):
            atlas.release(slot)
        }
    }
}

/// One layer's texture in one cache. The layer's render record holds it (so
/// finding it costs nothing); the cache holds it too, for eviction, and
/// sweeps it once no record holds it.
@MainActor
final class TextureEntry {
    /// Which cache made it (a serial, not a reference: a layer may outlive a closed window's cache).
    let cacheSerial: UInt64
    /// The render record holding this entry; nil once it let go or died (the
    /// record clears it then, see `LayerRenderRecord`). Not a weak reference:
    /// one would give every layer with contents a side table, and every
    /// retain of such a layer (each frame, in the compositor and the
    /// animation ticks) would take the slow path.
    nonisolated(unsafe) unowned(unsafe) var holder: LayerRenderRecord?
    @exclusivity(unchecked) var storage: TextureCache.Storage? { didSet { placement = nil } }
    @exclusivity(unchecked) var imageSerial: UInt64
    @exclusivity(unchecked) var width: Int32 { didSet { placement = nil } }
    @exclusivity(unchecked) var height: Int32 { didSet { placement = nil } }
    @exclusivity(unchecked) var lastUsedFrame: UInt64
    /// Where the uploaded image has ink (entry pixels).
    @exclusivity(unchecked) var ink: InkBounds { didSet { placement = nil } }
    /// Where the texture is and its ink, worked out from the values above
    /// (nil until asked, and after one of them changed): the compositor asks
    /// for every drawn layer every frame. An atlas slot's page lives while
    /// the slot is held, so its texture does not change under it.
    @exclusivity(unchecked) var placement: TextureCache.Placement?
    /// A rescaled copy of the contents, for filtering SDL cannot do (`ContentResampling`).
    @exclusivity(unchecked) var resampled: Resampled?
    /// The contents premultiplied for pixman (`PixmanWindowDrawer`), or nil when
    /// they did not match the texture, for the contents `version` names.
    @exclusivity(unchecked) var premultiplied: (version: UInt64, copy: PremultipliedCopy?)?
    /// Whether the layer's image was replaced since the entry was made.
    @exclusivity(unchecked) var replacedContents = false
    /// Replaced contents' `version` first drawn unfaded, and in which frame (no copy is made in that frame).
    @exclusivity(unchecked) var firstDrawn: (version: UInt64, frame: UInt64)?

    struct Resampled {
        /// What the copy is (its scale level, or its transform).
        let key: Int
        let version: UInt64
        let texture: OpaquePointer
        let bytes: Int
    }

    init(
        cache: TextureCache, storage: TextureCache.Storage, serial: UInt64, width: Int32, height: Int32,
        frame: UInt64
    ) {
        self.cacheSerial = cache.serial
        self.storage = storage
        self.imageSerial = serial
        self.width = width
        self.height = height
        self.lastUsedFrame = frame
        self.ink = .whole(width: width, height: height)
    }
}
