import Foundation

/// UIKit's `NSCollectionLayoutAnchor`: the edges of a container a supplementary item is pinned
/// to, moved by an absolute or fractional (of the supplementary's size) offset.
///
/// As UIKit's: with an edge, the supplementary view sits inside the container against it (an
/// offset moves it, e.g. a fractional offset of 0.5 puts its centre on the edge); with no edge
/// along an axis it is centred along that axis.
@MainActor
public final class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = Self.finite(absoluteOffset)
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = Self.finite(fractionalOffset)
        isAbsoluteOffset = false
    }

    private static func finite(_ point: CGPoint) -> CGPoint {
        guard point.x.isFinite, point.y.isFinite else {
            SDLViewsLog.error("NSCollectionLayoutAnchor offset \(point) refused (not finite); zero used")
            return .zero
        }
        return point
    }

    /// Where a supplementary view of `size` anchored this way to `container` has its origin.
    func origin(in container: CGRect, size: CGSize) -> CGPoint {
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        let x: CGFloat =
            edges.contains(.leading)
            ? container.minX : edges.contains(.trailing) ? container.maxX - size.width : container.midX - size.width / 2
        let y: CGFloat =
            edges.contains(.top)
            ? container.minY : edges.contains(.bottom) ? container.maxY - size.height : container.midY - size.height / 2
        return CGPoint(x: x + shift.x, y: y + shift.y)
    }

    /// The anchored point of `rect`: its edge (or middle), moved by the offset.
    func point(in rect: CGRect, size: CGSize) -> CGPoint {
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x + shift.x, y: y + shift.y)
    }
}
