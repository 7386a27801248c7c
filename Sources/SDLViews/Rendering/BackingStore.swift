import Foundation
internal import CCairo

/// The pixels a layer's `draw(in:)` (a view's `draw(_:)`) paints: a Cairo
/// image surface of bounds × contentsScale pixels, owned by the layer.
///
/// Drawing happens in place (only the dirty part is cleared and redrawn) and
/// the changed pixels are remembered in `pendingUpload` until the texture
/// cache copies exactly that rectangle into the layer's texture. When SDL
/// drops its textures the cache uploads the whole surface again: the pixels
/// live here, so nothing is redrawn.
///
/// Opaque layers get a surface without alpha (Cairo RGB24), as UIKit gives
/// opaque views a backing store without alpha: what `draw(_:)` leaves
/// unpainted shows black. Surfaces are at most `maxPixelSide` pixels (or the
/// renderer's texture limit, if smaller) a side; a larger layer draws at a
/// reduced scale (logged), which the compositor stretches over its bounds
/// (huge content wants tiling: CATiledLayer).
@MainActor
final class BackingStore {
    let pixelWidth: Int
    let pixelHeight: Int
    /// Pixels per point actually used (the layer's contentsScale unless capped).
    let scale: CGFloat
    /// The contentsScale and size asked for, to tell whether a new store is needed.
    let requestedScale: CGFloat
    let requestedSize: CGSize
    let isOpaque: Bool
    let surface: OpaquePointer
    /// Distinguishes stores in the texture cache (a new store means a new texture upload).
    let serial = ImageSerials.next()
    /// Pixels drawn since the texture last received them (surface pixels; null when up to date).
    var pendingUpload = CGRect.null
    /// The part of `pendingUpload` whose ink the texture entry has not counted
    /// yet (`TextureCache` counts it when pixman, not SDL, draws the store).
    var uncountedInk = CGRect.null
    /// Counts redraws, so caches of what the pixels look like (shadows) know when they changed.
    private(set) var revision = 0

    static let maxPixelSide = 8192

    /// Nil for sizes that round to no pixels or a surface Cairo cannot make.
    init?(pointSize: CGSize, scale: CGFloat, opaque: Bool, maxPixelSide: Int = BackingStore.maxPixelSide) {
        guard pointSize.width.isFinite, pointSize.height.isFinite, pointSize.width > 0, pointSize.height > 0 else {
            return nil
        }
        let longest = max(pointSize.width, pointSize.height) * scale
        var effective = scale
        if longest > CGFloat(maxPixelSide) {
            effective = CGFloat(maxPixelSide) / max(pointSize.width, pointSize.height)
            SDLViewsLog.error(
                "a \(pointSize.width)×\(pointSize.height)-point layer at scale \(scale) exceeds \(maxPixelSide) px; drawing it at scale \(effective)"
            )
        }
        let w = Int(saturating: pointSize.width * effective, rounding: .up),
            h = Int(saturating: pointSize.height * effective, rounding: .up)
        guard w > 0, h > 0, w <= Int32.max, h <= Int32.max,
            let surface = cairo_image_surface_create(
                opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            SDLViewsLog.error(
                "could not make a \(w)×\(h) backing store: cairo status \(cairo_surface_status(surface).rawValue)")
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        pixelWidth = w
        pixelHeight = h
        self.scale = effective
        requestedScale = scale
        requestedSize = pointSize
        isOpaque = opaque
    }

    isolated deinit { cairo_surface_destroy(surface) }

    /// The size the pixels cover, in points.
    var pointSize: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    var byteCount: Int { pixelWidth * pixelHeight * 4 }

    /// Whether this store can keep serving a layer of this size, scale and opacity.
    func fits(pointSize size: CGSize, scale: CGFloat, opaque: Bool) -> Bool {
        requestedScale == scale && isOpaque == opaque && requestedSize == size
    }

    /// The surface pixels covering `rect` (points, relative to the bounds
    /// origin), snapped outward to whole pixels and clipped to the surface.
    func pixelRect(covering rect: CGRect) -> CGRect {
        let x0 = max(0, (rect.minX * scale).rounded(.down)), y0 = max(0, (rect.minY * scale).rounded(.down))
        let x1 = min(CGFloat(pixelWidth), (rect.maxX * scale).rounded(.up)),
            y1 = min(CGFloat(pixelHeight), (rect.maxY * scale).rounded(.up))
        guard x1 > x0, y1 > y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Surface pixels back in points (relative to the bounds origin).
    func pointRect(of pixels: CGRect) -> CGRect {
        CGRect(
            x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale, height: pixels.height / scale)
    }

    /// Runs `body` with a Cairo context clipped to `pixels` whose user space is
    /// the layer's bounds space (points, origin `origin`); the region is
    /// cleared to transparent first when `clear` is true. The region is then
    /// waiting for upload.
    func draw(in pixels: CGRect, origin: CGPoint, clear: Bool, _ body: (OpaquePointer) -> Void) {
        guard let cairo = cairo_create(surface) else { return }
        defer { cairo_destroy(cairo) }
        cairo_rectangle(cairo, pixels.minX, pixels.minY, pixels.width, pixels.height)
        cairo_clip(cairo)
        if clear {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        cairo_scale(cairo, scale, scale)
        cairo_translate(cairo, -origin.x, -origin.y)
        body(cairo)
        cairo_surface_flush(surface)
        pendingUpload = pendingUpload.union(pixels)
        uncountedInk = uncountedInk.union(pixels)
        revision += 1
    }

    /// Whether any pixel has paint (alpha, or colour in an opaque store): used
    /// once per view class to learn whether its `draw(_:)` draws at all.
    func hasInk() -> Bool {
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let mask: UInt32 = isOpaque ? 0x00FF_FFFF : 0xFF00_0000
        // Two pixels a step (a store is mostly empty when this is asked), the odd last one alone.
        let pairMask = UInt64(mask) << 32 | UInt64(mask)
        let pairs = pixelWidth / 2
        for y in 0..<pixelHeight {
            let row = UnsafeRawPointer(data + y * stride)
            for pair in 0..<pairs where row.loadUnaligned(fromByteOffset: pair * 8, as: UInt64.self) & pairMask != 0 {
                return true
            }
            if pixelWidth % 2 == 1, row.load(fromByteOffset: (pixelWidth - 1) * 4, as: UInt32.self) & mask != 0 {
                return true
            }
        }
        return false
    }

    /// Where `rect` (surface pixels, whole numbers) has ink, as
    /// `copyStraightPixels` would give it: an opaque store is inked everywhere.
    func ink(in rect: CGRect) -> InkBounds {
        let x = Int(rect.minX), y = Int(rect.minY), w = Int(rect.width), h = Int(rect.height)
        let whole = InkBounds(x0: Int32(x), y0: Int32(y), x1: Int32(x + w), y1: Int32(y + h))
        guard !isOpaque else { return whole }
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return .none }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = UnsafeRawBufferPointer(start: data + y * stride + x * 4, count: (h - 1) * stride + w * 4)
        return InkBounds.scan(bytes, width: w, height: h, rowBytes: stride, at: Int32(x), y: Int32(y))
    }

    /// Straight-alpha BGRA bytes of `rect` (surface pixels, whole numbers) into
    /// `buffer`, `rect.width * 4` bytes a row: what SDL's ARGB8888 textures
    /// with blending expect. Cairo keeps premultiplied alpha; opaque stores
    /// have no alpha byte, so it becomes 255.
    func copyStraightPixels(_ rect: CGRect, into buffer: inout [UInt8]) {
        let x0 = Int(rect.minX), y0 = Int(rect.minY), w = Int(rect.width), h = Int(rect.height)
        let count = w * h * 4
        if buffer.count < count { buffer = [UInt8](repeating: 0, count: count) }
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        buffer.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            for y in 0..<h {
                CGImage.unpremultiply(
                    row: data + (y0 + y) * stride + x0 * 4, into: base + y * w * 4, count: w, opaque: isOpaque)
            }
        }
    }

    /// The whole store as an image (tests, snapshots of drawn content).
    func makeImage() -> CGImage? { CGImage(cairoSurface: surface) }
}
