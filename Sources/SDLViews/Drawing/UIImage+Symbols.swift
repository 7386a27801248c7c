import Foundation

/// UIKit's symbol images: `UIImage(systemName:)` and its configurations, and
/// `withTintColor`. Symbols are template images (tinted by the view that
/// shows them), drawn from the Adwaita icons in `Assets/Symbols` at the
/// configuration's point size times the screen's scale.
/// Differences from UIKit: see <doc:DifferencesFromUIKit> and <doc:SymbolImages>.
extension UIImage {
    /// UIKit's `init(systemName:)`: the symbol at the default configuration
    /// (body size, medium scale); nil for a name that is not mapped, as iOS
    /// gives nil for an unknown name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// UIKit's `init(systemName:withConfiguration:)`; a configuration that is
    /// not a symbol configuration counts as unspecified.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = configuration as? SymbolConfiguration ?? .unspecified
        guard let image = SymbolCatalog.image(named: name, configuration: symbolConfiguration) else { return nil }
        self.init(
            cgImage: image.cgImage, scale: image.scale, capInsets: .zero, resizingMode: .tile,
            renderingMode: .alwaysTemplate, symbol: image.symbol)
    }

    /// UIKit's `isSymbolImage`.
    public var isSymbolImage: Bool { symbol != nil }

    /// UIKit's `symbolConfiguration`: the configuration a symbol was drawn at; nil for bitmaps.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbol?.configuration }

    /// UIKit's `configuration`.
    public var configuration: UIImage.Configuration? { symbol?.configuration }

    /// UIKit's `withConfiguration(_:)`: a symbol redrawn at `configuration`
    /// (replacing the current one); a bitmap is returned unchanged.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol else { return self }
        let symbolConfiguration = configuration as? SymbolConfiguration ?? .unspecified
        return redrawn(symbol, at: symbolConfiguration)
    }

    /// UIKit's `applyingSymbolConfiguration(_:)`: the configuration laid over
    /// the current one; nil for bitmaps, as UIKit.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(symbol, at: symbol.configuration.applying(configuration))
    }

    private func redrawn(_ symbol: SymbolSource, at configuration: UIImage.SymbolConfiguration) -> UIImage {
        let source = SymbolSource(name: symbol.name, file: symbol.file, configuration: configuration)
        guard let image = SymbolCatalog.image(source) else { return self }
        return UIImage(
            cgImage: image.cgImage, scale: image.scale, capInsets: capInsets, resizingMode: resizingMode,
            renderingMode: renderingMode, symbol: source)
    }

    /// UIKit's `withTintColor(_:)`: the image drawn in `color`, shown as is
    /// (`.alwaysOriginal`) whatever the view's tint.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// UIKit's `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            cgImage: cgImage.map { UIImage.tinted($0, with: color.cgColor) }, scale: scale, capInsets: capInsets,
            resizingMode: resizingMode, renderingMode: renderingMode, symbol: symbol)
    }
}
