import SDLViews
import SampleScenes

/// Listing 3-2: a custom layer (not a view) showing a fixed image, sized to
/// the image and centred in the view's layer.
@MainActor
final class CustomLayerSampleViewController: SampleViewController {
    private let myLayer = CALayer()

    override func buildContent(in content: UIView) {
        // Create the layer, set its contents to a fixed image and its size to the image's.
        let layerContents = SampleImages.landscape(size: CGSize(width: 240, height: 160))
        let imageSize = layerContents.size
        myLayer.bounds = CGRect(x: 0, y: 0, width: imageSize.width, height: imageSize.height)
        myLayer.contents = layerContents.cgImage
        // Add the layer to the view's layer, then centre it in the view.
        content.layer.addSublayer(myLayer)
        let viewBounds = content.bounds
        myLayer.position = CGPoint(x: viewBounds.midX, y: viewBounds.midY)
        content.addSubview(
            SampleTheme.label(
                "A CALayer with an image as contents, centred in the view's layer (Listing 3-2)",
                font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 14, width: 700, height: 20)))
    }

    /// Keeps the layer centred when the window resizes (layers have no autoresizing).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        CATransaction.setDisableActions(true)
        myLayer.position = CGPoint(x: content.bounds.midX, y: content.bounds.midY)
    }
}
