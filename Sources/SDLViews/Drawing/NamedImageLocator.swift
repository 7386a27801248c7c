import Foundation

/// Finds the file behind `UIImage(named:)`, as UIKit's asset lookup does for
/// loose image files: in the package's `Assets/Images` (`PackageAssets`), the
/// app bundle's resources (`Bundle.main`) and the executable's directory, the
/// variant for the screen's scale first (`name@2x.png` on a 2× screen), then
/// larger ones, then smaller, then the unsuffixed file. A name without an
/// extension tries PNG, then JPEG and WebP. Decoded images are kept by path,
/// so asking again decodes nothing.
@MainActor
enum NamedImageLocator {
    static let extensions = ["png", "jpg", "jpeg", "webp"]

    /// The image file for `name` at the screen `scale`: its path and scale.
    static func locate(_ name: String, scale: CGFloat) -> (path: String, scale: CGFloat)? {
        guard !name.isEmpty, !name.contains("..") else { return nil }
        let given = (name as NSString).pathExtension.lowercased()
        let base = extensions.contains(given) ? (name as NSString).deletingPathExtension : name
        let suffixes = base.hasSuffix("@2x") || base.hasSuffix("@3x") ? [""] : scaleSuffixes(for: scale)
        let exts = extensions.contains(given) ? [given] : extensions
        for directory in searchDirectories {
            for suffix in suffixes {
                for ext in exts {
                    let path = (directory as NSString).appendingPathComponent("\(base)\(suffix).\(ext)")
                    if FileManager.default.fileExists(atPath: path) { return (path, UIImage.scaleSuffix(of: path)) }
                }
            }
        }
        return nil
    }

    /// The decoded pixels for a located file, decoding once.
    static func image(atPath path: String) -> CGImage? {
        if let image = runtime.namedImages[path] { return image }
        let image = ImageCodec.decode(file: path)
        runtime.namedImages[path] = image
        return image
    }

    /// `@3x`, `@2x`, `` ordered by preference for a screen scale.
    static func scaleSuffixes(for scale: CGFloat) -> [String] {
        let preferred = min(3, max(1, Int(scale.isFinite ? scale.rounded() : 1)))
        let order =
            [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1))
            + Array(stride(from: preferred - 1, through: 1, by: -1))
        return order.map { $0 == 1 ? "" : "@\($0)x" }
    }

    static var searchDirectories: [String] {
        var directories: [String] = []
        if let assets = PackageAssets.path("Images") { directories.append(assets) }
        if let resources = Bundle.main.resourceURL { directories.append(resources.path) }
        if let executable = Bundle.main.executableURL?.deletingLastPathComponent() {
            directories.append(executable.path)
        }
        return directories
    }
}
