import Foundation
import SDLViews

/// The CGContext / UIBezierPath gallery: each cell is a view whose `draw(_:)`
/// draws one primitive with Cairo, and captions itself with string drawing.
@MainActor
final class DrawingPrimitivesSampleViewController: SampleViewController {

    override func buildContent(in content: UIView) {
        let cells = DrawingGallery.cells
        let columns = 4, size = CGSize(width: 186, height: 172)
        for (index, cell) in cells.enumerated() {
            let frame = CGRect(
                x: 16 + CGFloat(index % columns) * (size.width + 8),
                y: 8 + CGFloat(index / columns) * (size.height + 8),
                width: size.width, height: size.height)
            content.addSubview(DrawingCellView(frame: frame, caption: cell.caption, body: cell.draw))
        }
    }
}

/// One gallery cell: a white card, the caption at the bottom, the drawing above it.
@MainActor
final class DrawingCellView: UIView {
    private let caption: String
    private let body: @MainActor (CGContext, CGRect) -> Void

    init(frame: CGRect, caption: String, body: @escaping @MainActor (CGContext, CGRect) -> Void) {
        self.caption = caption
        self.body = body
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let art = CGRect(x: 8, y: 8, width: bounds.width - 16, height: bounds.height - 34)
        context.saveGState()
        context.clip(to: art)
        body(context, art)
        context.restoreGState()
        caption.draw(
            in: CGRect(x: 8, y: bounds.height - 24, width: bounds.width - 16, height: 20),
            withAttributes: [.font: SampleTheme.captionFont, .foregroundColor: UIColor.darkGray])
    }
}

/// The gallery's drawings, one closure per primitive.
@MainActor
enum DrawingGallery {
    struct Cell {
        let caption: String
        let draw: @MainActor (CGContext, CGRect) -> Void
    }

    static let cells: [Cell] = [
        Cell(caption: "caps, joins, dashes", draw: lines),
        Cell(caption: "curves and arcs", draw: curves),
        Cell(caption: "winding / even-odd", draw: fillRules),
        Cell(caption: "clip and mask", draw: clipping),
        Cell(caption: "linear gradients", draw: linearGradient),
        Cell(caption: "radial gradients", draw: radialGradient),
        Cell(caption: "blend modes", draw: blendModes),
        Cell(caption: "blurred shadows", draw: shadows),
        Cell(caption: "transforms, save/restore", draw: transforms),
        Cell(caption: "UIBezierPath shapes", draw: bezierShapes),
        Cell(caption: "images", draw: images),
        Cell(caption: "text", draw: text)
    ]

    static func lines(_ c: CGContext, _ r: CGRect) {
        c.setStrokeColor(UIColor.black.cgColor)
        c.setLineWidth(10)
        for (i, cap) in [CGLineCap.butt, .round, .square].enumerated() {
            c.setLineCap(cap)
            let y = r.minY + 14 + CGFloat(i) * 20
            c.strokeLineSegments(between: [CGPoint(x: r.minX + 14, y: y), CGPoint(x: r.minX + 70, y: y)])
        }
        c.setLineCap(.butt)
        for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            c.setLineJoin(join)
            let x = r.minX + 92 + CGFloat(i) * 26
            c.addLines(between: [
                CGPoint(x: x, y: r.minY + 56), CGPoint(x: x + 9, y: r.minY + 14), CGPoint(x: x + 18, y: r.minY + 56)
            ])
            c.strokePath()
        }
        c.setLineWidth(4)
        c.setStrokeColor(UIColor.systemBlue.cgColor)
        c.setLineDash(phase: 0, lengths: [14, 6, 4, 6])
        c.strokeLineSegments(between: [CGPoint(x: r.minX + 8, y: r.minY + 84), CGPoint(x: r.maxX - 8, y: r.minY + 84)])
        c.setLineDash(phase: 0, lengths: [2, 4])
        c.setLineCap(.round)
        c.strokeLineSegments(between: [CGPoint(x: r.minX + 8, y: r.minY + 104), CGPoint(x: r.maxX - 8, y: r.minY + 104)]
        )
    }

    static func curves(_ c: CGContext, _ r: CGRect) {
        c.setStrokeColor(UIColor.black.cgColor)
        c.setLineWidth(3)
        c.move(to: CGPoint(x: r.minX + 6, y: r.maxY - 10))
        c.addCurve(
            to: CGPoint(x: r.midX, y: r.maxY - 10), control1: CGPoint(x: r.minX + 16, y: r.minY),
            control2: CGPoint(x: r.midX - 10, y: r.minY))
        c.addQuadCurve(to: CGPoint(x: r.maxX - 6, y: r.maxY - 10), control: CGPoint(x: r.midX + 40, y: r.maxY - 60))
        c.strokePath()
        c.setFillColor(UIColor.systemRed.cgColor)
        let center = CGPoint(x: r.midX + 40, y: r.minY + 32)
        c.move(to: center)
        c.addArc(center: center, radius: 26, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        c.closePath()
        c.fillPath()
    }

    static func fillRules(_ c: CGContext, _ r: CGRect) {
        c.setFillColor(UIColor.systemIndigo.cgColor)
        for (i, rule) in [CGPathFillRule.winding, .evenOdd].enumerated() {
            let cx = r.minX + r.width * (CGFloat(i) * 2 + 1) / 4, cy = r.midY
            let points = (0..<5).map { k -> CGPoint in
                let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
                return CGPoint(x: cx + 38 * cos(a), y: cy + 38 * sin(a))
            }
            c.addLines(between: points)
            c.closePath()
            c.fillPath(using: rule)
        }
    }

    static func clipping(_ c: CGContext, _ r: CGRect) {
        c.saveGState()
        c.addEllipse(in: CGRect(x: r.minX + 6, y: r.minY + 10, width: 80, height: 80))
        c.clip()
        stripes(c, r)
        c.restoreGState()
        let mask = CGImage(
            width: 4, height: 1, bgraPixels: [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255])!
        c.saveGState()
        c.interpolationQuality = .none
        c.clip(to: CGRect(x: r.midX + 6, y: r.minY + 10, width: 72, height: 80), mask: mask)
        stripes(c, r)
        c.restoreGState()
    }

    private static func stripes(_ c: CGContext, _ r: CGRect) {
        for i in 0..<20 {
            c.setFillColor(i % 2 == 0 ? UIColor.systemOrange.cgColor : UIColor.systemTeal.cgColor)
            c.fill(CGRect(x: r.minX + CGFloat(i) * 10, y: r.minY, width: 10, height: r.height))
        }
    }

    private static let rainbow = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor, UIColor.systemBlue.cgColor],
        locations: [0, 0.4, 1])!

    static func linearGradient(_ c: CGContext, _ r: CGRect) {
        let options: [CGGradientDrawingOptions] = [
            [], .drawsBeforeStartLocation, .drawsAfterEndLocation, [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        ]
        let band = r.height / 4
        for (i, option) in options.enumerated() {
            c.saveGState()
            c.clip(to: CGRect(x: r.minX, y: r.minY + CGFloat(i) * band + 2, width: r.width, height: band - 4))
            c.drawLinearGradient(
                rainbow, start: CGPoint(x: r.minX + 50, y: 0), end: CGPoint(x: r.maxX - 50, y: 0), options: option)
            c.restoreGState()
        }
    }

    static func radialGradient(_ c: CGContext, _ r: CGRect) {
        c.drawRadialGradient(
            rainbow, startCenter: CGPoint(x: r.minX + 40, y: r.midY), startRadius: 6,
            endCenter: CGPoint(x: r.minX + 40, y: r.midY), endRadius: 38, options: [])
        c.saveGState()
        c.clip(to: CGRect(x: r.midX, y: r.minY, width: r.width / 2, height: r.height))
        c.drawRadialGradient(
            rainbow, startCenter: CGPoint(x: r.midX + 30, y: r.midY - 14), startRadius: 0,
            endCenter: CGPoint(x: r.midX + 42, y: r.midY), endRadius: 40, options: .drawsAfterEndLocation)
        c.restoreGState()
    }

    static func blendModes(_ c: CGContext, _ r: CGRect) {
        let modes: [CGBlendMode] = [.normal, .multiply, .screen, .overlay, .difference, .exclusion, .hue, .luminosity]
        for (i, mode) in modes.enumerated() {
            let cell = CGRect(x: r.minX + CGFloat(i % 4) * 42, y: r.minY + CGFloat(i / 4) * 56, width: 40, height: 52)
            c.setBlendMode(.normal)
            c.setFillColor(UIColor.systemBlue.cgColor)
            c.fill(CGRect(x: cell.minX, y: cell.minY, width: 40, height: 30))
            c.setBlendMode(mode)
            c.setFillColor(UIColor.systemOrange.cgColor)
            c.fillEllipse(in: CGRect(x: cell.minX + 6, y: cell.minY + 14, width: 28, height: 28))
        }
        c.setBlendMode(.normal)
    }

    static func shadows(_ c: CGContext, _ r: CGRect) {
        c.setShadow(offset: CGSize(width: 5, height: 5), blur: 10, color: UIColor.black.withAlphaComponent(0.6).cgColor)
        c.setFillColor(UIColor.systemGreen.cgColor)
        c.fill(CGRect(x: r.minX + 12, y: r.minY + 14, width: 60, height: 60))
        c.setShadow(offset: CGSize(width: 0, height: 4), blur: 4, color: UIColor.systemPurple.cgColor)
        c.setStrokeColor(UIColor.systemPurple.cgColor)
        c.setLineWidth(6)
        c.strokeEllipse(in: CGRect(x: r.midX + 10, y: r.minY + 20, width: 56, height: 56))
    }

    static func transforms(_ c: CGContext, _ r: CGRect) {
        c.translateBy(x: r.midX, y: r.midY)
        for i in 0..<12 {
            c.saveGState()
            c.rotate(by: CGFloat(i) * .pi / 6)
            c.scaleBy(x: 1, y: 0.35)
            c.setFillColor(UIColor(hue: CGFloat(i) / 12, saturation: 0.8, brightness: 0.9, alpha: 0.8).cgColor)
            c.fillEllipse(in: CGRect(x: 8, y: -16, width: 52, height: 32))
            c.restoreGState()
        }
    }

    static func bezierShapes(_ c: CGContext, _ r: CGRect) {
        UIColor.systemTeal.setFill()
        UIBezierPath(roundedRect: CGRect(x: r.minX + 4, y: r.minY + 6, width: 70, height: 50), cornerRadius: 14).fill()
        UIBezierPath(
            roundedRect: CGRect(x: r.minX + 90, y: r.minY + 6, width: 70, height: 50),
            byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 22, height: 22)
        ).fill()
        UIColor.systemPink.setStroke()
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: r.minX + 40, y: r.maxY - 28), radius: 22, startAngle: 0, endAngle: 1.5 * .pi,
            clockwise: true)
        arc.lineWidth = 6
        arc.lineCapStyle = .round
        arc.stroke()
        let oval = UIBezierPath(ovalIn: CGRect(x: r.minX + 96, y: r.maxY - 54, width: 60, height: 48))
        oval.lineWidth = 3
        oval.setLineDash([6, 4], count: 2, phase: 0)
        oval.stroke()
    }

    static func images(_ c: CGContext, _ r: CGRect) {
        let image = checkerboard
        c.interpolationQuality = .none
        UIImage(cgImage: image).draw(in: CGRect(x: r.minX + 4, y: r.minY + 8, width: 64, height: 64))
        c.draw(image, in: CGRect(x: r.minX + 90, y: r.minY + 8, width: 64, height: 64))  // CG's own placement: upside down
        c.interpolationQuality = .high
        UIImage(cgImage: image).draw(
            in: CGRect(x: r.minX + 4, y: r.minY + 80, width: 150, height: 24), blendMode: .normal, alpha: 0.5)
    }

    /// A 4×4 image: a red top row marks which way is up.
    private static let checkerboard: CGImage = {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                let color: [UInt8] =
                    y == 0 ? [40, 40, 230, 255] : (x + y) % 2 == 0 ? [60, 60, 60, 255] : [230, 230, 230, 255]
                pixels += color
            }
        }
        return CGImage(width: 4, height: 4, bgraPixels: pixels)!
    }()

    static func text(_ c: CGContext, _ r: CGRect) {
        "draw(at:)".draw(
            at: CGPoint(x: r.minX + 4, y: r.minY + 2),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.systemRed])
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let body = "draw(in:) wraps, aligns and clips to its rectangle"
        let box = CGRect(x: r.minX + 4, y: r.minY + 30, width: r.width - 8, height: 54)
        UIColor(white: 0.92, alpha: 1).setFill()
        c.fill(box)
        body.draw(in: box, withAttributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: style])
        let size = body.size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        "one line: \(Int(size.width.rounded(.up)))×\(Int(size.height.rounded(.up))) pt"
            .draw(
                at: CGPoint(x: r.minX + 4, y: r.maxY - 20),
                withAttributes: [.font: UIFont.systemFont(ofSize: 12), .kern: 0.5])
    }
}
