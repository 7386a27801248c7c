import Foundation

extension UIViewController: UITraitEnvironment {}

/// A view controller's traits: the traits where its view is (or its
/// parent's, or the app's while the view is detached or not loaded), then the
/// parent's override for it, then its own style override.
extension UIViewController {
    /// Recomputes from `base`; calls `traitCollectionDidChange(_:)` when something changed.
    func updateTraits(base: UITraitCollection) {
        var updated = base
        if let parent = parentStorage, let override = parent.overrideTraitCollection(forChild: self) {
            updated = UITraitCollection(traitsFrom: [updated, override])
        }
        updated = updated.overriding(style: overrideUserInterfaceStyle)
        let previous = traitStorage
        guard updated != previous else { return }
        traitStorage = updated
        updated.performAsCurrent { traitCollectionDidChange(previous) }
    }

    /// An override changed: through the view when it is loaded (its subtree
    /// follows), else just this controller.
    func traitOverridesDidChange() {
        if let view = viewIfLoaded {
            view.updateTraitsInSubtree()
            // A view whose traits stayed the same stops the walk before its controller is reached again.
            updateTraits(base: view.traitsFromAbove)
        } else {
            updateTraits(base: parentStorage?.traitStorage ?? AppTraits.collection)
        }
    }
}
