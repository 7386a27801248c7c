import Foundation
import Testing

@testable import SDLViews

/// The package's assets are found beside the executable without Foundation's
/// bundle set-up, and that is the folder `Bundle.module` names.
@Suite struct PackageAssetsTests {
    private func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    @Test func theFolderIsTheOneBundleModuleNames() throws {
        let directory = try #require(PackageAssets.directory)
        let bundled = try #require(Bundle.module.resourceURL?.appendingPathComponent("Assets").path)
        #expect(resolved(directory) == resolved(bundled))
    }

    @Test func bundledFilesAreFoundAndMissingOnesAreNil() {
        #expect(PackageAssets.path("Fonts/DejaVuSans.ttf")?.hasSuffix("Assets/Fonts/DejaVuSans.ttf") == true)
        #expect(PackageAssets.path("Fonts/DejaVuSans-Bold.ttf") != nil)
        #expect(PackageAssets.path("Symbols") != nil)
        #expect(PackageAssets.path("Fonts/NoSuchFont.ttf") == nil)
    }
}
