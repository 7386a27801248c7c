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
        let reducedWidth = (sourceWidth + factor - 1) / factor + 2
        width = reducedWidth
        height = (sourceHeight + factor - 1) / factor + 2
        var sums = [UInt32](repeating: 0, count: width * height)
        // Unchecked pointers, a block's row summed at a time: indexing the
        // arrays and dividing for every source pixel made this the slowest part of a shadow build.
        plane.withUnsafeBufferPointer { source in
            sums.withUnsafeMutableBufferPointer { sums in
                for y in 0..<sourceHeight {
                    let line = source.baseAddress! + y * sourceWidth
                    var column = sums.baseAddress! + (y / factor + 1) * reducedWidth + 1
                    var x = 0
                    while x < sourceWidth {
                        let end = Swift.min(x + factor, sourceWidth)
                        var sum: UInt32 = 0
                        while x < end {
                            sum &+= UInt32(line[x])
                            x += 1
                        }
                        column.pointee &+= sum
                        column += 1
                    }
                }
            }
        }
        let area = UInt32(factor * factor)
        pixels = sums.map { UInt8(($0 + area / 2) / area) }
    }

    /// The plane enlarged back to `width` × `height`, bilinearly (8-bit weights).
    /// Each output row first blends its two reduced rows into one (the reduced
    /// width, not the output's), then each pixel blends two neighbours of that
    /// row: the same sums as weighting the four corners at every pixel, with a
    /// third of the multiplications.
    func enlarged(width outWidth: Int, height outHeight: Int) -> [UInt8] {
        let columns = taps(outWidth), rows = taps(outHeight)
        let lefts = columns.map(\.0), weights = columns.map(\.1)
        var blended = [Int](repeating: 0, count: width)
        // Every byte is written below: no zero fill first. Unchecked pointers:
        // this touches every pixel of the shadow.
        return [UInt8](unsafeUninitializedCapacity: outWidth * outHeight) { out, initialized in
            initialized = outWidth * outHeight
            pixels.withUnsafeBufferPointer { pixels in
                lefts.withUnsafeBufferPointer { lefts in
                    weights.withUnsafeBufferPointer { weights in
                        blended.withUnsafeMutableBufferPointer { blended in
                            for y in 0..<outHeight {
                                let (top, wy) = rows[y]
                                let upper = pixels.baseAddress! + top * width, lower = upper + width
                                for x in 0..<width {
                                    blended[x] = Int(upper[x]) &* (256 - wy) &+ Int(lower[x]) &* wy
                                }
                                let line = out.baseAddress! + y * outWidth
                                for x in 0..<outWidth {
                                    let left = lefts[x], wx = weights[x]
                                    let sum = blended[left] &* (256 - wx) &+ blended[left + 1] &* wx
                                    line[x] = UInt8(truncatingIfNeeded: (sum &+ 32_768) >> 16)
                                }
                            }
                        }
                    }
                }
            }
        }
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
