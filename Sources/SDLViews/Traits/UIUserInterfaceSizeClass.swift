/// UIKit's `UIUserInterfaceSizeClass`: how much room a window has along one axis.
///
/// A window's size classes come from its size in points (there is no device to
/// ask): see `UITraitCollection.sizeClasses(for:)` for the rule.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
