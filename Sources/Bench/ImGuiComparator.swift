import CImGuiBench
import Foundation
import SDLViews

/// Dear ImGui (Debian's libimgui-dev, through the C++ target `CImGuiBench`)
/// drawing the menu grid on the shared window's SDL renderer in this process:
/// the same cells, sizes, colours and font file as `MenuGrid`, one ImGui
/// window, pixel-snapped glyphs, each frame clear + build + render + present.
/// So "ahead of ImGui" is measured in every run, as kiwi is for constraints.
@MainActor
final class ImGuiComparator {
    private let grid: OpaquePointer
    /// ImGui's size is the font's ascent-to-descent height; SDL_ttf's (and so
    /// UILabel's) is the em: DejaVu Sans' ascent + descent is 1.164 em.
    static let fontPixels = Float(MenuGrid.fontSize) * 1.164

    init?(renderer: OpaquePointer, fontPath: String) {
        guard
            let grid = imgui_bench_create(
                renderer, fontPath, Self.fontPixels, Int32(BenchContext.windowSize.width),
                Int32(BenchContext.windowSize.height))
        else { return nil }
        self.grid = grid
    }

    static var version: String { String(cString: imgui_bench_version()) }

    private static func layout(_ kind: MenuGrid.Kind) -> ImGuiBenchLayout {
        let c = MenuGrid.buttonRGB
        return ImGuiBenchLayout(
            columns: Int32(MenuGrid.columns), cellWidth: Float(MenuGrid.cellSize.width),
            cellHeight: Float(MenuGrid.cellSize.height), viewWidth: Float(MenuGrid.viewSize.width),
            viewHeight: Float(MenuGrid.viewSize.height), originX: 4, originY: 4, buttonR: c.r, buttonG: c.g,
            buttonB: c.b, mixed: kind == .mixed ? 1 : 0)
    }

    /// One full frame of the grid, moved by `dx` points and drawn at `alpha`.
    func frame(_ kind: MenuGrid.Kind, count: Int, dx: Float = 0, alpha: Float = 1) {
        var layout = Self.layout(kind)
        imgui_bench_frame(grid, &layout, Int32(count), dx, alpha)
    }

    /// A frame of the animate scenario's motion: every label eased back and
    /// forth by up to 8 points and faded to half, once a second (ImGui redraws
    /// everything each frame anyway, so the values only keep it honest).
    func animatedFrame(count: Int) {
        let phase = CACurrentMediaTime().truncatingRemainder(dividingBy: 2)
        let linear = phase < 1 ? phase : 2 - phase
        let eased = Float(linear * linear * (3 - 2 * linear))
        frame(.labels, count: count, dx: 8 * eased, alpha: 1 - 0.5 * eased)
    }

    /// A frame of a `rowCount`-row list scrolled to `scrollY`, through `ImGuiListClipper` (the table scenario's peer).
    func listFrame(rowCount: Int, rowHeight: CGFloat, scrollY: CGFloat, size: CGSize) {
        imgui_bench_list_frame(
            grid, Int32(rowCount), Float(rowHeight), Float(scrollY), Float(size.width), Float(size.height))
    }

    var lastFrameNote: String {
        "Dear ImGui \(Self.version): \(imgui_bench_last_commands(grid)) SDL_RenderGeometryRaw calls, "
            + "\(imgui_bench_last_vertices(grid)) vertices per frame"
    }

    func destroy() { imgui_bench_destroy(grid) }
}
