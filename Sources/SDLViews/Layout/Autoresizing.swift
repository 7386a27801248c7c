import Foundation

/// UIKit's autoresizing arithmetic: when a superview's bounds size changes by
/// Δ, each subview's flexible parts along an axis (leading margin, size,
/// trailing margin) share Δ in proportion to their current lengths; when every
/// flexible part has zero length they share it equally. Fixed parts keep their
/// lengths. Subviews' own subviews follow because their bounds change in turn.
@MainActor
enum Autoresizing {
    static func resizeSubviews(of view: UIView, from oldSize: CGSize) {
        // A big constraint-based container (a stack of thousands of rows)
        // has no subview to resize: find that out without retaining each
        // subview, which costs more than the test itself.
        guard anySubviewFollowsMask(view) else { return }
        let newSize = view.bounds.size
        for subview in view.subviews where followsMask(subview) {
            let f = subview.frame
            let x = resize(
                start: f.minX, length: f.width, container: oldSize.width, newContainer: newSize.width,
                flexStart: subview.autoresizingMask.contains(.flexibleLeftMargin),
                flexLength: subview.autoresizingMask.contains(.flexibleWidth),
                flexEnd: subview.autoresizingMask.contains(.flexibleRightMargin))
            let y = resize(
                start: f.minY, length: f.height, container: oldSize.height, newContainer: newSize.height,
                flexStart: subview.autoresizingMask.contains(.flexibleTopMargin),
                flexLength: subview.autoresizingMask.contains(.flexibleHeight),
                flexEnd: subview.autoresizingMask.contains(.flexibleBottomMargin))
            let resized = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
            if resized != f { subview.frame = resized }
        }
    }

    /// The subviews are read as `Unmanaged`, so no retain or release per
    /// subview: the array buffer held for the scan keeps them alive, even if
    /// an overridden `autoresizingMask` getter changed the subviews (that
    /// would copy the array, not free this buffer).
    private static func anySubviewFollowsMask(_ view: UIView) -> Bool {
        view.subviewStorage.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<UIView>.self) { subviews in
                for subview in subviews {
                    let mask = subview._withUnsafeGuaranteedRef { $0.autoresizingMask }
                    if !mask.isEmpty && subview.takeUnretainedValue().translatesAutoresizingMaskIntoConstraints {
                        return true
                    }
                }
                return false
            }
        }
    }

    /// Views laid out by constraints ignore their mask, as in UIKit.
    private static func followsMask(_ view: UIView) -> Bool {
        !view.autoresizingMask.isEmpty && view.translatesAutoresizingMaskIntoConstraints
    }

    /// One axis: returns the new start and length. Written without
    /// collections, because a window resize runs it for every view.
    static func resize(
        start: CGFloat, length: CGFloat, container: CGFloat, newContainer: CGFloat,
        flexStart: Bool, flexLength: Bool, flexEnd: Bool
    ) -> (start: CGFloat, length: CGFloat) {
        let delta = newContainer - container
        guard delta != 0, flexStart || flexLength || flexEnd else { return (start, length) }
        let end = container - start - length
        let count = CGFloat((flexStart ? 1 : 0) + (flexLength ? 1 : 0) + (flexEnd ? 1 : 0))
        let total = (flexStart ? start : 0) + (flexLength ? length : 0) + (flexEnd ? end : 0)
        let startShare = flexStart ? (total != 0 ? delta * start / total : delta / count) : 0
        let lengthShare = flexLength ? (total != 0 ? delta * length / total : delta / count) : 0
        return (start + startShare, length + lengthShare)
    }
}
