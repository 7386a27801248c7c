import Foundation

/// How deep the walks that must recurse (compositing, which nests clips and
/// offscreen passes, and `hitTest(_:with:)`, which apps override) follow a
/// hierarchy. Every other walk of the view and layer trees uses its own stack
/// and has no limit.
///
/// Difference from UIKit: layers and views nested deeper than `limit` levels
/// are neither drawn nor hit (UIKit has no documented limit, but would run
/// out of stack long before such depths); the first time it happens, the
/// reason is logged.
@MainActor
final class HierarchyDepth {
    /// Far deeper than real interfaces nest, well within the main thread's stack.
    static let limit = 1_000

    private var reported: Set<String> = []

    /// Steps up from a node to its parent taken by the walks that look for a
    /// tree's top or an ancestor (tests check that building is linear).
    var ancestorSteps = 0

    /// Logs once per walk that a hierarchy is deeper than `limit`.
    func reportTooDeep(_ walk: String) {
        guard reported.insert(walk).inserted else { return }
        SDLViewsLog.error(
            "\(walk) stops \(HierarchyDepth.limit) levels down: the hierarchy is deeper; what lies below is not \(walk == "hit testing" ? "hit" : "drawn")"
        )
    }
}
