import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// A content configuration of its own kind (a coloured square), as apps write them.
@MainActor
struct SwatchConfiguration: UIContentConfiguration {
    var color: UIColor
    func makeContentView() -> UIView & UIContentView { SwatchView(configuration: self) }
}

@MainActor
final class SwatchView: UIView, UIContentView {
    var configuration: UIContentConfiguration {
        didSet { backgroundColor = (configuration as? SwatchConfiguration)?.color }
    }
    init(configuration: SwatchConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        backgroundColor = configuration.color
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite struct CellConfigurationTests {
    @Test func aTableCellsContentViewBecomesTheConfigurationsViewUpdatedInPlace() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let plain = cell.contentView
        var content = cell.defaultContentConfiguration()
        content.text = "First"
        cell.contentConfiguration = content
        let view = cell.contentView
        #expect(view is UIListContentView)
        #expect(view !== plain)
        #expect(view.superview === cell)
        #expect(plain.superview == nil)
        content.text = "Second"
        cell.contentConfiguration = content
        #expect(cell.contentView === view)
        #expect((view as? UIListContentView)?.configuration as? UIListContentConfiguration != nil)
        #expect(((view as? UIContentView)?.configuration as? UIListContentConfiguration)?.text == "Second")
        cell.contentConfiguration = SwatchConfiguration(color: .red)
        #expect(cell.contentView is SwatchView)
        #expect(view.superview == nil)
    }

    @Test func aCollectionCellsContentViewBecomesTheConfigurationsView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.contentConfiguration = SwatchConfiguration(color: .red)
        let view = cell.contentView
        #expect(view is SwatchView)
        cell.contentConfiguration = SwatchConfiguration(color: .blue)
        #expect(cell.contentView === view)
        #expect(view.backgroundColor == .blue)
        cell.layoutIfNeeded()
        #expect(view.frame == cell.bounds)
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is SwatchView))
        #expect(view.superview == nil)
    }

    @Test func aTableControllerEditingBeforeItsViewLoadsEditsItsTable() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.tableView.isEditing)
    }

    @Test func theUpdateHandlerSeesSelectionAndTheBackgroundTurnsGrey() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var states: [UICellConfigurationState] = []
        cell.backgroundConfiguration = .listGroupedCell()
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.layoutIfNeeded()
        #expect(states.count == 1)
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        cell.isSelected = true
        #expect(states.count == 1)
        cell.layoutIfNeeded()
        #expect(states.last?.isSelected == true)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func anAppsBackgroundColourStaysThroughStateChanges() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemTeal
        background.cornerRadius = 8
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        cell.backgroundConfiguration = background
        #expect(cell.selectedBackgroundView == nil)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.configurationState.isSelected)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemTeal)
        let shown = cell.subviews.first as? CellBackgroundView
        #expect(shown?.fillFrame == CGRect(x: 4, y: 2, width: cell.bounds.width - 8, height: cell.bounds.height - 4))
    }

    @Test func updateConfigurationRunsBeforeTheHandler() {
        final class LoggingCell: UICollectionViewListCell {
            var log: [String] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                super.updateConfiguration(using: state)
                log.append("update \(state.isHighlighted)")
            }
        }
        let cell = LoggingCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.configurationUpdateHandler = { cell, state in (cell as? LoggingCell)?.log.append("handler") }
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.log == ["update true", "handler"])
    }
}
