import Foundation

/// UIKit's autoresizing arithmetic: when a superview's bounds size changes by
/// Δ, each subview's flexible parts along an axis (leading margin, size,
/// trailing margin) share Δ in proportion to their current lengths; when every
/// flexible part has zero length they share it equally. Fixed parts keep their
/// lengths. Subviews' own subviews follow because their bounds change in turn.
@MainActor
enum Autoresizing {
    static func resizeSubviews(of view: UIView, from oldSize: CGSize) {
        let newSize = view.bounds.size
        for subview in view.subviews where !subview.autoresizingMask.isEmpty {
            let f = subview.frame
            let x = resize(start: f.minX, length: f.width, container: oldSize.width, newContainer: newSize.width,
                           flexStart: subview.autoresizingMask.contains(.flexibleLeftMargin),
                           flexLength: subview.autoresizingMask.contains(.flexibleWidth),
                           flexEnd: subview.autoresizingMask.contains(.flexibleRightMargin))
            let y = resize(start: f.minY, length: f.height, container: oldSize.height, newContainer: newSize.height,
                           flexStart: subview.autoresizingMask.contains(.flexibleTopMargin),
                           flexLength: subview.autoresizingMask.contains(.flexibleHeight),
                           flexEnd: subview.autoresizingMask.contains(.flexibleBottomMargin))
            let resized = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
            if resized != f { subview.frame = resized }
        }
    }

    /// One axis: returns the new start and length.
    static func resize(start: CGFloat, length: CGFloat, container: CGFloat, newContainer: CGFloat,
                       flexStart: Bool, flexLength: Bool, flexEnd: Bool) -> (start: CGFloat, length: CGFloat) {
        let delta = newContainer - container
        let end = container - start - length
        let parts = [(flexStart, start), (flexLength, length), (flexEnd, end)].filter { $0.0 }
        guard delta != 0, !parts.isEmpty else { return (start, length) }
        let total = parts.reduce(0) { $0 + $1.1 }
        func share(_ flexible: Bool, _ value: CGFloat) -> CGFloat {
            guard flexible else { return 0 }
            return total != 0 ? delta * value / total : delta / CGFloat(parts.count)
        }
        return (start + share(flexStart, start), length + share(flexLength, length))
    }
}
