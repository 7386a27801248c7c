import Foundation

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: instantiates `name.xib` from
    /// this bundle with `owner` as File's Owner. Nil (logged) when the bundle has no such file.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        guard let url = InterfaceBuilderFile.url(named: name, extension: "xib", in: self) else {
            SDLViewsLog.error("Could not load NIB in bundle: '\(bundlePath)' with name '\(name)'")
            return nil
        }
        return UINib(file: InterfaceBuilderFile(contentsOf: url)).instantiate(withOwner: owner, options: options)
    }
}
