import Foundation

/// Images larger than the renderer's maximum texture size are shown
/// downscaled (box-filtered) to fit, rather than failing: a documented
/// loss of detail instead of a missing picture.
enum ImageFitting {
    static func fit(_ image: CGImage, maxSize: Int) -> CGImage {
        guard image.width > maxSize || image.height > maxSize else { return image }
        let factor = Double(maxSize) / Double(max(image.width, image.height))
        let w = max(1, Int(Double(image.width) * factor)), h = max(1, Int(Double(image.height) * factor))
        SDLViewsLog.error(
            "image \(image.width)×\(image.height) exceeds the renderer's \(maxSize) px limit; shown downscaled to \(w)×\(h)"
        )
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let sy = min(image.height - 1, Int(Double(y) / factor))
            for x in 0..<w {
                let sx = min(image.width - 1, Int(Double(x) / factor))
                let s = (sy * image.width + sx) * 4, d = (y * w + x) * 4
                for c in 0..<4 { out[d + c] = image.pixels[s + c] }
            }
        }
        return CGImage(width: w, height: h, bgraPixels: out) ?? image
    }
}
