import SDLViews

/// Pictures the layer samples (and the bench's layer gallery) show, drawn in
/// code (the package's image assets belong to the drawing samples).
@MainActor
public enum SampleImages {
    /// A small landscape: sky, sun, two hills and a frame, `size` points at scale 1.
    public static func landscape(size: CGSize = CGSize(width: 120, height: 80)) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            let w = size.width, h = size.height
            cg.setFillColor(UIColor(red: 0.45, green: 0.7, blue: 0.95, alpha: 1).cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: w, height: h))
            cg.setFillColor(UIColor(red: 1, green: 0.85, blue: 0.2, alpha: 1).cgColor)
            cg.fillEllipse(in: CGRect(x: w * 0.68, y: h * 0.12, width: h * 0.3, height: h * 0.3))
            cg.setFillColor(UIColor(red: 0.2, green: 0.6, blue: 0.25, alpha: 1).cgColor)
            cg.fillEllipse(in: CGRect(x: -w * 0.2, y: h * 0.55, width: w * 0.9, height: h * 0.9))
            cg.setFillColor(UIColor(red: 0.1, green: 0.45, blue: 0.2, alpha: 1).cgColor)
            cg.fillEllipse(in: CGRect(x: w * 0.35, y: h * 0.65, width: w, height: h * 0.8))
            cg.setStrokeColor(UIColor(white: 0.15, alpha: 1).cgColor)
            cg.setLineWidth(2)
            cg.stroke(CGRect(x: 1, y: 1, width: w - 2, height: h - 2))
        }
    }
}
