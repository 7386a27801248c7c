import Foundation

/// Where a window's UI lands in its render target: the pixel origin of its
/// bounds, its pixels per point and its size in points.
struct HostPlacement: Equatable {
    var origin: CGPoint
    var pixelsPerPoint: CGFloat
    var size: CGSize

    init(origin: CGPoint, pixelsPerPoint: CGFloat, size: CGSize) {
        self.origin = origin
        self.pixelsPerPoint = pixelsPerPoint
        self.size = size
    }

    /// `rect` (pixels) at `pixelsPerPoint`; a scale that is not a finite positive number counts as 1.
    init(rect: CGRect, pixelsPerPoint: CGFloat) {
        let scale = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        let r = rect.standardized
        self.init(
            origin: r.origin, pixelsPerPoint: scale,
            size: CGSize(width: r.width / scale, height: r.height / scale))
    }

    var pixelRect: CGRect {
        CGRect(origin: origin, size: CGSize(width: size.width * pixelsPerPoint, height: size.height * pixelsPerPoint))
    }

    /// A position in target pixels → the window's points.
    func point(fromPixel pixel: CGPoint) -> CGPoint {
        CGPoint(x: (pixel.x - origin.x) / pixelsPerPoint, y: (pixel.y - origin.y) / pixelsPerPoint)
    }
}
