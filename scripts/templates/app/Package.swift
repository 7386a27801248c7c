// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "__NAME__",
    dependencies: [
        __DEPENDENCY__
    ],
    targets: [
        // The app's view controllers: a library, so the tests drive them headless.
        .target(name: "__MODULE__", dependencies: [.product(name: "SDLViews", package: "__PKG__")]),
        // main.swift only: runs the app delegate in a window of its own.
        .executableTarget(
            name: "__MODULE__App",
            dependencies: ["__MODULE__", .product(name: "SDLViews", package: "__PKG__")]),
        .testTarget(
            name: "__MODULE__Tests",
            dependencies: ["__MODULE__", .product(name: "SDLViewsTesting", package: "__PKG__")])
    ],
    swiftLanguageModes: [.v6]
)
