import Foundation
import Testing
import SDLViewsTesting
@testable import SDLViews
@testable import Samples

/// What was seen by eye in the samples (issue 37): each fix checked by what a
/// player would see, without golden images.
@Suite @MainActor struct SampleFixesTests {
    private func descendants<T: UIView>(_ type: T.Type, of view: UIView) -> [T] {
        var found: [T] = []
        var stack = [view]
        while let next = stack.popLast() {
            if let match = next as? T { found.append(match) }
            stack.append(contentsOf: next.subviews)
        }
        return found
    }

    private func label(_ text: String, in view: UIView) -> UILabel? {
        descendants(UILabel.self, of: view).first { $0.text == text }
    }

    @Test func theSettingsTableShowsAWholeResolutionAfterItIsChosen() throws {
        let sample = try OpenSample("settings-table", as: SettingsTableSampleViewController.self)
        let list = try #require(sample.controller.navigation.topViewController as? SettingsListController)
        list.sections[0].entries[0].chosen = 2  // 2560 × 1440, as the choice list sets it
        list.sections[0].entries[3].chosen = 0  // Quality: Low, a short value in a reused cell
        list.tableView.reloadData()
        sample.wait(0.1)
        for text in ["2560 × 1440", "Low"] {
            let detail = try #require(label(text, in: list.tableView), "\(text) is shown")
            #expect(TextMeasurer(font: detail.font).width(text) <= detail.bounds.width, "\(text) fits its label")
        }
    }

    @Test func aCellWhoseTextChangesWithoutAResizeIsLaidOutAgain() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let table = UITableView(frame: screen.window.bounds, style: .insetGrouped)
        let source = ValueRows(["Low"])
        table.dataSource = source
        screen.window.addSubview(table)
        screen.runFrame()
        source.values = ["2560 × 1440"]
        table.reloadData()
        screen.runFrame()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(cell.detailTextLabel)
        #expect(detail.text == "2560 × 1440")
        #expect(TextMeasurer(font: detail.font).width("2560 × 1440") <= detail.bounds.width)
    }

    @Test func theMapNeverShowsNegativeZero() {
        #expect(String(format: "%.0f", MapSampleViewController.unsigned(-0.3)) == "0")
        #expect(String(format: "%.0f", MapSampleViewController.unsigned(-0.0)) == "0")
        #expect(String(format: "%.0f", MapSampleViewController.unsigned(-12.6)) == "-13")
    }

    @Test func theResumedHintIsDarkOnTheLightBackdrop() throws {
        let sample = try OpenSample("pause-menu", as: PauseMenuSampleViewController.self)
        let resume = try #require(label("Resume", in: sample.controller.view))
        let point = resume.convert(CGPoint(x: resume.bounds.midX, y: resume.bounds.midY), to: nil)
        sample.screen.touchDown(at: point)
        sample.screen.touchUp(at: point)
        sample.wait(0.1)
        let hint = try #require(
            descendants(UILabel.self, of: sample.controller.view).first { $0.text?.hasPrefix("Resumed") == true })
        var white: CGFloat = 1, alpha: CGFloat = 1
        _ = hint.textColor.getWhite(&white, alpha: &alpha)
        #expect(white < 0.5, "dark text on the near-white backdrop")
    }

    @Test func theCollapsingOptionsRowDrawsNothingOverTheOptionsButton() throws {
        let sample = try OpenSample("pause-menu", as: PauseMenuSampleViewController.self)
        let options = try #require(label("Options", in: sample.controller.view))
        let point = options.convert(CGPoint(x: options.bounds.midX, y: options.bounds.midY), to: nil)
        let row = try #require(sample.controller.menu.arrangedSubviews[3] as? UIStackView)
        sample.screen.touchDown(at: point)
        sample.screen.touchUp(at: point)
        sample.wait(0.1)
        #expect(row.clipsToBounds, "the row's contents stay inside its shrinking frame")
        let rowTop = row.layer.presentation()?.frame.minY ?? row.frame.minY
        let optionsChip = sample.controller.menu.arrangedSubviews[2]
        #expect(rowTop >= optionsChip.frame.maxY, "the row never moves up over Options")
    }

    @Test func theInventoryHeaderIsOpaque() throws {
        let header = InventoryHeaderView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(header.backgroundColor?.cgColor.alpha == 1)
    }

    @Test func drawBorderCountsStayInsideTheRedBorder() throws {
        let sample = try OpenSample("draw-border", as: BorderDrawingSampleViewController.self)
        for border in descendants(RedBorderView.self, of: sample.controller.view) {
            for count in border.subviews.compactMap({ $0 as? UILabel }) {
                let inner = border.bounds.insetBy(dx: 10, dy: 10)
                #expect(inner.contains(count.frame))
                let lines = count.numberOfLines == 0 ? Int.max : count.numberOfLines
                let fitted = count.sizeThatFits(CGSize(width: count.bounds.width, height: .greatestFiniteMagnitude))
                #expect(fitted.height <= count.bounds.height || lines == 1, "\(count.text ?? "") fits")
            }
        }
    }

    /// Pixels beside the inset section (20 points each side) stay the grouped background while a
    /// row's Delete action is dragged open, past the full-swipe point and after the release.
    @Test func swipeActionsStayInsideTheInsetSection() throws {
        let sample = try OpenSample("save-slots", as: SaveSlotsSampleViewController.self)
        let table = try #require(sample.controller.list.tableView)
        let background = sample.screen.pixel(at: CGPoint(x: 5, y: 300))
        for row in [0, 2, 6] {
            let rect = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
            func checkBeside(_ moment: String) {
                for y in stride(from: rect.minY + 1, to: rect.maxY - 1, by: 4) {
                    for x: CGFloat in [0, 10, 18, 782, 790, 799] {
                        let pixel = sample.screen.pixel(at: CGPoint(x: x, y: y))
                        #expect(pixel == background, "row \(row) \(moment): (\(x), \(y)) is \(pixel)")
                    }
                }
            }
            sample.drag(
                from: CGPoint(x: 700, y: rect.midY), to: CGPoint(x: 150, y: rect.midY), steps: 10, lift: false)
            checkBeside("dragged")
            sample.screen.touchUp(at: CGPoint(x: 150, y: rect.midY))
            sample.wait(0.1)
            checkBeside("released")
            sample.wait(0.5)
            checkBeside("settled")
            sample.screen.tap(at: CGPoint(x: 400, y: 580))  // closes an open row
            sample.wait(0.5)
        }
    }

    @Test func scrubbingReleasedWithoutDisappearingLogsNothing() throws {
        SDLViewsLog.clear()
        do {
            let sample = try OpenSample("scrubbing", as: ScrubbingSampleViewController.self)
            sample.wait(0.2)
        }
        let logged = SDLViewsLog.messages
        #expect(!logged.contains { $0.contains("UIViewPropertyAnimator released") }, "\(logged)")
    }
}

/// One section of `.value1` rows showing `values`.
@MainActor
private final class ValueRows: UITableViewDataSource {
    var values: [String]
    init(_ values: [String]) { self.values = values }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { values.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "value")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
        cell.textLabel?.text = "Resolution"
        cell.detailTextLabel?.text = values[indexPath.row]
        return cell
    }
}
