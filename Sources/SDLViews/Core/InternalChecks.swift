import Foundation

/// Invariant checks run at the end of every frame when the environment has
/// `SDLVIEWS_INTERNAL_CHECKS=1` (read once, at the first frame; CI sets it):
/// the constraint solver's tableau is consistent, every view's subviews are
/// in the same order as their layers among its layer's sublayers (and name it
/// as their superview, which the unowned superview reference relies on), and
/// no animation block or explicit `CATransaction` is left open. A failure
/// logs every problem loudly and stops a debug build (`assertionFailure`):
/// the state is already wrong, and the frame that broke it is the one to debug.
@MainActor
enum InternalChecks {
    static let isEnabled = ProcessEnvironment.value("SDLVIEWS_INTERNAL_CHECKS") == "1"

    /// Runs the checks over `windows` and reports what failed.
    static func runEndOfFrameChecks(_ windows: [UIWindow]) {
        let problems = endOfFrameProblems(windows)
        guard !problems.isEmpty else { return }
        for problem in problems { SDLViewsLog.error("INTERNAL CHECK FAILED: \(problem)") }
        assertionFailure(
            "SDLViews internal checks failed (SDLVIEWS_INTERNAL_CHECKS=1): \(problems.joined(separator: "; "))")
    }

    /// Every broken invariant, described; empty when all hold.
    static func endOfFrameProblems(_ windows: [UIWindow]) -> [String] {
        var problems = openAnimationProblems()
        for window in windows {
            problems += hierarchyProblems(under: window)
            for solver in window.layoutState?.engine?.solvers ?? [] { problems += solver.tableau.consistencyProblems() }
        }
        return problems
    }

    /// Blocks and transactions close inside the call that opened them, or at
    /// the latest before the frame ends (begin/commit pairs, `CATransaction.begin()`).
    static func openAnimationProblems() -> [String] {
        var problems: [String] = []
        let blocks = runtime.viewAnimationStack.blocks.count, beginCommit = runtime.viewAnimationStack.beginCommitDepth
        if blocks > 0 || beginCommit > 0 {
            problems.append(
                "\(blocks) animation block(s) open at the end of a frame (\(beginCommit) from beginAnimations without commitAnimations)"
            )
        }
        if runtime.viewAnimationStack.withoutAnimationDepth > 0 {
            problems.append("performWithoutAnimation still open at the end of a frame")
        }
        let transactions = CATransaction.openExplicitCount
        if transactions > 0 {
            problems.append("\(transactions) CATransaction.begin() without commit() at the end of a frame")
        }
        return problems
    }

    /// Subviews and their layers agree below `root`.
    /// - Complexity: O(views × sublayers per layer).
    static func hierarchyProblems(under root: UIView) -> [String] {
        var problems: [String] = []
        var pending = [root]
        while let view = pending.popLast() {
            problems += orderProblems(of: view)
            pending += view.subviewStorage
        }
        return problems
    }

    private static func orderProblems(of view: UIView) -> [String] {
        var problems: [String] = []
        let sublayers = view.layer.sublayerList
        var next = sublayers.startIndex
        for subview in view.subviewStorage {
            if subview.superviewStorage !== view {
                problems.append("\(subview) is a subview of \(view) but names another superview")
            }
            guard let found = sublayers[next...].firstIndex(where: { $0 === subview.layer }) else {
                problems.append(
                    "the layers of \(view)'s subviews are not in its layer's sublayers in subview order (at \(subview))"
                )
                break
            }
            next = found + 1
        }
        return problems
    }
}
