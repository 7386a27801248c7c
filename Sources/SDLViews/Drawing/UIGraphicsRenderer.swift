import Foundation

/// UIKit's `UIGraphicsRenderer`: the base of image and PDF renderers.
@MainActor
open class UIGraphicsRenderer {
    public let format: UIGraphicsRendererFormat
    public var allowsImageOutput: Bool { true }

    init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.format = format.copyForRenderer(bounds: bounds)
    }
}
