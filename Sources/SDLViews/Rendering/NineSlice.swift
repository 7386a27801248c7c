import Foundation

/// The geometry of a nine-slice (Core Animation's `contentsCenter`, UIKit's
/// resizable images): the corners keep their size, the edges stretch (or
/// tile) along one axis and the middle along both. Shared by the compositor
/// (texture quads) and `UIImage.draw(in:)` (Cairo), so both cut images the
/// same way.
///
/// As Core Animation does, caps that do not fit the destination shrink
/// proportionally; a middle of zero size stretches the pixels at its edge.
struct NineSlice {
    /// One piece: where it goes, and which part of the image (unit coordinates) it shows.
    struct Piece: Equatable {
        var destination: CGRect
        var source: CGRect
    }

    /// One axis cut into segments: destination start/length, source start/length (unit).
    private struct Segment {
        var start: CGFloat, length: CGFloat, sourceStart: CGFloat, sourceLength: CGFloat
    }

    /// The pieces for an image of `imageSize` points whose stretchable part is
    /// `center` (unit coordinates), drawn into `destination`. Empty for empty
    /// or non-finite input.
    static func pieces(center: CGRect, imageSize: CGSize, in destination: CGRect, tiled: Bool) -> [Piece] {
        let d = destination.standardized
        guard d.origin.isFinite, d.size.isFinite, d.width > 0, d.height > 0,
            imageSize.width > 0, imageSize.height > 0, imageSize.width.isFinite, imageSize.height.isFinite,
            center.origin.isFinite, center.size.isFinite
        else { return [] }
        let c = center.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !c.isNull else { return [Piece(destination: d, source: CGRect(x: 0, y: 0, width: 1, height: 1))] }
        let columns = segments(
            start: d.minX, length: d.width, capStart: c.minX, capEnd: 1 - c.maxX, imageLength: imageSize.width,
            tiled: tiled)
        let rows = segments(
            start: d.minY, length: d.height, capStart: c.minY, capEnd: 1 - c.maxY, imageLength: imageSize.height,
            tiled: tiled)
        var out: [Piece] = []
        out.reserveCapacity(columns.count * rows.count)
        for row in rows {
            for column in columns {
                out.append(
                    Piece(
                        destination: CGRect(x: column.start, y: row.start, width: column.length, height: row.length),
                        source: CGRect(
                            x: column.sourceStart, y: row.sourceStart, width: column.sourceLength,
                            height: row.sourceLength)))
            }
        }
        return out
    }

    /// The most tiles one axis is cut into; beyond it the middle stretches (a
    /// 1-point tile over a huge view would otherwise make millions of quads).
    static let maxTilesPerAxis = 256

    private static func segments(
        start: CGFloat, length: CGFloat, capStart: CGFloat, capEnd: CGFloat,
        imageLength: CGFloat, tiled: Bool
    ) -> [Segment] {
        var head = capStart * imageLength, tail = capEnd * imageLength
        if head + tail > length { let f = length / (head + tail); head *= f; tail *= f }
        let middleSource = max(0, 1 - capStart - capEnd)
        var out: [Segment] = []
        if head > 0 { out.append(Segment(start: start, length: head, sourceStart: 0, sourceLength: capStart)) }
        let middle = length - head - tail
        if middle > 0 {
            out += middleSegments(
                start: start + head, length: middle, sourceStart: capStart, sourceLength: middleSource,
                tileLength: middleSource * imageLength, tiled: tiled)
        }
        if tail > 0 {
            out.append(
                Segment(start: start + length - tail, length: tail, sourceStart: 1 - capEnd, sourceLength: capEnd))
        }
        return out
    }

    /// The middle: one stretched segment, or whole tiles of the middle's natural size with the last one cut.
    private static func middleSegments(
        start: CGFloat, length: CGFloat, sourceStart: CGFloat, sourceLength: CGFloat,
        tileLength: CGFloat, tiled: Bool
    ) -> [Segment] {
        guard tiled, tileLength > 0, (length / tileLength).rounded(.up) <= CGFloat(maxTilesPerAxis) else {
            return [Segment(start: start, length: length, sourceStart: sourceStart, sourceLength: sourceLength)]
        }
        var out: [Segment] = []
        var x: CGFloat = 0
        while x < length {
            let piece = min(tileLength, length - x)
            out.append(
                Segment(
                    start: start + x, length: piece, sourceStart: sourceStart,
                    sourceLength: sourceLength * piece / tileLength))
            x += tileLength
        }
        return out
    }
}
