import Foundation

/// UIKit's `UITraitCollection`: an immutable set of traits (appearance, size
/// classes, text size, scale, idiom, layout direction) describing the
/// environment a view, view controller or window is in.
///
/// Every value starts unspecified (`.unspecified`, or 0 for `displayScale`);
/// `init(traitsFrom:)` combines collections, later specified values winning.
/// Two collections are equal when all their traits are. `current` is the
/// collection dynamic colours resolve against; SDLViews makes a view's
/// collection current while it lays out, draws and receives
/// `traitCollectionDidChange(_:)`, as UIKit does. Outside those calls it is
/// the app's collection (`UIApplication.shared.userInterfaceStyle` and
/// `preferredContentSizeCategory`). Differences from UIKit: the traits UIKit
/// has beyond these (contrast, legibility weight, user interface level,
/// custom traits, `registerForTraitChanges`) are not modelled.
public final class UITraitCollection: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The traits, so equality and merging are one comparison of values.
    struct Values: Hashable, Sendable {
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var preferredContentSizeCategory = UIContentSizeCategory.unspecified
        var displayScale: CGFloat = 0
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    }

    let values: Values

    init(values: Values) { self.values = values }

    /// UIKit's `init()`: every trait unspecified.
    public convenience init() { self.init(values: Values()) }

    /// UIKit's `init(traitsFrom:)`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = Values()
        for collection in traitCollections { merged = UITraitCollection.overlay(collection.values, on: merged) }
        self.init(values: merged)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var values = Values(); values.userInterfaceStyle = userInterfaceStyle
        self.init(values: values)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var values = Values(); values.horizontalSizeClass = horizontalSizeClass
        self.init(values: values)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var values = Values(); values.verticalSizeClass = verticalSizeClass
        self.init(values: values)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var values = Values(); values.preferredContentSizeCategory = preferredContentSizeCategory
        self.init(values: values)
    }

    /// A non-finite or negative scale is taken as unspecified (0).
    public convenience init(displayScale: CGFloat) {
        var values = Values(); values.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.init(values: values)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        var values = Values(); values.userInterfaceIdiom = userInterfaceIdiom
        self.init(values: values)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        var values = Values(); values.layoutDirection = layoutDirection
        self.init(values: values)
    }

    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    public var displayScale: CGFloat { values.displayScale }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }

    /// UIKit's `containsTraits(in:)`: true when every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection.overlay(trait.values, on: values) == values
    }

    /// UIKit's `hasDifferentColorAppearance(comparedTo:)`: true when a dynamic
    /// colour may resolve differently (here: the user interface style differs;
    /// nil counts as different).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return traitCollection.userInterfaceStyle != userInterfaceStyle
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.values == rhs.values }
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    public var description: String {
        "<UITraitCollection: style \(userInterfaceStyle), size classes \(horizontalSizeClass)/\(verticalSizeClass), "
            + "content size \(preferredContentSizeCategory), scale \(displayScale), idiom \(userInterfaceIdiom), "
            + "direction \(layoutDirection)>"
    }

    /// `top`'s specified values over `base`.
    static func overlay(_ top: Values, on base: Values) -> Values {
        var result = base
        if top.userInterfaceStyle != .unspecified { result.userInterfaceStyle = top.userInterfaceStyle }
        if top.horizontalSizeClass != .unspecified { result.horizontalSizeClass = top.horizontalSizeClass }
        if top.verticalSizeClass != .unspecified { result.verticalSizeClass = top.verticalSizeClass }
        if top.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = top.preferredContentSizeCategory
        }
        if top.displayScale > 0 { result.displayScale = top.displayScale }
        if top.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = top.userInterfaceIdiom }
        if top.layoutDirection != .unspecified { result.layoutDirection = top.layoutDirection }
        return result
    }

    /// This collection with another user interface style (`.unspecified` keeps this one's).
    func overriding(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        var changed = values; changed.userInterfaceStyle = style
        return UITraitCollection(values: changed)
    }

    /// This collection with another layout direction (`.unspecified` keeps this one's).
    func overriding(layoutDirection: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        guard layoutDirection != .unspecified, layoutDirection != values.layoutDirection else { return self }
        var changed = values; changed.layoutDirection = layoutDirection
        return UITraitCollection(values: changed)
    }

    // MARK: - Current

    /// UIKit's `UITraitCollection.current`: what dynamic colours resolve
    /// against when asked for `cgColor`. Set by SDLViews around layout,
    /// drawing and `traitCollectionDidChange(_:)`; when nothing set it, the
    /// app's collection. Setting it is allowed, as in UIKit; prefer `performAsCurrent(_:)`.
    public static var current: UITraitCollection {
        get { AppTraits.current }
        set { AppTraits.setCurrent(newValue) }
    }

    /// UIKit's `performAsCurrent(_:)`: runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = AppTraits.explicitCurrent
        AppTraits.setCurrent(self)
        defer { AppTraits.setCurrent(previous) }
        try actions()
    }
}
