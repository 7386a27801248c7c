import Foundation

/// The focus groups of a scope, in reading order of their first item (the
/// nearest `focusGroupIdentifier` up an item's environment chain; an item
/// without one is a group of its own), and each group's primary item.
@MainActor
struct FocusGroups {
    struct Group {
        let key: String?
        var views: [UIView]
    }

    private(set) var groups: [Group] = []

    /// `ordered`: the scope's focusable views in reading order.
    init(_ ordered: [UIView]) {
        self.init(ordered.map { ($0, FocusTree.groupIdentifier(of: $0)) })
    }

    /// `ordered`: the scope's focusable views in reading order with their
    /// group identifiers; grouped in one pass (a dictionary per identifier).
    init(_ ordered: [(view: UIView, key: String?)]) {
        var indexOfKey: [String: Int] = [:]
        for (view, key) in ordered {
            if let key, let index = indexOfKey[key] {
                groups[index].views.append(view)
            } else {
                if let key { indexOfKey[key] = groups.count }
                groups.append(Group(key: key, views: [view]))
            }
        }
    }

    /// The group after (or before) the one holding `current`, wrapping around; nil with one group.
    func group(after current: UIView, backwards: Bool) -> Group? {
        guard let here = groups.firstIndex(where: { $0.views.contains { $0 === current } }) else { return nil }
        return group(after: here, backwards: backwards)
    }

    /// The group after (or before) the group at `here`, wrapping around; nil with one group.
    func group(after here: Int, backwards: Bool) -> Group? {
        guard groups.count > 1, groups.indices.contains(here) else { return nil }
        return groups[(here + (backwards ? groups.count - 1 : 1)) % groups.count]
    }

    /// UIKit's primary item: the highest effective priority — the item's own
    /// `focusGroupPriority`, raised to `.previouslyFocused` for the group's
    /// last focused item — and the first in reading order among equals.
    static func primaryItem(of group: Group, remembered: UIView?) -> UIView {
        var best = group.views[0]
        var bestPriority = priority(of: best, remembered: remembered)
        for view in group.views.dropFirst() {
            let priority = priority(of: view, remembered: remembered)
            if priority > bestPriority { (best, bestPriority) = (view, priority) }
        }
        return best
    }

    private static func priority(of view: UIView, remembered: UIView?) -> UIFocusGroupPriority {
        let system: UIFocusGroupPriority = view === remembered ? .previouslyFocused : .ignored
        return max(system, view.focusGroupPriority)
    }
}
