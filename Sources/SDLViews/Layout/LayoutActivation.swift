import Foundation

/// Auto Layout's application-wide state between the engines of the
/// hierarchies (`LayoutEngine`'s static functions use it): constraints
/// activated but not yet added to an engine, views that asked for an
/// update-constraints pass, and the pass's switches. The runtime context owns it.
@MainActor
final class LayoutActivation {
    /// True once any constraint was activated; hooks return at once before.
    var isInUse = false
    var pending: [NSLayoutConstraint] = []
    var updateConstraintsQueue: [LayoutEngine.WeakView] = []
    /// True while the update-constraints pass runs: solves record the changed
    /// items without marking their superviews (see `solveIfNeeded`).
    var marksDeferred = false
    /// Bumped whenever an engine marks its recorded items; an item whose
    /// `recordedGeneration` equals it is already recorded.
    var markGeneration = 1
    /// Set when a multi-line label's automatic wrap width changed in a layout
    /// pass (its intrinsic height changes with it): the pass runs once more,
    /// as UIKit's second Auto Layout pass for such labels.
    var wrapWidthChanged = false
}
