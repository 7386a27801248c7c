import Foundation

/// The view hierarchy: subviews and their layers stay in the same order, also
/// when plain sublayers are interleaved with the views' layers.
extension UIView {
    var superviewImplementation: UIView? { superviewStorage }
    var subviewsImplementation: [UIView] { subviewStorage }

    var windowImplementation: UIWindow? { hierarchyTop as? UIWindow }

    /// The outermost superview (self without one), cached (`TreeTopCache`):
    /// adding views to a deep hierarchy finds its window in constant time.
    var hierarchyTop: UIView {
        TreeTopCache.top(
            of: self, generation: runtime.viewHierarchyGeneration, parent: { $0.superviewStorage },
            cached: { ($0.cachedHierarchyTop, $0.cachedHierarchyTopGeneration) },
            store: { $0.cachedHierarchyTop = $1; $0.cachedHierarchyTopGeneration = $2 })
    }

    func addSubviewImplementation(_ view: UIView) {
        attach(view, at: subviewStorage.count) { self.layer.addSublayer(view.layer) }
    }

    func insertSubviewImplementation(_ view: UIView, at index: Int) {
        let others = subviewStorage.filter { $0 !== view }
        let i = min(max(index, 0), others.count)
        attach(view, at: i) {
            if i < others.count {
                self.layer.insertSublayer(view.layer, below: others[i].layer)
            } else {
                self.layer.addSublayer(view.layer)
            }
        }
    }

    func insertSubviewImplementation(_ view: UIView, aboveSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { return addSubview(view) }
        attach(view, at: nil, after: sibling) { self.layer.insertSublayer(view.layer, above: sibling.layer) }
    }

    func insertSubviewImplementation(_ view: UIView, belowSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { return addSubview(view) }
        attach(view, at: nil, before: sibling) { self.layer.insertSublayer(view.layer, below: sibling.layer) }
    }

    func bringSubviewToFrontImplementation(_ view: UIView) {
        guard view.superviewStorage === self, let i = subviewStorage.firstIndex(of: view) else { return }
        subviewStorage.append(subviewStorage.remove(at: i))
        layer.moveSublayer(view.layer, to: layer.sublayerList.count)
    }

    func sendSubviewToBackImplementation(_ view: UIView) {
        guard view.superviewStorage === self, let i = subviewStorage.firstIndex(of: view) else { return }
        subviewStorage.insert(subviewStorage.remove(at: i), at: 0)
        layer.moveSublayer(view.layer, to: 0)
    }

    func exchangeSubviewImplementation(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else {
            return
        }
        layer.swapSublayers(subviewStorage[index1].layer, subviewStorage[index2].layer)
        subviewStorage.swapAt(index1, index2)
    }

    func removeFromSuperviewImplementation() {
        guard let parent = superviewStorage else { return }
        LayoutEngine.subtreeWillMove(self)
        parent.willRemoveSubview(self)
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.subviewStorage.removeAll { $0 === self }
        superviewStorage = nil
        runtime.viewHierarchyGeneration &+= 1
        layer.removeFromSuperlayer()
        parent.setNeedsLayout()
        if let oldWindow { leave(oldWindow) }
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        inheritedTintDidChange()
    }

    func viewWithTagImplementation(_ tag: Int) -> UIView? {
        var found: UIView?
        forEachInSubtree { view in
            if found == nil, view.tag == tag { found = view }
            return found == nil
        }
        return found
    }

    /// Visits this view and every view below it, parents first and in
    /// subview order (each view's subviews read after its visit), with its
    /// own stack: hierarchies of any depth. `body` returns false to skip the
    /// view's subviews.
    func forEachInSubtree(_ body: (UIView) -> Bool) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard body(view) else { continue }
            stack.append(contentsOf: view.subviewStorage.reversed())
        }
    }

    func isDescendantImplementation(of view: UIView) -> Bool {
        // Only a view with subviews has descendants: adding a leaf (how deep
        // chains are built) costs no walk up.
        if view.subviewStorage.isEmpty { return view === self }
        var current: UIView? = self
        while let v = current {
            runtime.hierarchyDepth.ancestorSteps &+= 1
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    // MARK: Attaching

    /// The common path of every insertion: refuse cycles, notify in UIKit's
    /// order, then place the view in `subviews` and its layer with `placeLayer`.
    private func attach(
        _ view: UIView, at index: Int?, after: UIView? = nil, before: UIView? = nil,
        placeLayer: () -> Void
    ) {
        guard canAdopt(view) else { return }
        if view.superviewStorage === self {
            return reorder(view, at: index, after: after, before: before, placeLayer: placeLayer)
        }
        let oldWindow = view.window, newWindow = window
        LayoutEngine.subtreeWillMove(view)
        if type(of: view).requiresConstraintBasedLayout { view.setNeedsUpdateConstraints() }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        detachFromOldSuperview(view)
        subviewStorage.insert(view, at: subviewIndex(index, after: after, before: before))
        view.superviewStorage = self
        placeLayer()
        if let oldWindow, oldWindow !== newWindow { view.leave(oldWindow) }
        view.updateTraitsInSubtree()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        view.inheritedTintDidChange()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
    }

    private func reorder(_ view: UIView, at index: Int?, after: UIView?, before: UIView?, placeLayer: () -> Void) {
        subviewStorage.removeAll { $0 === view }
        subviewStorage.insert(view, at: subviewIndex(index, after: after, before: before))
        placeLayer()
    }

    private func subviewIndex(_ index: Int?, after: UIView?, before: UIView?) -> Int {
        if let after, let i = subviewStorage.firstIndex(of: after) { return i + 1 }
        if let before, let i = subviewStorage.firstIndex(of: before) { return i }
        return min(index ?? subviewStorage.count, subviewStorage.count)
    }

    private func detachFromOldSuperview(_ view: UIView) {
        guard let old = view.superviewStorage else { return }
        old.willRemoveSubview(view)
        old.subviewStorage.removeAll { $0 === view }
        view.superviewStorage = nil
        runtime.viewHierarchyGeneration &+= 1
        old.setNeedsLayout()
    }

    private func canAdopt(_ view: UIView) -> Bool {
        guard !isDescendant(of: view) else {
            SDLViewsLog.error("refused to add \(type(of: view)) to itself or to one of its own descendants")
            return false
        }
        return true
    }

    private func removeAnimationsInSubtree() {
        forEachInSubtree {
            $0.layer.removeAllAnimations(); return true
        }
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree {
            $0.willMove(toWindow: newWindow)
            if let controller = $0.viewControllerStorage {
                ViewControllerAppearance.rootView(of: controller, willMoveTo: newWindow)
            }
            return true
        }
    }

    func notifyDidMoveToWindow() {
        forEachInSubtree {
            $0.didMoveToWindow()
            if let controller = $0.viewControllerStorage {
                ViewControllerAppearance.rootViewDidMoveToWindow(of: controller)
            }
            return true
        }
    }

    /// Cleans up what the old window kept for this subtree (first responder,
    /// touches) and stops its animations: a view leaving its window ends them
    /// with `finished == false`, as in UIKit.
    private func leave(_ oldWindow: UIWindow) {
        removeAnimationsInSubtree()
        if let responder = oldWindow.firstResponder as? UIView, responder.isDescendant(of: self) {
            oldWindow.firstResponder = nil
        }
        oldWindow.subtreeDidLeave(self)
    }
}
