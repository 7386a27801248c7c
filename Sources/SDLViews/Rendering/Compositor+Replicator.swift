import Foundation
internal import CSDL

/// `CAReplicatorLayer`: the sublayers rendered once into a target in the
/// replicator's space, then placed once per instance with its map and tint.
extension Compositor {
    func drawReplicated(_ layer: CAReplicatorLayer, state: CALayer.State, map: Homography, alpha: Float) -> CGRect {
        let count = layer.placedInstanceCount
        guard count > 0, !layer.sublayerList.isEmpty else { return .null }
        let scale = Compositor.contentScale(of: map)
        let box = replicatedExtent(layer, state: state, map: map)
        recordingBoxes(as: box) {
            guard let delay = Self.instanceDelay(of: layer, state: state) else {
                // Every instance shows the same pixels: one pass, one quad per visible instance.
                return drawSublayerImage(of: layer, state: state, scale: scale) { image, rect in
                    eachInstance(count, state: state) { i, instance in
                        presentInstance(
                            i, image: image, rect: rect, state: state, map: map * instance, alpha: alpha)
                    }
                }
            }
            // instanceDelay: instance i shows the sublayers' animations i × delay earlier.
            let now = CACurrentMediaTime()
            eachInstance(count, state: state) { i, instance in
                showSublayers(of: layer, at: now - Double(i) * delay) {
                    guard instanceMayShow(layer, map: map * instance) else { return }
                    drawSublayerImage(of: layer, state: state, scale: scale) { image, rect in
                        presentInstance(
                            i, image: image, rect: rect, state: state, map: map * instance, alpha: alpha)
                    }
                }
            }
        }
        return box
    }

    /// `CAReplicatorLayer.forEachInstance`, counting the steps (tests check the work is linear).
    private func eachInstance(_ count: Int, state: CALayer.State, _ body: (Int, Homography) -> Void) {
        CAReplicatorLayer.forEachInstance(count, state: state) { i, instance in
            instanceSteps += 1
            body(i, instance)
            return true
        }
    }

    /// False when the sublayers under `map` land wholly outside what the target shows.
    private func instanceMayShow(_ layer: CALayer, map: Homography) -> Bool {
        guard map.isAffine, let local = sublayersExtent(of: layer, scale: 1) else { return true }
        return map.boundingBox(of: local)?.intersects(visibleRect) ?? true
    }

    /// The delay when it shows: non-zero, with animated sublayers.
    private static func instanceDelay(of layer: CALayer, state: CALayer.State) -> Double? {
        let delay = Double(state.appearance.custom["instanceDelay"]?.scalarValue ?? 0)
        guard delay != 0, delay.isFinite, layer.sublayerList.contains(where: { $0.subtreeIsAnimated }) else {
            return nil
        }
        return delay
    }

    /// The sublayers drawn into a target covering them (replicator space at
    /// `scale`); `present` gets the target and the rectangle it covers.
    private func drawSublayerImage(
        of layer: CALayer, state: CALayer.State, scale: CGFloat, present: (OffscreenImage, CGRect) -> Void
    ) {
        guard let extent = sublayersExtent(of: layer, scale: scale) else { return }
        let pixels = Compositor.snappedOutward(extent)
        let w = Int32(saturating: pixels.width), h = Int32(saturating: pixels.height)
        guard w > 0, h > 0, w <= textures.maxTextureSize, h <= textures.maxTextureSize else { return }
        let rect = CGRect(
            x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale, height: pixels.height / scale)
        let local = Homography.translation(-pixels.minX, -pixels.minY) * .scale(scale, scale)
        offscreen(width: w, height: h) {
            _ = drawSublayers(of: layer, state: state, map: local, opacity: 1)
        } present: { image in
            present(image, rect)
        }
    }

    private func showSublayers(of layer: CALayer, at time: CFTimeInterval, _ body: () -> Void) {
        var remaining = layer.sublayerList[...]
        func next() {
            guard let sublayer = remaining.popFirst() else { return body() }
            sublayer.showingSubtree(at: time, next)
        }
        next()
    }

    /// Places instance i (its map already applied); instances off the target are skipped.
    private func presentInstance(
        _ i: Int, image: OffscreenImage, rect: CGRect, state: CALayer.State, map: Homography, alpha: Float
    ) {
        if map.isAffine, let box = map.boundingBox(of: rect), !box.intersects(visibleRect) { return }
        let (r, g, b, a) = CAReplicatorLayer.instanceTint(i, state: state)
        let tint = SDL_Color(
            r: UInt8((r * 255).rounded()), g: UInt8((g * 255).rounded()), b: UInt8((b * 255).rounded()),
            a: UInt8((a * CGFloat(alpha) * 255).rounded()))
        guard tint.a > 0 else { return }
        instancesPlaced += 1
        present(image, rect, map: map, color: tint)
    }

    /// Where the instances land on the target (each at its own time with an instanceDelay).
    func replicatedExtent(_ layer: CAReplicatorLayer, state: CALayer.State, map: Homography) -> CGRect {
        let count = layer.placedInstanceCount
        guard count > 0 else { return .null }
        var box = CGRect.null
        let delay = Self.instanceDelay(of: layer, state: state)
        let now = CACurrentMediaTime()
        var shared = delay == nil ? sublayersExtent(of: layer, scale: 1) : nil
        guard delay != nil || shared != nil else { return .null }
        eachInstance(count, state: state) { i, instance in
            if let delay {
                showSublayers(of: layer, at: now - Double(i) * delay) { shared = sublayersExtent(of: layer, scale: 1) }
            }
            guard let local = shared else { return }
            box = box.union((map * instance).boundingBox(of: local) ?? visibleRect)
        }
        return box
    }

    /// The sublayers' extent in the layer's space, scaled by `scale`.
    private func sublayersExtent(of layer: CALayer, scale: CGFloat) -> CGRect? {
        var box = CGRect.null
        for sublayer in layer.sublayerList {
            let s = sublayer.renderState
            if let e = subtreeExtent(sublayer, state: s, map: .scale(scale, scale) * LayerGeometry.toSuperlayer(s)) {
                box = box.union(e)
            }
        }
        return box.isNull || !box.isFinite ? nil : box
    }
}
