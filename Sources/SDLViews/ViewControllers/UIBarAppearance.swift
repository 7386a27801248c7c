import Foundation

/// UIKit's `UIBarAppearance`: a bar's background and shadow (its hairline),
/// given to a bar as `standardAppearance` (and, per bar, its compact and
/// scroll-edge ones). Bars copy an appearance when it is assigned, as
/// UIKit's do: change it, then assign it again.
///
/// Differences: the default background stands for UIKit's chrome material
/// blur with an opaque bar colour (there is no `backgroundEffect`);
/// `backgroundImage` is drawn stretched over the bar.
@MainActor
open class UIBarAppearance {
    /// The bar's colour over its background (nil: the default background's material, or nothing).
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    /// The hairline along the bar's content edge (nil or clear: none).
    open var shadowColor: UIColor?
    /// Whether the background is the default material (`configureWithDefaultBackground()`).
    private(set) var usesMaterial = true

    public init() { configureWithDefaultBackground() }

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        usesMaterial = barAppearance.usesMaterial
    }

    /// The bar's translucent material and a hairline (UIKit's default).
    open func configureWithDefaultBackground() {
        usesMaterial = true
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = BarColors.hairline
    }

    /// An opaque bar in the system background colour with a hairline.
    open func configureWithOpaqueBackground() {
        usesMaterial = false
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = BarColors.hairline
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        usesMaterial = false
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
    }

    /// UIKit's `copy()`: an appearance of the same class with the same settings.
    open func copy() -> Self { Self(barAppearance: self) }

    /// What the bar draws: the colour, else the material's stand-in, else nothing.
    var resolvedBackgroundColor: UIColor { backgroundColor ?? (usesMaterial ? BarColors.background : .clear) }
}
