import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews
@testable import Samples

/// A settings screen as an app would build it (a navigation controller over
/// an inset-grouped table with disclosure, value and switch rows), mirrored
/// under a right-to-left language: back button at the right, text aligned
/// right, accessories and chevrons at the left pointing left, switches on at the left.
@MainActor
@Suite(.serialized) struct RightToLeftGoldenTests {
    /// The rows of the Display screen: title, detail, switch state (nil: a disclosure row).
    final class DisplaySettings: NSObject, UITableViewDataSource {
        let rows: [(String, String?, Bool?)] = [
            ("Resolution", "1920 × 1080", nil), ("Full screen", nil, true), ("V-Sync", nil, false),
            ("Quality", "High", nil)
        ]

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Display" }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            "Changes apply when you close the menu."
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (title, detail, on) = rows[indexPath.row]
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = detail
            if let on {
                let toggle = UISwitch()
                toggle.isOn = on
                cell.accessoryView = toggle
            } else {
                cell.accessoryType = .disclosureIndicator
            }
            return cell
        }
    }

    @Test func aMirroredSettingsScreen() throws {
        let screen = try HeadlessScreen(width: 360, height: 320)
        defer { UIApplication.shared.layoutDirectionOverride = nil }
        UIApplication.shared.layoutDirectionOverride = .rightToLeft
        let settings = UIViewController()
        settings.title = "Settings"
        let display = UIViewController()
        display.title = "Display"
        let model = DisplaySettings()
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.dataSource = model
        display.view = table
        let navigation = UINavigationController(rootViewController: settings)
        screen.window.rootViewController = navigation
        navigation.pushViewController(display, animated: false)
        screen.runFrame()
        screen.runFrame()
        expectGolden(screen, "rtl-settings-screen")
        withExtendedLifetime(model) {}
    }

    /// The options sample right to left: labels at the right, sliders and
    /// progress filling from the right, the stepper's plus on the left, the
    /// segments and the page dots starting at the right.
    @Test func theOptionsScreenMirrored() throws {
        try expectMirroredSample("options", time: 1.5, golden: "rtl-options-screen")
    }

    /// The inventory sample right to left: the featured shelf (an orthogonal
    /// section) starts at the right, opened scrolled to its first item, and
    /// the grid fills its rows from the right.
    @Test func theInventoryGridMirrored() throws {
        try expectMirroredSample("inventory-grid", time: 0, golden: "rtl-inventory-grid")
    }

    private func expectMirroredSample(_ name: String, time: Double, golden name2: String) throws {
        defer { UIApplication.shared.layoutDirectionOverride = nil }
        // F6 is the samples' direction key, as a player would press it.
        let image = try #require(
            try SampleScreenshot.render(
                name, size: SampleScreenSize(width: 800, height: 600), input: ScreenshotInput.parse("F6"), time: time))
        let golden = GoldenImage.compare(image, named: name2, in: CompositorTests.goldenDirectory)
        #expect(golden.matches, "\(golden)")
    }
}
