import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Records hierarchy notifications into a log shared by every view of a test,
/// so the order across views (parent and child) is visible.
@MainActor
fileprivate final class Journal {
    var entries: [String] = []
}

@MainActor
fileprivate final class RecordingView: UIView {
    let name: String
    let journal: Journal

    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) {
        name = "decoded"
        journal = Journal()
        super.init(frame: .zero)
    }

    private func note(_ s: String) { journal.entries.append("\(name).\(s)") }
    private func describe(_ v: UIView?) -> String {
        guard let v else { return "nil" }
        if let r = v as? RecordingView { return r.name }
        if v is UIWindow { return "window" }
        return "view"
    }

    override func willMove(toSuperview newSuperview: UIView?) { note("willMoveToSuperview(\(describe(newSuperview)))") }
    override func didMoveToSuperview() { note("didMoveToSuperview(\(describe(superview)))") }
    override func willMove(toWindow newWindow: UIWindow?) { note("willMoveToWindow(\(describe(newWindow)))") }
    override func didMoveToWindow() { note("didMoveToWindow(\(describe(window)))") }
    override func didAddSubview(_ subview: UIView) { note("didAddSubview(\(describe(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview(\(describe(subview)))") }
}

/// A window that records what happens to its direct subviews.
@MainActor
fileprivate final class RecordingWindow: UIWindow {
    var journal: Journal?
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(frame: .zero) }
    override func didAddSubview(_ subview: UIView) {
        journal?.entries.append("window.didAddSubview(\((subview as? RecordingView)?.name ?? "view"))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        journal?.entries.append("window.willRemoveSubview(\((subview as? RecordingView)?.name ?? "view"))")
    }
}

@MainActor
@Suite struct ViewHierarchyTests {
    /// `superview` is unowned inside UIView (no weak load per hierarchy
    /// step): a subview kept alive past its superview must read nil, as a
    /// weak reference would, and walks from it must stop there.
    @MainActor @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = UIView(), grandchild = UIView()
        child.addSubview(grandchild)
        do {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent)
            #expect(grandchild.window == nil)
        }
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(grandchild.isDescendant(of: child))
        #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
    }

    /// A parent holding view a, a plain layer, then view b; view c is not added yet.
    private func interleaved() -> (parent: UIView, a: UIView, plain: CALayer, b: UIView, c: UIView) {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        let plain = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(plain)
        parent.addSubview(b)
        return (parent, a, plain, b, c)
    }

    init() { SDLViewsLog.printsToStandardError = false }

    /// The subviews' layers must appear in `layer.sublayers` in subview order.
    private func expectLayersInStep(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        let viewLayers = Set(view.subviews.map { ObjectIdentifier($0.layer) })
        let fromSublayers = (view.layer.sublayers ?? []).filter { viewLayers.contains(ObjectIdentifier($0)) }
        #expect(
            fromSublayers.map(ObjectIdentifier.init) == view.subviews.map { ObjectIdentifier($0.layer) },
            "sublayers out of step with subviews", sourceLocation: sourceLocation)
        for subview in view.subviews {
            #expect(subview.layer.superlayer === view.layer, sourceLocation: sourceLocation)
            #expect(subview.superview === view, sourceLocation: sourceLocation)
        }
    }

    private func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }
    private func ids(_ layers: CALayer...) -> [ObjectIdentifier] { layers.map(ObjectIdentifier.init) }

    private func makeViews(_ n: Int) -> [UIView] {
        (0..<n).map { i in
            let v = UIView(frame: .zero)
            v.tag = i + 1
            return v
        }
    }

    // MARK: Ordering

    @Test func addSubviewAppends() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        #expect(parent.layer.sublayers == nil)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        #expect(parent.subviews == [a, b, c])
        #expect(ids(parent.layer.sublayers) == ids(a.layer, b.layer, c.layer))
        #expect(a.superview === parent)
        // Adding an existing subview again moves it to the front.
        parent.addSubview(a)
        #expect(parent.subviews == [b, c, a])
        #expect(ids(parent.layer.sublayers) == ids(b.layer, c.layer, a.layer))
        expectLayersInStep(parent)
    }

    @Test func insertAtIndexIsClamped() {
        let parent = UIView()
        let v = makeViews(5)
        let (a, b, c, d, e) = (v[0], v[1], v[2], v[3], v[4])
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews == [a, c, b])
        expectLayersInStep(parent)
        parent.insertSubview(d, at: -5)
        #expect(parent.subviews == [d, a, c, b])
        expectLayersInStep(parent)
        parent.insertSubview(e, at: 100)
        #expect(parent.subviews == [d, a, c, b, e])
        expectLayersInStep(parent)
        #expect(ids(parent.layer.sublayers) == ids(d.layer, a.layer, c.layer, b.layer, e.layer))
        // Moving an existing subview with insertSubview(_:at:).
        parent.insertSubview(e, at: 0)
        #expect(parent.subviews == [e, d, a, c, b])
        expectLayersInStep(parent)
        parent.insertSubview(e, at: 99)
        #expect(parent.subviews == [d, a, c, b, e])
        expectLayersInStep(parent)
        parent.insertSubview(d, at: 2)
        #expect(parent.subviews == [a, c, d, b, e])
        expectLayersInStep(parent)
    }

    @Test func insertAtIndexKeepsPlainLayersInterleaved() {
        let (parent, a, plain, b, c) = interleaved()
        #expect(ids(parent.layer.sublayers) == ids(a.layer, plain, b.layer))
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews == [a, c, b])
        #expect(ids(parent.layer.sublayers) == ids(a.layer, plain, c.layer, b.layer))
        expectLayersInStep(parent)
    }

    @Test func insertAboveAndBelowSibling() {
        let parent = UIView()
        let v = makeViews(4)
        let (a, b, c, d) = (v[0], v[1], v[2], v[3])
        let plain = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(plain)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews == [a, c, b])
        #expect(ids(parent.layer.sublayers) == ids(a.layer, c.layer, plain, b.layer))
        parent.insertSubview(d, belowSubview: b)
        #expect(parent.subviews == [a, c, d, b])
        #expect(ids(parent.layer.sublayers) == ids(a.layer, c.layer, plain, d.layer, b.layer))
        expectLayersInStep(parent)
        // Reordering an existing subview relative to a sibling.
        parent.insertSubview(b, belowSubview: a)
        #expect(parent.subviews == [b, a, c, d])
        expectLayersInStep(parent)
        parent.insertSubview(b, aboveSubview: d)
        #expect(parent.subviews == [a, c, d, b])
        expectLayersInStep(parent)
    }

    @Test func insertRelativeToNonSiblingAppends() {
        let parent = UIView()
        let other = UIView()
        let (a, b, c, stranger) = (UIView(), UIView(), UIView(), UIView())
        other.addSubview(stranger)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: stranger)
        #expect(parent.subviews == [a, b, c])
        expectLayersInStep(parent)
        let d = UIView()
        parent.insertSubview(d, belowSubview: stranger)
        #expect(parent.subviews == [a, b, c, d])
        expectLayersInStep(parent)
        let e = UIView()
        parent.insertSubview(e, belowSubview: UIView())
        #expect(parent.subviews == [a, b, c, d, e])
        #expect(other.subviews == [stranger])
        expectLayersInStep(parent)
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        let plain = CALayer()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layer.addSublayer(plain)
        parent.addSubview(c)
        #expect(ids(parent.layer.sublayers) == ids(a.layer, b.layer, plain, c.layer))
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        #expect(ids(parent.layer.sublayers) == ids(b.layer, plain, c.layer, a.layer))
        expectLayersInStep(parent)
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, b, a])
        #expect(ids(parent.layer.sublayers) == ids(c.layer, b.layer, plain, a.layer))
        expectLayersInStep(parent)
        // Views that are not subviews are ignored.
        let stranger = UIView()
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(parent.subviews == [c, b, a])
        #expect(stranger.superview == nil)
        #expect(ids(parent.layer.sublayers) == ids(c.layer, b.layer, plain, a.layer))
    }

    @Test func exchangeSubviews() {
        let (parent, a, plain, b, c) = interleaved()
        parent.addSubview(c)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [c, b, a])
        #expect(ids(parent.layer.sublayers) == ids(c.layer, plain, b.layer, a.layer))
        expectLayersInStep(parent)
        parent.exchangeSubview(at: 1, withSubviewAt: 0)
        #expect(parent.subviews == [b, c, a])
        #expect(ids(parent.layer.sublayers) == ids(b.layer, plain, c.layer, a.layer))
        expectLayersInStep(parent)
        parent.exchangeSubview(at: 1, withSubviewAt: 1)
        #expect(parent.subviews == [b, c, a])
        expectLayersInStep(parent)
    }

    @Test func removeFromSuperview() {
        let (parent, a, plain, b, c) = interleaved()
        parent.addSubview(c)
        b.removeFromSuperview()
        #expect(parent.subviews == [a, c])
        #expect(b.superview == nil)
        #expect(b.layer.superlayer == nil)
        #expect(ids(parent.layer.sublayers) == ids(a.layer, plain, c.layer))
        expectLayersInStep(parent)
        b.removeFromSuperview()  // no superview: nothing happens
        #expect(parent.subviews == [a, c])
        a.removeFromSuperview()
        c.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
        #expect(ids(parent.layer.sublayers) == ids(plain))
    }

    @Test func addingToANewParentRemovesFromTheOld() {
        let old = UIView(), new = UIView()
        let (a, b) = (UIView(), UIView())
        old.addSubview(a)
        old.addSubview(b)
        new.addSubview(a)
        #expect(old.subviews == [b])
        #expect(new.subviews == [a])
        #expect(a.superview === new)
        #expect(a.layer.superlayer === new.layer)
        #expect(ids(old.layer.sublayers) == ids(b.layer))
        #expect(ids(new.layer.sublayers) == ids(a.layer))
        let third = UIView()
        third.insertSubview(b, at: 0)
        #expect(old.subviews.isEmpty)
        #expect(old.layer.sublayers == nil)
        #expect(third.subviews == [b])
        expectLayersInStep(third)
    }

    // MARK: Queries

    @Test func viewWithTagIsDepthFirstIncludingSelf() {
        let root = UIView()
        let a = UIView(), a1 = UIView(), b = UIView(), b1 = UIView()
        a.tag = 1; a1.tag = 2; b.tag = 2; b1.tag = 3
        root.addSubview(a); a.addSubview(a1)
        root.addSubview(b); b.addSubview(b1)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(1) === a)
        #expect(root.viewWithTag(2) === a1)  // depth first: a's subtree before b
        #expect(root.viewWithTag(3) === b1)
        #expect(root.viewWithTag(4) == nil)
        #expect(b.viewWithTag(2) === b)
        #expect(a.viewWithTag(3) == nil)
    }

    @Test func isDescendant() {
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        #expect(a1.isDescendant(of: root))
        #expect(a1.isDescendant(of: a))
        #expect(a1.isDescendant(of: a1))
        #expect(!a1.isDescendant(of: b))
        #expect(!root.isDescendant(of: a))
        #expect(!b.isDescendant(of: a))
    }

    @Test func superviewIsWeak() {
        let child = UIView()
        let grand = UIView()
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            weakParent = parent
            grand.addSubview(parent)
            parent.addSubview(child)
            #expect(child.superview === parent)
            parent.removeFromSuperview()
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.layer.superlayer == nil)
        #expect(grand.subviews.isEmpty)
    }

    @Test func windowIsTheRootWindowOrNil() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), a1 = UIView()
        a.addSubview(a1)
        #expect(a1.window == nil)
        #expect(a.window == nil)
        window.addSubview(a)
        #expect(a.window === window)
        #expect(a1.window === window)
        a.removeFromSuperview()
        #expect(a1.window == nil)
        // A plain view at the root does not make a window.
        let root = UIView()
        root.addSubview(a)
        #expect(a1.window == nil)
    }

    @Test func addingToItselfOrADescendantIsRefused() {
        SDLViewsLog.clear()
        let root = UIView(), a = UIView(), a1 = UIView()
        root.addSubview(a)
        a.addSubview(a1)
        let before = ids(a.layer.sublayers)

        a.addSubview(a)
        #expect(a.superview === root)
        #expect(a.subviews == [a1])
        #expect(SDLViewsLog.messages.count == 1)

        a1.addSubview(a)
        #expect(a.superview === root)
        #expect(a1.subviews.isEmpty)
        #expect(a1.layer.sublayers == nil)
        #expect(SDLViewsLog.messages.count == 2)

        a1.addSubview(root)
        a1.insertSubview(root, at: 0)
        a1.insertSubview(a, aboveSubview: UIView())
        #expect(root.superview == nil)
        #expect(a1.subviews.isEmpty)
        #expect(SDLViewsLog.messages.count == 5)

        #expect(root.subviews == [a])
        #expect(ids(a.layer.sublayers) == before)
        #expect(a.layer.superlayer === root.layer)
        #expect(a1.superview === a)
    }

    /// The superlayer reference is unretained (as Core Animation's): a
    /// sublayer that outlives its superlayer has none, and changes and moves
    /// as any other layer.
    @Test func aSublayerOutlivingItsSuperlayerHasNone() throws {
        let child = CALayer(), grandchild = CALayer()
        weak var gone: CALayer?
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            child.addSublayer(grandchild)
            gone = parent
            #expect(child.superlayer === parent)
        }
        #expect(gone == nil)
        #expect(child.superlayer == nil)
        #expect(grandchild.superlayer === child)
        grandchild.position = CGPoint(x: 4, y: 4)
        let screen = try HeadlessScreen(width: 20, height: 20)
        screen.window.layer.addSublayer(child)
        #expect(child.superlayer === screen.window.layer)
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        screen.advance(by: 0.016)
        let pixel = screen.pixel(at: CGPoint(x: 5, y: 5))
        #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0)
    }

    @Test func layerRefusesCycles() {
        SDLViewsLog.clear()
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        a.addSublayer(a)
        b.addSublayer(a)
        #expect(ids(a.sublayers) == ids(b))
        #expect(b.sublayers == nil)
        #expect(a.superlayer == nil)
        #expect(SDLViewsLog.messages.count == 2)
    }

    // MARK: Notifications

    @Test func addSubviewInWindowNotifiesInUIKitOrder() {
        let journal = Journal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", journal)
        window.addSubview(parent)
        journal.entries = []
        let child = RecordingView("child", journal)
        parent.addSubview(child)
        #expect(
            journal.entries == [
                "child.willMoveToSuperview(parent)",
                "child.willMoveToWindow(window)",
                "child.didMoveToWindow(window)",
                "child.didMoveToSuperview(parent)",
                "parent.didAddSubview(child)"
            ])
    }

    @Test func addSubviewToWindowItselfNotifiesTheWindow() {
        let journal = Journal()
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.journal = journal
        let view = RecordingView("view", journal)
        window.addSubview(view)
        #expect(
            journal.entries == [
                "view.willMoveToSuperview(window)",
                "view.willMoveToWindow(window)",
                "view.didMoveToWindow(window)",
                "view.didMoveToSuperview(window)",
                "window.didAddSubview(view)"
            ])
        journal.entries = []
        view.removeFromSuperview()
        #expect(
            journal.entries == [
                "window.willRemoveSubview(view)",
                "view.willMoveToSuperview(nil)",
                "view.willMoveToWindow(nil)",
                "view.didMoveToWindow(nil)",
                "view.didMoveToSuperview(nil)"
            ])
    }

    @Test func subtreeGetsWindowNotificationsParentsFirst() {
        let journal = Journal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = RecordingView("host", journal)
        window.addSubview(host)
        let top = RecordingView("top", journal)
        let mid = RecordingView("mid", journal)
        let leaf = RecordingView("leaf", journal)
        let sibling = RecordingView("sibling", journal)
        top.addSubview(mid)
        mid.addSubview(leaf)
        top.addSubview(sibling)
        journal.entries = []
        host.addSubview(top)
        #expect(
            journal.entries == [
                "top.willMoveToSuperview(host)",
                "top.willMoveToWindow(window)",
                "mid.willMoveToWindow(window)",
                "leaf.willMoveToWindow(window)",
                "sibling.willMoveToWindow(window)",
                "top.didMoveToWindow(window)",
                "mid.didMoveToWindow(window)",
                "leaf.didMoveToWindow(window)",
                "sibling.didMoveToWindow(window)",
                "top.didMoveToSuperview(host)",
                "host.didAddSubview(top)"
            ])

        journal.entries = []
        top.removeFromSuperview()
        #expect(
            journal.entries == [
                "host.willRemoveSubview(top)",
                "top.willMoveToSuperview(nil)",
                "top.willMoveToWindow(nil)",
                "mid.willMoveToWindow(nil)",
                "leaf.willMoveToWindow(nil)",
                "sibling.willMoveToWindow(nil)",
                "top.didMoveToWindow(nil)",
                "mid.didMoveToWindow(nil)",
                "leaf.didMoveToWindow(nil)",
                "sibling.didMoveToWindow(nil)",
                "top.didMoveToSuperview(nil)"
            ])
    }

    @Test func removeFromSuperviewInWindowNotifiesInUIKitOrder() {
        let journal = Journal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", journal)
        let child = RecordingView("child", journal)
        window.addSubview(parent)
        parent.addSubview(child)
        journal.entries = []
        child.removeFromSuperview()
        #expect(
            journal.entries == [
                "parent.willRemoveSubview(child)",
                "child.willMoveToSuperview(nil)",
                "child.willMoveToWindow(nil)",
                "child.didMoveToWindow(nil)",
                "child.didMoveToSuperview(nil)"
            ])
        // Removing what is not in a superview sends nothing.
        journal.entries = []
        child.removeFromSuperview()
        #expect(journal.entries.isEmpty)
    }

    @Test func movingBetweenParentsTellsTheOldParent() {
        let journal = Journal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = RecordingView("old", journal)
        let new = RecordingView("new", journal)
        let child = RecordingView("child", journal)
        window.addSubview(old)
        old.addSubview(child)
        journal.entries = []
        new.addSubview(child)  // new is not in a window: the child leaves the window
        #expect(journal.entries.first == "child.willMoveToSuperview(new)")
        #expect(journal.entries.filter { $0 == "old.willRemoveSubview(child)" }.count == 1)
        #expect(journal.entries.last == "new.didAddSubview(child)")
        #expect(journal.entries.contains("child.willMoveToWindow(nil)"))
        #expect(journal.entries.contains("child.didMoveToWindow(nil)"))
        let removed = journal.entries.firstIndex(of: "old.willRemoveSubview(child)")!
        let moved = journal.entries.firstIndex(of: "child.didMoveToSuperview(new)")!
        #expect(removed < moved)
        #expect(!journal.entries.contains("child.willMoveToSuperview(nil)"))
        #expect(old.subviews.isEmpty)
        #expect(child.superview === new)
    }

    @Test func noWindowCallbacksOutsideWindows() {
        let journal = Journal()
        let old = RecordingView("old", journal)
        let new = RecordingView("new", journal)
        let child = RecordingView("child", journal)
        let grandchild = RecordingView("grandchild", journal)
        child.addSubview(grandchild)
        old.addSubview(child)
        new.addSubview(child)
        child.removeFromSuperview()
        #expect(!journal.entries.contains { $0.contains("Window") })
        #expect(journal.entries.contains("old.willRemoveSubview(child)"))
        #expect(journal.entries.contains("new.willRemoveSubview(child)"))
    }

    @Test func noWindowCallbacksWithinOneWindow() {
        let journal = Journal()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = RecordingView("old", journal)
        let new = RecordingView("new", journal)
        let child = RecordingView("child", journal)
        window.addSubview(old)
        window.addSubview(new)
        old.addSubview(child)
        journal.entries = []
        new.addSubview(child)
        #expect(!journal.entries.contains { $0.contains("Window") })
        #expect(journal.entries.first == "child.willMoveToSuperview(new)")
        #expect(journal.entries.last == "new.didAddSubview(child)")
    }
}
