import Foundation

/// Every scenario, in the order a full run executes them. Later issues add
/// theirs here (`animate`, `draw-partial`, `transition`, …).
@MainActor
enum ScenarioRegistry {
    static let all: [any Scenario.Type] = [
        // First, so its first repetition sees a process in which nothing is set up yet.
        StartupScenario.self,
        GridStaticScenario.self,
        GridIdleScenario.self,
        GridOneChangeScenario.self,
        TableScrollScenario.self,
        AnimateScenario.self,
        TransitionScenario.self,
        DrawPartialScenario.self,
        LayerGalleryScenario.self,
        PauseMenuScenario.self,
        QualityCostScenario.self,
        LayoutScenario.self,
        ConstraintsScenario.self,
        HitTestScenario.self,
        HostOverheadScenario.self,
        HostHiddenAnimationScenario.self,
        TextEditingScenario.self,
        TextScaleScenario.self,
        // Issue 39: Arabic labels against Latin ones on the menu grid.
        ScriptGridScenario.self,
        InterfaceBuilderLoadScenario.self,
        FocusSearchScenario.self,
        // Issue 40: the accessibility output's frame cost and focus-event latency.
        AccessibilityScenario.self,
        // Issue 41: zero-height rows, compositional capacity, big collection inserts, deep stacks.
        ListScaleScenario.self,
        NavDeepScenario.self,
        // Issue 43: the frames around screens opening over a game.
        ScreenOpenScenario.self,
        PauseMenuOpenScenario.self,
        ShadowBuildScenario.self,
        // Last: it allocates 100,000 views and measures resident memory.
        MemoryScenario.self
    ]

    static var names: [String] { all.map { $0.name } }

    static func scenario(named name: String) -> (any Scenario.Type)? { all.first { $0.name == name } }
}
