import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// What UIKit's controls and views tell a screen reader until the app says
/// otherwise: labels from titles and texts, traits from kind and state,
/// values as UIKit words them, and adjustment by increment and decrement.
@MainActor
@Suite struct AccessibilityDefaultsTests {
    private func counting(_ control: UIControl) -> () -> Int {
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        return { sent }
    }

    @Test func buttonReadsItsTitleAsAButton() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Play")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.accessibilityLabel = "Start the game"
        #expect(button.accessibilityLabel == "Start the game")
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "Play", "nil goes back to the title")
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == [.link, .selected], "the state is added to set traits")
    }

    @Test func anImageOnlyButtonReadsItsSymbolsName() throws {
        let button = UIButton(type: .system)
        button.setImage(try #require(UIImage(systemName: "play.fill")), for: .normal)
        #expect(button.accessibilityLabel == "play fill")
        #expect(UIButton(type: .system).accessibilityLabel == nil)
    }

    @Test func labelIsStaticText() {
        let label = UILabel()
        label.text = "Score 10"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Score 10")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test func sliderIsAdjustableByTenths() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 5
        let sent = counting(slider)
        #expect(slider.isAccessibilityElement && slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        slider.accessibilityIncrement()
        #expect(slider.value == 6 && slider.accessibilityValue == "60%" && sent() == 1)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 4 && sent() == 3)
        slider.value = 10
        slider.accessibilityIncrement()
        #expect(slider.value == 10 && sent() == 3, "no event at the end of the range")
        slider.isEnabled = false
        slider.accessibilityDecrement()
        #expect(slider.value == 10 && slider.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test func stepperStepsByItsStepValue() {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        stepper.stepValue = 0.5
        stepper.value = 2
        let sent = counting(stepper)
        #expect(stepper.accessibilityTraits == .adjustable && stepper.accessibilityValue == "2")
        stepper.accessibilityIncrement()
        #expect(stepper.value == 2.5 && stepper.accessibilityValue == "2.5" && sent() == 1)
        stepper.isContinuous = false
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 3 && sent() == 2, "clamped; a discrete stepper still sends")
        stepper.accessibilityDecrement()
        #expect(stepper.value == 2.5 && sent() == 3)
    }

    @Test func switchReadsOneOrZero() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement && toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test func segmentedControlOffersOneElementPerSegment() throws {
        let control = UISegmentedControl(items: ["Easy", "Normal", "Hard"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        let sent = counting(control)
        #expect(!control.isAccessibilityElement)
        let elements = try #require(control.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Easy", "Normal", "Hard"])
        #expect(elements.map(\.accessibilityValue) == ["1 of 3", "2 of 3", "3 of 3"])
        #expect(elements[1].accessibilityTraits == [.button, .selected] && elements[0].accessibilityTraits == .button)
        #expect(elements.allSatisfy { $0.isAccessibilityElement })
        #expect(elements[2].accessibilityFrame.minX >= 190 && elements[2].accessibilityFrame.maxX <= 300)
        #expect(elements[2].accessibilityActivate())
        #expect(control.selectedSegmentIndex == 2 && sent() == 1)
        #expect(elements[2].accessibilityTraits.contains(.selected))
        #expect(control.accessibilityElements?.first as? UIAccessibilityElement === elements[0], "the same elements each time")
        control.setEnabled(false, forSegmentAt: 0)
        #expect(elements[0].accessibilityTraits == [.button, .notEnabled] && !elements[0].accessibilityActivate())
    }

    @Test func pageControlReadsPageOfPages() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        let sent = counting(pages)
        #expect(pages.accessibilityTraits == .adjustable && pages.accessibilityValue == "page 2 of 5")
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 2 && pages.accessibilityValue == "page 3 of 5" && sent() == 1)
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 0 && sent() == 3, "never before the first page")
    }

    @Test func textFieldReadsItsTextOrPlaceholder() {
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement && field.accessibilityValue == "Name")
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada" && field.accessibilityTraits == .none)
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
        #expect(UISearchTextField().accessibilityTraits == .searchField)
    }

    @Test func textViewReadsItsText() {
        let view = UITextView()
        view.text = "Once upon a time"
        #expect(view.isAccessibilityElement && view.accessibilityValue == "Once upon a time")
        #expect(view.accessibilityTraits == .none)
        view.isEditable = false
        #expect(view.accessibilityTraits == .staticText)
    }

    @Test func cellsReadTheirLabelsTogether() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Music"
        cell.detailTextLabel?.text = "On"
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Music, On")
        #expect(cell.accessibilityTraits == .none)
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)

        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for text in ["Sword", "Damage 12"] {
            let label = UILabel()
            label.text = text
            item.contentView.addSubview(label)
        }
        let hidden = UILabel()
        hidden.text = "Secret"
        hidden.isHidden = true
        item.contentView.addSubview(hidden)
        #expect(item.accessibilityLabel == "Sword, Damage 12")
        item.isSelected = true
        #expect(item.accessibilityTraits == .selected)
    }

    @Test func navigationBarsBackButtonAndTitle() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let first = UIViewController()
        first.title = "Levels"
        let navigation = UINavigationController(rootViewController: first)
        screen.window.rootViewController = navigation
        let second = UIViewController()
        second.title = "Level 1"
        navigation.pushViewController(second, animated: false)
        screen.runFrame()
        let views = navigation.navigationBar.allSubviews
        let back = try #require(views.compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == "Levels" })
        #expect(back.accessibilityTraits == .button)
        let title = try #require(views.compactMap { $0 as? UILabel }.first { $0.text == "Level 1" })
        #expect(title.accessibilityTraits == [.staticText, .header])
    }

    @Test func tabBarAndItsTabs() throws {
        let bar = UITabBar()
        let items = ["Play", "Shop", "Friends", "Settings"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
        bar.setItems(items, animated: false)
        bar.selectedItem = items[1]
        #expect(bar.accessibilityTraits == .tabBar && !bar.isAccessibilityElement)
        let tabs = bar.subviews.compactMap { $0 as? TabBarButton }
        #expect(tabs.count == 4)
        #expect(tabs.map(\.accessibilityLabel) == ["Play", "Shop", "Friends", "Settings"])
        #expect(tabs[1].accessibilityValue == "2 of 4" && tabs[1].accessibilityTraits == [.button, .selected])
        #expect(tabs[0].accessibilityTraits == .button && tabs.allSatisfy { $0.isAccessibilityElement })
    }

    @Test func alertsAreModalAndEscapeCancels() {
        var cancelled = 0
        let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        #expect(alert.view.accessibilityViewIsModal)
        #expect(alert.accessibilityPerformEscape() && cancelled == 1)
    }

    @Test func imagesAreElementsOnlyWhenLabelled() {
        let image = UIImageView()
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        image.accessibilityLabel = "A red potion"
        #expect(image.isAccessibilityElement)
        image.isAccessibilityElement = false
        #expect(!image.isAccessibilityElement)
    }
}

extension UIView {
    /// Every view below this one, depth first.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}
