import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Shadows on the software renderer are blended by pixman, their colour
/// through the blurred coverage kept as an alpha plane (SDL would blend the
/// tinted copy a pixel at a time): the frame matches SDL's tinted copy to two
/// levels per channel, with or without `shadowPath`, in any colour and
/// opacity, at whole and fractional positions.
@MainActor
@Suite(.softwareRendererOnly) struct PixmanShadowTests {
    private func panel(_ frame: CGRect, color: UIColor, radius: CGFloat) -> UIView {
        let panel = UIView(frame: frame)
        panel.backgroundColor = color
        panel.layer.cornerRadius = radius
        panel.layer.shadowRadius = 6
        panel.layer.shadowOffset = CGSize(width: 2, height: 5)
        return panel
    }

    @Test func shadowsMatchSDLsTintedCopyToTwoLevels() throws {
        let screen = try HeadlessScreen(width: 260, height: 180)
        screen.window.backgroundColor = UIColor(red: 0.93, green: 0.9, blue: 0.82, alpha: 1)
        let stripe = UIView(frame: CGRect(x: 0, y: 90, width: 260, height: 40))
        stripe.backgroundColor = .systemTeal
        screen.window.addSubview(stripe)
        let plain = panel(CGRect(x: 16, y: 16, width: 90, height: 60), color: .white, radius: 10)
        plain.layer.shadowOpacity = 0.5
        let pathed = panel(CGRect(x: 140.5, y: 20.25, width: 80, height: 50), color: .systemBlue, radius: 0)
        pathed.layer.shadowOpacity = 0.8
        pathed.layer.shadowColor = UIColor.systemRed.cgColor
        pathed.layer.shadowPath = UIBezierPath(ovalIn: pathed.bounds).cgPath
        let translucent = panel(
            CGRect(x: 60, y: 100, width: 120, height: 56), color: UIColor(white: 0.1, alpha: 0.6), radius: 16)
        translucent.layer.shadowOpacity = 1
        translucent.layer.shadowColor = UIColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.7).cgColor
        for view in [plain, pathed, translucent] { screen.window.addSubview(view) }
        screen.advance(by: 0.016)
        let frames = try screen.pixmanAndSDLFrames()
        // The three shadows at least (the panels themselves are fills and triangles).
        #expect(frames.blits >= 3)
        let result = GoldenImage.difference(
            frames.pixman, frames.sdl, tolerance: 2, maxDifferingPixels: 0, name: "pixman-shadows")
        #expect(result.matches, "\(result)")
    }
}
