import Foundation
internal import CCairo

/// Builds a layer's shadow texture image: the shadow's shape as coverage,
/// blurred with a real Gaussian (`GaussianBlur`), stored white so one texture
/// serves any shadow colour and opacity (the compositor tints it per draw).
/// A shadow is one colour, so only its coverage (an alpha plane) is blurred,
/// and wide blurs run at reduced resolution (`GaussianBlur.blurredPlane`).
/// Built only when the shape, radius or scale change (`LayerAppearanceCache`).
@MainActor
enum ShadowRenderer {
    /// A shadow image and where it lies in the layer's space (before `shadowOffset`).
    struct Shadow {
        let image: CGImage
        let rect: CGRect
        /// The same coverage as an alpha plane, which pixman blends tinted on
        /// the software renderer (SDL would blend the tinted copy pixel by pixel).
        let plane: PremultipliedCopy?
    }

    /// Core Animation's `shadowRadius` is the Gaussian's standard deviation in
    /// points; `GaussianBlur` takes Core Graphics' blur (two deviations) in pixels.
    /// The largest `shadowRadius` kept (σ in points): half the largest blur at 1 point per pixel.
    static let maximumRadius = CGFloat(GaussianBlur.maximumRadius / 2)

    static func blur(radius: CGFloat, scale: CGFloat) -> GaussianBlur {
        GaussianBlur(radius: Double(2 * radius * scale))
    }

    /// Blurs `coverage` (width × height bytes covering `rect` at `scale`) into a
    /// shadow padded by the blur's extent.
    static func shadow(coverage: [UInt8], width: Int, height: Int, rect: CGRect, scale: CGFloat, radius: CGFloat)
        -> Shadow?
    {
        guard width > 0, height > 0, coverage.count == width * height else { return nil }
        let blur = blur(radius: radius, scale: scale)
        guard blur.leavesVisible(area: Double(coveredArea(coverage)) / 255) else { return nil }
        let pad = blur.extent
        let w = width + 2 * pad, h = height + 2 * pad
        guard w <= 16384, h <= 16384 else {
            SDLViewsLog.error("a \(w)×\(h) px shadow is too large; not drawn")
            return nil
        }
        let plane = padded(coverage, width: width, height: height, by: pad)
        let blurred = blur.blurredPlane(plane, width: w, height: h)
        guard let image = CGImage(width: w, height: h, bgraPixels: whiteBGRA(alpha: blurred)) else { return nil }
        let padPoints = CGFloat(pad) / scale
        let padded = CGRect(
            x: rect.minX - padPoints, y: rect.minY - padPoints,
            width: CGFloat(w) / scale, height: CGFloat(h) / scale)
        let copy = PremultipliedCopy(alphaPlane: blurred, width: Int32(w), height: Int32(h), version: 0)
        return Shadow(image: image, rect: padded, plane: copy)
    }

    /// The sum of the coverage values. A plain loop: a closure formed in this
    /// main-actor type checks its executor on every call (Swift 6's dynamic
    /// isolation), which made a `reduce` over the plane cost more than the blur.
    private nonisolated static func coveredArea(_ coverage: [UInt8]) -> Int {
        var sum = 0
        for value in coverage { sum &+= Int(value) }
        return sum
    }

    /// `coverage` (width × height) with `pad` transparent pixels around it, a row copy at a time.
    private nonisolated static func padded(_ coverage: [UInt8], width: Int, height: Int, by pad: Int) -> [UInt8] {
        let w = width + 2 * pad
        var plane = [UInt8](repeating: 0, count: w * (height + 2 * pad))
        plane.withUnsafeMutableBufferPointer { plane in
            coverage.withUnsafeBufferPointer { coverage in
                for y in 0..<height {
                    (plane.baseAddress! + (y + pad) * w + pad).update(
                        from: coverage.baseAddress! + y * width, count: width)
                }
            }
        }
        return plane
    }

    /// Straight-alpha white pixels carrying `alpha`: the untinted shadow,
    /// written a pixel (B, G, R, A in memory) at a time.
    private nonisolated static func whiteBGRA(alpha: [UInt8]) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: alpha.count * 4)
        pixels.withUnsafeMutableBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            alpha.withUnsafeBufferPointer { alpha in
                for i in 0..<alpha.count { words[i] = (UInt32(alpha[i]) << 24 | 0x00FF_FFFF).littleEndian }
            }
        }
        return pixels
    }

    /// A shadow from `shadowPath` (non-zero fill), rasterized by Cairo.
    static func shadow(path: CGPath, scale: CGFloat, radius: CGFloat) -> Shadow? {
        let box = path.boundingBoxOfPath
        guard !box.isNull, box.isFinite, box.width > 0 || box.height > 0 else { return nil }
        let rect = Compositor.snappedOutward(
            CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale))
        let width = max(1, Int(saturating: rect.width)), height = max(1, Int(saturating: rect.height))
        guard width <= 16384, height <= 16384,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        cairo_translate(cr, -rect.minX, -rect.minY)
        cairo_scale(cr, scale, scale)
        path.append(to: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { coverage in
            for y in 0..<height {
                (coverage.baseAddress! + y * width).update(from: data + y * stride, count: width)
            }
        }
        let local = CGRect(
            x: rect.minX / scale, y: rect.minY / scale, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        return shadow(coverage: coverage, width: width, height: height, rect: local, scale: scale, radius: radius)
    }
}
