import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// Written as an iOS 15+ app would: a toggle button that restyles itself in
/// `updateConfiguration()`, a pop-up sort button, a context menu on a photo
/// cell, and symbol images sized by configurations.
@MainActor
final class FavoriteButton: UIButton {
    private(set) var updates = 0

    override func updateConfiguration() {
        super.updateConfiguration()
        updates += 1
        guard var config = configuration else { return }
        config.image = UIImage(systemName: isSelected ? "heart.fill" : "heart")
        config.baseForegroundColor = isSelected ? .systemPink : .secondaryLabel
        configuration = config
    }
}

@MainActor
final class PhotoViewController: UIViewController, UIContextMenuInteractionDelegate {
    let photo = UIImageView(image: UIImage(systemName: "photo"))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.frame = CGRect(x: 20, y: 20, width: 120, height: 120)
        photo.isUserInteractionEnabled = true
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(photo)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                self?.log.append("share")
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
                [weak self] _ in self?.log.append("delete")
            }
            return UIMenu(title: "", children: [share, UIMenu(options: .displayInline, children: [delete])])
        }
    }
}

@MainActor
@Suite struct ButtonsAndMenusAPITests {
    @Test func configuredButtonsAsAnAppWritesThem() {
        var config = UIButton.Configuration.filled()
        config.title = "Download"
        config.subtitle = "12 MB"
        config.image = UIImage(systemName: "arrow.down.circle")
        config.imagePlacement = .leading
        config.imagePadding = 8
        config.cornerStyle = .capsule
        config.buttonSize = .large
        let button = UIButton(configuration: config, primaryAction: UIAction { _ in })
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isSelected
            button.configuration = updated
        }
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.configuration?.showsActivityIndicator == true)
        #expect(button.intrinsicContentSize.height > 44)
        let other = UIButton(type: .system)
        other.configuration = .borderedProminent()
        other.configuration?.title = "OK"
        other.sizeToFit()
        #expect(other.bounds.width > 0)
    }

    @Test func updateConfigurationRunsForStateChanges() {
        let button = FavoriteButton(configuration: .plain())
        button.layoutIfNeeded()
        let before = button.updates
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.updates == before + 1)
        #expect(button.configuration?.image?.isSymbolImage == true)
        #expect(button.configuration?.baseForegroundColor == .systemPink)
    }

    @Test func popUpButtonShowsTheSelectedAction() throws {
        let screen = try HeadlessScreen(width: 300, height: 300)
        let root = UIViewController()
        screen.window.rootViewController = root
        var sorted: [String] = []
        let handler: UIActionHandler = { action in sorted.append(action.title) }
        let sort = UIButton(configuration: .bordered())
        sort.menu = UIMenu(title: "Sort By", options: .singleSelection, children: [
            UIAction(title: "Name", handler: handler), UIAction(title: "Date", state: .on, handler: handler)
        ])
        sort.showsMenuAsPrimaryAction = true
        sort.changesSelectionAsPrimaryAction = true
        sort.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
        root.view.addSubview(sort)
        screen.runFrame()
        #expect(sort.configuration?.title == "Date")
        screen.tap(at: CGPoint(x: 60, y: 30))
        screen.tap(at: CGPoint(x: 60, y: 80))  // the first row, under the button
        #expect(sorted == ["Name"] && sort.configuration?.title == "Name")
    }

    @Test func contextMenuOnAPhoto() throws {
        let screen = try HeadlessScreen(width: 300, height: 300)
        let controller = PhotoViewController()
        screen.window.rootViewController = controller
        screen.runFrame()
        screen.secondaryClick(at: CGPoint(x: 60, y: 60))
        screen.tap(at: CGPoint(x: 100, y: 60 + 6 + 22))  // the first row
        #expect(controller.log == ["share"])
    }

    @Test func symbolsAsAnAppUsesThem() throws {
        let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
        let gear = try #require(UIImage(systemName: "gearshape", withConfiguration: config))
        #expect(gear.isSymbolImage && gear.renderingMode == .alwaysTemplate)
        #expect(gear.symbolConfiguration?.weight == .semibold)
        let small = gear.withConfiguration(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(small.size.width < gear.size.width)
        let red = gear.withTintColor(.systemRed)
        #expect(red.renderingMode == .alwaysOriginal)
        #expect(UIImage(systemName: "not.a.real.symbol") == nil)
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize.width == 40)
        let tab = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in })
        #expect(tab.title == "Search" && done.title == "Done")
    }
}
