import Foundation
import SDLViews

/// The inventory sample's item icons, drawn once per shape and colour with
/// `UIGraphicsImageRenderer` (the sample ships no image files).
@MainActor
enum InventoryIcon {
    enum Shape: Hashable { case potion, blade, gem, shield, coin, scroll }

    static let backdrop = UIColor(red: 0.1, green: 0.1, blue: 0.14, alpha: 1)
    private static var cache: [String: UIImage] = [:]
    static let side: CGFloat = 64

    static func color(hue: Int) -> UIColor {
        UIColor(hue: CGFloat((hue * 47) % 360) / 360, saturation: 0.6, brightness: 0.95, alpha: 1)
    }

    static func image(_ shape: Shape, hue: Int) -> UIImage {
        let key = "\(shape)-\(hue % 360)"
        if let image = cache[key] { return image }
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            color(hue: hue).setFill()
            UIColor(white: 0, alpha: 0.45).setStroke()
            let path = self.path(shape)
            path.lineWidth = 3
            path.fill()
            path.stroke()
        }
        cache[key] = image
        return image
    }

    private static func path(_ shape: Shape) -> UIBezierPath {
        switch shape {
        case .potion:
            let path = UIBezierPath(ovalIn: CGRect(x: 12, y: 22, width: 40, height: 38))
            path.append(UIBezierPath(rect: CGRect(x: 25, y: 6, width: 14, height: 18)))
            return path
        case .blade:
            return polygon([
                (32, 2), (37, 10), (37, 38), (48, 38), (48, 45), (36, 45), (36, 60), (28, 60), (28, 45), (16, 45),
                (16, 38), (27, 38), (27, 10),
            ])
        case .gem:
            return polygon([(32, 6), (56, 26), (32, 58), (8, 26)])
        case .shield:
            return polygon([(10, 8), (54, 8), (54, 30), (32, 58), (10, 30)])
        case .coin:
            return UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 48, height: 48))
        case .scroll:
            return UIBezierPath(roundedRect: CGRect(x: 10, y: 12, width: 44, height: 40), cornerRadius: 8)
        }
    }

    private static func polygon(_ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        path.close()
        return path
    }
}
