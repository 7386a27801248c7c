import Foundation

/// Foundation's `union` and `intersects`, inlined. The compositor merges and
/// tests a box for every layer of every frame (culled ones included), and
/// Foundation's versions are calls into another module that standardize both
/// rectangles first. Same results, null and unstandardized rectangles
/// included (`RectInlineTests` compares them with Foundation's).
extension CGRect {
    @inline(__always)
    var isNullRect: Bool { origin.x == .infinity || origin.y == .infinity }

    /// `union(_:)`.
    @inline(__always)
    func joined(with other: CGRect) -> CGRect {
        if other.isNullRect { return self }
        if isNullRect { return other }
        let a = edges, b = other.edges
        let x0 = Swift.min(a.x0, b.x0), y0 = Swift.min(a.y0, b.y0)
        return CGRect(x: x0, y: y0, width: Swift.max(a.x1, b.x1) - x0, height: Swift.max(a.y1, b.y1) - y0)
    }

    /// `intersects(_:)` (rectangles that only touch intersect, as Foundation on Linux has it).
    @inline(__always)
    func meets(_ other: CGRect) -> Bool {
        guard !isNullRect, !other.isNullRect else { return false }
        let a = edges, b = other.edges
        return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1
    }

    /// `== CGRect(x: 0, y: 0, width: 1, height: 1)` (the whole of a texture
    /// or of contents, which every drawn layer compares with).
    @inline(__always)
    var isUnitRect: Bool { origin.x == 0 && origin.y == 0 && size.width == 1 && size.height == 1 }

    /// `contains(_:)` (a target on screen is tested against a fixed band once per quad).
    @inline(__always)
    func encloses(_ other: CGRect) -> Bool {
        if other.isNullRect { return true }
        if isNullRect { return false }
        let a = edges, b = other.edges
        return a.x0 <= b.x0 && a.y0 <= b.y0 && b.x1 <= a.x1 && b.y1 <= a.y1
    }

    /// The standardized edges.
    @inline(__always)
    private var edges: (x0: CGFloat, y0: CGFloat, x1: CGFloat, y1: CGFloat) {
        let x1 = origin.x + size.width, y1 = origin.y + size.height
        return (Swift.min(origin.x, x1), Swift.min(origin.y, y1), Swift.max(origin.x, x1), Swift.max(origin.y, y1))
    }
}
