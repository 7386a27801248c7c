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
}
