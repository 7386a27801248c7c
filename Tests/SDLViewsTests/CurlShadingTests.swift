import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The page curl is lit as a cylinder: full light where the paper faces the
/// viewer, dimmest where it turns edge-on, so light varies across the roll
/// (the curl goldens `transition-curlUp-*` show it). Its outlines are
/// anti-aliased and its strips leave no gaps.
@MainActor
@Suite struct CurlShadingTests {
    @Test func lightFollowsTheCylinder() {
        let r: CGFloat = 10
        #expect(CurlMesh.light(at: 0, radius: r) == 1)
        #expect(abs(CurlMesh.light(at: .pi / 2 * r, radius: r) - 0.5) < 1e-6, "edge-on paper is darkest")
        #expect(CurlMesh.light(at: .pi / 4 * r, radius: r) > 0.8)
        #expect(CurlMesh.light(at: .pi * r, radius: r) >= 1, "the top of the roll faces the viewer again")
    }

    @Test func theRolledStripsCarryVaryingLight() {
        let rect = CGRect(x: 0, y: 0, width: 160, height: 120)
        let line = CurlLine(progress: 0.5, rect: rect)
        let mesh = CurlMesh(rect: rect, line: line, flatBelow: rect.minY)
        #expect(mesh.light.count == mesh.points.count)
        let rolled = mesh.light.filter { $0 < 1 }
        #expect(rolled.count > 10)
        #expect((rolled.max() ?? 0) - (rolled.min() ?? 0) > 0.3, "light changes across the roll")
    }

    /// At every progress the mesh is sound: finite points, a light and an
    /// opacity for each, indices in range, and fringes only with a width.
    @Test func theMeshIsSoundAtEveryProgress() {
        let rect = CGRect(x: 0, y: 0, width: 160, height: 120)
        for step in 0...200 {
            let line = CurlLine(progress: Double(step) / 200, rect: rect)
            let plain = CurlMesh(rect: rect, line: line, flatBelow: rect.minY)
            #expect(plain.fringeIndices.isEmpty)
            let mesh = CurlMesh(
                rect: rect, line: line, flatBelow: rect.minY, fringe: 1, texel: CGSize(width: 0.001, height: 0.001))
            #expect(mesh.light.count == mesh.points.count && mesh.opacity.count == mesh.points.count)
            #expect(mesh.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "progress \(step)/200")
            #expect((mesh.indices + mesh.fringeIndices).allSatisfy { $0 >= 0 && Int($0) < mesh.points.count })
            #expect(
                mesh.indices.map { mesh.points[Int($0)] } == plain.indices.map { plain.points[Int($0)] },
                "fringes leave the paper as it was")
        }
    }

    /// Halfway through a curl up of a red page (blue after it), the roll's
    /// back (whitened red, at least half lit) lies over the blue state beyond
    /// its lower long side and over the flat red page beyond its upper one.
    /// Both sides have partly covered pixels, mixing the roll with what lies
    /// beyond (on SDL's software renderer too, which rasterizes without
    /// coverage), and the backdrop shows nowhere inside the roll.
    @Test func theRollsLongSidesAreSmoothAndItsStripsLeaveNoGaps() throws {
        let (image, line, row) = try curl(at: 0.5)
        var smoothBelow = 0, smoothAbove = 0, gaps: [CGPoint] = []
        let columns = 40...150  // clear of the roll's ends
        for column in columns {
            let lower = row(column, line.radius), upper = row(column, -line.radius)
            let pixel = { (y: Int) in image.pixel(x: column, y: y) ?? RGBA8(r: 0, g: 0, b: 0, a: 0) }
            // Roll pixels have red ≥ 125 and blue ≥ 85; the blue state has no red, the flat page no blue.
            if (lower - 2...lower + 2).contains(where: { (8...110).contains(pixel($0).r) }) { smoothBelow += 1 }
            if (upper - 2...upper + 2).contains(where: { (5...80).contains(pixel($0).b) }) { smoothAbove += 1 }
            for y in (upper + 3)..<(lower - 2) where pixel(y).g < 60 { gaps.append(CGPoint(x: column, y: y)) }
        }
        #expect(smoothBelow * 2 >= columns.count, "partly covered pixels along the lower side: \(smoothBelow)")
        #expect(smoothAbove * 2 >= columns.count, "partly covered pixels along the upper side: \(smoothAbove)")
        #expect(gaps.count == 0, "the backdrop shows inside the roll at \(gaps.prefix(5))")
    }

    /// A quarter through, the page is lifted less at the left (its lower edge
    /// is tilted against the axis) and the roll's top does not reach over the
    /// paper rising into it there: that paper (red, at least half lit) shows
    /// between the flat page and the roll, not the blue state beneath.
    @Test func theRisingPaperShowsWhereTheRollsTopDoesNotCoverIt() throws {
        let (image, line, row) = try curl(at: 0.25)
        var uncovered: [CGPoint] = []
        for column in 25...170 {
            for y in row(column, 1)...row(column, line.radius - 1.5)
            where (image.pixel(x: column, y: y)?.r ?? 0) < 100 {
                uncovered.append(CGPoint(x: column, y: y))
            }
        }
        #expect(uncovered.count == 0, "the state beneath shows at \(uncovered.prefix(5))")
    }

    /// A red page at (20, 15), 160×120, curling up to blue at `progress`: the
    /// frame, the roll's axis, and the screen row where a column meets the
    /// line `along` past the axis (across it).
    private func curl(at progress: Double) throws -> (CGImage, CurlLine, (Int, CGFloat) -> Int) {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let page = UIView(frame: CGRect(x: 20, y: 15, width: 160, height: 120))
        page.backgroundColor = .red
        screen.window.addSubview(page)
        screen.advance(by: 0.1)
        UIView.transition(
            with: page, duration: 1, options: [.transitionCurlUp, .curveLinear],
            animations: { page.backgroundColor = .blue })
        screen.runFrame()
        screen.advance(by: progress)
        let line = CurlLine(progress: progress, rect: page.bounds)
        let frame = page.frame
        let row = { (column: Int, along: CGFloat) -> Int in
            let x = CGFloat(column) + 0.5 - frame.minX
            return Int((line.offset + along - x * line.normal.x) / line.normal.y + frame.minY)
        }
        return (try #require(screen.snapshot().cgImage), line, row)
    }
}
