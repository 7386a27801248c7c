import Foundation

/// Wide blurs of an alpha plane at reduced resolution, as compositors do for
/// shadows: a Gaussian several pixels wide has no detail a plane of half (or a
/// quarter) the size cannot hold, so the plane is shrunk by averaging, blurred
/// there with the deviation that remains, and enlarged back bilinearly. The
/// work falls with the square of the factor; the result stays within a few
/// levels of the full-resolution blur (the box approximation differs slightly
/// at each size).
extension GaussianBlur {
    /// The narrowest deviation (pixels) a blur keeps at reduced resolution; the
    /// three-box approximation is close to a Gaussian from there up.
    static let narrowestReducedSigma: Double = 4

    /// The largest factor a plane is shrunk by.
    static let largestReduction = 32

    /// The power of two the plane is shrunk by: halved while the blur there
    /// stays at least `narrowestReducedSigma` wide.
    var reductionFactor: Int {
        var factor = 1
        while factor < GaussianBlur.largestReduction,
            sigma / Double(2 * factor) >= GaussianBlur.narrowestReducedSigma
        {
            factor *= 2
        }
        return factor
    }

    /// The blur applied at reduced resolution: what remains of σ² once the
    /// averaging (a box of `factor` pixels) and the bilinear enlargement (a tent
    /// one reduced pixel wide) have spread the plane, in reduced pixels.
    func reduced(by factor: Int) -> GaussianBlur {
        let f = Double(factor)
        let variance = sigma * sigma / (f * f) - (1 - 1 / (f * f)) / 12 - 1.0 / 6
        return GaussianBlur(radius: 2 * max(0, variance).squareRoot())
    }

    /// `plane` (width × height alpha bytes, rows packed) blurred, at reduced
    /// resolution when the blur is wide enough (`reductionFactor`).
    func blurredPlane(_ plane: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard width > 0, height > 0, plane.count == width * height else { return plane }
        let factor = reductionFactor
        guard factor > 1 else {
            var pixels = plane
            pixels.withUnsafeMutableBufferPointer {
                apply(to: $0.baseAddress!, width: width, height: height, bytesPerRow: width, channels: 1)
            }
            return pixels
        }
        var small = ReducedPlane(plane, width: width, height: height, factor: factor)
        small.pixels.withUnsafeMutableBufferPointer {
            reduced(by: factor).apply(
                to: $0.baseAddress!, width: small.width, height: small.height, bytesPerRow: small.width, channels: 1)
        }
        return small.enlarged(width: width, height: height)
    }
}

/// An alpha plane shrunk by a whole factor (each pixel the mean of a
/// factor × factor block, outside the source counting as transparent), with a
/// one-pixel border so bilinear sampling near the edges reads blurred values.
struct ReducedPlane {
    var pixels: [UInt8]
    let width: Int
    let height: Int
    let factor: Int

    init(_ plane: [UInt8], width sourceWidth: Int, height sourceHeight: Int, factor: Int) {
        self.factor = factor
        width = (sourceWidth + factor - 1) / factor + 2
        height = (sourceHeight + factor - 1) / factor + 2
        var sums = [UInt32](repeating: 0, count: width * height)
        for y in 0..<sourceHeight {
            let row = (y / factor + 1) * width + 1
            for x in 0..<sourceWidth { sums[row + x / factor] += UInt32(plane[y * sourceWidth + x]) }
        }
        let area = UInt32(factor * factor)
        pixels = sums.map { UInt8(($0 + area / 2) / area) }
    }

    /// The plane enlarged back to `width` × `height`, bilinearly (8-bit weights).
    func enlarged(width outWidth: Int, height outHeight: Int) -> [UInt8] {
        let columns = taps(outWidth), rows = taps(outHeight)
        var out = [UInt8](repeating: 0, count: outWidth * outHeight)
        for y in 0..<outHeight {
            let (top, wy) = rows[y]
            let upper = top * width, lower = (top + 1) * width
            for x in 0..<outWidth {
                let (left, wx) = columns[x]
                let a = Int(pixels[upper + left]) * (256 - wx) + Int(pixels[upper + left + 1]) * wx
                let b = Int(pixels[lower + left]) * (256 - wx) + Int(pixels[lower + left + 1]) * wx
                out[y * outWidth + x] = UInt8((a * (256 - wy) + b * wy + 32_768) >> 16)
            }
        }
        return out
    }

    /// For each output pixel along an axis: the bordered reduced pixel at or
    /// before its centre, and the weight (of 256) of the next one.
    private func taps(_ count: Int) -> [(Int, Int)] {
        (0..<count).map { i in
            let u = (Double(i) + 0.5) / Double(factor) - 0.5
            let below = u.rounded(.down)
            return (Int(below) + 1, Int(((u - below) * 256).rounded()))
        }
    }
}
