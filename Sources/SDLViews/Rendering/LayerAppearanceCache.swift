import Foundation

/// What the compositor keeps per layer for its appearance: the blurred shadow
/// (rebuilt only when its shape, radius or scale change, never for a move,
/// a colour or an opacity change) and the rounded-corner coverage of its
/// clipping pass. Textures live in the window's `TextureCache` through a
/// carrier layer, so they are evicted and rebuilt like any contents.
@MainActor
final class LayerAppearanceCache {
    var shadowKey: Int?
    var shadow: ShadowRenderer.Shadow?
    /// Holds the shadow's `TextureEntry` (the cache keys entries by layer).
    lazy var shadowCarrier = CALayer()
    /// How often the shadow image was built (for tests and benchmarks).
    private(set) var shadowBuilds = 0

    var coverageKey: Int?
    var coverage: [UInt8] = []
    /// The coverage as an image for the software renderer's rounded clips
    /// (white, alpha 1 − coverage), made when the coverage changes, and its carrier.
    var outsideCoverage: (key: Int?, image: CGImage)?
    lazy var coverageCarrier = CALayer()

    /// A mask layer's alpha on its pass's pixel grid, rendered and read back
    /// only when the mask's shape or the grid changes (`maskRenders` counts it).
    var maskKey: Int?
    var maskCoverage: [UInt8] = []
    private(set) var maskRenders = 0
    /// The pass's whole coverage (rounded clip × mask) and its mesh, for the
    /// software renderer's passes inside other passes.
    var clipKey: Int?
    var clipCoverage: [UInt8] = []
    var coverageMesh: (key: Int, mesh: CoverageMesh)?

    func storeMask(_ coverage: [UInt8], key: Int) {
        maskCoverage = coverage
        maskKey = key
        maskRenders += 1
    }

    func storeShadow(_ shadow: ShadowRenderer.Shadow?, key: Int) {
        self.shadow = shadow
        shadowKey = key
        shadowBuilds += 1
    }
}

extension CALayer {
    /// The layer's appearance cache (in its render record), made on first use.
    var appearanceCacheOrNew: LayerAppearanceCache {
        let record = renderRecordOrCreate
        if let cache = record.appearanceCache { return cache }
        let cache = LayerAppearanceCache()
        record.appearanceCache = cache
        return cache
    }

    /// How many times this layer's shadow image was built.
    var shadowBuildCount: Int { renderRecord?.appearanceCache?.shadowBuilds ?? 0 }

    /// How many times this layer's mask was rendered for its coverage (the
    /// software renderer; GPU renderers blend the mask each frame instead).
    var maskRenderCount: Int { renderRecord?.appearanceCache?.maskRenders ?? 0 }
}
