internal import CSDL
import Foundation

/// Draws laid-out text into bitmaps with SDL_ttf, the way UILabel draws its text.
@MainActor
enum TextRasterizer {
    /// Largest image side we make; anything bigger is a layout bug, not a label.
    static let maxPixelSide = 16384

    /// Renders `layout` into a transparent image of `ceil(size * scale)` pixels.
    ///
    /// As UILabel: the block of lines (lines × lineHeight tall) is centred
    /// vertically in `size` (its top rounded to a whole pixel) and each line is
    /// placed left, centred or right; `.natural` and `.justified` are left. Glyphs
    /// come from the font opened at `round(pointSize * scale)` pixels. Lines that do
    /// not fit are clipped. Returns nil, logging why, when the size or scale is not
    /// usable (not finite, under one pixel, or over 16384 pixels a side) or the font
    /// cannot be opened.
    static func render(
        _ layout: TextLayout, font: UIFont, color: CGColor, alignment: NSTextAlignment,
        size: CGSize, scale: CGFloat
    ) -> CGImage? {
        guard let (width, height) = pixelDimensions(size: size, scale: scale) else { return nil }
        guard let handle = FontCache.shared.handle(for: font, scale: scale) else {
            SDLViewsLog.error("TextRasterizer: font \(font.fontName) cannot be opened; nothing drawn")
            return nil
        }
        var canvas = Canvas(width: width, height: height)
        let top = ((size.height - CGFloat(layout.lines.count) * layout.lineHeight) / 2 * scale).rounded()
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            // Int32's range keeps a line far outside the canvas (a huge font) from overflowing the clipping arithmetic.
            let y = Int(
                Int32(saturating: top + CGFloat(index) * layout.lineHeight * scale, rounding: .toNearestOrAwayFromZero))
            let runs = FontRuns.runs(line, primary: handle)
            let surfaces = runs.map { renderLine($0.text, handle: $0.handle.pointer) }
            defer { surfaces.forEach { $0.map(SDL_FreeSurface) } }
            // One face: the rendered width aligns, as always; several: their advances.
            let widths =
                runs.count == 1
                ? [Int(surfaces[0]?.pointee.w ?? 0)]
                : runs.map { Int(FontCache.shared.width(of: $0.text, in: $0.handle) ?? 0) }
            var x = horizontalOffset(lineWidth: widths.reduce(0, +), canvasWidth: width, alignment: alignment)
            for (index, run) in runs.enumerated() {
                defer { x += widths[index] }
                guard let surface = surfaces[index] else { continue }
                let shift = FontRuns.baselineShift(of: run, primary: handle)
                canvas.composite(surface, x: x, y: y + shift, color: color.rgba8)
            }
        }
        return CGImage(width: width, height: height, bgraPixels: canvas.pixels)
    }

    /// The size of `text` on one line, as `NSString.size(withAttributes:)`: the
    /// advance width (unrounded points) by the font's `lineHeight`.
    static func measure(_ text: String, font: UIFont) -> CGSize {
        CGSize(width: TextMeasurer(font: font).width(text), height: font.lineHeight)
    }

    // MARK: - Steps

    /// `ceil(size * scale)` in whole pixels, or nil (logged) when unusable. A tiny
    /// epsilon keeps 40.0000001 from becoming 41.
    static func pixelDimensions(size: CGSize, scale: CGFloat) -> (Int, Int)? {
        guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite else {
            SDLViewsLog.error("TextRasterizer: size \(size) at scale \(scale) is not finite and positive")
            return nil
        }
        let width = (size.width * scale - 1e-6).rounded(.up)
        let height = (size.height * scale - 1e-6).rounded(.up)
        guard width >= 1, height >= 1 else {
            SDLViewsLog.error("TextRasterizer: size \(size) at scale \(scale) is empty; nothing drawn")
            return nil
        }
        guard width <= CGFloat(maxPixelSide), height <= CGFloat(maxPixelSide) else {
            SDLViewsLog.error("TextRasterizer: \(width)x\(height) px exceeds \(maxPixelSide) px a side")
            return nil
        }
        return (Int(width), Int(height))
    }

    /// One line in white with coverage in alpha, as ARGB8888. SDL_ttf 2.20 already
    /// returns that format; converting only when it does not keeps us correct if a
    /// future version changes it.
    static func renderLine(_ line: String, handle: OpaquePointer) -> UnsafeMutablePointer<SDL_Surface>? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let rendered = line.withCString({ TTF_RenderUTF8_Blended(handle, $0, white) }) else {
            SDLViewsLog.error("TextRasterizer: cannot render \"\(line)\": \(FontRegistry.sdlError())")
            return nil
        }
        let argb = SDL_PIXELFORMAT_ARGB8888.rawValue
        if rendered.pointee.format.pointee.format == argb { return rendered }
        defer { SDL_FreeSurface(rendered) }
        guard let converted = SDL_ConvertSurfaceFormat(rendered, argb, 0) else {
            SDLViewsLog.error("TextRasterizer: cannot convert a line to ARGB8888: \(FontRegistry.sdlError())")
            return nil
        }
        return converted
    }

    private static func horizontalOffset(lineWidth: Int, canvasWidth: Int, alignment: NSTextAlignment) -> Int {
        switch alignment {
        case .center: Int((CGFloat(canvasWidth - lineWidth) / 2).rounded(.down))
        case .right: canvasWidth - lineWidth
        case .left, .natural, .justified: 0
        }
    }
}

/// A BGRA straight-alpha pixel buffer that text lines are composited onto.
private struct Canvas {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Draws a white-on-transparent ARGB8888 line surface at (x, y) in `color`: each
    /// pixel's coverage (its alpha) times the color's alpha is the ink's alpha, and
    /// the ink goes "over" what is there in straight alpha. Glyph boxes of adjacent
    /// lines can overlap, so the destination is not assumed transparent; over a
    /// transparent pixel the result is the full color, not darkened.
    mutating func composite(_ surface: UnsafeMutablePointer<SDL_Surface>, x: Int, y: Int, color: ColorBytes) {
        guard SDL_LockSurface(surface) == 0, let base = surface.pointee.pixels else { return }
        defer { SDL_UnlockSurface(surface) }
        let source = Int(surface.pointee.w), sourceHeight = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        // The part of the surface that lands inside the canvas (lines may overflow).
        let firstColumn = max(0, -x), endColumn = min(source, width - x)
        let firstRow = max(0, -y), endRow = min(sourceHeight, height - y)
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let columns = firstColumn..<endColumn, rows = firstRow..<endRow
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { destination in
            for row in rows {
                // ARGB8888 read as a native 32-bit value keeps alpha in the top byte.
                let line = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
                let destinationRow = ((y + row) * width + x) * 4
                for column in columns {
                    let coverage = Int(line[column] >> 24)
                    guard coverage > 0 else { continue }
                    Canvas.blend(color, coverage: coverage, into: destination, at: destinationRow + column * 4)
                }
            }
        }
    }

    /// Straight-alpha "over" of `color` at `coverage` onto the BGRA pixel at `index`.
    private static func blend(
        _ color: ColorBytes, coverage: Int, into pixels: UnsafeMutableBufferPointer<UInt8>, at index: Int
    ) {
        let sourceAlpha = (coverage * Int(color.a) + 127) / 255
        guard sourceAlpha > 0 else { return }
        let destinationAlpha = Int(pixels[index + 3])
        if destinationAlpha == 0 {
            pixels[index] = color.b; pixels[index + 1] = color.g; pixels[index + 2] = color.r
            pixels[index + 3] = UInt8(sourceAlpha)
            return
        }
        // Weights scaled by 255: the source counts sourceAlpha, the destination what
        // shows through (destinationAlpha × (1 - sourceAlpha)).
        let sourceWeight = sourceAlpha * 255
        let destinationWeight = destinationAlpha * (255 - sourceAlpha)
        let total = sourceWeight + destinationWeight
        func mix(_ source: UInt8, _ destination: UInt8) -> UInt8 {
            UInt8((Int(source) * sourceWeight + Int(destination) * destinationWeight + total / 2) / total)
        }
        pixels[index] = mix(color.b, pixels[index])
        pixels[index + 1] = mix(color.g, pixels[index + 1])
        pixels[index + 2] = mix(color.r, pixels[index + 2])
        pixels[index + 3] = UInt8((total + 127) / 255)
    }
}
