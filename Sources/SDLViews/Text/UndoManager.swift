import Foundation

/// Foundation's `UndoManager`, which Linux's Foundation does not have: undo and
/// redo stacks of groups of closures, as `UIResponder.undoManager` returns on iOS.
///
/// Matches Foundation in: `registerUndo(withTarget:handler:)` records a closure
/// on the undo stack, or on the redo stack while undoing; `undo()` runs the
/// newest group's closures newest first, and what they register becomes the
/// redo group; a new registration outside undo/redo clears the redo stack;
/// `levelsOfUndo` (0: unlimited) drops the oldest groups; explicit
/// `beginUndoGrouping()`/`endUndoGrouping()` nest, and only the outermost pair
/// makes a group. Difference: with `groupsByEvent` (the default) a
/// registration outside an explicit group is a group of its own, rather than
/// sharing one group with everything else registered in the same event.
@MainActor
open class UndoManager {
    private struct Action {
        weak var target: AnyObject?
        let handler: (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    private var disabledCount = 0

    public init() {}

    open var groupsByEvent = true
    /// The most groups kept; 0 means no limit.
    open var levelsOfUndo = 0 { didSet { trim() } }
    open private(set) var groupingLevel = 0
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }

    open func beginUndoGrouping() {
        if groupingLevel == 0 { openGroup = Group() }
        groupingLevel += 1
    }

    open func endUndoGrouping() {
        guard groupingLevel > 0 else {
            SDLViewsLog.error("UndoManager.endUndoGrouping: no group is open; ignored")
            return
        }
        groupingLevel -= 1
        guard groupingLevel == 0, let group = openGroup else { return }
        openGroup = nil
        push(group)
    }

    open func disableUndoRegistration() { disabledCount += 1 }
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    /// Records `handler` to undo a change to `target` (held weakly, as Foundation does).
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { handler($0 as! TargetType) }
        if openGroup != nil {
            openGroup?.actions.append(action)
            return
        }
        guard groupsByEvent else {
            SDLViewsLog.error("UndoManager.registerUndo: no group is open and groupsByEvent is false; ignored")
            return
        }
        push(Group(actions: [action]))
    }

    open func setActionName(_ actionName: String) {
        if openGroup != nil {
            openGroup?.name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Closes an open group, then undoes the newest group.
    open func undo() {
        if groupingLevel > 0 {
            groupingLevel = 1
            endUndoGrouping()
        }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        defer { isUndoing = false }
        run(group)
    }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        defer { isRedoing = false }
        run(group)
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
        groupingLevel = 0
    }

    open func removeAllActions(withTarget target: AnyObject) {
        func keep(_ groups: [Group]) -> [Group] {
            groups.map { group in
                var kept = group
                kept.actions.removeAll { $0.target === target }
                return kept
            }.filter { !$0.actions.isEmpty }
        }
        undoStack = keep(undoStack)
        redoStack = keep(redoStack)
    }

    /// Runs a group's actions newest first; what they register forms the opposite group.
    private func run(_ group: Group) {
        beginUndoGrouping()
        openGroup?.name = group.name
        for action in group.actions.reversed() {
            if let target = action.target { action.handler(target) }
        }
        groupingLevel = 0
        guard let inverse = openGroup else { return }
        openGroup = nil
        guard !inverse.actions.isEmpty else { return }
        if isUndoing { redoStack.append(inverse) } else { undoStack.append(inverse) }
    }

    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
            return
        }
        undoStack.append(group)
        if !isRedoing { redoStack.removeAll() }
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
