import Foundation

/// The default colours of the navigation bar, toolbar and tab bar, for light
/// and dark appearance (UIKit's bars are chrome materials; these are their
/// opaque look without the blur). Shared so the three bars match.
@MainActor
enum BarColors {
    static let background = UIColor.system(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(white: 0.11, alpha: 1))
    static let hairline = UIColor.system(light: UIColor(white: 0.7, alpha: 1), dark: UIColor(white: 0.24, alpha: 1))

    /// Gives a bar its hairline (a view the bar places along its edge) and its
    /// default appearance, as the three bars share them.
    static func dress(_ bar: UIView, hairline: UIView) {
        hairline.isUserInteractionEnabled = false
        bar.addSubview(hairline)
        apply(UIBarAppearance(), to: bar, hairline: hairline, barTintColor: nil)
    }

    /// Shows `appearance` on a bar: its background (the legacy `barTintColor`
    /// over it when set), its background image stretched, its shadow as the hairline.
    static func apply(_ appearance: UIBarAppearance, to bar: UIView, hairline: UIView, barTintColor: UIColor?) {
        bar.backgroundColor = barTintColor ?? appearance.resolvedBackgroundColor
        bar.layer.contents = appearance.backgroundImage?.cgImage
        bar.layer.contentsGravity = .resize
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil
    }
}
