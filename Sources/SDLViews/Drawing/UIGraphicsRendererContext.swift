import Foundation

/// UIKit's `UIGraphicsRendererContext`: the `CGContext` a renderer's actions
/// draw into, with UIKit's convenience fills and strokes (current colours).
@MainActor
open class UIGraphicsRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// UIKit's `stroke(_:)`: the rect's outline in the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
