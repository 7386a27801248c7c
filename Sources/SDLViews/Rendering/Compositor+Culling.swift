import Foundation

/// Culling whole subtrees before their layers are read: a sublayer whose
/// recorded `lastSubtreeBox` misses the visible area is skipped without
/// copying its state or multiplying its transform, when that box still holds.
///
/// It holds when nothing in the subtree changed since it was recorded (change
/// stamps, set as the host hears of each change) and no ancestor on the way
/// down changed itself (an ancestor's change may move everything below it, so
/// culling is suspended below a changed layer). Layers that changed outside a
/// window (no host hears of it) are covered by the stamp of their insertion.
/// Boxes recorded inside offscreen passes are in another space and are never
/// used; a new target size, scale or root, or a composite asked for without a
/// layer change (`setNeedsComposite`), makes every recorded box untrusted.
extension Compositor {
    /// Records that `layer` changed: its own stamp and its subtree stamp and
    /// those of its ancestors. The walk up stops at an ancestor already
    /// stamped in this period, whose own ancestors were stamped with it (an
    /// insertion stamps the inserted layer's new ancestors, so a move keeps
    /// that true).
    static func noteChange(_ layer: CALayer) {
        let now = runtime.changeClock
        // A layer with sublayers may move them: parked animations must look again.
        if !layer.sublayerList.isEmpty { runtime.parkingEpoch &+= 1 }
        layer.selfChangeStamp = now
        layer.subtreeChangeStamp = now
        var child = layer
        while let ancestor = child.superlayer {
            // The copy of the child's stamps in its container's index changes with them.
            if let index = ancestor.cullIndex, index.version == ancestor.sublayersVersion {
                index.noteChange(inSlot: child.cullSlot)
            }
            guard ancestor.subtreeChangeStamp != now else { break }
            ancestor.subtreeChangeStamp = now
            child = ancestor
        }
    }

    /// Starts a composite's culling period: changes from now on are newer than
    /// the boxes this composite records.
    func beginCulling(root: CALayer, pixelScale: CGFloat, outputSize: CGSize, origin: CGPoint = .zero) {
        let setup = CullingSetup(
            root: ObjectIdentifier(root), pixelScale: pixelScale, outputSize: outputSize, origin: origin)
        if setup != cullingSetup {
            cullingSetup = setup
            invalidateCulling()
        }
        runtime.changeClock += 1
        previousFrameStamp = frameStamp
        frameStamp = runtime.changeClock
        cullingSuspended = 0
        layersVisited = 0
        subtreesCulled = 0
    }

    /// Every box recorded so far is untrusted (the next composite draws everything).
    func invalidateCulling() { cullValidFrom = runtime.changeClock }

    /// The recorded box of `layer` when it (and everything below it) can be
    /// skipped: that box still holds and lies outside the visible area. Nil
    /// when it must be drawn. (`SublayerCullIndex.culledBox` answers the same from its copy.)
    func culledBox(of layer: CALayer) -> CGRect? {
        guard cullingSuspended == 0, boxOverride == nil, layer.boxStamp > cullValidFrom,
            layer.subtreeChangeStamp < layer.boxStamp, !layer.lastSubtreeBox.meets(visibleRect)
        else { return nil }
        subtreesCulled += 1
        return layer.lastSubtreeBox
    }

    /// The same answer for the sublayer in `slot`, from its container's
    /// index when there is one (the sublayer is not touched then).
    @inline(__always)
    func culledBox(_ slot: Int, of sublayers: [CALayer], index: SublayerCullIndex?) -> CGRect? {
        guard let index else { return culledBox(of: sublayers[slot]) }
        guard cullingSuspended == 0, let box = index.culledBox(slot, visible: visibleRect, validFrom: cullValidFrom)
        else { return nil }
        subtreesCulled += 1
        return box
    }

    /// True when the layer itself changed since its box was recorded: culling
    /// below it waits until it is drawn again.
    func changedSinceRecorded(_ layer: CALayer) -> Bool {
        layer.selfChangeStamp >= layer.boxStamp || layer.boxStamp <= cullValidFrom
    }

    /// Stamps the box just recorded for a layer, outside offscreen passes only.
    func stampRecordedBox(of layer: CALayer) {
        if boxOverride == nil { layer.boxStamp = frameStamp }
    }
}

/// What every recorded box is relative to.
struct CullingSetup: Equatable {
    var root: ObjectIdentifier
    var pixelScale: CGFloat
    var outputSize: CGSize
    var origin: CGPoint
}
