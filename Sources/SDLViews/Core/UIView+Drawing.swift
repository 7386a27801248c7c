import Foundation
internal import CCairo

/// UIKit's view drawing cycle on top of the layer's (`CALayer+Display`): a
/// view that overrides `draw(_:)` gets a backing store of bounds ×
/// `contentScaleFactor` pixels; `draw(_:)` runs on first display and after
/// `setNeedsDisplay()`/`setNeedsDisplay(_:)`, clipped to the dirty rectangle,
/// and only that rectangle is uploaded to the texture. Moving, transforming
/// or fading a view never redraws; a bounds change redraws only with
/// `contentMode == .redraw`, otherwise the cached pixels are placed by the
/// content mode.
extension UIView {
    /// Sets `contentScaleFactor` to `scale` on this view and every view below it
    /// that differs (a window's scale, given to its tree or to a screen prewarmed for it).
    func applyContentScale(_ scale: CGFloat) {
        forEachInSubtree { view in
            if view.layer.contentsScale != scale { view.contentScaleFactor = scale }
            return true
        }
    }

    var clearsContextBeforeDrawingImplementation: Bool {
        get { layer.clearsBeforeDrawing }
        set { layer.clearsBeforeDrawing = newValue }
    }

    func drawImplementation(_ layer: CALayer, in ctx: CGContext) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(ctx.cairo, &x0, &y0, &x1, &y1)
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        // Dynamic colours used in draw(_:) resolve for this view, as in UIKit.
        traitStorage.performAsCurrent { draw(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
    }

    /// Every view is displayed once when it first reaches a window, unless its
    /// class is known to draw nothing (see `LayerDrawing`).
    func scheduleInitialDisplay() {
        if runtime.layerDrawing.kind(ofClass: type(of: self)) != .drawsNothing { layer.markNeedsDisplay() }
    }
}
