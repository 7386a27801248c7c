import Foundation

/// UIKit's system colours, each dynamic with iOS's light and dark values
/// (the base level: iOS's "elevated" dark variants of the backgrounds are not
/// modelled). An unspecified style resolves as light, as in UIKit.
extension UIColor {
    /// A dynamic colour: `light` for light and unspecified styles, `dark` for dark.
    static func system(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    static func system(_ light: (Int, Int, Int), _ dark: (Int, Int, Int)) -> UIColor {
        system(light: rgb255(light.0, light.1, light.2), dark: rgb255(dark.0, dark.1, dark.2))
    }

    static func rgba255(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    // MARK: Tints

    public static let systemRed = system((255, 59, 48), (255, 69, 58))
    public static let systemOrange = system((255, 149, 0), (255, 159, 10))
    public static let systemYellow = system((255, 204, 0), (255, 214, 10))
    public static let systemGreen = system((52, 199, 89), (48, 209, 88))
    public static let systemMint = system((0, 199, 190), (99, 230, 226))
    public static let systemTeal = system((48, 176, 199), (64, 200, 224))
    public static let systemCyan = system((50, 173, 230), (100, 210, 255))
    public static let systemBlue = system((0, 122, 255), (10, 132, 255))
    public static let systemIndigo = system((88, 86, 214), (94, 92, 230))
    public static let systemPurple = system((175, 82, 222), (191, 90, 242))
    public static let systemPink = system((255, 45, 85), (255, 55, 95))
    public static let systemBrown = system((162, 132, 94), (172, 142, 104))

    // MARK: Grays

    public static let systemGray = system((142, 142, 147), (142, 142, 147))
    public static let systemGray2 = system((174, 174, 178), (99, 99, 102))
    public static let systemGray3 = system((199, 199, 204), (72, 72, 74))
    public static let systemGray4 = system((209, 209, 214), (58, 58, 60))
    public static let systemGray5 = system((229, 229, 234), (44, 44, 46))
    public static let systemGray6 = system((242, 242, 247), (28, 28, 30))

    // MARK: Text

    public static let label = system(light: .black, dark: .white)
    public static let secondaryLabel = system(light: rgba255(60, 60, 67, 0.6), dark: rgba255(235, 235, 245, 0.6))
    public static let tertiaryLabel = system(light: rgba255(60, 60, 67, 0.3), dark: rgba255(235, 235, 245, 0.3))
    public static let quaternaryLabel = system(light: rgba255(60, 60, 67, 0.18), dark: rgba255(235, 235, 245, 0.16))
    /// Placeholder text in text fields.
    public static let placeholderText = system(light: rgba255(60, 60, 67, 0.3), dark: rgba255(235, 235, 245, 0.3))
    public static let link = system((0, 122, 255), (9, 132, 255))
    /// UIKit's fixed (not dynamic) `lightText` and `darkText`.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black

    // MARK: Separators and fills

    public static let separator = system(light: rgba255(60, 60, 67, 0.29), dark: rgba255(84, 84, 88, 0.6))
    public static let opaqueSeparator = system((198, 198, 200), (56, 56, 58))
    public static let systemFill = system(light: rgba255(120, 120, 128, 0.2), dark: rgba255(120, 120, 128, 0.36))
    public static let secondarySystemFill = system(
        light: rgba255(120, 120, 128, 0.16), dark: rgba255(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system(
        light: rgba255(118, 118, 128, 0.12), dark: rgba255(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system(
        light: rgba255(116, 116, 128, 0.08), dark: rgba255(118, 118, 128, 0.18))

    // MARK: Backgrounds

    public static let systemBackground = system(light: .white, dark: .black)
    public static let secondarySystemBackground = system((242, 242, 247), (28, 28, 30))
    public static let tertiarySystemBackground = system((255, 255, 255), (44, 44, 46))
    public static let systemGroupedBackground = system((242, 242, 247), (0, 0, 0))
    public static let secondarySystemGroupedBackground = system((255, 255, 255), (28, 28, 30))
    public static let tertiarySystemGroupedBackground = system((242, 242, 247), (44, 44, 46))
}
