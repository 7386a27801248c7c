// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SDLViews",
    defaultLocalization: "en",
    products: [
        .library(name: "SDLViews", targets: ["SDLViews"]),
        .library(name: "SDLViewsTesting", targets: ["SDLViewsTesting"]),
        .executable(name: "samples", targets: ["Samples"]),
        .executable(name: "bench", targets: ["Bench"]),
        .executable(name: "reliability-probe", targets: ["ReliabilityProbe"]),
        .executable(name: "sdl-game", targets: ["SDLGameApp"]),
        .executable(name: "bare-frame", targets: ["BareFrame"])
    ],
    targets: [
        .systemLibrary(
            name: "CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Cairo's FreeType font backend: the text engine draws HarfBuzz's glyph ids with `cairo_show_glyphs`.
        .systemLibrary(
            name: "CCairoFT",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]
        ),
        // Pixman (Cairo's compositor) blends faded copies on SDL's software renderer.
        .systemLibrary(
            name: "CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        // Dear ImGui (Debian's libimgui-dev, C++) for the bench's comparator only.
        .systemLibrary(
            name: "CImGui",
            pkgConfig: "imgui",
            providers: [.apt(["libimgui-dev"])]
        ),
        .target(name: "CImGuiBench", dependencies: ["CImGui", "CSDL"]),
        // SDL_image, opened with dlopen when an image is first decoded or encoded (not by the dynamic loader
        // at start, with the codec libraries it needs); CSDL brings SDL's headers.
        .target(name: "CSDLImage", dependencies: ["CSDL"]),
        // Finds system fonts for characters the bundled font lacks (CJK, emoji).
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // The text engine (Text/Unicode): shaping, bidirectional order (UAX #9); line breaks (UAX #14) below.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]
        ),
        // ICU's break iterators (line breaks with its Thai, Lao, Khmer and Burmese dictionaries, grapheme
        // clusters): CICU brings the headers and libraries, CICUBreak wraps the calls under names Swift can
        // import (ICU versions its own).
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]
        ),
        // Plural rules are in ICU's i18n library (pkg-config icu-i18n, the same Debian package), opened with
        // dlopen when a plural is first chosen (ICUPlural.c), so the dynamic loader does not load it at start.
        .target(name: "CICUBreak", dependencies: ["CICU"]),
        // The AT-SPI bridge (Accessibility/ATSPI): libdbus-1, no GLib, GTK or ATK.
        .systemLibrary(
            name: "CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        // Self-voicing narration (SDLVIEWS_NARRATION=1) through speech-dispatcher's C library.
        .systemLibrary(
            name: "CSpeechd",
            pkgConfig: "speech-dispatcher",
            providers: [.apt(["libspeechd-dev"])]
        ),
        .target(
            name: "SDLViews",
            dependencies: [
                "CSDL", "CSDLImage", "CCairo", "CCairoFT", "CPixman", "CFontconfig", "CHarfBuzz", "CFriBidi", "CICUBreak",
                "CDBus", "CSpeechd"
            ],
            resources: [.copy("Resources/Assets")]
        ),
        .target(name: "SDLViewsTesting", dependencies: ["SDLViews", "CSDL"]),
        // Scenes shared by the samples and the bench (the bench measures what a sample shows).
        .target(name: "SampleScenes", dependencies: ["SDLViews"]),
        // A game written against plain SDL with an SDLViews HUD in host mode; `sdl-game` runs it, the launcher hosts it.
        .target(name: "SDLGame", dependencies: ["SDLViews", "CSDL"]),
        .executableTarget(name: "SDLGameApp", dependencies: ["SDLGame", "SDLViews", "CSDL"]),
        // A bare SDL program presenting one frame: `bench startup`'s reference for the launcher's start-up.
        .executableTarget(name: "BareFrame", dependencies: ["CSDL"]),
        .executableTarget(
            name: "Samples", dependencies: ["SDLViews", "SDLViewsTesting", "SampleScenes", "SDLGame", "CSDL"],
            // The Interface Builder sample's .xib and .storyboard files, read at run time, and the
            // languages sample's string tables (Localization/<language>.lproj).
            resources: [.copy("Interface"), .process("Localization")]),
        .executableTarget(
            name: "Bench", dependencies: ["SDLViews", "SDLViewsTesting", "CSDL", "SampleScenes", "CImGuiBench"]),
        // Reproducers of crashes and hangs, run by the tests in a child process.
        .executableTarget(name: "ReliabilityProbe", dependencies: ["SDLViews", "SDLViewsTesting", "CSDL"]),
        .testTarget(
            name: "SDLViewsTests",
            // Samples and ReliabilityProbe are executable targets: the tests drive the samples' view
            // controllers and share the probe's fixtures through `@testable import`.
            dependencies: ["SDLViews", "SDLViewsTesting", "CSDL", "Samples", "ReliabilityProbe", "SDLGame"],
            exclude: ["Golden"]
        ),
        // Public API only (no @testable import): subclasses override UIKit's API
        // as apps do, so it stops compiling if something apps override is not open.
        .testTarget(name: "SDLViewsAPITests", dependencies: ["SDLViews", "SDLViewsTesting"])
    ],
    swiftLanguageModes: [.v6]
)
