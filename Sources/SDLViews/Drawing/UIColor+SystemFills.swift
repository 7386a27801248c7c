import Foundation

/// UIKit's fill and grey system colours (light appearance), which the value
/// controls draw their tracks and backgrounds with.
extension UIColor {
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    public static let systemGray2 = UIColor.rgb255(174, 174, 178)
    public static let systemGray3 = UIColor.rgb255(199, 199, 204)
    public static let systemGray4 = UIColor.rgb255(209, 209, 214)
    public static let systemGray5 = UIColor.rgb255(229, 229, 234)
    public static let systemGray6 = UIColor.rgb255(242, 242, 247)
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
}
