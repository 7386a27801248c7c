import Foundation

/// UIKit's `UIConfigurationState`: what a configuration is updated for.
@MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// UIKit's `UICellConfigurationState`: the state a cell hands its
/// `configurationUpdateHandler` and `updateConfiguration(using:)` (its traits,
/// selection, highlight, focus, editing, expansion and swipe).
/// Differences from UIKit: no drag and drop states and no custom states.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
