import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct DynamicColorTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test func providerPicksPerStyle() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: dark) == .white)
        #expect(color.resolvedColor(with: light) == .black)
        #expect(color.resolvedColor(with: UITraitCollection()) == .black)
        dark.performAsCurrent { #expect(color.cgColor == UIColor.white.cgColor) }
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
    }

    @Test func systemColorsHaveIOSLightAndDarkValues() {
        func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
            let c = color.resolvedColor(with: traits).cgColor
            return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
        }
        #expect(rgba(.systemBlue, light) == [0, 122, 255, 100])
        #expect(rgba(.systemBlue, dark) == [10, 132, 255, 100])
        #expect(rgba(.systemBackground, light) == [255, 255, 255, 100])
        #expect(rgba(.systemBackground, dark) == [0, 0, 0, 100])
        #expect(rgba(.secondarySystemBackground, dark) == [28, 28, 30, 100])
        #expect(rgba(.systemGroupedBackground, light) == [242, 242, 247, 100])
        #expect(rgba(.systemGroupedBackground, dark) == [0, 0, 0, 100])
        #expect(rgba(.label, dark) == [255, 255, 255, 100])
        #expect(rgba(.secondaryLabel, dark) == [235, 235, 245, 60])
        #expect(rgba(.separator, dark) == [84, 84, 88, 60])
        #expect(rgba(.systemRed, dark) == [255, 69, 58, 100])
        #expect(rgba(.systemGray6, dark) == [28, 28, 30, 100])
    }

    @Test func selfReferentialProviderGivesClearInsteadOfHanging() {
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        let loop = UIColor { _ in box.color ?? .red }
        box.color = loop
        #expect(loop.resolvedColor(with: dark) == .clear)
    }

    @Test func alphaVariantStaysDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
        #expect(faded.resolvedColor(with: light) == UIColor(white: 0, alpha: 0.5))
    }

    @Test func backgroundFollowsTheViewsAppearance() throws {
        let screen = try HeadlessScreen(width: 40, height: 40)
        let view = UIView(frame: screen.window.bounds)
        view.backgroundColor = .systemBackground
        screen.window.addSubview(view)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        view.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor == UIColor.black.cgColor)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 20, y: 20)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// A rounded text field is white with a light hairline, and dark grey with a dark hairline in dark appearance.
    @Test func aRoundedTextFieldFollowsDarkAppearance() throws {
        let screen = try HeadlessScreen(width: 200, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 36))
        field.borderStyle = .roundedRect
        screen.window.addSubview(field)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 100, y: 28)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(field.layer.borderColor == UIColor(white: 0.8, alpha: 1).cgColor)
        field.overrideUserInterfaceStyle = .dark
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 100, y: 28)) == RGBA8(r: 44, g: 44, b: 46, a: 255))
        #expect(field.layer.borderColor == UIColor(white: 0.3, alpha: 1).cgColor)
        field.overrideUserInterfaceStyle = .light
        #expect(field.layer.borderColor == UIColor(white: 0.8, alpha: 1).cgColor)
    }

    @Test func drawResolvesAgainstTheViewAndRedrawsOnChange() throws {
        final class Swatch: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.label.setFill()
                UIRectFill(bounds)
            }
        }
        let screen = try HeadlessScreen(width: 40, height: 40)
        let swatch = Swatch(frame: screen.window.bounds)
        screen.window.addSubview(swatch)
        screen.runFrame()
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        let draws = swatch.draws
        defer { UIApplication.shared.userInterfaceStyle = .light }
        UIApplication.shared.userInterfaceStyle = .dark
        screen.runFrame()
        #expect(swatch.draws == draws + 1)
        #expect(screen.pixel(at: CGPoint(x: 10, y: 10)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func tintedViewsHearOfADynamicTintChange() throws {
        final class TintWatcher: UIView {
            var tintChanges = 0
            override func tintColorDidChange() { tintChanges += 1 }
        }
        let screen = try HeadlessScreen(width: 40, height: 40)
        let watcher = TintWatcher(), fixed = TintWatcher()
        fixed.tintColor = .red
        screen.window.addSubview(watcher); screen.window.addSubview(fixed)
        let before = (watcher.tintChanges, fixed.tintChanges)
        watcher.overrideUserInterfaceStyle = .dark
        fixed.overrideUserInterfaceStyle = .dark
        #expect(watcher.tintChanges == before.0 + 1)
        #expect(fixed.tintChanges == before.1)
    }

    /// The bars and grouped rows follow dark mode as UIKit's: dark bar chrome,
    /// grouped rows grey over the black grouped background.
    @Test func barsAndGroupedRowsFollowTheAppearance() throws {
        let screen = try HeadlessScreen(width: 320, height: 480)
        let bars: [UIView] = [UINavigationBar(), UIToolbar(), UITabBar()]
        for bar in bars {
            let color = try #require(bar.backgroundColor)
            #expect(color.resolvedColor(with: light).cgColor.components?.first ?? 0 > 0.9)
            #expect(color.resolvedColor(with: dark).cgColor.components?.first ?? 1 < 0.2)
        }
        final class Rows: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let rows = Rows()
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        grouped.dataSource = rows
        screen.window.addSubview(grouped)
        screen.runFrame()
        let cell = try #require(grouped.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.backgroundColor === UIColor.secondarySystemGroupedBackground)
        let chosen = UIColor.systemTeal
        cell.backgroundColor = chosen
        grouped.setNeedsLayout()
        screen.runFrame()
        #expect(cell.backgroundColor === chosen, "an app's colour stays")
    }
}
