import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Where every golden image of these tests lives (Tests/SDLViewsTests/Golden).
let testGoldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

/// Expects the screen's current frame to match the golden `name` (recorded on first run).
@MainActor
func expectGolden(_ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let result = GoldenImage.compare(screen.snapshot(), named: name, in: testGoldenDirectory)
    #expect(result.matches, "\(result)", sourceLocation: sourceLocation)
}
