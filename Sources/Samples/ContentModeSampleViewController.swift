import SDLViews
import SampleScenes

/// All 13 UIKit content modes side by side on the same image, each view
/// larger than the image in one direction and smaller in the other, with
/// clipsToBounds off so overflow shows as it does on iOS.
@MainActor
final class ContentModeSampleViewController: SampleViewController {
    private static let modes: [(UIView.ContentMode, String)] = [
        (.scaleToFill, "scaleToFill"), (.scaleAspectFit, "scaleAspectFit"), (.scaleAspectFill, "scaleAspectFill"),
        (.redraw, "redraw"), (.center, "center"), (.top, "top"), (.bottom, "bottom"), (.left, "left"),
        (.right, "right"),
        (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"), (.bottomRight, "bottomRight")
    ]

    override func buildContent(in content: UIView) {
        let image = SampleImages.landscape(size: CGSize(width: 90, height: 60))
        for (i, (mode, name)) in Self.modes.enumerated() {
            let column = CGFloat(i % 5), row = CGFloat(i / 5)
            let frame = CGRect(x: 30 + column * 150, y: 40 + row * 160, width: 120, height: 110)
            let view = UIView(frame: frame)
            view.backgroundColor = UIColor(white: 0.82, alpha: 1)
            view.contentMode = mode
            view.clipsToBounds = true
            view.layer.contents = image.cgImage
            view.layer.contentsScale = image.scale
            content.addSubview(view)
            content.addSubview(
                SampleTheme.label(
                    ".\(name)", font: SampleTheme.captionFont,
                    frame: CGRect(x: frame.minX, y: frame.maxY + 4, width: 140, height: 18)))
        }
        content.addSubview(
            SampleTheme.label(
                "The same 90×60 image in 120×110 views, clipped to their bounds",
                font: SampleTheme.captionFont, frame: CGRect(x: 30, y: 12, width: 700, height: 20)))
    }
}
