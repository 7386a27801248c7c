import Foundation
import CSDL
import SDLViews

/// What scenarios share within one run: the frame counts, the 1280×720
/// headless window (`UIWindow.makeHeadless` on the chosen video driver and SDL
/// renderer: by default SDL's dummy driver and software renderer, as the tests
/// run) and the raw-SDL baselines drawing on that same renderer.
@MainActor
final class BenchContext {
    static let windowSize = CGSize(width: 1280, height: 720)

    /// The chosen renderer or video driver cannot be opened (exit status 2):
    /// the bench never measures on a renderer it was not asked for.
    struct WindowUnavailable: Error, CustomStringConvertible {
        let description: String
    }

    let options: BenchOptions
    /// Untimed frames before the first block of each measurement.
    let warmupFrames: Int
    /// Timed frames per measurement (≥ 100 outside --quick).
    let measuredFrames: Int
    /// Blocks the frames are split into when things are measured against each other.
    let rounds: Int

    private var sharedWindow: UIWindow?
    private var sharedBaselines: RawBaselines?
    private var sharedImGui: ImGuiComparator?
    private var imguiUnavailable = false

    init(options: BenchOptions) {
        self.options = options
        warmupFrames = options.quick ? 1 : 10
        measuredFrames = options.frames ?? (options.quick ? 5 : 120)
        rounds = options.quick ? 1 : 6
    }

    var quick: Bool { options.quick }

    /// A scaling scenario's size: a tenth of it in a smoke run, which checks
    /// that the scenario still runs, not how it scales.
    func size(_ full: Int) -> Int { quick ? max(1, full / 10) : full }

    /// True once the shared window exists (SDL video is running).
    var hasWindow: Bool { sharedWindow != nil }

    /// The shared headless window, opened on first use; its background stays nil,
    /// so each composite clears to black like the baselines do.
    func window() throws -> UIWindow {
        if let sharedWindow { return sharedWindow }
        let window = try makeWindow()
        window.runFrame()
        sharedWindow = window
        return window
    }

    /// Whether the renderer that really runs was printed (with the first window).
    private var reportedRenderer = false

    /// A new 1280×720 headless window on the chosen video driver and renderer.
    func makeWindow() throws -> UIWindow {
        let window: UIWindow
        do {
            window = try UIWindow.makeHeadless(
                width: Int(BenchContext.windowSize.width), height: Int(BenchContext.windowSize.height),
                scale: 1, videoDriver: options.videoDriver, renderDriver: options.renderer)
        } catch {
            throw WindowUnavailable(
                description: "bench: cannot open the '\(options.renderer)' renderer on the '\(options.videoDriver)' "
                    + "video driver: \(error)")
        }
        if !reportedRenderer, let renderer = window.sdlRenderer {
            reportedRenderer = true
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
            let gl =
                options.renderer.hasPrefix("opengl")
                ? MachineInfo.currentGLRenderer().map { ", GL_RENDERER \($0)" } ?? "" : ""
            print(
                "renderer: \(MachineInfo.rendererName(renderer) ?? "unknown") (SDL_GetRendererInfo) on video driver \(driver)\(gl)"
            )
        }
        return window
    }

    /// SDL's index of the chosen render driver, for baselines that create their own renderer.
    func renderDriverIndex() -> Int32 {
        var info = SDL_RendererInfo()
        for index in 0..<SDL_GetNumRenderDrivers() where SDL_GetRenderDriverInfo(index, &info) == 0 {
            if info.name.map({ String(cString: $0) }) == options.renderer { return index }
        }
        return -1
    }

    /// The raw-SDL baselines on the shared window's renderer.
    func baselines() throws -> RawBaselines {
        if let sharedBaselines { return sharedBaselines }
        let window = try window()
        guard let renderer = window.sdlRenderer else {
            throw RawBaselines.Failure(description: "bench: the headless window has no SDL renderer")
        }
        let baselines = try RawBaselines(renderer: renderer, fontPath: try FontLocator.dejaVuSans())
        sharedBaselines = baselines
        return baselines
    }

    /// The Dear ImGui comparator on the shared window's renderer, or nil (said
    /// once) when it cannot load the font.
    func imgui() throws -> ImGuiComparator? {
        if let sharedImGui { return sharedImGui }
        guard !imguiUnavailable, let renderer = try window().sdlRenderer else { return nil }
        sharedImGui = ImGuiComparator(renderer: renderer, fontPath: try FontLocator.dejaVuSans())
        if sharedImGui == nil {
            imguiUnavailable = true
            print("bench: Dear ImGui could not load the font; imgui rows skipped")
        }
        return sharedImGui
    }

    /// Runs a frame and a forced composite so textures of views that are gone are released.
    func settle() {
        guard let sharedWindow else { return }
        sharedWindow.runFrame()
        sharedWindow.forceComposite()
    }

    func tearDown() {
        sharedBaselines?.destroy()
        sharedBaselines = nil
        sharedImGui?.destroy()
        sharedImGui = nil
        sharedWindow?.close()
        sharedWindow = nil
    }

    var renderer: OpaquePointer? { sharedWindow?.sdlRenderer }
}
