import Foundation

/// The Auto Layout engine of one view hierarchy (a window, or the top-most
/// view of a hierarchy laid out on its own): turns active `NSLayoutConstraint`s,
/// translated frames, intrinsic content sizes and the margins and safe area
/// guides into `SolverConstraint`s for the incremental Cassowary solver, and
/// hands solved frames to the layout pass.
///
/// - Unknowns: per item (view or guide) the origin in its superview's (or
///   owning view's) bounds space and the size. An attribute is expressed in
///   the bounds space of the nearest common ancestor of the constraint's items
///   by adding the origins along the way (transforms and bounds origins of
///   the intermediate views are ignored, see ARCHITECTURE.md).
/// - Independent x and y systems: horizontal and vertical constraints go to
///   two solvers. The first constraint that relates a width to a height
///   (aspect ratio) merges them into one.
/// - Views with `translatesAutoresizingMaskIntoConstraints` (and the root)
///   are pinned to their current frame by required constraints whose
///   constants are edited in place when the frame changes (autoresizing has
///   already applied the mask by then). A window resize is therefore a
///   constant edit, never a rebuild.
/// - Conflicts: an unsatisfiable required constraint is logged with the
///   conflicting set, as UIKit does, and left out of the solver ("broken").
@MainActor
final class LayoutEngine {
    // MARK: Activation (its state: `runtime.layoutActivation`)

    struct WeakView { weak var view: UIView? }

    static func itemState(of item: AnyObject?) -> LayoutItemState? {
        if let view = item as? UIView { return view.layoutStateOrCreate.item }
        if let guide = item as? UILayoutGuide { return guide.itemState }
        return nil
    }

    static func activate(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItemState, constraint.firstAttribute != .notAnAttribute else {
            SDLViewsLog.error("cannot activate \(constraint): its first item is gone or has no attribute")
            return
        }
        runtime.layoutActivation.isInUse = true
        constraint.setActiveFlag(true)
        first.constraintList.append(constraint)
        let second = constraint.secondItemState
        if let second, second !== first { second.constraintList.append(constraint) }
        let host = nearestCommonAncestor(first.hostView, second?.hostView) ?? first.hostView
        if let host {
            host.layoutStateOrCreate.installed.append(constraint)
            constraint.installedView = host
            requestFrame(for: host)
        }
        runtime.layoutActivation.pending.append(constraint)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        constraint.setActiveFlag(false)
        constraint.firstItemState?.remove(constraint)
        constraint.secondItemState?.remove(constraint)
        if let host = constraint.installedView {
            host.layoutState?.installed.remove(constraint)
            requestFrame(for: host)
        }
        constraint.installedView = nil
        constraint.engine?.remove(constraint)
    }

    /// Adds the activated constraints to the engines of their hierarchies.
    static func flushPending() {
        guard !runtime.layoutActivation.pending.isEmpty else { return }
        let list = runtime.layoutActivation.pending
        runtime.layoutActivation.pending.removeAll()
        var touched: [LayoutEngine] = []
        for constraint in list where constraint.isActive && constraint.engine == nil {
            guard let first = constraint.firstItemState, let firstHost = first.hostView else { continue }
            let second = constraint.secondItemState
            let reference = nearestCommonAncestor(firstHost, second?.hostView)
            guard second == nil || reference != nil else {
                SDLViewsLog.error("unable to activate \(constraint): its items have no common ancestor; deactivated")
                deactivate(constraint)
                continue
            }
            let engine = engine(for: hierarchyRoot(of: firstHost))
            engine.add(constraint, first: first, second: second, reference: reference)
            if touched.last !== engine && !touched.contains(where: { $0 === engine }) { touched.append(engine) }
        }
        for engine in touched { engine.solveIfNeeded() }
    }

    static func engine(for root: UIView) -> LayoutEngine {
        let state = root.layoutStateOrCreate
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: root)
        state.engine = engine
        return engine
    }

    static func hierarchyRoot(of view: UIView) -> UIView {
        var top = view
        while let parent = top.superview { top = parent }
        return top
    }

    static func nearestCommonAncestor(_ a: UIView?, _ b: UIView?) -> UIView? {
        guard let a else { return b }
        guard let b, a !== b else { return a }
        if b.superview === a { return a }
        if a.superview === b { return b }
        if let parent = a.superview, parent === b.superview { return parent }
        var chain: Set<ObjectIdentifier> = []
        var current: UIView? = a
        while let view = current { chain.insert(ObjectIdentifier(view)); current = view.superview }
        current = b
        while let view = current {
            if chain.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    static func setNeedsUpdateConstraints(_ view: UIView) {
        let state = view.layoutStateOrCreate
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        runtime.layoutActivation.isInUse = true
        runtime.layoutActivation.updateConstraintsQueue.append(WeakView(view: view))
        requestFrame(for: view)
    }

    /// Makes the window run a frame (its constraint pass) without marking any
    /// view for layout: views are marked when their solved frames change.
    static func requestFrame(for view: UIView) {
        view.window?.host?.layerTreeNeedsUpdate()
    }

    /// UIKit's update-constraints pass for the views under `root` (the
    /// root included), deepest first, then the activation of what they made
    /// and the solve. Views may ask again while it runs; the pass repeats
    /// (at most 10 rounds, then it logs).
    static func updateConstraintsPass(under root: UIView) {
        guard runtime.layoutActivation.isInUse else { return }
        for _ in 0..<10 {
            runtime.layoutActivation.updateConstraintsQueue.removeAll { $0.view == nil }
            let due = runtime.layoutActivation.updateConstraintsQueue.compactMap(\.view).filter {
                $0.isDescendant(of: root)
            }
            guard !due.isEmpty else { break }
            let dueIDs = Set(due.map(ObjectIdentifier.init))
            runtime.layoutActivation.updateConstraintsQueue.removeAll { entry in
                entry.view.map { dueIDs.contains(ObjectIdentifier($0)) } ?? true
            }
            let ordered = due.map { ($0, depth(of: $0)) }.sorted { $0.1 > $1.1 }.map(\.0)
            for view in ordered where view.layoutState?.needsUpdateConstraints == true {
                view.layoutState?.needsUpdateConstraints = false
                view.updateConstraints()
                view.viewControllerStorage?.updateViewConstraints()
            }
        }
        // The solve only records what changed; marking views for layout is the
        // layout pass's first step (`markChangedViewsForLayout`), like kiwi's
        // updateVariables, which has no view-marking step either.
        runtime.layoutActivation.marksDeferred = true
        defer { runtime.layoutActivation.marksDeferred = false }
        flushPending()
        hierarchyRoot(of: root).layoutState?.engine?.solveIfNeeded()
    }

    private static func depth(of view: UIView) -> Int {
        var depth = 0
        var current = view.superview
        while let parent = current { depth += 1; current = parent.superview }
        return depth
    }

    /// A subtree is moving to another superview (or out): constraints that
    /// cross its boundary are deactivated (UIKit removes them), the ones
    /// inside leave the old engine and are activated again in the new one.
    static func subtreeWillMove(_ subtree: UIView) {
        guard runtime.layoutActivation.isInUse else { return }
        var inside: Set<ObjectIdentifier> = []
        var views: [UIView] = [subtree]
        var index = 0
        while index < views.count {
            inside.insert(ObjectIdentifier(views[index]))
            views.append(contentsOf: views[index].subviews)
            index += 1
        }
        for view in views {
            guard let state = view.layoutState else { continue }
            var items = [state.existingItem].compactMap { $0 }
            items += state.guides.map(\.itemState)
            for item in items {
                for constraint in item.constraints {
                    let hosts = [constraint.firstItemState?.hostView, constraint.secondItemState?.hostView].compactMap {
                        $0
                    }
                    if hosts.allSatisfy({ inside.contains(ObjectIdentifier($0)) }) {
                        if let engine = constraint.engine {
                            engine.remove(constraint); runtime.layoutActivation.pending.append(constraint)
                        }
                    } else {
                        deactivate(constraint)
                    }
                }
            }
            state.engine = nil
        }
    }

    // MARK: Engine

    private struct Entry {
        let solverConstraint: SolverConstraint
        let axis: Int
        var items: [LayoutItemState]
        var broken: Bool
        /// Leading/trailing were resolved right to left (edge swapped, constant negated).
        var rightToLeft: Bool
    }

    /// An item's bookkeeping in this engine.
    private final class ItemRecord {
        let state: LayoutItemState
        var references = 0
        /// x, width, y, height pinned to the frame (translated or root).
        var pins: [SolverConstraint] = []
        /// width ≤, width ≥, height ≤, height ≥ the intrinsic size (nil: no metric).
        var intrinsic: [SolverConstraint?] = []
        /// Guide edges held at margins or safe area insets.
        var definitions: [SolverConstraint] = []
        init(state: LayoutItemState) { self.state = state }
    }

    private(set) weak var root: UIView?
    /// Probe engines (systemLayoutSizeFitting) neither own items nor pin the root.
    private let isProbe: Bool
    // Unchecked exclusivity: the engine is main-actor bound and never
    // re-entered while one of these is being modified, and the dynamic
    // checks were a measurable part of adding each constraint.
    @exclusivity(unchecked) private(set) var solvers = [ConstraintSolver(), ConstraintSolver()]
    @exclusivity(unchecked) private var combined = false
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    @exclusivity(unchecked) private var records: [ObjectIdentifier: ItemRecord] = [:]
    @exclusivity(unchecked) private var pinned: [ItemRecord] = []
    @exclusivity(unchecked) private var guided: [ItemRecord] = []
    @exclusivity(unchecked) private var needsSolve = false
    /// Directional constraints waiting to be resolved in their view's new direction.
    @exclusivity(unchecked) private var redirected: [NSLayoutConstraint] = []
    /// Items whose solved values changed since their superviews were last
    /// marked for layout (each once; strong, so an item whose engine record is
    /// released before the layout pass stays valid, and its `view` reads nil
    /// once the view is gone).
    @exclusivity(unchecked) private var changedItems: [LayoutItemState] = []

    init(root: UIView, probe: Bool = false) {
        self.root = root
        self.isProbe = probe
    }

    private func solver(_ axis: Int) -> ConstraintSolver { combined ? solvers[0] : solvers[min(axis, 1)] }

    /// Adds an active constraint; logs and breaks it on a required conflict.
    func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItemState else { return }
        let second = constraint.secondItemState
        add(
            constraint, first: first, second: second,
            reference: LayoutEngine.nearestCommonAncestor(first.hostView, second?.hostView))
    }

    /// `add` with the items and their nearest common ancestor already found
    /// (the activation pass has them: no second walk up the hierarchy).
    func add(_ constraint: NSLayoutConstraint, first: LayoutItemState, second: LayoutItemState?, reference: UIView?) {
        var items: [LayoutItemState] = []
        let rightToLeft = Self.resolvesRightToLeft(constraint, reference)
        var expression = itemsExpression(
            of: constraint, first, second, reference, rightToLeft: rightToLeft, &items, register: true)
        expression.constant -= Self.directedConstant(constraint, rightToLeft: rightToLeft)
        let axisA = constraint.firstAttribute.axis ?? 0
        let axisB = second == nil ? axisA : (constraint.secondAttribute.axis ?? axisA)
        if axisA != axisB { combineSolvers() }
        let solverConstraint = SolverConstraint(
            expression, constraint.relation.solverRelation,
            priority: constraint.priority.solverPriority)
        // An active constraint outlives its entry (removed on deactivation).
        solverConstraint.source = constraint
        let broken = !addToSolver(solverConstraint, axis: axisA)
        entries[ObjectIdentifier(constraint)] = Entry(
            solverConstraint: solverConstraint, axis: axisA, items: items, broken: broken, rightToLeft: rightToLeft)
        if !isProbe { constraint.engine = self }
        needsSolve = true
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if !entry.broken { try? solver(entry.axis).remove(entry.solverConstraint) }
        for item in entry.items { release(item) }
        if constraint.engine === self { constraint.engine = nil }
        needsSolve = true
        if let root { LayoutEngine.requestFrame(for: root) }
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard var entry = entries[ObjectIdentifier(constraint)] else { return }
        let reference = LayoutEngine.nearestCommonAncestor(
            constraint.firstItemState?.hostView,
            constraint.secondItemState?.hostView)
        let constant =
            baseConstant(of: constraint, reference, rightToLeft: entry.rightToLeft)
            - Self.directedConstant(constraint, rightToLeft: entry.rightToLeft)
        if entry.broken {
            entry.solverConstraint.setConstant(constant)
            entry.broken = !addToSolver(entry.solverConstraint, axis: entry.axis)
            entries[ObjectIdentifier(constraint)] = entry
        } else {
            edit(entry.solverConstraint, axis: entry.axis, to: constant) {
                entries[ObjectIdentifier(constraint)]?.broken = true
            }
        }
        needsSolve = true
        solveIfNeeded()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard entries[ObjectIdentifier(constraint)] != nil else { return }
        remove(constraint)
        add(constraint)
        solveIfNeeded()
    }

    /// The constant of a constraint's expression before its own `constant`
    /// (baselines contribute font metrics).
    private func baseConstant(of constraint: NSLayoutConstraint, _ reference: UIView?, rightToLeft: Bool) -> Double {
        guard let first = constraint.firstItemState else { return 0 }
        var scratch: [LayoutItemState] = []
        return itemsExpression(
            of: constraint, first, constraint.secondItemState, reference, rightToLeft: rightToLeft, &scratch,
            register: false
        ).constant
    }

    // MARK: Layout direction

    /// A constraint with leading or trailing is resolved in the direction of
    /// the view it is installed on (the items' nearest common ancestor), so a
    /// view forcing left to right inside a right-to-left screen sits at its
    /// superview's right while its own subviews start at its left, as in UIKit.
    private static func resolvesRightToLeft(_ constraint: NSLayoutConstraint, _ reference: UIView?) -> Bool {
        guard constraint.isDirectional, let reference else { return false }
        return reference.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Right to left, "leading + 20" is 20 points further left: leading and
    /// trailing measure leftwards, so the constant of a directional constraint
    /// is negated along with the swapped edges (UIKit's mirroring).
    private static func directedConstant(_ constraint: NSLayoutConstraint, rightToLeft: Bool) -> Double {
        rightToLeft ? -Double(constraint.constant) : Double(constraint.constant)
    }

    /// The direction of the view a directional constraint is installed on
    /// changed: when the constraint now resolves the other way it is queued
    /// to go back into the solver with its edges swapped before the next solve.
    func resolveDirectionAgain(_ constraint: NSLayoutConstraint) {
        guard let entry = entries[ObjectIdentifier(constraint)], let first = constraint.firstItemState else { return }
        let reference = LayoutEngine.nearestCommonAncestor(first.hostView, constraint.secondItemState?.hostView)
        guard Self.resolvesRightToLeft(constraint, reference) != entry.rightToLeft else { return }
        redirected.append(constraint)
        needsSolve = true
        if let root { LayoutEngine.requestFrame(for: root) }
    }

    /// All the queued constraints leave the solver before any comes back:
    /// swapped one at a time, a half-mirrored system would conflict (a view's
    /// new leading edge against its old trailing one) and break constraints.
    private func applyRedirections() {
        guard !redirected.isEmpty else { return }
        let list = redirected
        redirected.removeAll()
        for constraint in list { remove(constraint) }
        for constraint in list where constraint.isActive && constraint.engine == nil {
            guard let first = constraint.firstItemState else { continue }
            let second = constraint.secondItemState
            add(
                constraint, first: first, second: second,
                reference: LayoutEngine.nearestCommonAncestor(first.hostView, second?.hostView))
        }
    }

    /// `first.attribute − multiplier × second.attribute` of a constraint,
    /// before its own constant, built in one terms array.
    private func itemsExpression(
        of constraint: NSLayoutConstraint, _ first: LayoutItemState, _ second: LayoutItemState?,
        _ reference: UIView?, rightToLeft: Bool, _ items: inout [LayoutItemState], register: Bool
    ) -> LinearExpression {
        var expression = LinearExpression()
        expression.terms.reserveCapacity(6)
        let firstAttribute = constraint.firstAttribute.resolved(rightToLeft: rightToLeft)
        accumulate(first, firstAttribute, reference, scale: 1, into: &expression, &items, register: register)
        if let second, constraint.secondAttribute != .notAnAttribute {
            accumulate(
                second, constraint.secondAttribute.resolved(rightToLeft: rightToLeft), reference,
                scale: -Double(constraint.multiplier),
                into: &expression, &items, register: register)
        }
        return expression
    }

    /// Solver constant edit; a conflict is logged and `broke` runs.
    private func edit(_ constraint: SolverConstraint, axis: Int, to constant: Double, broke: () -> Void = {}) {
        do {
            try solver(axis).updateConstant(constraint, to: constant)
        } catch SolverError.unsatisfiable(let conflicting) {
            logConflict(conflicting, breaking: constraint)
            broke()
        } catch {
            SDLViewsLog.error("layout engine: \(error)")
        }
    }

    @discardableResult
    private func addToSolver(_ constraint: SolverConstraint, axis: Int) -> Bool {
        do {
            try solver(axis).add(constraint)
            return true
        } catch SolverError.unsatisfiable(let conflicting) {
            logConflict(conflicting, breaking: constraint)
        } catch {
            SDLViewsLog.error("layout engine: \(error)")
        }
        return false
    }

    /// UIKit's message for unsatisfiable constraints.
    private func logConflict(_ conflicting: [SolverConstraint], breaking: SolverConstraint) {
        let lines = conflicting.map { "    \"\($0.conflictDescription)\"" }
        let broken = breaking.conflictDescription
        runtime.constraintConflicts.record(
            "Unable to satisfy constraints: broke \(broken) (\(conflicting.count) conflicting)")
        SDLViewsLog.error(
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(lines.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }

    /// Merges the x and y systems into one (a width is related to a height).
    private func combineSolvers() {
        guard !combined else { return }
        combined = true
        let merged = ConstraintSolver()
        var all: [SolverConstraint] = entries.values.filter { !$0.broken }.map(\.solverConstraint)
        for record in records.values {
            all += record.pins + record.intrinsic.compactMap { $0 } + record.definitions
        }
        for constraint in all { try? merged.add(constraint) }
        solvers = [merged]
    }

    // MARK: Items

    private func register(_ item: LayoutItemState) {
        let key = ObjectIdentifier(item)
        if let record = records[key] { record.references += 1; return }
        let record = ItemRecord(state: item)
        record.references = 1
        records[key] = record
        if !isProbe { item.engine = self }
        if let view = item.view {
            if view === root || view.translatesAutoresizingMaskIntoConstraints {
                if !(isProbe && view === root) { addPins(record, view) }
            } else {
                addIntrinsic(record, view)
            }
        } else if let guide = item.guide, guide.role != .custom, let owner = guide.owningView {
            register(owner.layoutStateOrCreate.item)
            addDefinitions(record, guide, owner)
        }
    }

    private func release(_ item: LayoutItemState) {
        let key = ObjectIdentifier(item)
        guard let record = records[key] else { return }
        record.references -= 1
        guard record.references <= 0 else { return }
        records[key] = nil
        removeSystemConstraints(record)
        if let guide = item.guide, guide.role != .custom, let owner = guide.owningView {
            release(owner.layoutStateOrCreate.item)
        }
        if item.engine === self { item.engine = nil }
    }

    private func removeSystemConstraints(_ record: ItemRecord) {
        for (index, pin) in record.pins.enumerated() { try? solver(index / 2).remove(pin) }
        for (index, c) in record.intrinsic.enumerated() { if let c { try? solver(index / 2).remove(c) } }
        for (index, c) in record.definitions.enumerated() { try? solver(index / 2).remove(c) }
        record.pins = []
        record.intrinsic = []
        record.definitions = []
        pinned.removeAll { $0 === record }
        guided.removeAll { $0 === record }
        needsSolve = true
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed on a registered view.
    func translationDidChange(_ item: LayoutItemState) {
        guard let record = records[ObjectIdentifier(item)], let view = item.view else { return }
        removeSystemConstraints(record)
        if view === root || view.translatesAutoresizingMaskIntoConstraints {
            addPins(record, view)
        } else {
            addIntrinsic(record, view)
        }
        solveIfNeeded()
    }

    private static func pinValues(_ view: UIView) -> [Double] {
        let size = view.bounds.size, center = view.center
        return [
            Double(center.x - size.width / 2), Double(size.width), Double(center.y - size.height / 2),
            Double(size.height)
        ]
    }

    private func addPins(_ record: ItemRecord, _ view: UIView) {
        let item = record.state
        let values = LayoutEngine.pinValues(view)
        let variables = [item.minX, item.width, item.minY, item.height]
        let masks = ["minX", "width", "minY", "height"]
        record.pins = (0..<4).map { index in
            let pin = SolverConstraint(variables[index] - values[index], .equal)
            let value = values[index]
            pin.describe = { [weak view] in
                "<NSAutoresizingMaskLayoutConstraint \(view.map { "\(type(of: $0))" } ?? "view").\(masks[index]) == \(value)>"
            }
            addToSolver(pin, axis: index / 2)
            return pin
        }
        pinned.append(record)
        needsSolve = true
    }

    private func addIntrinsic(_ record: ItemRecord, _ view: UIView) {
        let size = view.intrinsicContentSize
        let state = view.layoutStateOrCreate
        let metrics = [Double(size.width), Double(size.height)]
        let variables = [record.state.width, record.state.height]
        let hugging = [state.hugging.horizontal, state.hugging.vertical]
        let compression = [state.compression.horizontal, state.compression.vertical]
        record.intrinsic = []
        for axis in 0..<2 {
            guard metrics[axis] >= 0, metrics[axis].isFinite else { record.intrinsic += [nil, nil]; continue }
            let hug = SolverConstraint(
                variables[axis] - metrics[axis], .lessThanOrEqual, priority: hugging[axis].solverPriority)
            let resist = SolverConstraint(
                variables[axis] - metrics[axis], .greaterThanOrEqual,
                priority: compression[axis].solverPriority)
            let viewType = type(of: view), dimension = axis == 0 ? "width" : "height", metric = metrics[axis]
            let hugText = hugging[axis].rawValue, resistText = compression[axis].rawValue
            hug.describe = { "<NSContentSizeLayoutConstraint \(viewType).\(dimension) <= \(metric) hug:\(hugText)>" }
            resist.describe = {
                "<NSContentSizeLayoutConstraint \(viewType).\(dimension) >= \(metric) compressionResistance:\(resistText)>"
            }
            addToSolver(hug, axis: axis)
            addToSolver(resist, axis: axis)
            record.intrinsic += [hug, resist]
        }
        needsSolve = true
    }

    /// The view's intrinsic content size or its hugging/compression
    /// priorities changed: constants are edited in place when the same
    /// dimensions have a metric, otherwise the constraints are rebuilt.
    func intrinsicContentSizeDidChange(_ item: LayoutItemState, prioritiesChanged: Bool = false) {
        guard let record = records[ObjectIdentifier(item)], let view = item.view,
            !(view === root || view.translatesAutoresizingMaskIntoConstraints)
        else { return }
        let size = view.intrinsicContentSize
        let metrics = [Double(size.width), Double(size.height)]
        let sameShape =
            !prioritiesChanged && record.intrinsic.count == 4
            && (0..<2).allSatisfy { (record.intrinsic[$0 * 2] != nil) == (metrics[$0] >= 0 && metrics[$0].isFinite) }
        if sameShape {
            for axis in 0..<2 {
                for constraint in record.intrinsic[(axis * 2)...(axis * 2 + 1)].compactMap({ $0 }) {
                    edit(constraint, axis: axis, to: -metrics[axis])
                }
            }
        } else {
            for (index, c) in record.intrinsic.enumerated() { if let c { try? solver(index / 2).remove(c) } }
            addIntrinsic(record, view)
        }
        refreshBaselines(of: item)
        needsSolve = true
        solveIfNeeded()
    }

    private func refreshBaselines(of item: LayoutItemState) {
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        for constraint in item.constraints
        where constraint.engine === self
            && (baselines.contains(constraint.firstAttribute) || baselines.contains(constraint.secondAttribute))
        {
            constantDidChange(constraint)
        }
    }

    /// Holds a guide's edges where its role puts them: at the owner's margins
    /// or safe area, at a scroll view's visible rectangle (frame guide), or at
    /// the content's origin with a size that yields to the app's constraints
    /// and otherwise follows `contentSize` (content guide).
    private func addDefinitions(_ record: ItemRecord, _ guide: UILayoutGuide, _ owner: UIView) {
        let constants = LayoutEngine.definitionConstants(guide, owner)
        let item = record.state, ownerItem = owner.layoutStateOrCreate.item
        let spansContent = guide.role == .scrollContent
        let width = spansContent ? LinearExpression(item.width) : item.width - ownerItem.width
        let height = spansContent ? LinearExpression(item.height) : item.height - ownerItem.height
        let sizePriority = spansContent ? LayoutEngine.contentSizePriority : ConstraintStrength.required
        let constraints = [
            SolverConstraint(item.minX + constants[0], .equal),
            SolverConstraint(width + constants[1], .equal, priority: sizePriority),
            SolverConstraint(item.minY + constants[2], .equal),
            SolverConstraint(height + constants[3], .equal, priority: sizePriority)
        ]
        for (index, c) in constraints.enumerated() {
            let identifier = guide.identifier
            c.describe = { "<\(identifier) edge \(index)>" }
            addToSolver(c, axis: index / 2)
        }
        record.definitions = constraints
        guided.append(record)
        needsSolve = true
    }

    /// Below every priority an app uses (`fittingSizeLevel` included), so that
    /// any constraint on the content guide's size decides `contentSize`.
    private static let contentSizePriority = 1.0

    /// The constants of a guide's four definitions (x, width, y, height), so
    /// that each is `variable (− owner's size) + constant == 0`.
    private static func definitionConstants(_ guide: UILayoutGuide, _ owner: UIView) -> [Double] {
        switch guide.role {
        case .scrollContent:
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            return [0, -Double(size.width), 0, -Double(size.height)]
        case .scrollFrame:
            let origin = owner.bounds.origin
            return [-Double(origin.x), 0, -Double(origin.y), 0]
        case .margins, .safeArea, .custom:
            let insets = guide.role == .margins ? owner.effectiveLayoutMargins : owner.safeAreaInsets
            return [
                -Double(insets.left), Double(insets.left + insets.right), -Double(insets.top),
                Double(insets.top + insets.bottom)
            ]
        }
    }

    /// A content guide whose size the app's constraints decide gives the
    /// scroll view its `contentSize` (UIKit's rule for `contentLayoutGuide`).
    private func applyContentSizes() {
        for record in guided where record.state.guide?.role == .scrollContent {
            guard let scrollView = record.state.guide?.owningView as? UIScrollView else { continue }
            let solved = record.state.solvedFrame.size
            guard solved.width.isFinite, solved.height.isFinite else { continue }
            let size = CGSize(width: max(solved.width, 0), height: max(solved.height, 0))
            if size != scrollView.contentSize { scrollView.contentSize = size }
        }
    }

    // MARK: Attribute expressions

    /// Adds `scale ×` `attribute` of `item`, in the bounds space of
    /// `reference`, to `expression` (in place: one terms array per
    /// constraint); the items on the way are registered (and listed in
    /// `items`) unless `register` is false.
    private func accumulate(
        _ item: LayoutItemState, _ attribute: NSLayoutConstraint.Attribute, _ reference: UIView?,
        scale: Double, into expression: inout LinearExpression,
        _ items: inout [LayoutItemState], register: Bool = true
    ) {
        if let plain = attribute.withoutMargin, let view = item.view {
            return accumulate(
                view.layoutMarginsGuide.itemState, plain, reference, scale: scale, into: &expression,
                &items, register: register)
        }
        func use(_ state: LayoutItemState) {
            guard register else { return }
            self.register(state)
            items.append(state)
        }
        use(item)
        let vertical = attribute.axis == 1
        let size = vertical ? item.height : item.width
        if attribute.isDimension { return expression.add(size, scale) }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item.view {
            return accumulateBaseline(
                of: view, last: attribute == .lastBaseline, reference, scale: scale,
                into: &expression, &items, register: register)
        }
        var host = item.view?.superview ?? item.guide?.owningView
        if let view = item.view, view === reference {
            host = nil  // its own bounds: origin 0
        } else {
            expression.add(vertical ? item.minY : item.minX, scale)
        }
        while let view = host, view !== reference {
            let state = view.layoutStateOrCreate.item
            use(state)
            expression.add(vertical ? state.minY : state.minX, scale)
            host = view.superview
        }
        switch attribute {
        case .right, .trailing, .bottom: expression.add(size, scale)
        case .centerX, .centerY: expression.add(size, scale * 0.5)
        default: break
        }
    }

    /// A baseline: the baseline view's top plus its font offset (for a label,
    /// whose text block is centred vertically: top + height/2 − textHeight/2 +
    /// ascender, plus the lines above for the last baseline); views without
    /// text use their bottom edge, as UIKit.
    private func accumulateBaseline(
        of view: UIView, last: Bool, _ reference: UIView?, scale: Double,
        into expression: inout LinearExpression, _ items: inout [LayoutItemState],
        register: Bool
    ) {
        let target = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
        let baselineView = target.isDescendant(of: view) ? target : view
        let state = baselineView.layoutStateOrCreate.item
        accumulate(state, .top, reference, scale: scale, into: &expression, &items, register: register)
        guard let label = baselineView as? UILabel, let font = label.font else {
            return expression.add(state.height, scale)
        }
        let text = label.intrinsicContentSize.height
        let lines = max(1, (text / max(font.lineHeight, 1)).rounded())
        let fromTextTop = Double(font.ascender + (last ? (lines - 1) * font.lineHeight : 0))
        expression.add(state.height, scale * 0.5)
        expression.constant += scale * (-Double(text) / 2 + fromTextTop)
    }

    // MARK: Solving and frames

    /// Edits pins and guide edges that moved, solves, and records the items
    /// whose variables changed; their superviews are marked for layout at
    /// once, except during the update-constraints pass, whose callers mark
    /// them right before laying out (`markChangedViewsForLayout`).
    func solveIfNeeded() {
        applyRedirections()
        refreshPins()
        refreshGuides()
        if needsSolve {
            needsSolve = false
            recordChangedItems()
            applyContentSizes()
        }
        if !runtime.layoutActivation.marksDeferred { markChangedViewsForLayout() }
    }

    /// Reads the solved values (writes the changed variables) and records
    /// their items; no view is touched, so no weak load or view retain here.
    private func recordChangedItems() {
        let generation = runtime.layoutActivation.markGeneration, before = changedItems.count
        for solver in solvers {
            solver.forEachChangedOwner { owner in
                guard LayoutItemState.claim(owner, generation: generation) else { return }
                changedItems.append(owner.takeUnretainedValue())
            }
        }
        if before == 0, !changedItems.isEmpty, runtime.layoutActivation.marksDeferred, let root {
            LayoutEngine.requestFrame(for: root)
        }
    }

    /// Marks for layout the superview of each recorded view that moved
    /// (constraint-driven views only: the root and translated views keep the
    /// frames they were given). Views removed or gone since the solve are
    /// skipped; consecutive items of one superview mark it once.
    func markChangedViewsForLayout() {
        guard !changedItems.isEmpty else { return }
        var items: [LayoutItemState] = []
        swap(&items, &changedItems)
        runtime.layoutActivation.markGeneration &+= 1
        let root = self.root
        var last: UIView?
        for item in items {
            guard let view = item.view, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                let superview = view.superview, superview !== last
            else { continue }
            last = superview
            if !superview.layer.needsLayout() { superview.setNeedsLayout() }
        }
        items.removeAll(keepingCapacity: true)
        if changedItems.isEmpty { changedItems = items }
    }

    private func refreshPins() {
        for record in pinned {
            guard let view = record.state.view else { continue }
            let values = LayoutEngine.pinValues(view)
            for index in 0..<4 where record.pins[index].expression.constant != -values[index] {
                edit(record.pins[index], axis: index / 2, to: -values[index])
                needsSolve = true
            }
        }
    }

    private func refreshGuides() {
        for record in guided {
            guard let guide = record.state.guide, let owner = guide.owningView else { continue }
            let constants = LayoutEngine.definitionConstants(guide, owner)
            for index in 0..<4 where record.definitions[index].expression.constant != constants[index] {
                edit(record.definitions[index], axis: index / 2, to: constants[index])
                needsSolve = true
            }
            if guide.role == .safeArea { owner.reportSafeAreaChangeIfNeeded() }
        }
    }

    func isAmbiguous(_ item: LayoutItemState) -> Bool {
        solveIfNeeded()
        return solver(0).isAmbiguous(item.minX) || solver(0).isAmbiguous(item.width)
            || solver(1).isAmbiguous(item.minY) || solver(1).isAmbiguous(item.height)
    }

    // MARK: Fitting

    /// `systemLayoutSizeFitting`: a probe engine over `view`'s subtree whose
    /// root size is pulled towards `target` with the given priorities.
    static func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority,
        vertical: UILayoutPriority
    ) -> CGSize {
        flushPending()
        let probe = LayoutEngine(root: view, probe: true)
        var seen: Set<ObjectIdentifier> = []
        var stack = [view]
        while let current = stack.popLast() {
            stack.append(contentsOf: current.subviews)
            guard let state = current.layoutState else { continue }
            let items = [state.existingItem].compactMap { $0 } + state.guides.map(\.itemState)
            for constraint in items.flatMap(\.constraints) where seen.insert(ObjectIdentifier(constraint)).inserted {
                let hosts = [constraint.firstItemState?.hostView, constraint.secondItemState?.hostView].compactMap {
                    $0
                }
                if hosts.allSatisfy({ $0.isDescendant(of: view) }) { probe.add(constraint) }
            }
        }
        let item = view.layoutStateOrCreate.item
        probe.register(item)
        let width = Double(target.width.isFinite ? target.width : 0),
            height = Double(target.height.isFinite ? target.height : 0)
        probe.addToSolver(SolverConstraint(item.width - width, .equal, priority: horizontal.solverPriority), axis: 0)
        probe.addToSolver(SolverConstraint(item.height - height, .equal, priority: vertical.solverPriority), axis: 1)
        return CGSize(width: probe.solver(0).value(of: item.width), height: probe.solver(1).value(of: item.height))
    }
}
