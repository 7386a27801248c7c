import Foundation

/// The default colours of the navigation bar, toolbar and tab bar, for light
/// and dark appearance (UIKit's bars are chrome materials; these are their
/// opaque look without the blur). Shared so the three bars match.
@MainActor
enum BarColors {
    static let background = UIColor.system(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(white: 0.11, alpha: 1))
    static let hairline = UIColor.system(light: UIColor(white: 0.7, alpha: 1), dark: UIColor(white: 0.24, alpha: 1))

    /// Gives a bar its default background and its hairline (a view the bar
    /// places along its edge), as the three bars share them.
    static func dress(_ bar: UIView, hairline: UIView) {
        bar.backgroundColor = background
        hairline.backgroundColor = BarColors.hairline
        hairline.isUserInteractionEnabled = false
        bar.addSubview(hairline)
    }
}
