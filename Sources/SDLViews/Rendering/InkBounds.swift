import Foundation
internal import CSDL

/// The part of a texture's image that has any non-transparent pixel, in the
/// image's pixels. SDL's software renderer blends every pixel of a copy,
/// transparent or not, and a label's backing store is mostly transparent
/// around its text, so straight one-to-one copies there draw only this part:
/// the same pixels for fewer blended ones. Tracked for images no larger than
/// an atlas slot (labels, icons); larger ones count as inked everywhere.
struct InkBounds: Equatable {
    /// Half-open pixel ranges; empty (`x0 >= x1`) when the image is fully transparent.
    var x0: Int32, y0: Int32, x1: Int32, y1: Int32

    static func whole(width: Int32, height: Int32) -> InkBounds { InkBounds(x0: 0, y0: 0, x1: width, y1: height) }
    static let none = InkBounds(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    /// Whether an image of this size is scanned for its ink.
    static func isTracked(width: Int32, height: Int32) -> Bool {
        width <= TextureAtlas.maxSlotWidth && height <= TextureAtlas.maxSlotHeight
    }

    /// The ink of 32-bit pixels (alpha in byte 3) of `width`×`height` rows
    /// `rowBytes` apart, placed at (`x`, `y`) of the image.
    static func scan(
        _ bytes: UnsafeRawBufferPointer, width: Int, height: Int, rowBytes: Int, at x: Int32 = 0, y: Int32 = 0
    ) -> InkBounds {
        guard let base = bytes.baseAddress, width > 0, height > 0, bytes.count >= (height - 1) * rowBytes + width * 4
        else { return .none }
        var minX = width, maxX = -1, minY = height, maxY = -1
        for row in 0..<height {
            let pixels = base + row * rowBytes
            var first = -1, last = -1
            for column in 0..<width where pixels.load(fromByteOffset: column * 4 + 3, as: UInt8.self) != 0 {
                if first < 0 { first = column }
                last = column
            }
            guard first >= 0 else { continue }
            minX = min(minX, first)
            maxX = max(maxX, last)
            if minY == height { minY = row }
            maxY = row
        }
        guard maxX >= 0 else { return .none }
        return InkBounds(x0: x + Int32(minX), y0: y + Int32(minY), x1: x + Int32(maxX + 1), y1: y + Int32(maxY + 1))
    }

    /// Both inks (a partial upload adds its ink to what was there; ink it erased is kept, which only costs blending).
    func union(_ other: InkBounds) -> InkBounds {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        return InkBounds(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The ink as a fraction of an image of the given size (0…1 on each axis).
    func unitRect(width: Int32, height: Int32) -> CGRect {
        guard width > 0, height > 0 else { return .null }
        guard !isEmpty else { return .zero }
        let w = CGFloat(width), h = CGFloat(height)
        return CGRect(
            x: CGFloat(x0) / w, y: CGFloat(y0) / h, width: CGFloat(x1 - x0) / w, height: CGFloat(y1 - y0) / h)
    }
}
