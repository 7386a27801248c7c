// The bench's Dear ImGui comparator: the menu grid drawn by ImGui in one window and rendered
// on the same SDL renderer as SDLViews. Debian's libimgui-dev ships the SDL_Renderer backend
// header but not its object, so the draw lists are submitted here with SDL_RenderGeometryRaw
// (one call per draw command, clipped by its rectangle), which is what that backend does.

#include "CImGuiBench.h"

#include <SDL.h>
// imgui.h 1.86 memsets some of its own classes, which clang warns about.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnontrivial-memcall"
#include <imgui.h>
#pragma clang diagnostic pop

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

struct ImGuiBenchGrid {
    ImGuiContext *context = nullptr;
    SDL_Renderer *renderer = nullptr;
    SDL_Texture *fontTexture = nullptr;
    std::vector<std::string> texts;
    int lastVertices = 0;
    int lastCommands = 0;
};

static bool readable(const char *path) {
    FILE *file = std::fopen(path, "rb");
    if (!file) return false;
    std::fclose(file);
    return true;
}

static SDL_Texture *uploadFontAtlas(SDL_Renderer *renderer) {
    unsigned char *pixels = nullptr;
    int width = 0, height = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    // RGBA bytes in memory are SDL's ABGR8888 on a little-endian machine, RGBA8888 on a big-endian one.
    Uint32 format = SDL_BYTEORDER == SDL_LIL_ENDIAN ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_RGBA8888;
    SDL_Texture *texture = SDL_CreateTexture(renderer, format, SDL_TEXTUREACCESS_STATIC, width, height);
    if (!texture) return nullptr;
    SDL_UpdateTexture(texture, nullptr, pixels, width * 4);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    ImGui::GetIO().Fonts->SetTexID(static_cast<ImTextureID>(texture));
    return texture;
}

static void applyStyle(const ImGuiBenchLayout *layout) {
    ImGuiStyle &style = ImGui::GetStyle();
    style.WindowPadding = ImVec2(0, 0);
    style.FramePadding = ImVec2(0, 0);
    style.ItemSpacing = ImVec2(0, 0);
    style.WindowBorderSize = 0;
    style.FrameRounding = 0;
    style.AntiAliasedFill = true;
    ImVec4 button(layout->buttonR / 255.0f, layout->buttonG / 255.0f, layout->buttonB / 255.0f, 1.0f);
    style.Colors[ImGuiCol_Button] = button;
    style.Colors[ImGuiCol_ButtonHovered] = button;
    style.Colors[ImGuiCol_ButtonActive] = button;
    style.Colors[ImGuiCol_Text] = ImVec4(1, 1, 1, 1);
}

extern "C" ImGuiBenchGrid *imgui_bench_create(SDL_Renderer *renderer, const char *fontPath, float fontPixels,
                                              int width, int height) {
    if (!renderer || !fontPath || !readable(fontPath) || fontPixels <= 0) return nullptr;
    ImGuiContext *previous = ImGui::GetCurrentContext();
    ImGuiBenchGrid *grid = new ImGuiBenchGrid();
    grid->renderer = renderer;
    grid->context = ImGui::CreateContext();
    ImGui::SetCurrentContext(grid->context);
    ImGuiIO &io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    io.DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
    ImFontConfig config;
    config.PixelSnapH = true;
    config.OversampleH = 1;
    config.OversampleV = 1;
    bool loaded = io.Fonts->AddFontFromFileTTF(fontPath, fontPixels, &config) != nullptr;
    grid->fontTexture = loaded ? uploadFontAtlas(renderer) : nullptr;
    ImGui::SetCurrentContext(previous);
    if (!grid->fontTexture) {
        imgui_bench_destroy(grid);
        return nullptr;
    }
    return grid;
}

extern "C" void imgui_bench_destroy(ImGuiBenchGrid *grid) {
    if (!grid) return;
    if (grid->fontTexture) SDL_DestroyTexture(grid->fontTexture);
    if (grid->context) ImGui::DestroyContext(grid->context);
    delete grid;
}

static const char *text(ImGuiBenchGrid *grid, int index) {
    while (static_cast<int>(grid->texts.size()) <= index) {
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "L%04d", static_cast<int>(grid->texts.size()));
        grid->texts.emplace_back(buffer);
    }
    return grid->texts[index].c_str();
}

static void buildGrid(ImGuiBenchGrid *grid, const ImGuiBenchLayout *layout, int count, float dx, float alpha) {
    ImGuiIO &io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                             ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, alpha);
    ImGui::Begin("menu grid", nullptr, flags);
    const float textOffset = (layout->viewHeight - ImGui::GetFontSize()) / 2;
    for (int i = 0; i < count; i++) {
        float x = layout->originX + layout->cellWidth * static_cast<float>(i % layout->columns) + dx;
        float y = layout->originY + layout->cellHeight * static_cast<float>(i / layout->columns);
        if (layout->mixed && i % 2 == 0) {
            ImGui::SetCursorPos(ImVec2(x, y));
            ImGui::Button(text(grid, i), ImVec2(layout->viewWidth, layout->viewHeight));
        } else {
            ImGui::SetCursorPos(ImVec2(x, y + textOffset));
            ImGui::TextUnformatted(text(grid, i));
        }
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

static void renderDrawData(ImGuiBenchGrid *grid, const ImDrawData *data) {
    SDL_Renderer *renderer = grid->renderer;
    grid->lastVertices = data->TotalVtxCount;
    grid->lastCommands = 0;
    for (int n = 0; n < data->CmdListsCount; n++) {
        const ImDrawList *list = data->CmdLists[n];
        const ImDrawVert *vertices = list->VtxBuffer.Data;
        const ImDrawIdx *indices = list->IdxBuffer.Data;
        for (int c = 0; c < list->CmdBuffer.Size; c++) {
            const ImDrawCmd &command = list->CmdBuffer[c];
            if (command.UserCallback || command.ElemCount == 0) continue;
            SDL_Rect clip = {static_cast<int>(command.ClipRect.x), static_cast<int>(command.ClipRect.y),
                             static_cast<int>(command.ClipRect.z - command.ClipRect.x),
                             static_cast<int>(command.ClipRect.w - command.ClipRect.y)};
            if (clip.w <= 0 || clip.h <= 0) continue;
            SDL_RenderSetClipRect(renderer, &clip);
            const ImDrawVert *first = vertices + command.VtxOffset;
            const char *base = reinterpret_cast<const char *>(first);
            SDL_RenderGeometryRaw(
                renderer, static_cast<SDL_Texture *>(command.GetTexID()),
                reinterpret_cast<const float *>(base + offsetof(ImDrawVert, pos)), sizeof(ImDrawVert),
                reinterpret_cast<const SDL_Color *>(base + offsetof(ImDrawVert, col)), sizeof(ImDrawVert),
                reinterpret_cast<const float *>(base + offsetof(ImDrawVert, uv)), sizeof(ImDrawVert),
                list->VtxBuffer.Size - static_cast<int>(command.VtxOffset), indices + command.IdxOffset,
                static_cast<int>(command.ElemCount), sizeof(ImDrawIdx));
            grid->lastCommands++;
        }
    }
    SDL_RenderSetClipRect(renderer, nullptr);
}

// Performance-counter ticks spent in SDL_RenderPresent, for the bench's split of a frame.
static Uint64 presentTicks = 0;

extern "C" unsigned long long imgui_bench_present_nanoseconds(void) {
    return static_cast<unsigned long long>(
        static_cast<double>(presentTicks) * 1e9 / static_cast<double>(SDL_GetPerformanceFrequency()));
}

// One whole ImGui frame in the grid's context: `build` starts the frame and adds the windows,
// then the frame is rendered over a cleared target and presented.
template <typename Build> static void runFrame(ImGuiBenchGrid *grid, Build build) {
    ImGuiContext *previous = ImGui::GetCurrentContext();
    ImGui::SetCurrentContext(grid->context);
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    build();
    ImGui::Render();
    SDL_RenderSetClipRect(grid->renderer, nullptr);
    SDL_SetRenderDrawColor(grid->renderer, 0, 0, 0, 255);
    SDL_RenderClear(grid->renderer);
    renderDrawData(grid, ImGui::GetDrawData());
    Uint64 start = SDL_GetPerformanceCounter();
    SDL_RenderPresent(grid->renderer);
    presentTicks += SDL_GetPerformanceCounter() - start;
    ImGui::SetCurrentContext(previous);
}

extern "C" void imgui_bench_frame(ImGuiBenchGrid *grid, const ImGuiBenchLayout *layout, int count, float dx,
                                  float alpha) {
    if (!grid || !layout || layout->columns <= 0) return;
    runFrame(grid, [&] {
        applyStyle(layout);
        ImGui::NewFrame();
        buildGrid(grid, layout, count, dx, alpha);
    });
}

// The list window. SetScrollY takes effect at the next Begin, a frame late, which a steady
// fling does not notice: every frame still shows a new offset.
static void buildList(int rowCount, float rowHeight, float scrollY, float width, float height) {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(width, height));
    ImGui::SetNextWindowContentSize(ImVec2(width, rowHeight * static_cast<float>(rowCount)));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("list", nullptr, flags);
    ImGui::SetScrollY(scrollY);
    ImGuiListClipper clipper;
    clipper.Begin(rowCount, rowHeight);
    ImDrawList *draw = ImGui::GetWindowDrawList();
    char buffer[32];
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            ImVec2 origin = ImGui::GetCursorScreenPos();
            float top = origin.y + (rowHeight - 24) / 2;
            draw->AddRectFilled(ImVec2(origin.x + 16, top), ImVec2(origin.x + 40, top + 24), IM_COL32(255, 149, 0, 255),
                                12.0f);
            std::snprintf(buffer, sizeof buffer, "Row %d", row);
            float textY = origin.y + (rowHeight - ImGui::GetFontSize()) / 2;
            draw->AddText(ImVec2(origin.x + 56, textY), IM_COL32(255, 255, 255, 255), buffer);
            draw->AddLine(ImVec2(origin.x + 56, origin.y + rowHeight - 0.5f),
                          ImVec2(origin.x + width, origin.y + rowHeight - 0.5f), IM_COL32(84, 84, 88, 255));
            ImGui::Dummy(ImVec2(width, rowHeight));
        }
    }
    clipper.End();
    ImGui::End();
}

extern "C" void imgui_bench_list_frame(ImGuiBenchGrid *grid, int rowCount, float rowHeight, float scrollY,
                                       float width, float height) {
    if (!grid || rowCount <= 0 || !(rowHeight > 0)) return;
    runFrame(grid, [&] {
        ImGui::NewFrame();
        buildList(rowCount, rowHeight, scrollY, width, height);
    });
}

extern "C" int imgui_bench_last_vertices(const ImGuiBenchGrid *grid) { return grid ? grid->lastVertices : 0; }
extern "C" int imgui_bench_last_commands(const ImGuiBenchGrid *grid) { return grid ? grid->lastCommands : 0; }
extern "C" const char *imgui_bench_version(void) { return IMGUI_VERSION; }
