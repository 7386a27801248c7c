import Foundation

/// UIKit's `UIFocusEffect`. An instance of this class itself is the system
/// effect SDLViews shows by default: a halo in the item's tint colour around
/// it and a slight lift (the item scales up a little, as tvOS) while focused.
/// Set a view's `focusEffect` to nil for no effect, or to a `UIFocusHaloEffect`
/// for a halo only (restyled by its shape and position; the colour is the
/// view's `tintColor`). Value controls draw their own focus ring instead.
@MainActor
open class UIFocusEffect {
    public init() {}

    /// The lift of the system effect (a scale factor); a halo effect does not lift.
    var liftScale: CGFloat { 1.05 }
}
