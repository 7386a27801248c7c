import Foundation

/// What follows a change of a view's layout direction (the app's direction,
/// a forced direction above it, or its own `semanticContentAttribute`).
///
/// The direction lives in the trait collection (`layoutDirection`, from the
/// window, overridden below a view forcing a direction) and is resolved per
/// view by `effectiveUserInterfaceLayoutDirection`. A change re-resolves the
/// leading/trailing constraints installed on the view (Auto Layout resolves a
/// constraint in the direction of the view it is installed on, the nearest
/// common ancestor of its items), flips directional margins, and lays out and
/// redraws the view (manual layouts such as a navigation bar, cells and
/// `.natural` text read the direction when they lay out or draw).
extension UIView {
    func semanticContentAttributeDidChange() {
        updateTraitsInSubtree()
        // Playback and spatial change this view's direction but not its traits.
        layoutDirectionDidChange()
    }

    /// Called for each view whose trait `layoutDirection` changed, and for a
    /// view whose semantic content attribute changed.
    func layoutDirectionDidChange() {
        flipDirectionalMarginsIfNeeded()
        refreshDirectionalConstraints()
        setNeedsLayout()
        superview?.setNeedsLayout()
        if runtime.layerDrawing.kind(ofClass: type(of: self)) != .drawsNothing { setNeedsDisplay() }
        effectiveLayoutDirectionDidChange()
    }

    /// The constraints installed here that use leading or trailing are
    /// resolved again in this view's direction (only those whose resolution changed).
    private func refreshDirectionalConstraints() {
        guard let installed = layoutState?.installed, !installed.isEmpty else { return }
        for constraint in installed.elements where constraint.isDirectional {
            constraint.engine?.resolveDirectionAgain(constraint)
        }
    }

    /// Mirrors subviews a left-to-right manual layout just placed across this
    /// view's width (by centre, so a transformed view turns in place): the way
    /// hand-laid-out views (cells, bars) go right to left.
    func mirrorHorizontally(_ views: [UIView?]) {
        for case let view? in views where view.superview === self {
            view.center.x = bounds.minX + bounds.maxX - view.center.x
        }
    }

    /// True when this view lays out right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
