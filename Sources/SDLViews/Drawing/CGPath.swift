import Foundation
import Synchronization
internal import CCairo

/// Core Graphics' immutable `CGPath`: subpaths of lines and Bézier curves.
///
/// Elements are stored as given (quadratic curves stay quadratic, so
/// `applyWithBlock` reports what was added); arcs and ellipses are converted to
/// cubic Béziers by Cairo. Geometry queries (`boundingBoxOfPath`,
/// `contains(_:using:transform:)`) run on Cairo. `CGMutablePath` adds the
/// building methods. Non-finite points are ignored (CG's behaviour is undefined).
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public class CGPath: @unchecked Sendable, Equatable, Hashable {
    /// Behind a lock because paths are `Sendable` (as in CG) and a
    /// `CGMutablePath` shared between threads may be appended to from several.
    private let storage: Mutex<[PathElement]>

    /// A copy of the elements (readers never see a half-made change).
    var elements: [PathElement] { storage.withLock { $0 } }

    /// Changes the elements under the lock, in one step.
    func editElements(_ change: (inout [PathElement]) -> Void) {
        storage.withLock { change(&$0) }
    }

    init(elements: [PathElement]) { storage = Mutex(elements) }

    /// CG's `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.rectElements(rect, transform?.pointee ?? .identity))
    }

    /// CG's `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.ellipseElements(rect, transform?.pointee ?? .identity))
    }

    /// CG's `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`. Corner
    /// sizes are clamped to half the rect (CG asserts instead); zero corners give a rectangle.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            elements: CGPath.roundedRectElements(rect, cornerWidth, cornerHeight, transform?.pointee ?? .identity))
    }

    /// The current path of a Cairo context, in its user space.
    init(cairoPath cr: OpaquePointer) {
        storage = Mutex(CGPath.elements(ofCairo: cr))
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element would start; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = e.points.last ?? current
            }
        }
        return current
    }

    /// CG's `boundingBox`: includes control points; `.null` when empty.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minP = first, maxP = first
        for p in points {
            minP = CGPoint(x: min(minP.x, p.x), y: min(minP.y, p.y))
            maxP = CGPoint(x: max(maxP.x, p.x), y: max(maxP.y, p.y))
        }
        return CGRect(x: minP.x, y: minP.y, width: maxP.x - minP.x, height: maxP.y - minP.y)
    }

    /// CG's `boundingBoxOfPath`: the tight box of the curves (Cairo's extents); `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        guard !isEmpty else { return .null }
        return CGPath.withScratchCairo { cr in
            append(to: cr)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_path_extents(cr, &x1, &y1, &x2, &y2)
            return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
    }

    /// CG's `contains(_:using:transform:)`: whether the fill of the path
    /// (transformed first) covers `point`, by Cairo's `cairo_in_fill`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        guard point.isFinite, !isEmpty, transform.isCairoSafe else { return false }
        return CGPath.withScratchCairo { cr in
            var m = transform.cairoMatrix
            cairo_set_matrix(cr, &m)
            append(to: cr)
            cairo_identity_matrix(cr)
            cairo_set_fill_rule(cr, rule.cairoValue)
            return cairo_in_fill(cr, point.x, point.y) != 0
        }
    }

    /// CG's `applyWithBlock(_:)`: calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var storage = [CGPoint](repeating: .zero, count: 3)
        storage.withUnsafeMutableBufferPointer { buffer in
            for e in elements {
                for (i, p) in e.points.enumerated() { buffer[i] = p }
                var element = CGPathElement(type: e.type, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// CG's `copy(using:)`: a transformed copy.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// CG's `mutableCopy(using:)`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: - Cairo

    /// Appends the path to a Cairo context's current path (through its CTM).
    func append(to cr: OpaquePointer) {
        var previous = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                let (c1, c2) = CGPath.cubicControls(from: previous, quadControl: c, to: p)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
            if cairo_has_current_point(cr) != 0 {
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                previous = CGPoint(x: x, y: y)
            }
        }
    }

    /// The elements of a Cairo context's current path, in user space. Cairo
    /// follows every close with a move to the subpath's start; a trailing one
    /// of those is dropped as CG has no such element.
    static func elements(ofCairo cr: OpaquePointer) -> [PathElement] {
        guard let path = cairo_copy_path(cr) else { return [] }
        defer { cairo_path_destroy(path) }
        // An empty path has no data array at all.
        guard path.pointee.num_data > 0, let data = path.pointee.data else { return [] }
        var out: [PathElement] = []
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            let point = { (k: Int) in CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: out.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: out.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: out.append(.curve(point(1), point(2), point(3)))
            default: out.append(.close)
            }
            i += Int(header.length)
        }
        if out.count >= 2, case .move = out[out.count - 1], out[out.count - 2] == .close { out.removeLast() }
        return out
    }

    /// Runs `body` on a throwaway Cairo context (paths and hit tests need one, not its pixels).
    static func withScratchCairo<T>(_ body: (OpaquePointer) -> T) -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        return body(cr)
    }

    /// Elements Cairo builds under `transform`, continuing from `current` (whose
    /// own move is not returned): arcs and ellipses reuse Cairo's arc-to-Bézier conversion.
    static func cairoBuilt(from current: CGPoint?, transform: CGAffineTransform, _ build: (OpaquePointer) -> Void)
        -> [PathElement]
    {
        guard transform.isCairoSafe else { return [] }
        return withScratchCairo { cr in
            if let current { cairo_move_to(cr, current.x, current.y) }
            var m = transform.cairoMatrix
            cairo_set_matrix(cr, &m)
            build(cr)
            cairo_identity_matrix(cr)
            let built = elements(ofCairo: cr)
            return current != nil ? Array(built.dropFirst()) : built
        }
    }

    /// The cubic control points equal to a quadratic Bézier.
    static func cubicControls(from start: CGPoint, quadControl c: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint) {
        (
            CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y)),
            CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
        )
    }

    // MARK: - Shapes

    static func rectElements(_ rect: CGRect, _ t: CGAffineTransform) -> [PathElement] {
        guard let r = CGContext.drawableOrEmpty(rect) else { return [] }
        let corners: [PathElement] = [
            .move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)),
            .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY)), .close
        ]
        return corners.map { $0.applying(t) }
    }

    static func ellipseElements(_ rect: CGRect, _ t: CGAffineTransform) -> [PathElement] {
        guard let r = CGContext.drawable(rect) else { return [] }
        return cairoBuilt(from: nil, transform: t) { cr in
            cairo_translate(cr, r.midX, r.midY)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cr)
        }
    }

    static func roundedRectElements(_ rect: CGRect, _ cw: CGFloat, _ ch: CGFloat, _ t: CGAffineTransform)
        -> [PathElement]
    {
        guard let r = CGContext.drawable(rect), cw.isFinite, ch.isFinite else { return [] }
        let rx = min(max(cw, 0), r.width / 2), ry = min(max(ch, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return rectElements(r, t) }
        let corners: [(CGFloat, CGFloat, CGFloat)] = [
            (r.maxX - rx, r.minY + ry, -.pi / 2), (r.maxX - rx, r.maxY - ry, 0),
            (r.minX + rx, r.maxY - ry, .pi / 2), (r.minX + rx, r.minY + ry, .pi)
        ]
        return cairoBuilt(from: nil, transform: t) { cr in
            cairo_move_to(cr, r.minX + rx, r.minY)
            for (x, y, angle) in corners {
                cairo_save(cr)
                cairo_translate(cr, x, y)
                cairo_scale(cr, rx, ry)
                cairo_arc(cr, 0, 0, 1, angle, angle + .pi / 2)
                cairo_restore(cr)
            }
            cairo_close_path(cr)
        }
    }

    /// An arc as CG adds it: a line from `current` (when there is one) to the
    /// arc's start, then the arc. `clockwise` is CG's (decreasing angles in UIKit space).
    static func arc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        from current: CGPoint?, transform: CGAffineTransform = .identity
    ) -> CGPath {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else {
            return CGPath(elements: [])
        }
        // CG draws at most one full turn.
        let sweep = max(-2 * .pi, min(2 * .pi, endAngle - startAngle))
        let end = abs(endAngle - startAngle) > 2 * .pi ? startAngle + sweep : endAngle
        let built = cairoBuilt(from: current, transform: transform) { cr in
            if clockwise {
                cairo_arc_negative(cr, center.x, center.y, radius, startAngle, end)
            } else {
                cairo_arc(cr, center.x, center.y, radius, startAngle, end)
            }
        }
        return CGPath(elements: built)
    }
}

extension CGContext {
    /// Like `drawable`, but keeps zero-area rects that are finite (CG adds them to paths).
    nonisolated static func drawableOrEmpty(_ rect: CGRect) -> CGRect? {
        let r = rect.standardized
        guard !rect.isNull, r.origin.isFinite, r.size.isFinite else { return nil }
        return r
    }
}
