import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Appends its name to a shared log on every `tintColorDidChange()`.
@MainActor
final class TintRecorder: UIView {
    let name: String
    let log: TintLog
    init(_ name: String, _ log: TintLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func tintColorDidChange() { log.names.append(name) }
}

@MainActor
final class TintLog { var names: [String] = [] }

@MainActor
@Suite struct TintColorTests {
    @Test func inheritsDownTheTreeWithSystemBlueAtTheTop() {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(grandchild.tintColor == .red)
        child.tintColor = .green
        #expect(grandchild.tintColor == .green)
        #expect(root.tintColor == .red)
        child.tintColor = nil
        #expect(child.tintColor == .red)
        #expect(grandchild.tintColor == .red)
    }

    @Test func changesReachInheritingViewsParentsFirst() {
        let log = TintLog()
        let a = TintRecorder("a", log), b = TintRecorder("b", log), c = TintRecorder("c", log),
            d = TintRecorder("d", log)
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(d)
        log.names.removeAll()
        a.tintColor = .red
        #expect(log.names == ["a", "b", "c", "d"])
        log.names.removeAll()
        b.tintColor = .green  // b now has its own colour: a's next change skips b and c
        #expect(log.names == ["b", "c"])
        log.names.removeAll()
        a.tintColor = .blue
        #expect(log.names == ["a", "d"])
        log.names.removeAll()
        a.tintColor = .blue  // unchanged: nobody is told
        #expect(log.names.isEmpty)
    }

    @Test func movingToANewSuperviewTellsTheSubtree() {
        let log = TintLog()
        let parent = UIView(), moved = TintRecorder("moved", log), inner = TintRecorder("inner", log)
        moved.addSubview(inner)
        log.names.removeAll()
        parent.tintColor = .red
        parent.addSubview(moved)
        #expect(log.names == ["moved", "inner"])
        #expect(inner.tintColor == .red)
        log.names.removeAll()
        moved.removeFromSuperview()
        #expect(log.names == ["moved", "inner"])
        #expect(inner.tintColor == .systemBlue)
    }

    @Test func dimmedDesaturates() {
        let log = TintLog()
        let root = UIView(), leaf = TintRecorder("leaf", log)
        root.addSubview(leaf)
        root.tintColor = .red
        #expect(leaf.tintAdjustmentMode == .normal)
        log.names.removeAll()
        root.tintAdjustmentMode = .dimmed
        #expect(log.names == ["leaf"])
        #expect(leaf.tintAdjustmentMode == .dimmed)
        #expect(leaf.tintColor == UIColor(white: 0.299, alpha: 1))
        leaf.tintAdjustmentMode = .normal
        #expect(leaf.tintColor == .red)
        #expect(root.tintColor == UIColor(white: 0.299, alpha: 1))
    }

    @Test func windowsDefaultToSystemBlue() throws {
        let screen = try HeadlessScreen(width: 10, height: 10)
        let view = UIView()
        screen.window.addSubview(view)
        #expect(view.tintColor == .systemBlue)
        #expect(screen.window.tintAdjustmentMode == .normal)
    }
}
