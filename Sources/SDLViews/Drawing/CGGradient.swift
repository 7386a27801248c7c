import Foundation
internal import CCairo

/// Core Graphics' `CGGradient`: colours at locations in 0...1, drawn by
/// `CGContext.drawLinearGradient` / `drawRadialGradient` through Cairo patterns.
///
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
public final class CGGradient: @unchecked Sendable {
    /// Stops sorted by location, locations clamped to 0...1.
    let stops: [(location: CGFloat, color: CGColor)]

    /// CG's `CGGradient(colorsSpace:colors:locations:)`; nil with fewer than one colour.
    /// Without locations the colours are spaced evenly from 0 to 1.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let positions = CGGradient.locations(locations, count: colors.count)
        stops = CGGradient.sorted(zip(positions, colors).map { ($0, $1) })
    }

    /// CG's `CGGradient(colorSpace:colorComponents:locations:count:)`: `count`
    /// colours of `space.numberOfComponents + 1` components each (alpha last).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count * stride))
        let colors = (0..<count).compactMap { space.color(components: values[($0 * stride)..<($0 * stride + stride)]) }
        guard colors.count == count else { return nil }
        stops = CGGradient.sorted(zip(CGGradient.locations(locations, count: count), colors).map { ($0, $1) })
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        guard let pointer else { return (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) } }
        return UnsafeBufferPointer(start: pointer, count: count).map(CGColor.clampUnit)
    }

    private static func sorted(_ stops: [(CGFloat, CGColor)]) -> [(location: CGFloat, color: CGColor)] {
        stops.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map {
            (location: $0.element.0, color: $0.element.1)
        }
    }

    /// Adds the stops to a Cairo gradient whose 0...1 covers gradient parameter
    /// `range`; each side outside 0...1 is padded with the end colour or left transparent.
    func addStops(to pattern: OpaquePointer, range: ClosedRange<CGFloat>, padBefore: Bool, padAfter: Bool) {
        let span = range.upperBound - range.lowerBound
        let s = { (t: CGFloat) in (t - range.lowerBound) / span }
        let add = { (offset: CGFloat, c: CGColor) in
            cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha)
        }
        if range.lowerBound < 0, padBefore, let first = stops.first { add(0, first.color) }
        stops.forEach { add(s($0.location), $0.color) }
        if range.upperBound > 1, padAfter, let last = stops.last { add(1, last.color) }
    }
}
