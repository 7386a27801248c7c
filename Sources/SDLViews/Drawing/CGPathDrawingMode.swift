/// Core Graphics' `drawPath(using:)` modes.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke

    var fillRule: CGPathFillRule? {
        switch self {
        case .fill, .fillStroke: .winding
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
    }

    var strokes: Bool { self == .stroke || self == .fillStroke || self == .eoFillStroke }
}
