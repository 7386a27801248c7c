import Foundation

/// Core Graphics' `CGPathElement`: a kind and a pointer to its points (control
/// points first, end point last), valid only during the `applyWithBlock` call.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
