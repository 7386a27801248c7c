import Foundation

/// The four appearances a navigation bar (or an item overriding its bar's)
/// chooses from: compact in a vertically compact window, scroll edge while
/// the content is at its top edge (a large title fully shown).
@MainActor
struct NavigationBarAppearances {
    var standard: UINavigationBarAppearance?
    var compact: UINavigationBarAppearance?
    var scrollEdge: UINavigationBarAppearance?
    var compactScrollEdge: UINavigationBarAppearance?

    /// UIKit's fallbacks: compact scroll edge, else scroll edge, at the edge; compact,
    /// else standard, elsewhere; the item's choice first, then the bar's.
    static func resolve(
        item: NavigationBarAppearances?, bar: NavigationBarAppearances, standard: UINavigationBarAppearance,
        compact: Bool, atScrollEdge: Bool
    ) -> UINavigationBarAppearance {
        if atScrollEdge {
            if compact, let chosen = item?.compactScrollEdge ?? bar.compactScrollEdge { return chosen }
            if let chosen = item?.scrollEdge ?? bar.scrollEdge { return chosen }
        }
        if compact, let chosen = item?.compact ?? bar.compact { return chosen }
        return item?.standard ?? standard
    }
}
