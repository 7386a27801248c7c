import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// `UIButton.Configuration`: the styles' colours, the layout of image,
/// title and subtitle, state appearance and the update cycle.
@MainActor
@Suite struct ButtonConfigurationTests {
    private func laidOut(_ configuration: UIButton.Configuration) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.tintColor = .systemBlue
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    private func colors(_ button: UIButton) -> (foreground: UIColor?, background: UIColor?) {
        (button.titleLabel?.textColor, button.configurationParts.backgroundView.backgroundColor)
    }

    @Test func stylesHaveUIKitsColours() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        #expect(colors(laidOut(configuration)) == (UIColor.white, UIColor.systemBlue))
        configuration = .plain(); configuration.title = "Go"
        #expect(colors(laidOut(configuration)) == (UIColor.systemBlue, UIColor.clear))
        configuration = .gray(); configuration.title = "Go"
        #expect(colors(laidOut(configuration)) == (UIColor.systemBlue, UIColor.secondarySystemFill))
        configuration = .tinted(); configuration.title = "Go"
        let tinted = colors(laidOut(configuration))
        #expect(tinted.foreground == .systemBlue)
        #expect(tinted.background?.cgColor == UIColor.systemBlue.withAlphaComponent(0.15).cgColor)
        #expect(UIButton.Configuration.bordered().style == .gray)
        #expect(UIButton.Configuration.borderedTinted().style == .tinted)
        #expect(UIButton.Configuration.borderedProminent().style == .filled)
        #expect(UIButton.Configuration.borderless().style == .plain)
    }

    @Test func baseColoursReplaceTheStyles() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Delete"
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        #expect(colors(laidOut(configuration)) == (UIColor.black, UIColor.systemRed))
    }

    @Test func sizeIsTheContentPlusTheSizesInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = laidOut(configuration)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(button.intrinsicContentSize == CGSize(width: (title.width + 24).rounded(.up), height: (title.height + 14).rounded(.up)))
        #expect(button.titleLabel!.frame.origin == CGPoint(x: 12, y: 7))
        #expect(button.titleLabel!.font.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
        #expect(button.configurationParts.backgroundView.layer.cornerRadius == 8)
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.cornerStyle = .capsule
        let capsule = laidOut(configuration)
        #expect(capsule.configurationParts.backgroundView.layer.cornerRadius == capsule.bounds.height / 2)
    }

    @Test func imagePlacementAndPaddings() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.subtitle = "With friends"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePlacement = .top
        configuration.imagePadding = 6
        configuration.titlePadding = 3
        let button = laidOut(configuration)
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        let subtitle = button.configurationParts.subtitleLabel
        #expect(image.frame.maxY + 6 == title.frame.minY)
        #expect(title.frame.maxY + 3 == subtitle.frame.minY)
        #expect(subtitle.text == "With friends")
        #expect(subtitle.font.pointSize < title.font.pointSize)
        configuration.imagePlacement = .trailing
        let trailing = laidOut(configuration)
        #expect(trailing.imageView!.frame.minX == max(trailing.titleLabel!.frame.maxX, trailing.configurationParts.subtitleLabel.frame.maxX) + 6)
    }

    @Test func symbolImagesMatchTheTitleAndTakeTheForeground() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        configuration.image = UIImage(systemName: "plus")
        let button = laidOut(configuration)
        let image = try #require(button.imageView?.image)
        #expect(image.size.width == UIFont.preferredFont(forTextStyle: .body).pointSize)
        #expect(button.imageView?.tintColor == .white)
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(laidOut(configuration).imageView?.image?.size.width == 30)
    }

    @Test func statesRestyleAsUIKit() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = laidOut(configuration)
        button.isHighlighted = true
        button.layoutIfNeeded()
        let pressed = colors(button).background
        #expect(pressed != .systemBlue && pressed != nil)
        button.isHighlighted = false
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(colors(button) == (UIColor.tertiaryLabel, UIColor.tertiarySystemFill))
        var plain = UIButton.Configuration.plain()
        plain.title = "Bold"
        let toggle = laidOut(plain)
        toggle.isSelected = true
        toggle.layoutIfNeeded()
        #expect(colors(toggle) == (UIColor.white, UIColor.systemBlue))
    }

    @Test func updateHandlerRunsOncePerPendingUpdate() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Off"
        let button = laidOut(configuration)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "On" : "Off"
            button.configuration = updated
        }
        #expect(calls == 0)  // deferred to the next layout
        button.isSelected = true
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(calls == 1)
        #expect(button.titleLabel?.text == "On")
        button.layoutIfNeeded()
        #expect(calls == 1)
    }

    @Test func activityIndicatorReplacesTheImage() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.image = UIImage(systemName: "checkmark")
        configuration.showsActivityIndicator = true
        let button = laidOut(configuration)
        #expect(button.configurationParts.activityIndicator.isAnimating)
        #expect(button.imageView?.image == nil)
        #expect(button.configurationParts.activityIndicator.frame.width > 0)
    }

    @Test func primaryActionFillsTheTitleAndRuns() {
        var ran = 0
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Send") { _ in ran += 1 })
        #expect(button.configuration?.title == "Send")
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
    }

    @Test func clearingTheConfigurationRestoresTheClassicButton() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "New"
        let button = laidOut(configuration)
        button.setTitle("Old", for: .normal)
        #expect(button.titleLabel?.text == "New")
        button.configuration = nil
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Old")
        #expect(button.configurationParts.backgroundView.superview == nil)
    }

    @Test func nonFiniteInsetsAreLoggedAndIgnored() {
        SDLViewsLog.clear()
        var configuration = UIButton.Configuration.plain()
        configuration.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: 1, bottom: 1, trailing: 1)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(SDLViewsLog.messages.contains { $0.contains("not finite") })
    }
}
