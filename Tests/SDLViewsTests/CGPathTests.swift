import Foundation
import Testing
@testable import SDLViews

@MainActor
@Suite("CGPath and CGMutablePath")
struct CGPathTests {
    private func types(_ path: CGPath) -> [CGPathElementType] {
        var out: [CGPathElementType] = []
        path.applyWithBlock { out.append($0.pointee.type) }
        return out
    }

    @Test func elementsAreReportedInOrderWithTheirPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 2))
        path.addQuadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 15, y: 10))
        path.addCurve(to: CGPoint(x: 1, y: 20), control1: CGPoint(x: 8, y: 25), control2: CGPoint(x: 3, y: 25))
        path.closeSubpath()
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        var curvePoints: [CGPoint] = []
        path.applyWithBlock { e in
            if e.pointee.type == .addCurveToPoint { curvePoints = (0..<3).map { e.pointee.points[$0] } }
        }
        #expect(curvePoints == [CGPoint(x: 8, y: 25), CGPoint(x: 3, y: 25), CGPoint(x: 1, y: 20)])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))  // a close returns to the subpath's start
        #expect(!path.isEmpty)
    }

    @Test func linesNeedACurrentPoint() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty)
        #expect(SDLViewsLog.messages.contains { $0.contains("no current point") })
        path.move(to: CGPoint(x: 1, y: 1))
        path.move(to: CGPoint(x: 2, y: 2))  // consecutive moves collapse, as in CG
        #expect(types(path) == [.moveToPoint])
        #expect(path.currentPoint == CGPoint(x: 2, y: 2))
    }

    @Test func boundingBoxesWithAndWithoutControlPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = path.boundingBoxOfPath
        #expect(tight.minX == 0 && tight.maxX == 100)
        #expect(abs(tight.height - 75) < 0.01)  // the curve peaks at 3/4 of its control height
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func shapesAndTheirBounds() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(CGPath(rect: rect, transform: nil).boundingBox == rect)
        let ellipse = CGPath(ellipseIn: rect, transform: nil).boundingBoxOfPath
        #expect(abs(ellipse.minX - 10) < 0.01 && abs(ellipse.maxY - 60) < 0.01)
        let rounded = CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 8, transform: nil)
        #expect(abs(rounded.boundingBoxOfPath.width - 30) < 0.01)
        #expect(!rounded.contains(CGPoint(x: 10.5, y: 20.5)))  // the corner is cut
        #expect(rounded.contains(CGPoint(x: 25, y: 20.5)))
        var shift = CGAffineTransform(translationX: 100, y: 0)
        #expect(CGPath(rect: rect, transform: &shift).boundingBox.minX == 110)
    }

    @Test func containsHonoursTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))  // same direction: winding 2 inside
        let middle = CGPoint(x: 50, y: 50)
        #expect(path.contains(middle, using: .winding))
        #expect(!path.contains(middle, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        #expect(path.contains(CGPoint(x: 150, y: 50), transform: CGAffineTransform(translationX: 100, y: 0)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 0)))
    }

    /// CG's `clockwise` is y-up: `true` runs toward decreasing angles.
    @Test func arcDirection() {
        let counter = CGMutablePath()
        counter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(counter.currentPoint.x) < 1e-6 && abs(counter.currentPoint.y - 10) < 1e-6)
        #expect(counter.boundingBoxOfPath.maxX <= 10.0001 && counter.boundingBoxOfPath.minY > -0.001)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Three quarters of the circle, through the negative y side.
        #expect(abs(clockwise.boundingBoxOfPath.minY + 10) < 0.01)
        #expect(abs(clockwise.boundingBoxOfPath.minX + 10) < 0.01)
    }

    @Test func arcFromACurrentPointAddsALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -50, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
        #expect(types(path).prefix(2) == [.moveToPoint, .addLineToPoint])
        #expect(abs(path.currentPoint.x - 10) < 1e-6)
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(path.currentPoint.x - 100) < 1e-6 && abs(path.currentPoint.y - 20) < 1e-6)
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 100) < 0.01 && abs(box.maxY - 20) < 0.01)
        // Collinear points: a line to the first tangent point.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(types(straight) == [.moveToPoint, .addLineToPoint])
        #expect(straight.currentPoint == CGPoint(x: 10, y: 0))
    }

    @Test func transformedCopiesAndEquality() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let scaled = path.copy(using: &scale)!
        #expect(scaled.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(path.copy()! == path)
        #expect(scaled != path)
        let added = CGMutablePath()
        added.addPath(path, transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(added.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func badInputIsIgnored() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 0, height: 5))
        path.addArc(center: .zero, radius: -3, startAngle: 0, endAngle: 1, clockwise: false)
        path.addRoundedRect(in: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), cornerWidth: 1, cornerHeight: 1)
        #expect(path.isEmpty)
    }
}
