import Foundation

/// UIKit's grouped-content colours (light appearance), used by grouped tables.
extension UIColor {
    /// The grey behind grouped tables' sections.
    public static let systemGroupedBackground = UIColor.rgb255(242, 242, 247)
    /// The background of rows in grouped tables.
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let tertiarySystemGroupedBackground = UIColor.rgb255(242, 242, 247)
}
