import Foundation

/// The package's `Assets` folder (bundled fonts, symbols, images).
///
/// SwiftPM copies the package's resources into a `SDLViews_SDLViews.resources`
/// folder beside the executable (in the build folder, and in
/// `scripts/package.sh`'s archive), which is where its `Bundle.module` looks
/// first too. Looking there directly spares the launch Foundation's bundle
/// set-up (the main bundle, the resource bundle's Info.plist, its
/// localization folders), which costs about as much as rasterizing a screen of
/// labels. Anywhere else (resources moved, an unusual layout) `Bundle.module`
/// finds them, as it always did.
enum PackageAssets {
    /// The folder's path; nil (logged) when neither place has it.
    static let directory: String? = {
        if let beside = besideExecutable { return beside }
        guard let url = Bundle.module.resourceURL?.appendingPathComponent("Assets") else {
            SDLViewsLog.error("SDLViews: the package's Assets folder is missing (no SDLViews_SDLViews.resources)")
            return nil
        }
        return url.path
    }()

    /// The path of `relative` inside the folder, nil (not logged) when it is not there.
    static func path(_ relative: String) -> String? {
        guard let directory else { return nil }
        let path = (directory as NSString).appendingPathComponent(relative)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    private static var besideExecutable: String? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        let folder = ((executable as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("SDLViews_SDLViews.resources/Assets")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
            ? folder : nil
    }
}
