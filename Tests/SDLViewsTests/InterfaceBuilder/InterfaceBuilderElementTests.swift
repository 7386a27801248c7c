import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Loading .xib documents: each element's attributes, custom classes,
/// user-defined attributes, outlets, actions and awakeFromNib.
@MainActor
@Suite struct InterfaceBuilderElementTests {
    private func loadPanel(owner: PanelOwner = PanelOwner()) throws -> (HeadlessScreen, PanelView, PanelOwner) {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let objects = UINib(data: InterfaceBuilderFixtures.settingsPanel, bundle: nil).instantiate(withOwner: owner)
        let panel = try #require(objects.first as? PanelView)
        #expect(objects.count == 1)
        return (screen, panel, owner)
    }

    private func subview<View: UIView>(_ panel: UIView, _ index: Int, as type: View.Type) throws -> View {
        try #require(panel.subviews[index] as? View)
    }

    @Test func rootViewDecodesCommonAttributes() throws {
        let (_, panel, _) = try loadPanel()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(panel.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(panel.backgroundColor == UIColor(white: 0.5, alpha: 1))
        #expect(panel.layer.cornerRadius == 12)
        #expect(panel.caption == "Audio")
        #expect(panel.highlightsOnFocus)
        #expect(panel.subviews.count == 12)
    }

    @Test func labelAttributes() throws {
        let (_, panel, _) = try loadPanel()
        let label = try subview(panel, 0, as: UILabel.self)
        #expect(label.text == "Volume")
        #expect(label.textAlignment == .center && label.numberOfLines == 2)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(label.tag == 7 && label.accessibilityIdentifier == "panel.title")
        #expect(!label.isOpaque && !label.isUserInteractionEnabled && label.contentMode == .left)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(panel.titleLabel === label)
    }

    @Test func buttonStatesAndControls() throws {
        let (_, panel, _) = try loadPanel()
        let button = try subview(panel, 1, as: UIButton.self)
        #expect(button.title(for: .normal) == "Save" && button.title(for: .highlighted) == "Saving")
        #expect(button.titleColor(for: .normal) == .systemRed)
        let slider = try subview(panel, 2, as: UISlider.self)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 2 && slider.value == 0.25)
        #expect(try subview(panel, 3, as: UISwitch.self).isOn)
        let segments = try subview(panel, 4, as: UISegmentedControl.self)
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Ultra")
        #expect(segments.selectedSegmentIndex == 1)
        let stepper = try subview(panel, 6, as: UIStepper.self)
        #expect(stepper.minimumValue == 1 && stepper.maximumValue == 10 && stepper.stepValue == 2 && stepper.value == 3)
    }

    @Test func stackViewAndItsArrangedSubviews() throws {
        let (_, panel, _) = try loadPanel()
        let stack = try subview(panel, 5, as: UIStackView.self)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
        #expect(stack.spacing == 8)
        #expect(stack.arrangedSubviews.count == 2)
        #expect((stack.arrangedSubviews[0] as? UIProgressView)?.progress == 0.5)
        let pages = try #require(stack.arrangedSubviews[1] as? UIPageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 2)
    }

    @Test func textImageIndicatorAndTable() throws {
        SDLViewsLog.clear()
        let (_, panel, _) = try loadPanel()
        let field = try subview(panel, 7, as: UITextField.self)
        #expect(field.text == "Ada" && field.placeholder == "Name" && field.borderStyle == .roundedRect)
        #expect(field.font == UIFont.systemFont(ofSize: 14, weight: .medium))
        let spinner = try subview(panel, 8, as: UIActivityIndicatorView.self)
        #expect(spinner.style == .large && !spinner.hidesWhenStopped)
        let icon = try subview(panel, 9, as: UIImageView.self)
        #expect(icon.clipsToBounds && icon.alpha == 0.5 && icon.isHidden && icon.contentMode == .scaleAspectFit)
        #expect(icon.backgroundColor == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        let notes = try subview(panel, 10, as: UITextView.self)
        #expect(notes.text == "Notes" && !notes.isEditable)
        #expect(type(of: panel.subviews[11]) == UITableView.self)
        #expect(!SDLViewsLog.messages.contains { $0.contains("not supported") })
    }

    @Test func outletsAndActionsReachTheOwner() throws {
        let (screen, panel, owner) = try loadPanel()
        let button = try subview(panel, 1, as: UIButton.self)
        #expect(owner.received.isEmpty)
        button.sendActions(for: .touchUpInside)
        let slider = try subview(panel, 2, as: UISlider.self)
        slider.value = 1.5
        slider.sendActions(for: .valueChanged)
        #expect(owner.received == ["save from UIButton", "volume 1.5"])
        _ = screen
    }

    @Test func awakeFromNibRunsAfterOutletsAreConnected() throws {
        PanelView.awakeOrder = []
        let (_, panel, _) = try loadPanel()
        #expect(panel.awakeSawOutlet)
        #expect(PanelView.awakeOrder == ["panel"])
    }

    @Test func unknownClassFallsBackWithUIKitsMessage() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        SDLViewsLog.clear()
        let data = InterfaceBuilderFixtures.xib(
            """
            <label text="Hi" customClass="NoSuchLabel" id="x"><rect key="frame" x="1" y="2" width="3" height="4"/></label>
            """)
        let objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        let label = try #require(objects.first as? UILabel)
        #expect(type(of: label) == UILabel.self && label.text == "Hi")
        #expect(SDLViewsLog.messages.contains { $0.contains("Unknown class NoSuchLabel in Interface Builder file.") })
        _ = screen
    }
}
