import Foundation

/// What the bridge exports at one moment: the application, its shown
/// windows, and in each window the accessibility elements a screen reader
/// would visit, by UIKit's rules, built in one walk.
///
/// The rules are VoiceOver's: an element (`isAccessibilityElement`) is a
/// leaf (what is inside it is read as part of it); a view with
/// `accessibilityElements` exports those instead of its subviews;
/// `accessibilityElementsHidden`, hidden and transparent subtrees are
/// skipped; a shown view with `accessibilityViewIsModal` hides its siblings.
/// Plain container views are flattened away (UIKit's tree has no role for
/// them), except those with an `accessibilityContainerType` or
/// `shouldGroupAccessibilityChildren`, which become list/table/panel nodes.
/// Only what can be seen is walked: a subtree outside the window or clipped
/// away by a `clipsToBounds` ancestor (a scroll view's off-screen content)
/// is not exported, so a 1,000-row table exports its visible cells only.
@MainActor
struct ATSPITree {
    enum Node: Equatable {
        case application
        case object(UIResponder)

        static func == (lhs: Node, rhs: Node) -> Bool {
            switch (lhs, rhs) {
            case (.application, .application): true
            case (.object(let a), .object(let b)): a === b
            default: false
            }
        }
    }

    private struct Entry {
        let parent: Node
        var children: [UIResponder] = []
    }

    let windows: [UIWindow]
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Views the walk looked at (the bench's measure that clipped subtrees are not walked).
    private(set) var visitedViews = 0

    init(windows: [UIWindow]) {
        self.windows = windows.filter { !$0.isHidden }
        for window in self.windows {
            entries[ObjectIdentifier(window)] = Entry(parent: .application)
            let bounds = window.bounds
            for child in Self.shownChildren(of: window) { collect(child, under: window, clip: bounds) }
        }
    }

    // MARK: Queries

    func children(of node: Node) -> [UIResponder] {
        switch node {
        case .application: windows
        case .object(let responder): entries[ObjectIdentifier(responder)]?.children ?? []
        }
    }

    /// The exported parent; nil for the application and for a responder not exported now.
    func parent(of node: Node) -> Node? {
        guard case .object(let responder) = node else { return nil }
        return entries[ObjectIdentifier(responder)]?.parent
    }

    /// Whether the responder is exported now (shown).
    func contains(_ responder: UIResponder) -> Bool { entries[ObjectIdentifier(responder)] != nil }

    func indexInParent(of node: Node) -> Int? {
        guard case .object(let responder) = node, let parent = parent(of: node) else { return nil }
        return children(of: parent).firstIndex { $0 === responder }
    }

    /// The exported node nearest `responder` (itself or an ancestor view):
    /// where a focused view that is not an element of its own is read.
    func nearestExported(_ responder: UIResponder) -> UIResponder? {
        var current: UIResponder? = responder
        while let candidate = current {
            if contains(candidate) { return candidate }
            current = (candidate as? UIView)?.superview ?? (candidate as? UIAccessibilityElement)?.next
        }
        return nil
    }

    /// The bench's figures for `windows`: objects exported and views looked at.
    static func benchWalk(_ windows: [UIWindow]) -> (exported: Int, visited: Int) {
        let tree = ATSPITree(windows: windows)
        return (tree.allObjects.count, tree.visitedViews)
    }

    /// Every exported object, parents before children.
    var allObjects: [UIResponder] {
        var result: [UIResponder] = []
        var stack: [UIResponder] = windows.reversed()
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: children(of: .object(next)).reversed())
        }
        return result
    }

    // MARK: The walk

    private mutating func add(_ responder: UIResponder, under parent: UIResponder) {
        entries[ObjectIdentifier(parent)]?.children.append(responder)
        entries[ObjectIdentifier(responder)] = Entry(parent: .object(parent))
    }

    private mutating func collect(_ view: UIView, under parent: UIResponder, clip: CGRect) {
        visitedViews += 1
        let frame = view.convert(view.bounds, to: nil)
        guard frame.intersects(clip) || frame.isEmpty && clip.contains(frame.origin), !view.accessibilityElementsHidden
        else { return }
        if view.isAccessibilityElement {
            add(view, under: parent)
            return
        }
        let inner = view.clipsToBounds ? clip.intersection(frame) : clip
        if let elements = view.accessibilityElements {
            collect(elements: elements, under: exportsAsContainer(view) ? adding(view, under: parent) : parent,
                    clip: inner)
            return
        }
        let holder = exportsAsContainer(view) ? adding(view, under: parent) : parent
        for child in Self.shownChildren(of: view) { collect(child, under: holder, clip: inner) }
    }

    private mutating func collect(elements: [Any], under parent: UIResponder, clip: CGRect) {
        for item in elements {
            if let view = item as? UIView {
                if Self.isShown(view) { collect(view, under: parent, clip: clip) }
            } else if let element = item as? UIAccessibilityElement, !element.accessibilityElementsHidden {
                if element.isAccessibilityElement {
                    guard element.accessibilityFrame.intersects(clip) || element.accessibilityFrame.isEmpty else {
                        continue
                    }
                    add(element, under: parent)
                } else if let inner = element.accessibilityElements {
                    collect(elements: inner, under: adding(element, under: parent), clip: clip)
                }
            }
        }
    }

    private mutating func adding(_ responder: UIResponder, under parent: UIResponder) -> UIResponder {
        add(responder, under: parent)
        return responder
    }

    private func exportsAsContainer(_ view: UIView) -> Bool {
        view.accessibilityContainerType != .none || view.shouldGroupAccessibilityChildren
            || view.accessibilityTraits.contains(.tabBar) || view.accessibilityViewIsModal
            // Its segments are selected among themselves: AT-SPI's Selection lives on their parent.
            || view is UISegmentedControl
    }

    static func isShown(_ view: UIView) -> Bool { !view.isHidden && view.alpha >= 0.01 }

    /// The subviews a screen reader sees, in order: shown ones, and only the
    /// last modal one when there is one.
    static func shownChildren(of view: UIView) -> [UIView] {
        let shown = view.subviews.filter(isShown)
        if let modal = shown.last(where: \.accessibilityViewIsModal) { return [modal] }
        return shown
    }
}
