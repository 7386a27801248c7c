internal import CCairo

/// Core Graphics' fill rules.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd

    var cairoValue: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}
