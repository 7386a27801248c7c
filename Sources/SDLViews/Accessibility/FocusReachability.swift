import Foundation

/// Which of a window's focusable views the focus engine can reach from where
/// focus starts, for the test kit's accessibility audit
/// (`HeadlessScreen.accessibilityAudit()`).
///
/// A breadth-first walk from the scope's preferred item over the moves a
/// player has: the four directions among the items' frames (the D-pad's
/// search, which crosses focus groups) and Tab to each group's primary item.
/// It reads geometry only, so it never scrolls or creates cells; the price
/// is that focus guides and the cells a list would scroll in are not
/// followed, so an item reachable only through a guide is reported.
@MainActor
package struct FocusReachability {
    /// The focusable views of the window's current scope, in reading order.
    package let focusable: [UIView]
    /// Those the walk reached.
    package let reachable: Set<ObjectIdentifier>

    package init(window: UIWindow) {
        let candidates = FocusCandidates(window: window)
        let items = candidates.makeIndex()?.items ?? []
        let order = FocusMovement.readingOrder(of: items.map(\.frame))
        let views = order.map { items[$0].view }
        let frames = order.map { items[$0].frame }
        focusable = views
        guard !views.isEmpty else {
            reachable = []
            return
        }
        let start = candidates.preferred(in: candidates.scopeEnvironment).flatMap { preferred in
            views.firstIndex { $0 === preferred }
        } ?? 0
        let groups = FocusGroups(views)
        var seen: Set<Int> = [start]
        var queue = [start]
        while let here = queue.popLast() {
            var next: [Int] = []
            for heading in [UIFocusHeading.up, .down, .left, .right] {
                let others = frames.indices.filter { $0 != here }
                if let best = FocusMovement.best(from: frames[here], heading: heading, among: others.map { frames[$0] }) {
                    next.append(others[best])
                }
            }
            for backwards in [false, true] {
                guard let group = groups.group(after: views[here], backwards: backwards) else { continue }
                let primary = FocusGroups.primaryItem(of: group, remembered: nil)
                if let index = views.firstIndex(where: { $0 === primary }) { next.append(index) }
            }
            for index in next where seen.insert(index).inserted { queue.append(index) }
        }
        reachable = Set(seen.map { ObjectIdentifier(views[$0]) })
    }
}
