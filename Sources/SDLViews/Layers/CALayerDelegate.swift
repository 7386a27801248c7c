import Foundation

/// Core Animation's `CALayerDelegate`: a view is its layer's delegate and
/// supplies its content and layout. Every method has a default that does nothing.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's `display()`: set `layer.contents` here.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (its backing store, clipped to
    /// the dirty rectangle) when the delegate does not implement `display(_:)`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called by `layoutSublayers()`; `UIView` runs `layoutSubviews()` from here.
    func layoutSublayers(of layer: CALayer)
}

public extension CALayerDelegate {
    /// Not implementing `display(_:)` lets the layer draw (`draw(in:)`) instead.
    func display(_ layer: CALayer) { runtime.layerDrawing.delegateDeclinedDisplay() }
    func draw(_ layer: CALayer, in ctx: CGContext) { runtime.layerDrawing.nothingDrawn() }
    func layoutSublayers(of layer: CALayer) {}
}

/// Whoever presents a layer tree (a window's compositor) is told when anything
/// in it changes, so a frame with no change composites nothing.
@MainActor
protocol LayerTreeHost: AnyObject {
    /// `layer` changed what it shows (or left the tree): its old and new areas need compositing.
    func layerDidChange(_ layer: CALayer)
    /// Whether each changed layer is listed (for a partial redraw). When not,
    /// once the host has been told of one change, later ones until it
    /// composites need only their change stamps (`Compositor.noteChange`).
    var listsChangedLayers: Bool { get }
    func layerTreeNeedsUpdate()
    /// Queues a layer for the next display stage.
    func enqueueDisplay(_ layer: CALayer)
    /// Only `rect` (the layer's bounds space) of a drawn layer's content changed: damage just that.
    func layerContentDidChange(_ layer: CALayer, in rect: CGRect)
    /// The largest texture side the host's renderer takes: backing stores stay within it.
    var maxTexturePixels: Int { get }
}
