import Foundation

/// UIKit's `UIAccessibilityContainerType`: how a screen reader presents the
/// elements inside a container (`accessibilityContainerType`).
public enum UIAccessibilityContainerType: Int, Sendable {
    /// No particular kind of container (the default).
    case none = 0
    /// A table of rows and columns of data.
    case dataTable = 1
    /// An ordered list.
    case list = 2
    /// A landmark region of the screen (navigation, main content).
    case landmark = 3
    /// Elements that belong together and are announced as a group.
    case semanticGroup = 4
}
