#ifndef CIMGUIBENCH_H
#define CIMGUIBENCH_H

// A C API over Dear ImGui drawing the bench's menu grid (Sources/Bench/MenuGrid.swift)
// on an existing SDL renderer, so the bench can time it beside SDLViews in the same process.

#ifdef __cplusplus
extern "C" {
#endif

struct SDL_Renderer;
typedef struct ImGuiBenchGrid ImGuiBenchGrid;

/// The grid's geometry and colours, as MenuGrid has them.
typedef struct {
    int columns;
    float cellWidth, cellHeight, viewWidth, viewHeight, originX, originY;
    unsigned char buttonR, buttonG, buttonB;
    int mixed;  // 1: even cells are buttons (filled, centred title), odd cells labels; 0: labels only
} ImGuiBenchLayout;

/// A Dear ImGui context with `fontPath` at `fontPixels` (pixel-snapped glyphs, one atlas
/// texture on `renderer`) for a `width`×`height` display; NULL when the font cannot be loaded.
ImGuiBenchGrid *imgui_bench_create(struct SDL_Renderer *renderer, const char *fontPath, float fontPixels,
                                   int width, int height);
void imgui_bench_destroy(ImGuiBenchGrid *grid);

/// One frame: clear to black, the first `count` cells in one window (moved by `dx` and drawn
/// at `alpha`, the animate scenario's values), rendered with SDL_RenderGeometryRaw, presented.
void imgui_bench_frame(ImGuiBenchGrid *grid, const ImGuiBenchLayout *layout, int count, float dx, float alpha);

/// One frame of a list in the style of the table scenario: clear to black, one window of
/// `width`×`height` holding `rowCount` rows of `rowHeight` (a 24×24 orange square and the text
/// "Row N"), scrolled to `scrollY`, only the visible rows submitted through `ImGuiListClipper`;
/// rendered with SDL_RenderGeometryRaw and presented.
void imgui_bench_list_frame(ImGuiBenchGrid *grid, int rowCount, float rowHeight, float scrollY, float width,
                            float height);

/// Nanoseconds every grid has spent in SDL_RenderPresent so far.
unsigned long long imgui_bench_present_nanoseconds(void);

/// Vertices and draw commands of the last frame.
int imgui_bench_last_vertices(const ImGuiBenchGrid *grid);
int imgui_bench_last_commands(const ImGuiBenchGrid *grid);

/// The library's version string ("1.86").
const char *imgui_bench_version(void);

#ifdef __cplusplus
}
#endif

#endif
