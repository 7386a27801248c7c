import Foundation

extension UIView: UITraitEnvironment {}

/// Trait propagation: window → view controller → view, parents first.
///
/// Each view stores the collection it was last given (`traitStorage`), so a
/// change is found by comparing, and a subtree whose root did not change is
/// skipped (its views derive only from it). Runs when a view joins a
/// superview, an override changes, a window's size or the app's traits change
/// (and once per frame per window, which costs one comparison when nothing did).
extension UIView {
    /// What this view inherits before its own override.
    private var inheritedTraits: UITraitCollection {
        if let controller = viewControllerStorage { return controller.traitStorage }
        return traitsFromAbove
    }

    /// The superview's, the window's own (for a window), a detached root
    /// view's parent controller's, else the app's.
    var traitsFromAbove: UITraitCollection {
        if let superview = superviewStorage { return superview.traitStorage }
        if let window = self as? UIWindow { return window.windowTraitCollection }
        if let parent = viewControllerStorage?.parentStorage { return parent.traitStorage }
        return AppTraits.collection
    }

    /// Brings this view and everything below it up to date, calling
    /// `traitCollectionDidChange(_:)` only where a trait changed.
    /// (A walk with its own stack: hierarchies of any depth.)
    func updateTraitsInSubtree() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.viewControllerStorage?.updateTraits(base: view.traitsFromAbove)
            let updated = view.inheritedTraits.overriding(style: view.overrideUserInterfaceStyle)
                .overriding(layoutDirection: view.semanticContentAttributeStorage.forcedTraitDirection)
            let previous = view.traitStorage
            guard updated != previous else { continue }
            view.traitStorage = updated
            view.traitsDidChange(from: previous)
            stack.append(contentsOf: view.subviewStorage.reversed())
        }
    }

    /// Re-resolves what depends on the new traits, then tells the view.
    private func traitsDidChange(from previous: UITraitCollection) {
        let current = traitStorage
        if current.hasDifferentColorAppearance(comparedTo: previous) { colorAppearanceDidChange(from: previous) }
        if current.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            contentSizeCategoryDidChange()
        }
        if current.layoutDirection != previous.layoutDirection { layoutDirectionDidChange() }
        current.performAsCurrent { traitCollectionDidChange(previous) }
    }

    /// Dynamic colours resolve differently now: the background is set again,
    /// the tint is announced (`tintColorDidChange()`) when it is dynamic, and
    /// a view that draws is redrawn. (UIKit does the same work internally; it
    /// does not call `tintColorDidChange()` for this — see DifferencesFromUIKit.)
    private func colorAppearanceDidChange(from previous: UITraitCollection) {
        if let background = backgroundColorStorage, background.isDynamic {
            layer.backgroundColor = background.resolvedColor(with: traitStorage).cgColor
        }
        if effectiveTintIsDynamic { traitStorage.performAsCurrent { tintColorDidChange() } }
        if runtime.layerDrawing.kind(ofClass: type(of: self)) != .drawsNothing { setNeedsDisplay() }
    }

    private var effectiveTintIsDynamic: Bool {
        var view: UIView? = self
        while let current = view {
            if let color = current.tintColorStorage { return color.isDynamic }
            view = current.superviewStorage
        }
        return UIColor.systemBlue.isDynamic
    }
}

extension UIWindow {
    /// UIKit's size-class rule for a window of `size` points, as iPadOS
    /// applies it to resizable windows: horizontally regular from 600 points
    /// wide (between the widest compact split view, 592, and the narrowest
    /// regular one, 678), vertically regular from 500 points tall (iPhones
    /// in landscape, at most 440 tall, are compact; iPad windows are taller).
    /// An 800 × 600 window is regular/regular, 480 × 800 compact/regular,
    /// 900 × 420 regular/compact.
    public static func sizeClasses(for size: CGSize)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
    {
        let horizontal: UIUserInterfaceSizeClass = size.width >= 600 ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = size.height >= 500 ? .regular : .compact
        return (horizontal, vertical)
    }

    /// The app's traits with this window's size classes and scale.
    var windowTraitCollection: UITraitCollection {
        var values = AppTraits.collection.values
        let classes = UIWindow.sizeClasses(for: bounds.size)
        values.horizontalSizeClass = classes.horizontal
        values.verticalSizeClass = classes.vertical
        values.displayScale = layer.contentsScale > 0 ? layer.contentsScale : 1
        return UITraitCollection(values: values)
    }
}
