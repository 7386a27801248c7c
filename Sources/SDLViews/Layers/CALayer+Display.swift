import Foundation

/// The display half of a layer: dirty rectangles, the delegate's
/// `display(_:)`, and drawing into the backing store with `draw(in:)`.
extension CALayer {
    /// Unions a rectangle marked by `setNeedsDisplay(_:)` into `dirtyRect`;
    /// false (nothing to draw) for empty, negative or non-finite rectangles.
    func accumulateDirtyRect(_ r: CGRect) -> Bool {
        if r == .infinite { dirtyRect = .infinite; return true }
        guard r.origin.isFinite, r.size.isFinite, r.size.width > 0, r.size.height > 0 else {
            if !(r.size.isFinite && r.origin.isFinite && r.size.width >= 0 && r.size.height >= 0) {
                SDLViewsLog.error("setNeedsDisplay(\(r)) ignored: the rectangle is negative or not finite")
            }
            return false
        }
        if dirtyRect != .infinite { dirtyRect = dirtyRect.union(r) }
        return true
    }

    /// `display()`'s default: the delegate's `display(_:)` if it implements
    /// it, else drawing into the backing store.
    func displayThroughDelegateOrDrawing() {
        let dirty = dirtyRect
        dirtyRect = .null
        if let delegate, runtime.layerDrawing.delegateDisplays(delegate, self) { return }
        drawBackingStore(dirty: dirty)
    }

    /// `draw(in:)`'s default: the delegate draws; a layer without one draws nothing.
    func drawThroughDelegate(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { runtime.layerDrawing.nothingDrawn() }
    }

    /// Redraws the dirty part of the backing store (all of it when the store
    /// is new: first display, or a new size, scale or opacity). `dirty` null
    /// means a first display nobody asked for: skipped for classes known not to draw.
    private func drawBackingStore(dirty: CGRect) {
        let bounds = state.bounds
        let key = runtime.layerDrawing.key(of: self)
        let known = runtime.layerDrawing.kind(of: key)
        if renderRecord?.backingStore == nil, dirty.isNull, known == .drawsNothing { return }
        let scale = state.contentsScale, opaque = state.isOpaque
        var area = dirty.isNull || dirty == .infinite ? bounds : dirty.intersection(bounds)
        var isNew = false
        if renderRecord?.backingStore?.fits(pointSize: bounds.size, scale: scale, opaque: opaque) != true {
            let limit = min(BackingStore.maxPixelSide, rootLayer.host?.maxTexturePixels ?? BackingStore.maxPixelSide)
            renderRecordOrCreate.backingStore = BackingStore(
                pointSize: bounds.size, scale: scale, opaque: opaque, maxPixelSide: limit)
            area = bounds
            isNew = true
        }
        guard let store = renderRecord?.backingStore, !area.isNull, !area.isEmpty else { return }
        let pixels = store.pixelRect(covering: area.offsetBy(dx: -bounds.minX, dy: -bounds.minY))
        guard !pixels.isNull else { return }
        var reachedDefault = false
        store.draw(in: pixels, origin: bounds.origin, clear: clearsBeforeDrawing && !isNew) { cairo in
            let context = CGContext(cairo: cairo)
            reachedDefault = runtime.layerDrawing.runReportingDefault { self.draw(in: context) }
        }
        if reachedDefault, isNew, !store.hasInk() {
            // Nothing here draws: no backing store, and no first display for the class's other layers.
            renderRecord?.backingStore = nil
            if known == nil { runtime.layerDrawing.record(.drawsNothing, for: key) }
            return
        }
        if known != .draws { runtime.layerDrawing.record(.draws, for: key) }
        if !isNew, mapsStoreOneToOne, let host = rootLayer.host {
            host.layerContentDidChange(self, in: store.pointRect(of: pixels).offsetBy(dx: bounds.minX, dy: bounds.minY))
        } else {
            contentDidChange()
        }
    }

    /// Whether the store's pixels land on screen exactly where they were
    /// drawn and nowhere else (so a redrawn rectangle damages only itself):
    /// not while animating, cut by contentsRect, when this layer or an
    /// ancestor casts a shadow shaped by its content, or inside a replicator.
    private var mapsStoreOneToOne: Bool {
        guard animationEntries.isEmpty, activeTransition == nil,
            state.appearance.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1)
        else { return false }
        var layer: CALayer? = self
        while let l = layer {
            if l.state.appearance.hasShadow, l.state.appearance.shadowPath == nil { return false }
            if l.replicatesSublayers, l !== self { return false }  // drawn again in every instance
            layer = l.superlayer
        }
        return true
    }
}
