import Foundation
import Testing

@testable import SDLViews
@testable import SDLViewsTesting
@testable import Samples

/// `HeadlessScreen.accessibilityAudit()`: each kind of finding on a screen
/// built to have it, none on a screen built well, WCAG's contrast figures,
/// and the samples' counts.
@MainActor
@Suite struct AccessibilityAuditTests {
    private func button(_ title: String?, frame: CGRect) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = UIColor(red: 0, green: 0.3, blue: 0.6, alpha: 1)
        button.frame = frame
        return button
    }

    private func label(_ text: String, gray: CGFloat, size: CGFloat, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.textColor = UIColor(white: gray, alpha: 1)
        label.font = UIFont.systemFont(ofSize: size)
        return label
    }

    /// Dynamic Type: a fixed-height label that follows the text size is cut
    /// at the largest size; one that wraps under Auto Layout grows and is
    /// not; a label with a fixed font is not checked. The text size is put back.
    @Test func labelsCutAtTheLargestTextSizeAreFound() throws {
        let screen = try HeadlessScreen(width: 400, height: 600)
        let cut = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 24))
        cut.text = "Continue"
        cut.font = UIFont.preferredFont(forTextStyle: .body)
        cut.adjustsFontForContentSizeCategory = true
        let fixed = UILabel(frame: CGRect(x: 20, y: 60, width: 60, height: 24))
        fixed.text = "A long fixed-size caption"
        let growing = UILabel()
        growing.text = "A settings explanation that wraps onto more lines as the text grows."
        growing.font = UIFont.preferredFont(forTextStyle: .body)
        growing.adjustsFontForContentSizeCategory = true
        growing.numberOfLines = 0
        growing.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(cut)
        screen.window.addSubview(fixed)
        screen.window.addSubview(growing)
        NSLayoutConstraint.activate([
            growing.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor, constant: 20),
            growing.trailingAnchor.constraint(equalTo: screen.window.trailingAnchor, constant: -20),
            growing.topAnchor.constraint(equalTo: screen.window.topAnchor, constant: 100),
        ])
        screen.advance(by: 1.0 / 60)
        let before = UIApplication.shared.preferredContentSizeCategory
        let clipped = screen.accessibilityAudit().filter { $0.kind == .clippedAtLargestTextSize }
        #expect(clipped.count == 1)
        #expect(clipped.first?.view.contains("Continue") == true)
        #expect(UIApplication.shared.preferredContentSizeCategory == before)
        #expect(cut.font.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    }

    @Test func wcagContrastFigures() {
        let black = RGB(red: 0, green: 0, blue: 0), white = RGB(red: 1, green: 1, blue: 1)
        #expect(abs(RGB.contrastRatio(black, white) - 21) < 0.001)
        #expect(abs(RGB.contrastRatio(white, white) - 1) < 0.001)
        // #777 on white is WCAG's well-known borderline: 4.48:1.
        let gray = RGB(red: 0x77 / 255.0, green: 0x77 / 255.0, blue: 0x77 / 255.0)
        #expect(abs(RGB.contrastRatio(gray, white) - 4.48) < 0.01)
    }

    @Test func findsEachKindOnABadScreen() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let window = screen.window
        let unlabelled = button(nil, frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        // A view drawn as a 20-point button: no hit area beyond its bounds (a
        // UIControl that small would take touches in 44 points around it).
        let tiny = UIView(frame: CGRect(x: 100, y: 10, width: 20, height: 20))
        tiny.isAccessibilityElement = true
        tiny.accessibilityLabel = "X"
        tiny.accessibilityTraits = .button
        window.addSubview(unlabelled)
        window.addSubview(tiny)
        window.addSubview(label("Faint", gray: 0.7, size: 15, frame: CGRect(x: 10, y: 100, width: 200, height: 20)))
        window.addSubview(label("Big and faint", gray: 0.62, size: 20, frame: CGRect(x: 10, y: 130, width: 200, height: 30)))
        // Two buttons of one focus group, the second in the middle of the first:
        // no arrow reaches it and Tab only goes between groups.
        let outer = button("Outer", frame: CGRect(x: 150, y: 180, width: 200, height: 100))
        let inner = button("Inner", frame: CGRect(x: 228, y: 208, width: 44, height: 44))
        for grouped in [outer, inner] {
            grouped.focusGroupIdentifier = "pair"
            window.addSubview(grouped)
        }
        screen.runFrame()
        let findings = screen.accessibilityAudit()
        let kinds = findings.map(\.kind)
        #expect(kinds.filter { $0 == .missingLabel }.count == 1, "\(findings)")
        #expect(findings.contains { $0.kind == .missingLabel && $0.view.hasPrefix("UIButton at (10, 10") })
        #expect(findings.contains { $0.kind == .smallHitTarget && $0.view.contains("\"X\"") }, "\(findings)")
        #expect(kinds.filter { $0 == .smallHitTarget }.count == 1, "\(findings)")
        #expect(findings.contains { $0.kind == .lowContrast && $0.view.contains("Faint") })
        #expect(findings.contains { $0.kind == .lowContrast && $0.view.contains("Big and faint") && $0.message.contains("large") })
        #expect(kinds.filter { $0 == .lowContrast }.count == 2, "\(findings)")
        #expect(findings.filter { $0.kind == .unreachableByFocus }.map(\.view).allSatisfy { $0.contains("Inner") })
        #expect(kinds.filter { $0 == .unreachableByFocus }.count == 1, "\(findings)")
    }

    @Test func findsNothingOnAGoodScreen() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let window = screen.window
        let play = button("Play", frame: CGRect(x: 10, y: 10, width: 120, height: 44))
        let icon = button(nil, frame: CGRect(x: 150, y: 10, width: 44, height: 44))
        icon.accessibilityLabel = "Settings"
        window.addSubview(play)
        window.addSubview(icon)
        window.addSubview(label("Readable", gray: 0.2, size: 15, frame: CGRect(x: 10, y: 100, width: 200, height: 20)))
        // Large text needs only 3:1.
        window.addSubview(label("Big", gray: 0.55, size: 24, frame: CGRect(x: 10, y: 130, width: 200, height: 30)))
        let dark = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        dark.backgroundColor = .black
        dark.addSubview(label("Light on dark", gray: 0.9, size: 15, frame: CGRect(x: 10, y: 10, width: 200, height: 20)))
        window.addSubview(dark)
        // A translucent panel darkens the white behind it: its light text reads.
        let panel = UIView(frame: CGRect(x: 220, y: 100, width: 170, height: 60))
        panel.backgroundColor = UIColor(white: 0, alpha: 0.8)
        panel.addSubview(label("Over a veil", gray: 1, size: 15, frame: CGRect(x: 10, y: 10, width: 150, height: 20)))
        window.addSubview(panel)
        // A disabled control's faint title is exempt, as in WCAG.
        let disabled = button("Locked", frame: CGRect(x: 220, y: 10, width: 60, height: 44))
        disabled.setTitleColor(UIColor(white: 0.85, alpha: 1), for: .disabled)
        disabled.backgroundColor = .white
        disabled.isEnabled = false
        window.addSubview(disabled)
        let hidden = button(nil, frame: CGRect(x: 300, y: 10, width: 10, height: 10))
        hidden.isHidden = true
        window.addSubview(hidden)
        screen.runFrame()
        #expect(screen.accessibilityAudit() == [])
    }

    /// A 20-point control passes: UIControl takes touches in the 44-point
    /// square around it, and the audit asks `point(inside:with:)`; so do the
    /// segments of a 32-point segmented control, through the control.
    @Test func smallControlsPassByTheirHitArea() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let small = button("X", frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        screen.window.addSubview(small)
        let segments = UISegmentedControl(items: ["Easy", "Hard"])
        segments.frame = CGRect(x: 100, y: 200, width: 200, height: 32)
        screen.window.addSubview(segments)
        screen.runFrame()
        #expect(small.point(inside: CGPoint(x: -11, y: -11), with: nil))
        #expect(!small.point(inside: CGPoint(x: -13, y: 10), with: nil))
        #expect(screen.window.hitTest(CGPoint(x: 90, y: 110), with: nil) === small)
        #expect(screen.accessibilityAudit().filter { $0.kind == .smallHitTarget } == [])
    }

    /// Text scrolled out of its clipping ancestor and collapsed elements are not audited.
    @Test func clippedTextAndEmptyElementsAreSkipped() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let clipper = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        clipper.clipsToBounds = true
        clipper.backgroundColor = .white
        clipper.addSubview(label("Scrolled away", gray: 0.9, size: 15, frame: CGRect(x: 10, y: -60, width: 200, height: 20)))
        screen.window.addSubview(clipper)
        let collapsed = UILabel(frame: CGRect(x: 10, y: 250, width: 200, height: 0))
        collapsed.isAccessibilityElement = true
        screen.window.addSubview(collapsed)
        screen.runFrame()
        #expect(screen.accessibilityAudit() == [])
    }

    @Test func aModalViewHidesItsSiblings() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        screen.window.addSubview(button(nil, frame: CGRect(x: 10, y: 10, width: 60, height: 60)))
        let modal = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        modal.accessibilityViewIsModal = true
        modal.addSubview(button("OK", frame: CGRect(x: 10, y: 10, width: 80, height: 44)))
        screen.window.addSubview(modal)
        screen.runFrame()
        #expect(!screen.accessibilityAudit().contains { $0.kind == .missingLabel })
    }

    /// Every screen the launcher opens (and the launcher) passes the audit,
    /// but for `SampleAuditAllowList`'s findings, each with its reason; an
    /// allowed finding that no longer occurs fails too, so the list stays
    /// true. The counts per sample and every finding are written to
    /// $TMPDIR/sdlviews-accessibility-audit.txt for a report.
    @Test func everySamplePassesTheAudit() throws {
        var lines: [String] = [], unexpected: [String] = [], allowedSeen = Set<Int>()
        for name in ["launcher"] + SampleCatalog.all.map(\.name) {
            let findings = try Self.audit(name)
            #expect(findings.allSatisfy { !$0.view.isEmpty && !$0.message.isEmpty })
            let counts = AccessibilityFinding.Kind.allCases.map { kind in findings.filter { $0.kind == kind }.count }
            lines.append("\(name) " + counts.map(String.init).joined(separator: " "))
            for finding in findings {
                if let index = SampleAuditAllowList.index(allowing: finding, in: name) {
                    allowedSeen.insert(index)
                } else {
                    unexpected.append("\(name): \(finding)")
                }
            }
        }
        let header = "sample " + AccessibilityFinding.Kind.allCases.map(\.rawValue).joined(separator: " ")
        let report = ([header] + lines + ["", "not allowed:"] + unexpected).joined(separator: "\n") + "\n"
        try report.write(toFile: NSTemporaryDirectory() + "sdlviews-accessibility-audit.txt", atomically: true, encoding: .utf8)
        #expect(unexpected == [])
        let stale = SampleAuditAllowList.entries.indices.filter { !allowedSeen.contains($0) }
        #expect(stale.isEmpty, "allowed but not found any more: \(stale.map { SampleAuditAllowList.entries[$0] })")
    }

    /// The sample as its golden test shows it: ten frames after it opened.
    private static func audit(_ name: String) throws -> [AccessibilityFinding] {
        let screen = try HeadlessScreen(width: 1280, height: 800)
        let navigator = LauncherNavigator(window: screen.window)
        if let sample = SampleCatalog.sample(named: name) { navigator.show(sample) } else { navigator.showLauncher() }
        screen.runFrame()
        for _ in 0..<10 { screen.advance(by: 1.0 / 60) }
        return screen.accessibilityAudit()
    }
}
