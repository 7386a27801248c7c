import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The end-of-frame invariant checks (`SDLVIEWS_INTERNAL_CHECKS=1`) catch
/// deliberately broken state and stay quiet on a sound tree.
@MainActor
@Suite struct InternalChecksTests {
    private func screenWithTwoSubviews() throws -> (HeadlessScreen, UIView, UIView, UIView) {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layer.addSublayer(CALayer())  // a plain sublayer among the views' layers is fine
        screen.window.addSubview(parent)
        screen.runFrame()
        return (screen, parent, a, b)
    }

    @Test func aSoundTreeWithConstraintsHasNoProblems() throws {
        let (screen, parent, a, _) = try screenWithTwoSubviews()
        a.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 30),
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5)
        ])
        screen.runFrame()
        #expect(InternalChecks.endOfFrameProblems([screen.window]) == [])
    }

    @Test func subviewsOutOfOrderWithTheirLayersAreCaught() throws {
        let (screen, parent, a, b) = try screenWithTwoSubviews()
        // Behind UIView's back: the layers swap, the subviews do not.
        parent.layer.insertSublayer(a.layer, above: b.layer)
        let problems = InternalChecks.endOfFrameProblems([screen.window])
        #expect(problems.count == 1 && problems[0].contains("subview order"), "\(problems)")
        parent.layer.insertSublayer(b.layer, above: a.layer)
        #expect(InternalChecks.endOfFrameProblems([screen.window]) == [])
    }

    @Test func anOpenAnimationBlockOrTransactionIsCaught() throws {
        let (screen, _, a, _) = try screenWithTwoSubviews()
        UIView.beginAnimations(nil, context: nil)
        a.alpha = 0.5
        #expect(
            InternalChecks.endOfFrameProblems([screen.window]).contains {
                $0.contains("beginAnimations without commitAnimations")
            })
        UIView.commitAnimations()
        CATransaction.begin()
        #expect(
            InternalChecks.endOfFrameProblems([screen.window]).contains {
                $0.contains("CATransaction.begin() without commit()")
            })
        CATransaction.commit()
        CATransaction.setAnimationDuration(1)  // the implicit transaction ends with the next frame: not a problem
        #expect(InternalChecks.endOfFrameProblems([screen.window]) == [])
        screen.runFrame()
    }
}
