import Foundation

extension CGContext {
    /// One line of the text engine's layout (an editing view's) with its
    /// top-left at `origin`, glyphs on whole pixels as a label's.
    func drawShapedLine(_ layout: ShapedTextLayout, color: UIColor, at origin: CGPoint) {
        guard let line = layout.lines.first, !line.runs.isEmpty else { return }
        let scale = rasterScale
        let ink = CGRect(origin: origin, size: CGSize(width: line.width, height: layout.lineHeight))
        render(ink: ink.insetBy(dx: -layout.pointSize, dy: -layout.pointSize / 2)) { alpha in
            setSource(color.cgColor, alpha: alpha)
            ShapedTextPainter.showGlyphs(
                layout, cairo: cairo, origin: origin, width: line.width, alignment: .left, scale: scale)
        }
    }
}
