// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "__NAME__",
    dependencies: [
        __DEPENDENCY__
    ],
    targets: [
        // The HUD and pause menu: a library, so the tests drive them headless.
        .target(name: "__MODULE__UI", dependencies: [.product(name: "SDLViews", package: "__PKG__")]),
        // The game: its own SDL window, renderer and loop; SDLViews draws on top (host mode).
        .executableTarget(
            name: "__MODULE__",
            dependencies: ["__MODULE__UI", .product(name: "SDLViews", package: "__PKG__")]),
        .testTarget(
            name: "__MODULE__Tests",
            dependencies: ["__MODULE__UI", .product(name: "SDLViewsTesting", package: "__PKG__")])
    ],
    swiftLanguageModes: [.v6]
)
