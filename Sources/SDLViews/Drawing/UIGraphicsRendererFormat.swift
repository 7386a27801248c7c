import Foundation

/// UIKit's `UIGraphicsRendererFormat`: the base of renderer formats.
@MainActor
open class UIGraphicsRendererFormat {
    /// The drawing bounds the renderer was made with.
    public internal(set) var bounds: CGRect = .zero

    public required init() {}

    /// UIKit's `default()`: a format for the main screen.
    open class func `default`() -> Self { Self() }

    /// A renderer keeps its own copy (as UIKit's does), so reusing a format
    /// for another renderer never changes the first one.
    func copyForRenderer(bounds: CGRect) -> UIGraphicsRendererFormat {
        let copy = copySettings()
        copy.bounds = bounds
        return copy
    }

    func copySettings() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
}
