import Foundation

/// The view of an active `UISearchController`: over the content below the
/// search bar it shows the dimming or the results; where it shows neither
/// (`obscuresBackgroundDuringPresentation` false, no results yet) touches go
/// to the content, as UIKit's (that content is then the results).
@MainActor
final class SearchOverlayView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
