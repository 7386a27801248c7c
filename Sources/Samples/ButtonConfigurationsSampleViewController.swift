import Foundation
import SDLViews

/// Today's UIKit buttons and menus, written as on iOS: `UIButton(configuration:)`
/// in each style with `UIImage(systemName:)` symbols, subtitles, image
/// placement and an activity indicator driven by `configurationUpdateHandler`;
/// a button whose tap opens a `UIMenu`, a pop-up button
/// (`changesSelectionAsPrimaryAction`), and a panel with a
/// `UIContextMenuInteraction` (right click, long press, the gamepad's Y button
/// or the Menu key). What was chosen shows in the status line.
@MainActor
final class ButtonConfigurationsSampleViewController: SampleViewController, UIContextMenuInteractionDelegate {
    private var status: UILabel!
    private var isSaving = false

    override func buildContent(in content: UIView) {
        row("Styles", y: 24, in: content)
        let styles: [(String, String, UIButton.Configuration)] = [
            ("Plain", "star.fill", .plain()), ("Tinted", "heart", .tinted()),
            ("Gray", "gearshape", .gray()), ("Filled", "play.fill", .filled())
        ]
        place(styles.map { Self.button($0.0, symbol: $0.1, $0.2) }, y: 20, in: content)
        row("Bordered", y: 84, in: content)
        let bordered: [(String, UIButton.Configuration)] = [
            ("Bordered", .bordered()), ("Tinted", .borderedTinted()),
            ("Prominent", .borderedProminent()), ("Borderless", .borderless())
        ]
        place(bordered.map { Self.button($0.0, symbol: nil, $0.1) }, y: 80, in: content)
        row("Layout", y: 154, in: content)
        place(layoutButtons(), y: 140, height: 64, in: content)
        row("Menus", y: 244, in: content)
        place([difficultyButton(), qualityButton()], y: 240, in: content)
        content.addSubview(contextPanel())
        status = SampleTheme.label("Choose something", frame: CGRect(x: 140, y: 440, width: 620, height: 24))
        content.addSubview(status)
    }

    // MARK: Buttons

    private static func button(_ title: String, symbol: String?, _ base: UIButton.Configuration) -> UIButton {
        var configuration = base
        configuration.title = title
        configuration.image = symbol.flatMap { UIImage(systemName: $0) }
        configuration.imagePadding = 6
        return UIButton(configuration: configuration)
    }

    private func layoutButtons() -> [UIButton] {
        var subtitled = UIButton.Configuration.filled()
        subtitled.title = "Continue"
        subtitled.subtitle = "Chapter 3, 42 %"
        subtitled.titleAlignment = .center
        var above = UIButton.Configuration.tinted()
        above.title = "Photos"
        above.image = UIImage(systemName: "photo")
        above.imagePlacement = .top
        above.imagePadding = 4
        var trailing = UIButton.Configuration.gray()
        trailing.title = "Next"
        trailing.image = UIImage(systemName: "chevron.right")
        trailing.imagePlacement = .trailing
        trailing.imagePadding = 6
        let save = UIButton(
            configuration: .filled(),
            primaryAction: UIAction { [weak self] action in self?.save(action.sender as? UIButton) })
        save.configurationUpdateHandler = { [weak self] button in
            var configuration = button.configuration ?? .filled()
            let saving = self?.isSaving ?? false
            configuration.title = saving ? "Saving…" : "Save"
            configuration.image = saving ? nil : UIImage(systemName: "square.and.arrow.down")
            configuration.imagePadding = 6
            configuration.showsActivityIndicator = saving
            button.configuration = configuration
        }
        return [UIButton(configuration: subtitled), UIButton(configuration: above), UIButton(configuration: trailing), save]
    }

    /// The activity indicator shows for a second of frames, as a save would.
    private func save(_ button: UIButton?) {
        guard !isSaving else { return }
        isSaving = true
        button?.setNeedsUpdateConfiguration()
        status.text = "Saving…"
        var started: CFTimeInterval?
        let link = CADisplayLink { [weak self, weak button] link in
            let start = started ?? link.timestamp
            started = start
            guard link.timestamp - start >= 1 else { return }
            link.invalidate()
            self?.isSaving = false
            button?.setNeedsUpdateConfiguration()
            self?.status.text = "Saved"
        }
        link.add(to: .main, forMode: .common)
    }

    private func difficultyButton() -> UIButton {
        let button = Self.button("Difficulty", symbol: "slider.horizontal.3", .gray())
        let choices = ["Easy", "Normal", "Hard"].map { name in
            UIAction(title: name) { [weak self] _ in self?.status.text = "Difficulty: \(name)" }
        }
        button.menu = UIMenu(title: "Difficulty", children: choices)
        button.showsMenuAsPrimaryAction = true
        return button
    }

    private func qualityButton() -> UIButton {
        let button = UIButton(configuration: .bordered())
        let choices = ["Low", "Medium", "High", "Ultra"].map { name in
            UIAction(title: name) { [weak self] _ in self?.status.text = "Quality: \(name)" }
        }
        choices[2].state = .on
        button.menu = UIMenu(children: choices)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        return button
    }

    // MARK: Context menu

    private func contextPanel() -> UIView {
        let panel = UIView(frame: CGRect(x: 140, y: 310, width: 620, height: 110))
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 12
        let hint = SampleTheme.label(
            "Save slot 1 — right-click, long-press, gamepad Y or the Menu key",
            frame: CGRect(x: 16, y: 16, width: 588, height: 24))
        panel.addSubview(hint)
        let icon = UIImageView(image: UIImage(systemName: "doc.text"))
        icon.frame = CGRect(x: 16, y: 52, width: 40, height: 40)
        icon.contentMode = .center
        icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 32)
        panel.addSubview(icon)
        panel.addInteraction(UIContextMenuInteraction(delegate: self))
        return panel
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [weak self] _ in
            let load = UIAction(title: "Load", image: UIImage(systemName: "play.fill")) { _ in
                self?.status.text = "Loaded slot 1"
            }
            let copy = UIAction(title: "Duplicate", image: UIImage(systemName: "doc.on.doc")) { _ in
                self?.status.text = "Duplicated slot 1"
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.status.text = "Deleted slot 1"
            }
            return UIMenu(children: [load, copy, UIMenu(options: .displayInline, children: [delete])])
        })
    }

    // MARK: Layout

    private func row(_ title: String, y: CGFloat, in content: UIView) {
        content.addSubview(
            SampleTheme.label(
                title, font: SampleTheme.captionFont, frame: CGRect(x: 20, y: y + 6, width: 110, height: 20)))
    }

    private func place(_ buttons: [UIButton], y: CGFloat, height: CGFloat = 40, in content: UIView) {
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: 140 + CGFloat(index) * 160, y: y, width: 148, height: height)
            content.addSubview(button)
        }
    }
}
