import Foundation

/// The focus targets of one scope, kept between searches (issue 41 item 20:
/// an arrow step among 10,000 buttons walked the whole tree, twice more for
/// guides and lists, and Tab grouped 4,000 groups in quadratic time). Built
/// by one walk of the scope; it holds while nothing that decides focus
/// targets changed: the view tree (`viewHierarchyGeneration`), any layer's
/// geometry, a view's visibility, alpha, interactivity or a control's
/// enabled state (`noteChange()`), and the scope. The focus effect's own
/// changes (the halo view, the lift) are left out (`excludingChanges`), so
/// moving focus does not throw the index away. A stale "focusable" is
/// harmless: every candidate is checked (`isEligible`) before focus moves.
@MainActor
final class FocusSearchIndex {
    /// Moves on every change that can move or hide a focus target.
    private static var epoch: UInt64 = 0
    /// The part of `epoch` and of the hierarchy generation the focus effect made.
    private static var excludedEpoch: UInt64 = 0
    private static var excludedGeneration = 0

    /// A layer's geometry, a view's visibility, alpha or interactivity, or a control's enabled state changed.
    static func noteChange() { epoch &+= 1 }

    /// Runs `body` (the focus effect) without its changes counting as changes.
    static func excludingChanges(_ body: () -> Void) {
        let (epochBefore, generationBefore) = (epoch, runtime.viewHierarchyGeneration)
        body()
        excludedEpoch &+= epoch &- epochBefore
        excludedGeneration &+= runtime.viewHierarchyGeneration &- generationBefore
    }

    struct Stamp: Equatable {
        let epoch: UInt64
        let generation: Int
        let scope: ObjectIdentifier
    }

    static func stamp(scope: UIFocusEnvironment) -> Stamp {
        Stamp(
            epoch: epoch &- excludedEpoch, generation: runtime.viewHierarchyGeneration &- excludedGeneration,
            scope: ObjectIdentifier(scope))
    }

    let stamp: Stamp
    /// The scope's focusable views in tree order, with their frames in window coordinates.
    let items: [FocusCandidates.Item]
    /// Each item's focus group identifier.
    let groups: [String?]
    let guides: [UIFocusGuide]
    let lists: [FocusListContainer]

    init(stamp: Stamp, items: [FocusCandidates.Item], guides: [UIFocusGuide], lists: [FocusListContainer]) {
        self.stamp = stamp
        self.items = items
        groups = items.map { FocusTree.groupIdentifier(of: $0.view) }
        self.guides = guides
        self.lists = lists
    }

    /// The items' frames in cells, for directional searches that visit only
    /// what lies nearby (nil when a frame is not finite: those are searched one by one).
    private(set) lazy var grid: FocusSpatialGrid? = FocusSpatialGrid(frames: items.map(\.frame))

    /// The items in reading order and their focus groups, made on first use (Tab).
    private(set) lazy var tabOrder: (groups: FocusGroups, groupOfView: [ObjectIdentifier: Int]) = {
        let ordered = FocusMovement.readingOrder(of: items.map(\.frame))
        let groups = FocusGroups(ordered.map { (items[$0].view, self.groups[$0]) })
        var groupOfView: [ObjectIdentifier: Int] = [:]
        for (index, group) in groups.groups.enumerated() {
            for view in group.views { groupOfView[ObjectIdentifier(view)] = index }
        }
        return (groups, groupOfView)
    }()
}
