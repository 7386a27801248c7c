import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Which views the engine marks for layout after a solve (recorded by the
/// solve, marked by the layout pass), and removals between the two.
@MainActor
@Suite(.serialized) struct LayoutMarkingTests {
    private func counting(in superview: UIView) -> CountingView {
        let view = CountingView(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    private func pin(
        _ view: UIView, in superview: UIView, x: CGFloat, y: CGFloat, width: CGFloat,
        height: CGFloat
    ) -> [NSLayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: y),
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: height)
        ]
    }

    @Test func constantEditRelaysOutExactlyTheAffectedViews() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let left = counting(in: root), right = counting(in: root)
        let a = counting(in: left), b = counting(in: right)
        let aConstraints = pin(a, in: left, x: 10, y: 10, width: 50, height: 20)
        NSLayoutConstraint.activate(
            pin(left, in: root, x: 0, y: 0, width: 200, height: 100)
                + pin(right, in: root, x: 200, y: 0, width: 200, height: 100)
                + aConstraints + pin(b, in: right, x: 10, y: 10, width: 50, height: 20))
        root.layoutIfNeeded()
        #expect([root, left, right, a, b].map(\.layouts) == [1, 1, 1, 1, 1])
        #expect(a.frame == CGRect(x: 10, y: 10, width: 50, height: 20))

        aConstraints[2].constant = 80
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 80, height: 20))
        #expect(b.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        // `left` is marked by the engine (its subview moved), `a` by its own size change.
        #expect([root, left, right, a, b].map(\.layouts) == [1, 2, 1, 2, 1])

        // Through the update-constraints pass (as the frame pipeline and the bench do).
        aConstraints[0].constant = 30
        root.updateConstraintsIfNeeded()
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 30, y: 10, width: 80, height: 20))
        #expect([root, left, right, a, b].map(\.layouts) == [1, 3, 1, 2, 1])
    }

    @Test func viewsRemovedBetweenSolveAndLayoutAreSkipped() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let holder = counting(in: root)
        var gone: CountingView? = counting(in: holder)
        let kept = counting(in: holder)
        weak var goneReference = gone
        NSLayoutConstraint.activate(
            pin(holder, in: root, x: 5, y: 6, width: 100, height: 50)
                + pin(gone!, in: holder, x: 1, y: 2, width: 3, height: 4)
                + pin(kept, in: holder, x: 7, y: 8, width: 9, height: 10))
        root.updateConstraintsIfNeeded()  // solved: the three items are recorded as changed
        gone?.removeFromSuperview()
        gone = nil
        kept.removeFromSuperview()
        #expect(goneReference == nil)
        root.layoutIfNeeded()
        #expect(holder.frame == CGRect(x: 5, y: 6, width: 100, height: 50))
        #expect(kept.frame == CGRect.zero)  // removed before any layout applied its solved frame
        #expect([root, holder, kept].map(\.layouts) == [1, 1, 0])
        holder.addSubview(kept)
        NSLayoutConstraint.activate(pin(kept, in: holder, x: 7, y: 8, width: 9, height: 10))
        root.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 7, y: 8, width: 9, height: 10))
    }

    @Test func updateConstraintsPassInAWindowStillLaysOutInTheSameFrame() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        let view = counting(in: screen.window)
        let constraints = pin(view, in: screen.window, x: 10, y: 20, width: 30, height: 40)
        NSLayoutConstraint.activate(constraints)
        screen.runFrame()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        constraints[1].constant = 25
        screen.window.updateConstraintsIfNeeded()
        screen.runFrame()
        #expect(view.frame == CGRect(x: 10, y: 25, width: 30, height: 40))
    }
}
