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
        parent.childStorage.removeAll { $0 === child }
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
