/// Adding and removing child view controllers, with UIKit's refusals.
@MainActor
enum ViewControllerContainment {
    static func add(_ child: UIViewController, to parent: UIViewController) {
        guard child.parentStorage !== parent else { return }
        if isAncestor(child, of: parent) {
            SDLViewsLog.error(
                "addChild(_:): \(type(of: child)) is \(type(of: parent)) or one of its ancestors; not added")
            return
        }
        if child.parentStorage != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.willMove(toParent: parent)
        parent.childStorage.append(child)
        child.parentStorage = parent
        child.appearance.movingToParent = true
        child.appearance.movingFromParent = false
    }

    static func remove(_ child: UIViewController) {
        guard let parent = child.parentStorage else { return }
        child.dismissPresentationsOnRemoval()
        // Searched from the end: stacks remove their top children, which this finds at once.
        if let index = parent.childStorage.lastIndex(where: { $0 === child }) { parent.childStorage.remove(at: index) }
        child.parentStorage = nil
        child.didMove(toParent: nil)
        if child.appearance.phase == .disappeared { child.appearance.movingFromParent = false }
    }

    private static func isAncestor(_ candidate: UIViewController, of controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let step = current {
            if step === candidate { return true }
            current = step.parentStorage
        }
        return false
    }
}
