import Foundation

/// The container view of a presentation (UIKit's transition view): tells its
/// presentation controller when it lays out, and lets touches that reach no
/// view of a sheet's presentation (an undimmed detent's uncovered area) go
/// to the presenter below, as UIKit's sheets do.
@MainActor
final class PresentationContainerView: UIView {
    weak var controller: UIPresentationController?

    override func layoutSubviews() {
        controller?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && controller is UISheetPresentationController ? nil : hit
    }
}
