internal import CCairo

/// Core Graphics' line join styles.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
