import Foundation

/// Conversion between view coordinate spaces, through every ancestor's
/// bounds origin and transform. `nil` means the window (or, for a view outside
/// any window, its root view). Views in different windows convert through the
/// screen, where each window sits at its frame.
extension UIView {
    func convertImplementation(_ point: CGPoint, to view: UIView?) -> CGPoint {
        ViewCoordinates.map(from: self, to: view)?.apply(point) ?? point
    }

    func convertImplementation(_ point: CGPoint, from view: UIView?) -> CGPoint {
        ViewCoordinates.map(from: view ?? rootView, to: self)?.apply(point) ?? point
    }

    func convertImplementation(_ rect: CGRect, to view: UIView?) -> CGRect {
        ViewCoordinates.map(from: self, to: view)?.boundingBox(of: rect.standardized) ?? rect
    }

    func convertImplementation(_ rect: CGRect, from view: UIView?) -> CGRect {
        ViewCoordinates.map(from: view ?? rootView, to: self)?.boundingBox(of: rect.standardized) ?? rect
    }

    var rootView: UIView {
        var view = self
        while let parent = view.superviewStorage { view = parent }
        return view
    }
}

/// The maps behind `convert`: each view to its root, and roots through the screen.
@MainActor
enum ViewCoordinates {
    /// `ownTransform`: `a`'s layer mapped as if it had this transform (the
    /// focus search's frame of a lifted view, see `focusFrameInWindow`).
    static func map(from a: UIView, to b: UIView?, ownTransform: CATransform3D? = nil) -> Homography? {
        let target = b ?? a.rootView
        if a === target { return .identity }
        let rootA = a.rootView, rootB = target.rootView
        guard let up = a.layer.transform(toAncestor: rootA.layer, ownTransform: ownTransform),
            let down = target.layer.transform(toAncestor: rootB.layer)?.inverse
        else { return nil }
        if rootA === rootB { return down * up }
        // Different trees meet in screen space, where each root sits at its frame.
        guard let rootBDown = rootB.layer.transformToSuperlayer.inverse else { return nil }
        return down * rootBDown * rootA.layer.transformToSuperlayer * up
    }
}
