import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// The page curl is lit as a cylinder: full light where the paper faces the
/// viewer, dimmest where it turns edge-on, so light varies across the roll
/// (the curl goldens `transition-curlUp-*` show it).
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
}
