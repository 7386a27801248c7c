import Foundation

// Read-only (and budget-setting) views into the renderer's internals for the
// `bench` executable. Extensions only: nothing here changes how SDLViews behaves.

extension UIWindow {
    /// The texture cache's byte budget (`TextureCache.budgetBytes`); 0 without a window host.
    /// Setting it only changes what the next `endFrame` trims to.
    package var benchTextureBudgetBytes: Int {
        get { host?.textures.budgetBytes ?? 0 }
        set { host?.textures.budgetBytes = newValue }
    }

    /// Bytes of layer textures the cache holds now.
    package var benchTextureBytesInUse: Int { host?.textures.bytesInUse ?? 0 }

    /// Whether a wrapped window copies its kept UI on unchanged frames (default
    /// true); false composites the whole tree every frame, for comparison.
    package var benchKeepsHostedUI: Bool {
        get { host?.keepsHostedUI ?? false }
        set { host?.keepsHostedUI = newValue }
    }

    /// Number of layer textures the cache holds now.
    package var benchTextureCount: Int { host?.textures.count ?? 0 }

    /// Texture uploads (creations and re-uploads) since the window opened, and their bytes.
    package var benchTextureUploads: (count: Int, bytes: Int) {
        guard let t = host?.textures else { return (0, 0) }
        return (t.uploads, t.uploadedBytes)
    }

    /// Uploads from drawn views' backing stores (`draw(_:)` output) and their bytes: the dirty rectangles only.
    package var benchBackingStoreUploads: (count: Int, bytes: Int) {
        guard let t = host?.textures else { return (0, 0) }
        return (t.backingStoreUploads, t.backingStoreUploadedBytes)
    }

    /// The unit texture memory is held in for small images: one atlas page.
    package var benchTexturePageBytes: Int { TextureAtlas.pageBytes }

    /// Content filtering and anti-aliased edges, for every window (default on):
    /// the bench measures a static frame with them on and off.
    package static var benchFilteringAndAntialiasing: Bool {
        get { runtime.renderQualityEnabled }
        set { runtime.renderQualityEnabled = newValue }
    }

    /// Static opaque cards drawn from flattened copies on the software
    /// renderer (default on): the bench measures full redraws with it on and off.
    package static var benchFlattensStaticCards: Bool {
        get { runtime.flattensStaticCards }
        set { runtime.flattensStaticCards = newValue }
    }

    /// Nanoseconds all windows have spent in `SDL_RenderPresent` since
    /// timing was switched on with `benchTimesPresents` (GPU renderers finish
    /// drawing there: what a frame costs outside it is the CPU's part).
    package static var benchPresentNanoseconds: UInt64 { runtime.presentNanoseconds }
    package static var benchTimesPresents: Bool {
        get { runtime.timesPresents }
        set { runtime.timesPresents = newValue }
    }

    /// Faded copies blended by pixman on the software renderer (default on):
    /// the bench measures animated fades with it on and off.
    package static var benchBlendsFadedCopiesWithPixman: Bool {
        get { runtime.blendsFadedCopiesWithPixman }
        set { runtime.blendsFadedCopiesWithPixman = newValue }
    }

    /// Faded copies pixman blended in the last composite (`PixmanWindowDrawer`).
    package var benchPixmanBlends: Int { host?.compositor.batch.windowDrawer?.blits ?? 0 }

    /// Cards drawn from flattened copies in the last composite, and copies made in it.
    package var benchFlattenedCards: (copied: Int, flattened: Int) {
        guard let c = host?.compositor else { return (0, 0) }
        return (c.cardsCopied, c.cardsFlattened)
    }

    /// Pixels per point of the window's drawable.
    package var benchPixelScale: CGFloat { host?.pixelScale ?? 1 }

    /// Animated layers parked (not evaluated) after the last animations stage (`ParkedAnimations`).
    package static var benchParkedAnimations: Int { runtime.animationEngine.parkedCount }
}

extension UIFont {
    /// The font file SDLViews draws this font from (nil when the bundled fonts are missing).
    package var benchFilePath: String? { filePath }
}
