import Foundation

/// UIKit's font shrinking (`adjustsFontSizeToFitWidth` with
/// `minimumScaleFactor`, `NSStringDrawingContext.minimumScaleFactor`): the
/// largest scale of every font, between the minimum and 1, at which the text
/// fits; at the minimum, the text is laid out (and truncated) as it comes.
@MainActor
enum FontFitting {
    /// How close the search gets to the largest fitting scale, as a fraction
    /// of the full size: finer than a font size step anyone can see.
    static let precision: CGFloat = 1.0 / 256

    static func fit(
        minimumScale: CGFloat, layout: (CGFloat) -> AttributedTextLayout, fits: (AttributedTextLayout) -> Bool
    ) -> (scale: CGFloat, layout: AttributedTextLayout) {
        let full = layout(1)
        let minimum = minimumScale.isFinite ? min(max(minimumScale, precision), 1) : 1
        guard !fits(full), minimum < 1 else { return (1, full) }
        let smallest = layout(minimum)
        guard fits(smallest) else { return (minimum, smallest) }
        // Invariant: `low` fits, `high` does not.
        var low = (minimum, smallest)
        var high: CGFloat = 1
        while high - low.0 > precision {
            let middle = (low.0 + high) / 2
            let candidate = layout(middle)
            if fits(candidate) { low = (middle, candidate) } else { high = middle }
        }
        return low
    }
}
