internal import CCairo

/// Core Graphics' line cap styles.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}
