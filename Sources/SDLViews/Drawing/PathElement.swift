import Foundation

/// A path element as stored by `CGPath`.
enum PathElement: Equatable, Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    /// Control points then end point.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .curve(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    init(type: CGPathElementType, points p: [CGPoint]) {
        switch type {
        case .moveToPoint: self = .move(p[0])
        case .addLineToPoint: self = .line(p[0])
        case .addQuadCurveToPoint: self = .quad(p[0], p[1])
        case .addCurveToPoint: self = .curve(p[0], p[1], p[2])
        case .closeSubpath: self = .close
        }
    }

    func applying(_ t: CGAffineTransform) -> PathElement {
        PathElement(type: type, points: points.map { $0.applying(t) })
    }
}
