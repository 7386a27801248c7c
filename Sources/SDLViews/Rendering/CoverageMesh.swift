import Foundation

/// A per-pixel coverage (a mask layer's alpha, a clip's coverage) as quads,
/// so SDL's software renderer, which has no blend mode that scales a target's
/// alpha by another texture's, can cut a pass by it without reading pixels
/// back: the pass is drawn through the quads, each scaling the tint's alpha
/// by its coverage (`Compositor.present(_:covered:map:color:)`), which keeps
/// the alpha of an outer pass's target right too.
///
/// Fully covered runs of a row are one quad, each partly covered pixel is a
/// quad of its own (its coverage exact, not interpolated), uncovered pixels
/// make nothing, and a row laid out like the one above it extends that row's
/// quads downwards: straight sides and large interiors cost a few quads.
struct CoverageMesh {
    struct Quad {
        /// Layer space, and the pass target's texture coordinates.
        let rect: CGRect, uv: CGRect
        let coverage: UInt8
    }
    private(set) var quads: [Quad] = []

    /// A run of pixel columns `x0..<x1` in one row with one coverage.
    private struct Span: Equatable {
        let x0: Int, x1: Int, value: UInt8
    }

    /// `values` holds `width × height` coverages (0…255), row after row, on a
    /// pass whose target covers `region` (layer space) at `width × height` pixels.
    init(values: [UInt8], width: Int, height: Int, region: CGRect) {
        guard width > 0, height > 0, values.count >= width * height else { return }
        var open: [Span] = [], top = 0
        for y in 0...height {
            let row = y < height ? CoverageMesh.spans(values, row: y, width: width) : []
            guard row != open else { continue }
            for span in open { add(span, rows: top..<y, width: width, height: height, region: region) }
            open = row
            top = y
        }
    }

    /// A row's runs: full coverage merged, partial pixels one by one.
    private static func spans(_ values: [UInt8], row y: Int, width: Int) -> [Span] {
        var spans: [Span] = []
        var x = 0
        let base = y * width
        while x < width {
            let v = values[base + x]
            var end = x + 1
            if v == 255 { while end < width, values[base + end] == 255 { end += 1 } }
            if v > 0 { spans.append(Span(x0: x, x1: end, value: v)) }
            x = end
        }
        return spans
    }

    private mutating func add(_ span: Span, rows: Range<Int>, width: Int, height: Int, region: CGRect) {
        let w = CGFloat(width), h = CGFloat(height)
        let uv = CGRect(
            x: CGFloat(span.x0) / w, y: CGFloat(rows.lowerBound) / h, width: CGFloat(span.x1 - span.x0) / w,
            height: CGFloat(rows.count) / h)
        let rect = CGRect(
            x: region.minX + uv.minX * region.width, y: region.minY + uv.minY * region.height,
            width: uv.width * region.width, height: uv.height * region.height)
        quads.append(Quad(rect: rect, uv: uv, coverage: span.value))
    }
}
