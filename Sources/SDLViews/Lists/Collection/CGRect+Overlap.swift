import Foundation

extension CGRect {
    /// Whether two rectangles share area (rectangles that only touch do not, as Core Graphics'
    /// `intersects`; Foundation on Linux counts touching edges).
    func overlaps(_ other: CGRect) -> Bool {
        let a = standardized
        let b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
