import SDLViewsTesting
import Testing

extension Trait where Self == ConditionTrait {
    /// For tests of what only SDL's software renderer does (partial composites
    /// of damaged regions, blits of straight quads): skipped in the golden
    /// pass on another renderer (`SDLVIEWS_TEST_RENDERER`).
    static var softwareRendererOnly: Self {
        .enabled(
            if: HeadlessScreen.rendererName == "software",
            "partial composites and blits are software-renderer behaviour")
    }

    /// A golden or pixel check that differs on GPU renderers since anti-aliasing
    /// and linear filtering came in (issue 15, open): linear sampling of a
    /// contentsRect or contentsCenter sub-rectangle reads texels across its edge,
    /// and anti-aliasing fringes of rotated, perspective and rounded edges
    /// rasterize differently on GL. Runs on the software renderer only until then.
    static func gpuDifferenceOpen(_ what: Comment) -> Self {
        .enabled(if: HeadlessScreen.rendererName == "software", what)
    }
}
