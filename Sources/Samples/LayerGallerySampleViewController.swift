import Foundation
import SDLViews
import SampleScenes

/// Core Animation's layer appearance in one screen (`LayerGalleryCards`,
/// shared with the bench's layer-gallery scenario), each card captioned, the
/// ring's strokeEnd animating.
@MainActor
final class LayerGallerySampleViewController: SampleViewController {
    override func buildContent(in content: UIView) {
        let gallery = LayerGalleryCards(image: SampleImages.landscape(size: CGSize(width: 160, height: 110)))
        gallery.animateStrokeEnd()
        for (i, (caption, card)) in gallery.cards.enumerated() {
            let frame = LayerGalleryCards.frame(ofCard: i)  // the rotated card's frame is its bounding box
            content.addSubview(card)
            content.addSubview(
                SampleTheme.label(
                    caption, font: SampleTheme.captionFont,
                    frame: CGRect(x: frame.minX, y: frame.maxY + 14, width: 180, height: 18)))
        }
    }
}
